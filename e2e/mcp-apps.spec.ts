import type { GatewayKind } from './fixtures/http/start-gateway.ts';
import type { LentGateway } from './shared-servers.ts';
import { repoRoot } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import type { Page } from '@playwright/test';
import {
  chooseTool,
  connect,
  expectConnected,
  logRows,
  openInspector,
  openTab,
  rowsWith,
  runTool,
  toolButton,
} from './inspector-page.ts';

/**
 * The ext-apps SDK bundles zod, which tries new Function in a try/catch: the
 * view's policy blocks it and the view goes on. The log keeps that as
 * information about the host's policy; Only trouble leaves it out.
 */
async function expectEvalProbeIsNoTrouble(page: Page) {
  const blocked = await logRows(page, 'csp-violation');
  await page.getByLabel('Only trouble').uncheck();
  await expect(rowsWith(blocked, 'app 1 sandbox').first()).toBeVisible();
  await blocked.first().click();
  await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText('blocked eval');
  await page.getByLabel('Only trouble').check();
  await expect(blocked).toHaveCount(0);
  await page.getByLabel('Only trouble').uncheck();
}

// The published example server of the MCP Apps SDK, over stdio: its get-time tool has an app.
test.use({
  defaultServer: {
    command: process.execPath,
    args: [`${repoRoot}node_modules/@modelcontextprotocol/server-basic-vanillajs/dist/index.js`, '--stdio'],
    env: {},
  },
});

test('an app tool is badged, its view renders in the sandbox, gets its input and result, and calls the server through the host', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await expect(toolButton(page, 'get-time').getByText('app', { exact: true })).toBeVisible();
  await chooseTool(page, 'get-time');
  await expect(page.getByRole('form').getByText('ui://get-time/mcp-app.html')).toBeVisible();
  await runTool(page);

  const app = page.getByRole('region', { name: 'App', exact: true });
  const frame = app.getByTitle('ui://get-time/mcp-app.html');
  await expect(frame).toBeVisible();
  // The view runs on the sandbox's origin, not the inspector's.
  // The frame is given its URL once the host listens, a moment after it is drawn.
  await expect(frame).toHaveAttribute('src', /^http:/);
  const src = await frame.getAttribute('src');
  expect(new URL(src!).origin).not.toBe(new URL(inspector.url).origin);
  const view = page.frameLocator(`iframe[title="ui://get-time/mcp-app.html"]`).frameLocator('iframe');
  // The tool's result reached the view: it shows the time the server returned.
  await expect(view.locator('#server-time')).toHaveText(/^\d{4}-\d\d-\d\dT/, { timeout: 15_000 });
  await expect(app).toContainText('initialized');

  // The view calls the server's tool through the host: the app's request, and the server frames under it, are in the log.
  await view.getByRole('button', { name: 'Get Server Time' }).click();
  await openTab(page, 'Log');
  const rows = await logRows(page);
  await expect(rowsWith(rows, 'ui/initialize').first()).toBeVisible();
  await expect(rowsWith(rows, 'ui/notifications/tool-input').first()).toBeVisible();
  await expect(rowsWith(rows, 'ui/notifications/tool-result').first()).toBeVisible();
  // The host kept its own rules: nothing before initialized, no result without its input.
  await expect(page.getByRole('region', { name: 'Message log' }).locator('[title*="The host sent"]')).toHaveCount(0);
  await expect.poll(async () => await rowsWith(rows, 'tools/call').count()).toBeGreaterThanOrEqual(4);
  // The host's answer to the view leads to the request it made of the server for it.
  const answer = rowsWith(rows, 'tools/call (result)', 'app 1').first();
  await expect(answer).toBeVisible();
  await answer.click();
  const detail = page.getByRole('region', { name: 'Entry detail' });
  await expect(detail).toContainText('the channel between the view and the inspector as its host');
  await detail.getByRole('button', { name: /tools\/call request to the server at/ }).click();
  await expect(detail).toContainText('sent by the inspector');
  await expect(detail).not.toContainText('the channel between the view');
  // Each message of the view leads to the call whose result it renders.
  await rowsWith(rows, 'ui/notifications/tool-result').first().click();
  await detail.getByRole('button', { name: /^the tools\/call at / }).click();
  await expect(detail.getByRole('heading').first()).toContainText('tools/call');
  await expect(detail).toContainText('get-time');
  await expect(detail).not.toContainText('the channel between the view');
  await expectEvalProbeIsNoTrouble(page);
});

