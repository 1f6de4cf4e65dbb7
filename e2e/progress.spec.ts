import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, logRows, openInspector, resultRegion, rowsWith, runTool, toolField } from './inspector-page.ts';

test("a long call shows the server's progress, then its result", async ({ page, inspector }) => {
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

test.describe('progress read in the same chunk as the result', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}progress-same-read.mjs`], env: {} } });

  test('reaches the call before its result, in wire order, and the SDK has nothing false to say', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'quick_steps');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('both steps done');
    const rows = await logRows(page, '');
    await expect(rowsWith(rows, 'notifications/progress', '←')).toHaveCount(2);
    await expect(rowsWith(rows, 'tools/call', '←')).toHaveCount(1);
    // Had the SDK seen the result first, it would have called the progress "for an unknown token", which the wire contradicts.
    await expect(rowsWith(rows, 'unknown token')).toHaveCount(0);
    await expect(rowsWith(rows, 'SDK:')).toHaveCount(0);
  });
});
