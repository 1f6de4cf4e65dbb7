import { expect, fixturesDir, test, waitForPid } from './inspector.ts';
import {
  connect,
  connectionStatus,
  expectConnected,
  fillConnection,
  openInspector,
  openTab,
  toolButton,
  showConnectionSettings,
} from './inspector-page.ts';

test.describe('connection panel', () => {
  test('reports a command that cannot start, and one that exits at once, then connects again', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await showConnectionSettings(page);
    const defaultCommand = await page.getByLabel('Command', { exact: true }).inputValue();
    const defaultArgs = await page.getByLabel('Arguments', { exact: true }).inputValue();
    expect(defaultArgs).toContain('server-everything');

    await fillConnection(page, { command: 'definitely-not-a-command-xyz', argsLine: '' });
    await connect(page);
    await expect(connectionStatus(page)).toContainText('Error');
    await expect(connectionStatus(page)).toContainText('definitely-not-a-command-xyz');

    await fillConnection(page, { command: process.execPath, argsLine: `-e "console.error('boom'); process.exit(7)"` });
    await connect(page);
    await expect(connectionStatus(page)).toContainText(/Error|Disconnected/);
    await expect(connectionStatus(page)).toContainText(/code 7\b/);
    await expect(connectionStatus(page)).toContainText('boom');

    await fillConnection(page, { command: defaultCommand, argsLine: defaultArgs });
    await connect(page);
    await expectConnected(page);
    await openTab(page, 'Tools');
    await expect(toolButton(page, 'echo')).toBeVisible();
  });

  test('passes the working directory and environment to the server', async ({ page, inspector }, testInfo) => {
    await openInspector(page, inspector.url);
    const pidFile = testInfo.outputPath('typed-server.pid');

    // A relative script path only resolves if the working directory was applied,
    // and the pid file only appears if the environment was.
    await fillConnection(page, {
      command: process.execPath,
      argsLine: 'never-answers.mjs',
      cwd: fixturesDir,
      env: { PIDFILE: pidFile },
    });
    await connect(page);
    await expectConnected(page);
    const pid = await waitForPid(pidFile);
    expect(pid).toBeGreaterThan(0);

    await openTab(page, 'Tools');
    await expect(toolButton(page, 'hang')).toBeVisible();
  });
});
