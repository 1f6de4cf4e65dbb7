import { expect, test } from './inspector.ts';
import { chooseTool, logRows, openInspector, resultRegion, rowsWith, runTool, toolField } from './inspector-page.ts';

test('a long call shows the server\'s progress, then its result', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'trigger-long-running-operation');
  await toolField(page, 'duration').fill('3');
  await toolField(page, 'steps').fill('3');
  await runTool(page);
  const progress = resultRegion(page).getByRole('progressbar', { name: 'Progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^[12] of 3$/);
  await expect(resultRegion(page)).toContainText(/completed/i, { timeout: 20_000 });
  await expect(progress).toHaveCount(0);
  const rows = await logRows(page, 'notifications/progress');
  await expect(rowsWith(rows, 'notifications/progress', '←')).toHaveCount(3);
});
