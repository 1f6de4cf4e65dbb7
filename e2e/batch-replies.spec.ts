import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, logRows, openInspector, resultRegion, rowsWith, runTool, toolField } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}batch-server.mjs`], env: {} } });

test('a server that sends a batch of requests gets its answers back as one array, and its batched answers reach their requests', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);

  // The server says on stderr how the answers to its batch came back.
  const rows = await logRows(page, 'came back');
  await expect(
    rowsWith(
      rows,
      'stderr',
      "The answers to the server's batch came back as one array of 2: batch-ping result, batch-roots result",
    ),
  ).toHaveCount(1);
  await expect(rowsWith(rows, 'stderr', 'came back apart')).toHaveCount(0);

  // Its own answers come in batches too: the tool list and a call still reach the page.
  await chooseTool(page, 'batch-report');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('came back as one array of 2');
  await chooseTool(page, 'echo');
  await toolField(page, 'message').fill('in a batch');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('Echo: in a batch');

  // One frame on the wire holds both answers.
  const out = await logRows(page, 'batch-ping');
  await expect(rowsWith(out, '→', '"id":"batch-ping"', '"id":"batch-roots"')).toHaveCount(1);

  // The batches are flagged (2025-11-25 has none), and nothing else: every item found its request.
  const findings = page.getByRole('region', { name: 'Findings' });
  await expect(findings).toContainText('batch-not-in-revision');
  for (const rule of [
    'response-unknown-id',
    'response-already-answered',
    'id-reused',
    'batch-item-not-object',
    'batch-empty',
  ]) {
    await expect(findings).not.toContainText(rule);
  }
});
