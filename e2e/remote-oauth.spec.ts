import { startAuthorizationServer, type RunningAuthorizationServer } from './fixtures/oauth/authorization-server.mjs';
import { startProtectedMcpServer, type RunningProtectedMcpServer } from './fixtures/oauth/protected-mcp-server.mjs';
import { expect, test as base } from './inspector.ts';
import {
  chooseTool,
  connectionStatus,
  expectConnected,
  logRows,
  openTab,
  resultRegion,
  runTool,
} from './inspector-page.ts';
import type { Page } from '@playwright/test';

interface OAuthServers {
  as: RunningAuthorizationServer;
  mcp: RunningProtectedMcpServer;
}

/** A real authorization server (oidc-provider, consent given at once) and an MCP server that wants its tokens; the page opens onto it. */
const test = base.extend<{ servers: OAuthServers; authorizationServerCors: boolean }>({
  authorizationServerCors: [true, { option: true }],
  servers: async ({ authorizationServerCors }, use) => {
    const as = await startAuthorizationServer({ cors: authorizationServerCors });
    const mcp = await startProtectedMcpServer({ issuer: as.issuer });
    await use({ as, mcp });
    await mcp.close();
    await as.close();
  },
  defaultRemote: async ({ servers }, use) =>
    use({ kind: 'http', url: servers.mcp.url, transport: 'streamable-http', route: 'auto', headers: [] }),
});

const oauthRegion = (page: Page) => page.getByRole('region', { name: 'OAuth' });
const step = (page: Page, title: string | RegExp) => oauthRegion(page).getByRole('listitem', { name: title });

test.describe('OAuth', () => {
  test('a protected server: discovery, registration, PKCE and consent in a window of its own, then the tools; each step shown', async ({
    page,
    inspector,
  }) => {
    await page.goto(inspector.url);
    await expectConnected(page);
    await openTab(page, 'Connection');
    await expect(page.getByRole('status', { name: 'OAuth status' })).toContainText('Authorized');
    for (const title of [
      'Authorization required (401): done',
      'Protected resource metadata: done',
      'Authorization server metadata: done',
      'Client registration: done',
      'Authorization (your approval): done',
      'Callback: done',
      'Token request: done',
    ]) {
      await expect(step(page, title)).toBeVisible();
    }
    await expect(step(page, /^Authorization server metadata/)).toContainText('PKCE S256');

    await chooseTool(page, 'whoami');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('test-user');
  });

  test('once authorized and connected, the page goes back to the tab it brought the Connection tab forward from', async ({
    page,
    inspector,
  }) => {
    await page.goto(inspector.url);
    await expectConnected(page);
    await expect(page.getByRole('tab', { name: 'Tools', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Connection', exact: true })).toHaveAttribute('aria-selected', 'false');
  });

  test('a 403 insufficient_scope steps up: the person approves again and the call goes through', async ({
    page,
    inspector,
  }) => {
    await page.goto(inspector.url);
    await expectConnected(page);
    await chooseTool(page, 'admin-reset');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('reset done for test-user', { timeout: 20_000 });
    await openTab(page, 'Connection');
    await expect(step(page, 'Step-up: insufficient scope (403): done')).toBeVisible();
    await expect(oauthRegion(page)).toContainText('mcp:admin');
  });

  test('a 401 mid-session (the server forgot the token): a refresh cures it without asking the person', async ({
    page,
    inspector,
    servers,
  }) => {
    await page.goto(inspector.url);
    await expectConnected(page);
    servers.mcp.revokeAll();
    await chooseTool(page, 'whoami');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('test-user');
    await openTab(page, 'Connection');
    await expect(step(page, 'Token refresh: done')).toBeVisible();
  });

  test('a refused authorization fails at its step, and the connection says why', async ({
    page,
    inspector,
    servers,
  }) => {
    servers.as.setDeny(true);
    await page.goto(inspector.url);
    await expect(connectionStatus(page)).toContainText('Error', { timeout: 20_000 });
    await expect(connectionStatus(page)).toContainText('access_denied');
    await expect(page.getByRole('status', { name: 'OAuth status' })).toContainText('Authorization failed');
    await expect(step(page, 'Callback: failed')).toContainText('access_denied');
  });
});

test.describe('an authorization server that sends no CORS headers', () => {
  test.use({ authorizationServerCors: false });
  test('its metadata and token requests go through the relay, said so, and the flow completes', async ({
    page,
    inspector,
  }) => {
    await page.goto(inspector.url);
    await expectConnected(page);
    await openTab(page, 'Connection');
    await expect(page.getByRole('status', { name: 'OAuth status' })).toContainText('Authorized');
    await expect(step(page, 'Token request: done')).toBeVisible();
    const rows = await logRows(page, 'CORS');
    await expect(rows.first()).toContainText('relay');
  });
});
