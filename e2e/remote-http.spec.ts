import { expect, test as base, test } from './reused-page.ts';
import {
  chooseTool,
  connect,
  connectionStatus,
  expectConnected,
  logRows,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolButton,
  toolField,
  showConnectionSettings,
} from './inspector-page.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import type { LentServer, SharedServers } from './shared-servers.ts';

const remote = (url: string, patch: Partial<HttpTarget> = {}): HttpTarget => ({
  kind: 'http',
  url,
  transport: 'auto',
  route: 'auto',
  headers: [],
  ...patch,
});

/** The inspector opened onto a server this worker shares (no test here stops its server), as `--url` does. */
function openedOnto(lend: (shared: SharedServers) => Promise<LentServer>, patch: Partial<HttpTarget> = {}) {
  return base.extend<{ server: LentServer }>({
    server: async ({ shared }, use) => use(await lend(shared)),
    defaultRemote: async ({ server }, use) => use(remote(server.url, patch)),
  });
}

// Each test here opens onto a server of its own kind: all of them start when the file begins, without waiting for
// them, so the later tests' servers start while the first tests run instead of at each test's first ask. A test waits
// only for its own; one that failed to start is started again by the test that asks for it, which then says why.
base.beforeAll(({ shared }) => {
  void shared.everything('streamableHttp');
  void shared.everything('sse');
  for (const name of ['no-cors', 'legacy-sse-root', 'resumable', 'hidden-session', 'modern-http'] as const)
    void shared.fixture(name);
});

const streamable = openedOnto((shared) => shared.everything('streamableHttp'));
streamable.describe('Streamable HTTP (server-everything)', () => {
  streamable(
    'opens straight onto the URL, runs a tool, logs every exchange, and ends the session with DELETE',
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await expect(connectionStatus(page)).toContainText('Streamable HTTP · direct');
      await showConnectionSettings(page);
      await expect(page.getByLabel('Transport')).toHaveValue('auto');

      await chooseTool(page, 'echo');
      await toolField(page, 'message').fill('over http');
      await runTool(page);
      await expect(resultRegion(page)).toContainText('over http');

      const rows = await logRows(page);
      await expect(rowsWith(rows, 'POST /mcp').first()).toBeVisible();
      await expect(rowsWith(rows, /200 POST \/mcp/).first()).toBeVisible();
      await rowsWith(rows, 'tools/call', '(result)').first().click();
      const detail = page.getByRole('region', { name: 'Entry detail' });
      await expect(detail.getByText('Carried by')).toBeVisible();

      await page.getByRole('button', { name: 'Disconnect' }).click();
      await expect(rowsWith(rows, 'DELETE /mcp').first()).toBeVisible();
    },
  );

  streamable(
    "progress on the POST stream, and a subscribed resource's update on the standalone GET stream",
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await chooseTool(page, 'trigger-long-running-operation');
      await toolField(page, 'duration').fill('2');
      await toolField(page, 'steps').fill('2');
      await runTool(page);
      await expect(resultRegion(page)).toContainText(/completed/i, { timeout: 20_000 });
      let rows = await logRows(page, 'notifications/progress');
      await expect(rowsWith(rows, 'notifications/progress', '←')).toHaveCount(2);

      await openTab(page, 'Resources');
      await page
        .getByRole('list', { name: 'Resource templates', exact: true })
        .getByRole('button', { name: /Dynamic Text Resource/ })
        .click();
      await page.getByLabel('resourceId', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'Read resource' }).click();
      const contents = page.getByRole('region', { name: 'Resource contents' });
      await contents.getByRole('button', { name: 'Subscribe' }).click();
      await expect(contents.getByRole('button', { name: 'Subscribed' })).toBeVisible();
      await chooseTool(page, 'toggle-subscriber-updates');
      await runTool(page);
      rows = await logRows(page, 'notifications/resources/updated');
      const update = rowsWith(rows, 'notifications/resources/updated').first();
      await expect(update).toBeVisible({ timeout: 15_000 });
      await update.click();
      await expect(
        page.getByRole('region', { name: 'Entry detail' }).getByRole('button', { name: /GET \/mcp/ }),
      ).toBeVisible();
    },
  );
});

const noCors = openedOnto((shared) => shared.fixture('no-cors'));
noCors.describe('a server that sends no CORS headers', () => {
  noCors(
    'the page is refused, says why in plain words, moves to the relay by itself, and works',
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await expect(connectionStatus(page)).toContainText('Streamable HTTP · via proxy');
      await expect(page.getByRole('note', { name: 'How this connection goes' })).toContainText('CORS preflight');
      await chooseTool(page, 'add');
      await toolField(page, 'a').fill('2');
      await toolField(page, 'b').fill('3');
      await runTool(page);
      await expect(resultRegion(page)).toContainText('5');
      const rows = await logRows(page, 'CORS');
      await expect(rows.first()).toBeVisible();
    },
  );
});

const legacy = openedOnto((shared) => shared.everything('sse'), { transport: 'sse' });
legacy.describe('legacy SSE (server-everything)', () => {
  legacy('connects over the SSE stream and runs a tool', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await expect(connectionStatus(page)).toContainText('legacy SSE');
    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('legacy');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('legacy');
    // Filtered: the endpoint event came first, and the list follows the latest rows.
    const rows = await logRows(page, 'SSE endpoint');
    await expect(rowsWith(rows, 'SSE endpoint').first()).toBeVisible();
  });
});

