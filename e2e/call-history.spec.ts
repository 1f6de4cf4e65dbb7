import { expect, test } from './inspector.ts';
import { chooseTool, openInspector, resultRegion, runTool, toolField } from './inspector-page.ts';

// Each tool's earlier calls, run again or shown; named calls saved in the browser.

test('earlier calls are listed, shown, loaded and run again; a saved call outlives a reload', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'echo');
  await toolField(page, 'message').fill('first message');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('Echo: first message');
  await toolField(page, 'message').fill('second message');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('Echo: second message');

  const history = page.getByRole('region', { name: 'History' });
  const calls = history.getByRole('listitem');
  await expect(calls).toHaveCount(2);
  const first = calls.filter({ hasText: 'first message' });
  await expect(first).toContainText('ok');
  await expect(calls.filter({ hasText: 'second message' })).toBeVisible();

  await first.getByRole('button', { name: 'Run again' }).click();
  await expect(resultRegion(page)).toContainText('Echo: first message');
  await expect(calls).toHaveCount(3);
  // The form keeps what was typed; the new call is listed first.
  await expect(toolField(page, 'message')).toHaveValue('second message');
  await expect(calls.first()).toContainText('first message');

  // An earlier call's result, shown in the Result area, and back to the latest.
  await calls.filter({ hasText: 'second message' }).getByRole('button', { name: 'Show' }).click();
  await expect(resultRegion(page)).toContainText('Echo: second message');
  await expect(page.getByRole('note').filter({ hasText: 'Showing the call of' })).toBeVisible();
  await page.getByRole('button', { name: 'Show latest' }).click();
  await expect(resultRegion(page)).toContainText('Echo: first message');

  await toolField(page, 'message').fill('something else');
  await calls.last().getByRole('button', { name: 'Load' }).click();
  await expect(toolField(page, 'message')).toHaveValue('first message');

  // A named call, saved in this browser.
  await toolField(page, 'message').fill('kept for later');
  await page.getByRole('button', { name: 'Save call…' }).click();
  await page.getByLabel('Call name', { exact: true }).fill('my greeting');
  await page.getByRole('form', { name: 'Save call' }).getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('region', { name: 'Saved calls' });
  await expect(saved.getByRole('listitem').filter({ hasText: 'my greeting' })).toContainText('kept for later');

  await page.reload();
  await openInspector(page, inspector.url);
  await chooseTool(page, 'echo');
  const mine = page
    .getByRole('region', { name: 'Saved calls' })
    .getByRole('listitem')
    .filter({ hasText: 'my greeting' });
  await expect(mine).toBeVisible();
  await expect(toolField(page, 'message')).toHaveValue('');
  await mine.getByRole('button', { name: 'Load' }).click();
  await expect(toolField(page, 'message')).toHaveValue('kept for later');
  await mine.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(resultRegion(page)).toContainText('Echo: kept for later');

  await mine.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: 'Saved calls' })).toHaveCount(0);
});
