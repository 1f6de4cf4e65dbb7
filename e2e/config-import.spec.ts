import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, fixturePath, fixtureServer, forgetPid, test, waitForPid } from './inspector.ts';
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

// Server configurations from other tools: a pasted config, a link and a recent connection fill the
// connection panel; a stdio command starts only when Connect is clicked.

const commandField = (page: Page) => page.getByLabel('Command', { exact: true });
const argsField = (page: Page) => page.getByLabel('Arguments', { exact: true });
const envField = (page: Page) => page.getByLabel('Environment', { exact: true });
const recentList = (page: Page) => page.getByRole('list', { name: 'Recent' });

test('a pasted Claude Desktop config fills the fields; its server starts on Connect, not before', async ({
  page,
  inspector,
}, testInfo) => {
  const pidFile = testInfo.outputPath('imported.pid');
  await openInspector(page, inspector.url);
  const config = {
    mcpServers: {
      'never-answers': { command: process.execPath, args: [fixturePath('never-answers')], env: { PIDFILE: pidFile } },
      websocket: { type: 'ws', url: 'ws://127.0.0.1:9/' },
    },
    globalShortcut: 'Alt+Space',
  };

  await page.getByRole('button', { name: 'Import config' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import config' });
  await dialog.getByLabel('Config text').fill(JSON.stringify(config, null, 2));
  await expect(dialog.getByRole('status')).toHaveText(
    'Read as Claude Desktop (claude_desktop_config.json): 2 servers, 1 of them cannot be imported',
  );
  const servers = dialog.getByRole('list', { name: 'Servers in the config' });
  await expect(servers.getByRole('listitem', { name: 'never-answers' })).toContainText('never-answers.mjs');
  await expect(servers.getByRole('listitem', { name: 'websocket' })).toContainText(
    'Cannot be imported: Transport "ws" is not one the inspector speaks',
  );
  await expect(servers.getByRole('button', { name: 'Use websocket' })).toHaveCount(0);

  await servers.getByRole('button', { name: 'Use never-answers' }).click();
  await expect(dialog).toBeHidden();
  await showConnectionSettings(page);
  await expect(commandField(page)).toHaveValue(process.execPath);
  await expect(argsField(page)).toHaveValue(fixturePath('never-answers'));
  await expect(envField(page)).toHaveValue(`PIDFILE=${pidFile}`);
  await expect(page.getByRole('note', { name: 'Filled in' })).toContainText(
    'Filled in from never-answers in a pasted Claude Desktop config. Nothing runs until you press Connect.',
  );

  // The session is still the one from before: its tools answer, and the imported server has not been started.
  await expect(connectionStatus(page)).toContainText('Connected');
  await openTab(page, 'Tools');
  await expect(toolButton(page, 'echo')).toBeVisible();
  await expect(toolButton(page, 'hang')).toHaveCount(0);
  expect(existsSync(pidFile)).toBe(false);

  await connect(page);
  await expectConnected(page);
  expect(await waitForPid(pidFile)).toBeGreaterThan(0);
  await expect(toolButton(page, 'hang')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Filled in' })).toHaveCount(0);
});

test.describe('a link with the connection in its query', () => {
  // The default server writes the inspector's pid file when it starts: it must not start either.
  test.use({ defaultServer: fixtureServer('never-answers') });

  test('fills the fields and starts nothing; Connect starts the linked command', async ({
    page,
    inspector,
  }, testInfo) => {
    const pidFile = testInfo.outputPath('linked.pid');
    const query = new URLSearchParams({
      transport: 'stdio',
      command: process.execPath,
      args: `${fixturePath('never-answers')} --linked`,
      server: 'Linked server',
    });
    query.append('env', `PIDFILE=${pidFile}`);
    await page.goto(`${inspector.url}&${query}`);

    await showConnectionSettings(page);
    await expect(commandField(page)).toHaveValue(process.execPath);
    await expect(argsField(page)).toHaveValue(`${fixturePath('never-answers')} --linked`);
    await expect(envField(page)).toHaveValue(`PIDFILE=${pidFile}`);
    await expect(page.getByRole('form', { name: 'Connection' })).toContainText('Linked server');
    await expect(page.getByRole('note', { name: 'Filled in' })).toContainText(
      'Filled in from the link. Nothing runs until you press Connect.',
    );
    await expect(connectionStatus(page)).toContainText('Disconnected');
    // The link's parameters leave the address bar; the token had already gone.
    expect(new URL(page.url()).search).toBe('');
    expect(existsSync(pidFile)).toBe(false);
    expect(existsSync(inspector.pidFile)).toBe(false);

    await connect(page);
    await expectConnected(page);
    expect(await waitForPid(pidFile)).toBeGreaterThan(0);
    expect(existsSync(inspector.pidFile)).toBe(false);
  });

  test('says why a link it cannot use was not used, and starts nothing', async ({ page, inspector }) => {
    await page.goto(`${inspector.url}&transport=stdio`);
    await expect(page.getByRole('alert')).toHaveText(
      'The link could not fill the fields: The link names no command to start',
    );
    await expect(connectionStatus(page)).toContainText('Connected');
  });
});

test('a recent connection comes back in one click, without its secrets, and starts on Connect', async ({
  page,
  context,
  inspector,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pidFile = testInfo.outputPath('recent.pid');
  const secret = 'ghp_0123456789abcdefghijklmnopqrstuvwxyz';
  await openInspector(page, inspector.url);
  await showConnectionSettings(page);
  await expect(recentList(page).getByRole('button', { name: /server-everything/ })).toBeVisible();

  await fillConnection(page, {
    command: process.execPath,
    args: [fixturePath('never-answers')],
    env: { PIDFILE: pidFile, GITHUB_TOKEN: secret },
  });
  await connect(page);
  await expectConnected(page);
  const firstPid = await waitForPid(pidFile);
  await showConnectionSettings(page);
  const entry = recentList(page).getByRole('button', {
    name: /^Fill from recent: never-answers: .*never-answers\.mjs$/,
  });
  await expect(entry).toBeVisible();
  await expect(recentList(page).getByRole('listitem').first()).toContainText('never-answers');
  const stored = await page.evaluate(() => localStorage.getItem('mcp-loupe.recent-connections'));
  expect(stored).toContain('never-answers.mjs');
  expect(stored).not.toContain(secret);

  // Copied as a Cursor entry, the secret is a variable; imported back, it is listed to be filled.
  await page.getByRole('combobox', { name: 'Config format' }).selectOption({ label: 'Cursor' });
  await page.getByRole('button', { name: 'Copy as config' }).click();
  await expect(page.getByRole('status', { name: 'Copied config' })).toContainText(
    'Copied a Cursor entry. Secrets written as variables: GITHUB_TOKEN.',
  );
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.mcpServers['never-answers']).toEqual({
    command: process.execPath,
    args: [fixturePath('never-answers')],
    env: { PIDFILE: pidFile, GITHUB_TOKEN: '${env:GITHUB_TOKEN}' },
  });

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectionStatus(page)).toContainText('Disconnected');
  await forgetPid(pidFile);
  await fillConnection(page, { command: 'something-else', argsLine: '', env: {} });

  await entry.click();
  await showConnectionSettings(page);
  await expect(commandField(page)).toHaveValue(process.execPath);
  await expect(argsField(page)).toHaveValue(fixturePath('never-answers'));
  await expect(envField(page)).toHaveValue(`PIDFILE=${pidFile}\nGITHUB_TOKEN=`);
  await expect(page.getByRole('note', { name: 'Filled in' })).toContainText(
    'Secrets are not remembered; enter again: env GITHUB_TOKEN.',
  );
  await expect(connectionStatus(page)).toContainText('Disconnected');
  expect(existsSync(pidFile)).toBe(false);

  await connect(page);
  await expectConnected(page);
  expect(await waitForPid(pidFile, firstPid)).toBeGreaterThan(0);

  await showConnectionSettings(page);
  await recentList(page)
    .getByRole('button', { name: /^Forget never-answers$/ })
    .click();
  await expect(entry).toHaveCount(0);
  await expect(recentList(page).getByRole('button', { name: /server-everything/ })).toBeVisible();
});
