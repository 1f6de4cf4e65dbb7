import type { GatewayKind, RunningGateway } from './fixtures/http/start-gateway.ts';
import { gatewaysStartedAhead } from './gateways-ahead.ts';
import { expect, test as base } from './inspector.ts';
import {
  chooseTool,
  connectionStatus,
  logRows,
  openInspector,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
} from './inspector-page.ts';

// Published servers behind a URL, taken away under the page and brought back: the header must never say Connected to a server that is gone.

// Each test takes a gateway of its own away: both are started when the file begins.
const takeGateway = gatewaysStartedAhead(['supergateway-http', 'supergateway-sse']);

function openedOnto(kind: GatewayKind) {
  return base.extend<{ gateway: RunningGateway }>({
    gateway: async ({}, use) => {
      const gateway = await takeGateway(kind);
      await use(gateway);
      await gateway.stop();
    },
    defaultRemote: async ({ gateway }, use) =>
      use({ kind: 'http', url: gateway.url, transport: 'auto', route: 'direct', headers: [] }),
  });
}

const streamable = openedOnto('supergateway-http');
streamable(
  'Streamable HTTP behind supergateway: the header says the connection is lost, names why, and Reconnect opens a new session',
  async ({ page, inspector, gateway }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('before');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('before');

    await gateway.stop();
    // No request is needed: the stream the SDK reopens fails, or the proxy's check of the port finds it refused, whichever comes first.
    // The browser alone could not tell why; the proxy can, and the status names it.
    await expect(connectionStatus(page)).toContainText('Connection lost');
    await expect(connectionStatus(page)).toContainText(`Nothing listens on 127.0.0.1:${gateway.port}`);
    const rows = await logRows(page, 'Nothing listens');
    await expect(rows.first()).toBeVisible();

    await gateway.start();
    // The session is over: the panel offers Connect (a new session), not Reconnect.
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(connectionStatus(page)).toContainText('Connected');
    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('after');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('after');
  },
);

const legacy = openedOnto('supergateway-sse');
legacy(
  'legacy SSE behind supergateway: the probes are not trouble, and the session ends with its stream',
  async ({ page, inspector, gateway }) => {
    await openInspector(page, inspector.url);
    await expect(connectionStatus(page)).toContainText('legacy SSE');
    // The revision probe and the Streamable HTTP try the plan moved on from are the inspector's own: not trouble.
    await logRows(page);
    await page.getByLabel('Only trouble').check();
    const trouble = await logRows(page, 'server/discover');
    await expect(trouble).toHaveCount(0);
    await page.getByLabel('Only trouble').uncheck();
    await expect(rowsWith(await logRows(page, 'server/discover'), 'probe').first()).toBeVisible();

    await gateway.stop();
    await expect(connectionStatus(page)).toContainText('Connection lost');
    await expect(connectionStatus(page)).toContainText('lives only as long as its stream');
    // The broken stream's row is complete once the proxy, asked, has named why it broke.
    await expect(rowsWith(await logRows(page, 'GET /sse failed'), 'as the proxy found').first()).toBeVisible();
    const sseRows = await logRows(page, 'GET /sse');
    // The filter applies a moment after it is typed: the answer's row shows under this filter and not under the
    // last one, so once it is there the count is this filter's (on a busy machine it was the last filter's, 1).
    await expect(rowsWith(sseRows, '200 GET /sse').first()).toBeVisible();
    const before = await sseRows.count();
    await gateway.start();
    // No GET every 3 s to the server that came back: the retries ended with the connection.
    await page.waitForTimeout(4000);
    await expect(await logRows(page, 'GET /sse')).toHaveCount(before);
  },
);