base.describe('a URL typed into the page', () => {
  let server: LentServer;
  base.beforeAll(async ({ shared }) => {
    server = await shared.fixture('legacy-sse-root');
  });

  base(
    'reaches a new origin without a restart: a legacy stream at / with a relative endpoint, 2024-11-05 only',
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await showConnectionSettings(page);
      await page.getByRole('combobox', { name: 'Transport' }).selectOption('auto');
      await page.getByLabel('URL', { exact: true }).fill(server.url);
      // A header of the person's own goes with every request; a secret one stays hidden until revealed.
      const headers = page.getByRole('region', { name: 'Headers' });
      await headers.getByRole('button', { name: 'Add header' }).click();
      await headers.getByLabel('Header 1 name', { exact: true }).fill('X-Api-Key');
      await headers.getByLabel('Header 1 value', { exact: true }).fill('k3y-for-the-test');
      await expect(headers.getByLabel('Header 1 value', { exact: true })).toHaveAttribute('type', 'password');
      await connect(page);
      await expectConnected(page);
      await expect(connectionStatus(page)).toContainText('legacy SSE · direct');
      await expect(page.getByRole('banner')).toContainText('2024-11-05');
      await openTab(page, 'Tools');
      await expect(toolButton(page, 'echo')).toBeVisible();
      const rows = await logRows(page);
      // Auto tried Streamable HTTP first and said why it moved on.
      await expect(rowsWith(rows, /trying legacy HTTP\+SSE/).first()).toBeVisible();
      // The header went out on the stream's GET, and the log shows it masked.
      const get = await logRows(page, 'x-api-key');
      await rowsWith(get, 'GET /').first().click();
      const sent = page.getByRole('table', { name: 'Request headers' });
      await expect(sent).toContainText('x-api-key');
      await expect(sent).not.toContainText('k3y-for-the-test');
    },
  );
});

base.describe('a dropped stream', () => {
  let server: LentServer;
  base.beforeAll(async ({ shared }) => {
    server = await shared.fixture('resumable');
  });

  base('resumes with Last-Event-ID and loses no message', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await showConnectionSettings(page);
    await page.getByLabel('Transport').selectOption('streamable-http');
    await page.getByLabel('URL', { exact: true }).fill(server.url);
    await connect(page);
    await expect(connectionStatus(page)).toContainText('Streamable HTTP · direct');
    await chooseTool(page, 'drop-mid-call');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('drop-mid-call done: 6 notifications', { timeout: 20_000 });
    const rows = await logRows(page);
    await expect(rowsWith(rows, /POST \/mcp failed/).first()).toBeVisible();
    await expect(rowsWith(rows, 'GET /mcp').first()).toBeVisible();
    // Six progress notifications, none lost: three before the drop, three replayed after it.
    await expect(rowsWith(rows, 'notifications/progress')).toHaveCount(6);
    // The GET that resumed the stream named the last event it had.
    const resumed = await logRows(page, 'last-event-id');
    await rowsWith(resumed, 'GET /mcp').first().click();
    await expect(page.getByRole('table', { name: 'Request headers' })).toContainText('last-event-id');
  });
});

const hiddenSession = openedOnto((shared) => shared.fixture('hidden-session'));
hiddenSession.describe('a server whose CORS does not expose Mcp-Session-Id', () => {
  hiddenSession(
    'the page cannot read the session id; the proxy says so and the connection moves to the relay',
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await expect(connectionStatus(page)).toContainText('via proxy');
      await expect(page.getByRole('note', { name: 'How this connection goes' })).toContainText('mcp-session-id');
      await chooseTool(page, 'echo');
      await toolField(page, 'message').fill('readable');
      await runTool(page);
      await expect(resultRegion(page)).toContainText('Echo: readable');
    },
  );
});

const modern = openedOnto((shared) => shared.fixture('modern-http'));
modern.describe('a 2026-07-28 server over HTTP', () => {
  modern(
    'a tool whose x-mcp-header is invalid is flagged and never called; the others mirror their headers',
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await expectConnected(page);

      await chooseTool(page, 'rank');
      const problems = page.getByRole('note', { name: 'Problems with this tool' });
      await expect(problems).toContainText(
        'x-mcp-header is only allowed on a property of type string, integer or boolean (not number)',
      );
      await expect(problems).toContainText('a 2026-07-28 client leaves this tool out');
      await toolField(page, 'score').fill('2.5');
      await runTool(page);
      await expect(resultRegion(page)).toContainText('Not sent: tool "rank" is one a 2026-07-28 client must leave out');
      await page.screenshot({ path: test.info().outputPath('invalid-header-tool.png') });

      await chooseTool(page, 'route');
      await toolField(page, 'region').fill('eu-west');
      await runTool(page);
      await expect(resultRegion(page)).toContainText('routed to eu-west');

      const rows = await logRows(page, 'tools/');
      await expect(rowsWith(rows, '→', 'tools/call', '"route"').first()).toBeVisible();
      await expect(rowsWith(rows, '→', '"rank"')).toHaveCount(0);
      await rowsWith(rows, '←', 'tools/list').first().click();
      await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText('tool-header-invalid');
    },
  );
});
