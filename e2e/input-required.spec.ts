import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, logRows, openInspector, resultRegion, rowsWith, runTool } from './inspector-page.ts';

// A 2026-07-28 server asks for input inside its result (input_required); the same request UI answers it, and the call goes again with the answers.
test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}modern-input-required.mjs`], env: {} } });

test('an input_required elicitation is answered in the page, and the retried call shows the final result', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'book-table');
  await runTool(page);
  const request = page.getByRole('group', { name: /elicitation\/create asked in an input_required result/ });
  await expect(request).toContainText('Book a table at Chez Loupe');
  await request.getByLabel('partySize', { exact: true }).fill('4');
  await request.getByLabel('date', { exact: true }).fill('2026-12-24');
  await request.getByLabel('seating', { exact: true }).selectOption({ label: 'On the terrace (terrace)' });
  await request.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(resultRegion(page)).toContainText(
    'Booked at Chez Loupe: 4 people on 2026-12-24, seating terrace (state booking-form:Chez Loupe)',
  );

  // Each round is its own tools/call on the wire: the first answered input_required, the second carried the answers.
  const rows = await logRows(page, 'tools/call');
  await expect(rowsWith(rows, 'tools/call', '→')).toHaveCount(2);
  await expect(rowsWith(rows, 'tools/call', '→', 'inputResponses')).toHaveCount(1);
  await expect(rowsWith(rows, 'round 2')).toHaveCount(1);
});

test('an input_required sampling request is answered by the person', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'ask-model');
  await runTool(page);
  const request = page.getByRole('group', { name: /sampling\/createMessage asked in an input_required result/ });
  await expect(request).toContainText('Answer in one sentence.');
  await request.getByLabel('Reply text').fill('Paris.');
  await request.getByLabel('Model').fill('person-1');
  await request.getByRole('button', { name: 'Send reply' }).click();
  await expect(resultRegion(page)).toContainText('The model (person-1) says: Paris.');
});
