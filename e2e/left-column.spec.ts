import { expect, test } from './reused-page.ts';
import { openInspector } from './inspector-page.ts';

// The left column: connection settings that fold away once connected, and a server overview with room to read.

test('the connection settings fold to one line once connected; the overview reads whole', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  const connection = page.getByRole('form', { name: 'Connection' });
  const settings = connection.getByRole('button', { name: 'Connection settings' });
  // Folded by the connect itself; one click shows the form again, and one folds it.
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  await settings.click();
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Command', { exact: true })).toBeVisible();

  await settings.click();
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Command', { exact: true })).toHaveCount(0);
  const summary = connection.getByText(/…\/server-everything\/dist\/index\.js stdio/);
  await expect(summary).toBeVisible();
  await expect(connection.getByTitle(/server-everything\/dist\/index\.js stdio$/)).toBeVisible();
  await expect(connection.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  await expect(connection.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  const overview = page.getByRole('region', { name: 'Server overview' });
  await expect(overview).toBeVisible();
  // Right under the folded settings, not at the bottom of the column: it starts in the top third of the screen.
  const overviewBox = await overview.boundingBox();
  expect(overviewBox!.y).toBeLessThan(page.viewportSize()!.height / 3);
  // Each capability name sits on one line, as one word.
  for (const name of ['completions', 'experimental', 'elicitation']) {
    const cell = overview.getByRole('rowheader', { name, exact: true });
    const box = await cell.boundingBox();
    const lineHeight = await cell.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(box!.height).toBeLessThan(lineHeight * 1.5 + 8);
  }
  // The instructions show whole, in a section that folds, with no scroll box of their own.
  const instructions = overview.locator('details').filter({ has: page.getByText('Instructions', { exact: true }) });
  const text = instructions.locator('p');
  await expect(text).toContainText('Easter Egg');
  expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  await instructions.getByText('Instructions', { exact: true }).click();
  await expect(text).toBeHidden();

  // Unfolded again, the form is as it was; Reconnect still works from the folded line.
  await settings.click();
  await expect(page.getByLabel('Arguments', { exact: true })).toHaveValue(/server-everything\/dist\/index\.js stdio$/);
  await connection.getByRole('button', { name: 'Reconnect' }).click();
  await expect(page.getByRole('status', { name: 'Connection status' })).toContainText('Connected');
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
});