test('the Resources tab marks the app resource and previews it rendered, the source one click away', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Resources');
  const row = page.getByRole('list', { name: 'Resources' }).getByRole('button', { name: /mcp-app\.html/ });
  await expect(row.getByText('app', { exact: true })).toBeVisible();
  await row.click();
  const frame = page.getByRole('region', { name: 'App', exact: true }).getByTitle('ui://get-time/mcp-app.html');
  await expect(frame).toBeVisible();
  // Opened without a call: the view still completes its handshake with the host.
  await expect(page.getByRole('region', { name: 'App', exact: true })).toContainText('initialized');
  await page.getByRole('group', { name: 'Show the app as' }).getByRole('button', { name: 'Source' }).click();
  await expect(page.getByRole('region', { name: 'App', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Resource contents' })).toContainText('<!DOCTYPE html>');
});

const overHttp = (kind: GatewayKind) =>
  test.extend<{ gateway: LentGateway }>({
    // Shared by this worker's tests (the examples are stateless; none is stopped): each opens a session of its own.
    gateway: async ({ shared }, use) => use(await shared.gateway(kind)),
    defaultRemote: async ({ gateway }, use) =>
      use({ kind: 'http', url: gateway.url, transport: 'auto', route: 'auto', headers: [] }),
  });

overHttp('system-monitor')(
  'the system monitor example over Streamable HTTP: its app-only tool is badged, its view renders and polls the server through the host',
  async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await expect(toolButton(page, 'poll-system-stats').getByText('app-only', { exact: true })).toBeVisible();
    await expect(toolButton(page, 'get-system-info').getByText('app', { exact: true })).toBeVisible();
    await chooseTool(page, 'get-system-info');
    await runTool(page);
    const view = page.frameLocator('iframe[title="ui://system-monitor/mcp-app.html"]').frameLocator('iframe');
    await expect(view.getByText('System Monitor').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'App', exact: true })).toContainText('initialized');
    // The view polls its app-only tool; each call goes to the server through the host, and both are in the log.
    const rows = await logRows(page, 'poll-system-stats');
    await expect(rowsWith(rows, 'app 1').first()).toBeVisible({ timeout: 15_000 });
    await expect(rows.filter({ hasNotText: 'app 1' }).first()).toBeVisible();
    await expectEvalProbeIsNoTrouble(page);
  },
);

overHttp('basic-vanillajs')(
  'the basic example over Streamable HTTP renders its result the same',
  async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'get-time');
    await runTool(page);
    const view = page.frameLocator('iframe[title="ui://get-time/mcp-app.html"]').frameLocator('iframe');
    await expect(view.locator('#server-time')).toHaveText(/^\d{4}-\d\d-\d\dT/, { timeout: 15_000 });
  },
);

test('the extension is declared by default, and the MCP Apps switch takes it out at the next connect', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  const initialize = async () => {
    const rows = await logRows(page, 'initialize');
    const request = rowsWith(rows, '→', '"capabilities"').filter({ hasNotText: '(result)' }).last();
    await request.click();
    return page.getByRole('region', { name: 'Entry detail' });
  };
  await expect(await initialize()).toContainText('io.modelcontextprotocol/ui');
  await openTab(page, 'Client');
  const apps = page.getByRole('checkbox', { name: 'MCP Apps', exact: true });
  await expect(apps).toBeChecked();
  await apps.uncheck();
  await connect(page);
  await expectConnected(page);
  await expect(await initialize()).not.toContainText('io.modelcontextprotocol/ui');
});
