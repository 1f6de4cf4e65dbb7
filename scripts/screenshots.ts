// Takes the README's screenshots from the real inspector against real servers:
//   npm run build && node scripts/screenshots.ts
import { chromium, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { startInspector } from '../proxy/start-inspector.ts';
import { showConnectionSettings } from '../e2e/inspector-page.ts';
import { startEverythingHttp, startHttpFixture } from '../e2e/fixtures/http/start-fixture.ts';
import { startAuthorizationServer } from '../e2e/fixtures/oauth/authorization-server.mjs';
import { startProtectedMcpServer } from '../e2e/fixtures/oauth/protected-mcp-server.mjs';

const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../e2e/fixtures/${name}.mjs`, import.meta.url));

async function connected(page: Page) {
  await page.getByRole('status', { name: 'Connection status' }).filter({ hasText: 'Connected' }).waitFor();
}

const inspector = await startInspector({ port: 0 });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 860 },
    deviceScaleFactor: 1,
    colorScheme: 'dark',
  });
  await page.goto(inspector.url);
  await connected(page);

  await page.getByRole('button', { name: /^echo/ }).click();
  await page.getByLabel('message').fill('hello from mcp-loupe');
  await page.getByRole('button', { name: 'Run tool' }).click();
  await page.getByRole('region', { name: 'Result' }).getByText('hello from mcp-loupe').first().waitFor();
  await page.screenshot({ path: `${out}tools.png` });

  // The command palette: a tool chosen with it comes first next time; the actions show their shortcuts.
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.press('Control+K');
  await palette.getByRole('combobox').fill('echo');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+K');
  await palette.getByRole('combobox').fill('ec');
  await palette.getByRole('group', { name: 'Actions' }).waitFor();
  await page.screenshot({ path: `${out}palette.png` });
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: /Log/ }).click();
  await page.getByRole('row').filter({ hasText: 'tools/call' }).last().click();
  await page.screenshot({ path: `${out}log.png` });

  // The same in the light appearance, chosen in the header's Menu; then back to dark for the rest.
  const chooseAppearance = async (name: 'Light' | 'Dark') => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('radio', { name, exact: true }).click();
    await page.keyboard.press('Escape');
    // Escape gives the focus back to the Menu button, ringed: not part of the picture.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  await chooseAppearance('Light');
  // Finished transitions: the buttons ease their colours from the dark ones.
  await page.screenshot({ path: `${out}light.png`, animations: 'disabled' });
  await chooseAppearance('Dark');

  // The server asks for a sampling reply; it waits in the Requests tab.
  await page.getByRole('tab', { name: 'Tools', exact: true }).click();
  await page.getByLabel('Search tools').fill('trigger-sampling-request');
  await page
    .getByRole('button', { name: /^trigger-sampling-request/ })
    .first()
    .click();
  await page.getByLabel('prompt', { exact: true }).fill('Write a haiku about wire logs');
  await page.getByRole('button', { name: 'Run tool' }).click();
  await page.getByRole('tab', { name: /^Requests/ }).click();
  const request = page
    .getByRole('region', { name: 'Requests from the server' })
    .getByRole('group', { name: /sampling\/createMessage/ });
  await request.getByLabel('Reply text').fill('Frames in the night —\neach request finds its answer,\nlatency in ms.');
  await page.screenshot({ path: `${out}requests.png` });
  await request.getByRole('button', { name: 'Send reply' }).click();

  // A research task run to its end, and another cancelled.
  await page.getByRole('tab', { name: 'Tools', exact: true }).click();
  await page.getByLabel('Search tools').fill('simulate-research-query');
  await page
    .getByRole('button', { name: /^simulate-research-query/ })
    .first()
    .click();
  await page.getByLabel('topic', { exact: true }).fill('tide tables');
  await page.getByRole('button', { name: 'Run as task', exact: true }).click();
  await page.getByRole('region', { name: 'Result' }).getByText('Research Report').first().waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Run as task', exact: true }).click();
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  const cards = page.getByRole('region', { name: 'Tasks' }).getByRole('article', { name: /^Task / });
  await cards.nth(0).getByRole('button', { name: 'Cancel task' }).click();
  await cards.nth(0).getByText('cancelled').first().waitFor();
  await page.screenshot({ path: `${out}tasks.png` });

  // A server that prints garbage and then crashes: what the inspector shows.
  await showConnectionSettings(page);
  await page.getByLabel('Command', { exact: true }).fill(process.execPath);
  await page.getByLabel('Arguments', { exact: true }).fill(fixture('crash-mid-request'));
  await page
    .getByRole('button', { name: /^(Connect|Reconnect)$/ })
    .first()
    .click();
  await connected(page);
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('button', { name: /^crash/ }).click();
  await page.getByRole('button', { name: 'Run tool' }).click();
  await page
    .getByRole('region', { name: 'Result' })
    .getByText(/code 3/)
    .first()
    .waitFor();
  await page.screenshot({ path: `${out}crash.png` });
  await page.close();
  await logViewShots();
  await remoteShots();
  await appShots();
} finally {
  await browser.close();
  await inspector.close();
}

/** The log's findings panel (a server whose answers break JSON-RPC), and the timeline of a slow call and a server request made during another. */
async function logViewShots() {
  const broken = await startInspector({
    port: 0,
    defaultServer: { command: process.execPath, args: [fixture('bad-answers')], env: {} },
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 1440, height: 860 },
      deviceScaleFactor: 1,
      colorScheme: 'dark',
    });
    await page.goto(broken.url);
    await connected(page);
    for (const tool of ['error-code-string', 'result-and-error', 'old-jsonrpc', 'error-code-string']) {
      await page.getByLabel('Search tools').fill(tool);
      await page
        .getByRole('button', { name: new RegExp(`^${tool}`) })
        .first()
        .click();
      await page.getByRole('button', { name: 'Run tool' }).click();
      await page
        .getByRole('region', { name: 'Result' })
        .getByText(/flagged|error/i)
        .first()
        .waitFor();
    }
    await page.getByRole('tab', { name: /Log/ }).click();
    await page
      .getByRole('region', { name: 'Findings' })
      .getByRole('listitem')
      .filter({ hasText: '"error.code"' })
      .getByRole('button', { name: /flagged/ })
      .click();
    await page.getByRole('table', { name: 'Frames' }).getByRole('row').last().click();
    await page.getByRole('region', { name: 'Entry detail' }).getByRole('list', { name: 'JSON tree' }).waitFor();
    await page.screenshot({ path: `${out}findings.png` });

    // The same page, now on server-everything: a slow call with its progress, a call that waits on a sampling reply.
    await page.getByRole('region', { name: 'Findings' }).getByRole('button', { name: 'Show all frames' }).click();
    await page.getByRole('button', { name: 'Close detail' }).click();
    await page.getByRole('tab', { name: 'Tools', exact: true }).click();
    await showConnectionSettings(page);
    await page.getByLabel('Command', { exact: true }).fill(process.execPath);
    await page
      .getByLabel('Arguments', { exact: true })
      .fill(
        `${fileURLToPath(new URL('../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url))} stdio`,
      );
    await page
      .getByRole('button', { name: /^(Connect|Reconnect)$/ })
      .first()
      .click();
    await connected(page);
    await page.getByLabel('Search tools').fill('trigger-long-running-operation');
    await page
      .getByRole('button', { name: /^trigger-long-running-operation/ })
      .first()
      .click();
    await page.getByLabel('duration', { exact: true }).fill('2');
    await page.getByLabel('steps', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Run tool' }).click();
    await page
      .getByRole('region', { name: 'Result' })
      .getByText('Long running operation completed')
      .first()
      .waitFor({ timeout: 20_000 });
    await page.getByLabel('Search tools').fill('echo');
    await page.getByRole('button', { name: /^echo/ }).first().click();
    await page.getByLabel('message', { exact: true }).fill('hello');
    await page.getByRole('button', { name: 'Run tool' }).click();
    await page.getByRole('region', { name: 'Result' }).getByText('Echo: hello').first().waitFor();
    await page.getByLabel('Search tools').fill('trigger-sampling-request');
    await page
      .getByRole('button', { name: /^trigger-sampling-request/ })
      .first()
      .click();
    await page.getByLabel('prompt', { exact: true }).fill('A haiku about waterfalls');
    await page.getByRole('button', { name: 'Run tool' }).click();
    await page.getByRole('tab', { name: /^Requests/ }).click();
    const request = page
      .getByRole('region', { name: 'Requests from the server' })
      .getByRole('group', { name: /sampling\/createMessage/ });
    await request.getByLabel('Reply text').fill('Bars fall in a row');
    await request.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('tab', { name: /Log/ }).click();
    await page.getByRole('button', { name: 'Timeline', exact: true }).click();
    await page
      .getByRole('region', { name: 'Timeline' })
      .getByRole('button', { name: /^sampling\/createMessage .*answered/ })
      .waitFor();
    await page.screenshot({ path: `${out}timeline.png` });
    await page.close();
  } finally {
    await broken.close();
  }
}

/** A server behind a URL: its exchanges in the log; the doctor on a self-signed one; OAuth step by step. */
async function remoteShots() {
  const everything = await startEverythingHttp('streamableHttp');
  const selfSigned = await startHttpFixture('self-signed');
  const as = await startAuthorizationServer({});
  const mcp = await startProtectedMcpServer({ issuer: as.issuer });
  const remote = await startInspector({
    port: 0,
    defaultRemote: {
      kind: 'http',
      url: everything.url,
      transport: 'auto',
      route: 'auto',
      headers: [{ name: 'X-Api-Key', value: 'not-a-real-key' }],
    },
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 1440, height: 860 },
      deviceScaleFactor: 1,
      colorScheme: 'dark',
    });
    await page.goto(remote.url);
    await connected(page);
    await page.getByRole('button', { name: /^echo/ }).click();
    await page.getByLabel('message').fill('hello over HTTP');
    await page.getByRole('button', { name: 'Run tool' }).click();
    await page.getByRole('region', { name: 'Result' }).getByText('hello over HTTP').first().waitFor();
    await page.getByRole('tab', { name: /Log/ }).click();
    await page.getByRole('row').filter({ hasText: 'tools/call' }).filter({ hasText: '(result)' }).last().click();
    await page
      .getByRole('region', { name: 'Entry detail' })
      .getByRole('button', { name: /POST \/mcp/ })
      .click();
    await page.screenshot({ path: `${out}http-log.png` });

    await showConnectionSettings(page);
    await page.getByLabel('Transport').selectOption('streamable-http');
    await page.getByLabel('URL', { exact: true }).fill(selfSigned.url);
    await page
      .getByRole('button', { name: /^(Connect|Reconnect)$/ })
      .first()
      .click();
    await page.getByRole('status', { name: 'Doctor verdict' }).waitFor();
    await page.screenshot({ path: `${out}doctor.png` });

    await showConnectionSettings(page);
    await page.getByLabel('URL', { exact: true }).fill(mcp.url);
    await page
      .getByRole('button', { name: /^(Connect|Reconnect)$/ })
      .first()
      .click();
    await connected(page);
    await page.getByRole('tab', { name: 'Connection' }).click();
    await page.getByRole('status', { name: 'OAuth status' }).filter({ hasText: 'Authorized' }).waitFor();
    await page.getByRole('region', { name: 'OAuth' }).evaluate((region) => region.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${out}oauth.png` });
  } finally {
    await remote.close();
    await mcp.close();
    await as.close();
    await selfSigned.stop();
    await everything.stop();
  }
}
/** An MCP App (the published system monitor example) hosted in the Tools tab, and its channel in the log. */
async function appShots() {
  const monitor = fileURLToPath(
    new URL('../node_modules/@modelcontextprotocol/server-system-monitor/dist/index.js', import.meta.url),
  );
  const apps = await startInspector({
    port: 0,
    defaultServer: { command: process.execPath, args: [monitor, '--stdio'], env: {} },
  });
  const page = await browser.newPage({
    viewport: { width: 1440, height: 1000 },
    deviceScaleFactor: 1,
    colorScheme: 'dark',
  });
  try {
    await page.goto(apps.url);
    await connected(page);
    await page.getByRole('button', { name: /^get-system-info/ }).click();
    await page.getByRole('button', { name: 'Run tool' }).click();
    const app = page.getByRole('region', { name: 'App', exact: true });
    await app.getByText('initialized').waitFor();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `${out}app.png` });
    await page.getByRole('tab', { name: /Log/ }).click();
    await page.getByLabel('Follow').uncheck();
    await page.getByRole('row').filter({ hasText: 'ui/initialize (result)' }).first().click();
    await page.screenshot({ path: `${out}app-log.png` });
  } finally {
    await page.close();
    await apps.close();
  }
}

console.log(`screenshots written to ${out}`);
