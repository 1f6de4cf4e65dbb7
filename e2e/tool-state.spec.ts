import { expect, test } from './reused-page.ts';
import { chooseTool, logRows, openInspector, resultRegion, rowsWith, runTool, toolField } from './inspector-page.ts';

test('each tool keeps its input and result, and a running call keeps running, while another tool is shown', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);

  await chooseTool(page, 'trigger-long-running-operation');
  await toolField(page, 'duration').fill('2');
  await toolField(page, 'steps').fill('2');
  await runTool(page);

  await chooseTool(page, 'echo');
  await toolField(page, 'message').fill('kept');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('Echo: kept');

  await chooseTool(page, 'trigger-long-running-operation');
  await expect(toolField(page, 'duration')).toHaveValue('2');
  await expect(resultRegion(page)).toContainText(/completed/i, { timeout: 20_000 });

  await chooseTool(page, 'echo');
  await expect(toolField(page, 'message')).toHaveValue('kept');
  await expect(resultRegion(page)).toContainText('Echo: kept');

  const rows = await logRows(page, 'notifications/cancelled');
  await expect(rowsWith(rows, 'notifications/cancelled')).toHaveCount(0);
});
