import type { Page } from '@playwright/test';
import type { GatewayKind, RunningGateway } from './fixtures/http/start-gateway.ts';
import { gatewaysStartedAhead } from './gateways-ahead.ts';
import { expect, test as base } from './inspector.ts';
import {
  connect,
  connectionStatus,
  expectConnected,
  logRows,
  openInspector,
  rowsWith,
  showConnectionSettings,
} from './inspector-page.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import type { LentGateway } from './shared-servers.ts';

/** What the page says about a server behind a URL is what the server did: its headers, why it failed, which transport it speaks. */

const remote = (url: string, patch: Partial<HttpTarget> = {}): HttpTarget => ({
  kind: 'http',
  url,
  transport: 'auto',
  route: 'auto',
  headers: [],
  ...patch,
});

/** The inspector opened onto a published gateway started for this test (which takes it away), as `--url` does. */
function openedOnto(kind: GatewayKind, patch: Partial<HttpTarget> = {}) {
  return base.extend<{ gateway: RunningGateway }>({
    gateway: async ({}, use) => {
      const gateway = await takeGateway(kind);
      await use(gateway);
      await gateway.stop();
    },
    defaultRemote: async ({ gateway }, use) => use(remote(gateway.url, patch)),
  });
}

const detail = (page: Page) => page.getByRole('region', { name: 'Entry detail' });
const doctorVerdict = (page: Page) => page.getByRole('status', { name: 'Doctor verdict' });

// Every gateway of this file starts when it begins, without waiting for them, so each starts while the tests before
// it run: the one a test takes away (its own), and the two the other tests share (a test that finds a shared one
// failed starts it again, and says why it failed).
const takeGateway = gatewaysStartedAhead(['supergateway-http']);
base.beforeAll(({ shared }) => {
  void shared.gateway('mcp-proxy');
  void shared.gateway('supergateway-sse');
});

// Shared with this worker's other tests that leave their gateway running.
const relayed = base.extend({
  defaultRemote: async ({ shared }, use) => use(remote((await shared.gateway('mcp-proxy')).url, { route: 'relay' })),
});
relayed.describe('through the relay (mcp-proxy)', () => {
  relayed(
    "the log shows the server's response headers exactly, and the relay's own apart",
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await expect(connectionStatus(page)).toContainText('Streamable HTTP · via proxy');
      const rows = await logRows(page);
      await rowsWith(rows, /200 POST \/mcp/)
        .first()
        .click();
      const server = detail(page).getByRole('table', { name: 'Response headers' });
      // As mcp-proxy sent them: its names as written, its Connection: close to the relay's request.
      await expect(server).toContainText('content-type');
      await expect(server).toContainText('Connection');
      for (const own of ['content-security-policy', 'referrer-policy', 'x-content-type-options', 'x-loupe'])
        await expect(server).not.toContainText(own);
      const added = detail(page).getByText(/Added by the inspector’s relay, not sent by the server/);
      await added.click();
      const relayOwn = detail(page).getByRole('table', { name: 'Headers the relay added' });
      await expect(relayOwn).toContainText('content-security-policy');
      await expect(relayOwn).toContainText('x-loupe-relay');
      await relayOwn.scrollIntoViewIfNeeded();
      await detail(page).screenshot({ path: '/tmp/h3-relay-headers.png' });
      await page.screenshot({ path: '/tmp/h3-relay-page.png' });
    },
  );
});

const direct = openedOnto('supergateway-http', { transport: 'streamable-http', route: 'direct' });
direct.describe('a server gone mid-session on the direct route (supergateway)', () => {
  direct(
    'the failure names its cause (refused), found by asking the proxy, in the status and the log',
    async ({ page, inspector, gateway }) => {
      await openInspector(page, inspector.url);
      await expect(connectionStatus(page)).toContainText('Streamable HTTP · direct');
      await gateway.stop();
      // Nothing needs to be called: the standalone stream the SDK reopens, or the proxy's check of the port, finds the server gone.
      await expect(connectionStatus(page)).toContainText('Connection lost');
      await expect(connectionStatus(page)).toContainText(`Nothing listens on 127.0.0.1:${gateway.port}`);
      // A request made to the dead server (a new connect, here) fails in the browser with no reason given; the proxy, asked, names it.
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect(connectionStatus(page)).toContainText(
        `Cannot reach http://127.0.0.1:${gateway.port}/mcp: Nothing listens on 127.0.0.1:${gateway.port}`,
      );
      const rows = await logRows(page, 'refused');
      const failed = rowsWith(rows, /POST \/mcp failed/).last();
      await expect(failed).toBeVisible();
      await failed.click();
      await expect(failed).toContainText('Failed to fetch');
      await expect(detail(page)).toContainText('server-unreachable');
      await expect(detail(page)).toContainText('connection refused (ECONNREFUSED)');
      await expect(detail(page)).not.toContainText('the inspector asks its proxy which');
      await page.screenshot({ path: '/tmp/h3-direct-refused.png' });
    },
  );
});

base.describe('a transport forced on a URL that speaks the other one', () => {
  let sse: LentGateway;
  let streamable: LentGateway;
  base.beforeAll(async ({ shared }) => {
    [sse, streamable] = await Promise.all([shared.gateway('supergateway-sse'), shared.gateway('mcp-proxy')]);
  });

  async function typeUrl(page: Page, url: string, transport: string) {
    await showConnectionSettings(page);
    await page.getByLabel('Transport').selectOption(transport);
    await page.getByLabel('URL', { exact: true }).fill(url);
    await connect(page);
  }

  base(
    'Streamable HTTP on supergateway’s /sse: the page and the doctor say legacy SSE answers there, not that the path is wrong',
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await typeUrl(page, sse.url, 'streamable-http');
      await expect(connectionStatus(page)).toContainText('speaks legacy HTTP+SSE, not Streamable HTTP');
      await expect(connectionStatus(page)).not.toContainText('path');
      await expect(doctorVerdict(page)).toContainText('This URL speaks legacy HTTP+SSE, not Streamable HTTP');
      await page.screenshot({ path: '/tmp/h3-wrong-transport.png' });
      // The probe is in the log, marked as the inspector's own.
      const rows = await logRows(page, 'GET /sse');
      await rowsWith(rows, 'GET /sse').first().click();
      await expect(detail(page)).toContainText('Sent by the inspector itself, not by the MCP client');
      await detail(page).screenshot({ path: '/tmp/h3-probe-entry.png' });
      // Once the person follows the advice, it connects.
      await typeUrl(page, sse.url, 'sse');
      await expectConnected(page);
    },
  );

  base(
    'legacy SSE on mcp-proxy’s /mcp: the page and the doctor say Streamable HTTP answers there',
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await typeUrl(page, streamable.url, 'sse');
      await expect(connectionStatus(page)).toContainText('speaks Streamable HTTP, not legacy HTTP+SSE');
      await expect(doctorVerdict(page)).toContainText('This URL speaks Streamable HTTP, not legacy HTTP+SSE');
    },
  );
});
