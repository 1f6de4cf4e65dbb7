import { expect, fixtureServer, test } from './inspector.ts';
import {
  chooseTool,
  connect,
  connectionStatus,
  expectConnected,
  logRows,
  messageLog,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolButton,
  toolField,
} from './inspector-page.ts';

test.describe('a server that prints non-JSON on stdout', () => {
  test.use({ defaultServer: fixtureServer('non-json-stdout') });

  test('shows each non-JSON line in the log and keeps the session going', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);

    const rows = await logRows(page);
    await expect(rowsWith(rows, 'stdout (not JSON)', 'Server starting... (debug banner)')).toHaveCount(1);

    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('still alive');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('still alive');

    const after = await logRows(page);
    await expect(rowsWith(after, 'stdout (not JSON)', '[debug] handling echo')).toHaveCount(1);
    await expect(rowsWith(after, 'tools/call', '←').first()).toBeVisible();
  });
});

test.describe('a server that crashes in the middle of a request', () => {
  test.use({ defaultServer: fixtureServer('crash-mid-request') });

  test('reports the exit and its stderr, then reconnects', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);

    await chooseTool(page, 'crash');
    await runTool(page);
    // A request left pending would end by its own 60 s timeout, saying so, never with the exit code: the text is the proof, the bound only a generous wait.
    await expect(resultRegion(page)).toContainText(/code 3\b/, { timeout: 30_000 });
    await expect(resultRegion(page)).toContainText('simulated crash');
    await expect(connectionStatus(page)).toContainText(/Connection lost|Error|Disconnected/);

    // Only trouble: the exit and the stderr just before it, the routine line among it too, since it came right before the crash.
    await openTab(page, 'Log');
    await page.getByLabel('Only trouble').check();
    const trouble = messageLog(page).getByRole('row');
    await expect(rowsWith(trouble, 'process', 'exited with code 3').first()).toBeVisible();
    // Each line twice: its own stderr row, and the exit's note that quotes the last lines.
    await expect(rowsWith(trouble, 'fatal: simulated crash')).toHaveCount(2);
    await expect(rowsWith(trouble, 'about to fail while handling tools/call')).toHaveCount(2);
    await page.getByLabel('Only trouble').uncheck();

    await connect(page);
    await expectConnected(page);
    await openTab(page, 'Tools');
    await expect(toolButton(page, 'crash')).toBeVisible();
    await expect(toolButton(page, 'echo')).toBeVisible();
  });
});

test.describe('a server that never answers', () => {
  test.use({ defaultServer: fixtureServer('never-answers') });

  test('cancels the call and tells the server', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);

    await chooseTool(page, 'hang');
    await runTool(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(resultRegion(page)).toContainText(/cancel/i);

    const rows = await logRows(page);
    await expect(rowsWith(rows, 'notifications/cancelled', '→').first()).toBeVisible();
    await expect(rowsWith(rows, 'stderr', 'cancelled request').first()).toBeVisible();
  });
});
