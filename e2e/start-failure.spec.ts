import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startInspector } from '../proxy/start-inspector.ts';
import { everythingServer, expect, test } from './inspector.ts';
import {
  connect,
  connectionStatus,
  expectConnected,
  fillConnection,
  openInspector,
  showConnectionSettings,
} from './inspector-page.ts';

const card = (page: Page) => page.getByRole('region', { name: 'Server start failure' });

async function startFails(page: Page, command: string, argsLine: string) {
  await fillConnection(page, { command, argsLine });
  await connect(page);
  await expect(connectionStatus(page)).toContainText('Error');
  await expect(card(page)).toBeVisible();
}

test.describe('a stdio server that does not start', () => {
  test('the main area names the likely cause, the command, how it ended and the stderr tail; a good connect clears it', async ({
    page,
    inspector,
  }, testInfo) => {
    await openInspector(page, inspector.url);
    await showConnectionSettings(page);
    const defaultCommand = await page.getByLabel('Command', { exact: true }).inputValue();
    const defaultArgs = await page.getByLabel('Arguments', { exact: true }).inputValue();
    await expect(card(page)).toHaveCount(0);

    // A command that does not exist.
    await startFails(page, 'definitely-not-a-command-xyz', '--stdio');
    await expect(card(page).getByRole('status', { name: 'Likely cause' })).toHaveText('Command not found');
    await expect(card(page).getByLabel('Command line run')).toHaveText('definitely-not-a-command-xyz --stdio');
    await expect(card(page).getByLabel('Ended')).toHaveText('not started (ENOENT)');

    // node, given a script path that does not exist.
    const missing = testInfo.outputPath('no-such-server.js');
    await startFails(page, process.execPath, missing);
    await expect(card(page).getByRole('status', { name: 'Likely cause' })).toHaveText('Script not found');
    await expect(card(page).getByLabel('Command line run')).toContainText(missing);
    await expect(card(page).getByLabel('Ended')).toHaveText('exit code 1');
    await expect(card(page).getByLabel('Stderr tail')).toContainText(`Cannot find module '${missing}'`);

    // A server that says why on stderr and exits 1 before answering.
    await startFails(page, process.execPath, `-e "console.error('fatal: MY_API_KEY is not set'); process.exit(1)"`);
    await expect(card(page).getByRole('status', { name: 'Likely cause' })).toHaveText('Exited before answering');
    await expect(card(page).getByLabel('Ended')).toHaveText('exit code 1');
    await expect(card(page).getByLabel('Stderr tail')).toHaveText('fatal: MY_API_KEY is not set');

    // A script that is not executable.
    const script = testInfo.outputPath('server.mjs');
    writeFileSync(script, "#!/usr/bin/env node\nconsole.error('never runs');\n", { mode: 0o644 });
    await startFails(page, script, '');
    await expect(card(page).getByRole('status', { name: 'Likely cause' })).toHaveText('Not executable');
    await expect(card(page)).toContainText('chmod +x');
    await expect(card(page).getByLabel('Command line run')).toHaveText(script);
    await expect(card(page).getByLabel('Ended')).toHaveText('not started (EACCES)');

    await fillConnection(page, { command: defaultCommand, argsLine: defaultArgs });
    await connect(page);
    await expectConnected(page);
    await expect(card(page)).toHaveCount(0);
  });

  test('a tab past the limit on servers is told so plainly: the limit, the option, and what to do', async ({
    browser,
  }) => {
    const running = await startInspector({
      port: 0,
      open: false,
      defaultServer: everythingServer,
      bridge: { maxServers: 1 },
    });
    const context = await browser.newContext();
    try {
      await openInspector(await context.newPage(), running.url);
      const second = await context.newPage();
      await second.goto(running.url);
      await expect(connectionStatus(second)).toContainText('Error', { timeout: 20_000 });
      await expect(card(second).getByRole('status', { name: 'Likely cause' })).toHaveText('Too many servers');
      await expect(card(second)).toContainText(
        'mcp-loupe is already running 1 server, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N.',
      );
      await expect(card(second).getByLabel('Ended')).toHaveText('not started (the limit on servers)');
    } finally {
      await context.close();
      await running.close();
    }
  });
});
