import type { Page } from '@playwright/test';
import type { GatewayKind } from './fixtures/http/start-gateway.ts';
import { expect, repoRoot, test } from './inspector.ts';
import { chooseTool, logRows, openInspector, runTool } from './inspector-page.ts';
import type { LentGateway } from './shared-servers.ts';

// The published MCP Apps examples size themselves with the SDK's autoResize (a ResizeObserver on the
// document, a size-changed on every change): their frame must give them what they asked, and keep it.
const overHttp = (kind: GatewayKind) =>
  test.extend<{ gateway: LentGateway }>({
    // Shared by this worker's tests (the examples are stateless; none is stopped): each opens a session of its own.
    gateway: async ({ shared }, use) => use(await shared.gateway(kind)),
    defaultRemote: async ({ gateway }, use) =>
      use({ kind: 'http', url: gateway.url, transport: 'auto', route: 'auto', headers: [] }),
  });

/** The view's own document (inside the sandbox page, inside the frame titled `uri`). */
async function viewDocument(page: Page, uri: string) {
  const outer = await page
    .getByRole('region', { name: 'App', exact: true })
    .locator(`iframe[title="${uri}"]`)
    .elementHandle();
  const sandbox = await outer!.contentFrame();
  const inner = await (await sandbox!.locator('iframe').elementHandle())!.contentFrame();
  return inner!;
}

/**
 * Five of the system monitor's 2 s polls, each of which may change what it
 * shows. A view its host keeps short asks again within frames of being
 * resized, so a short host shows in the first poll, not the fifteenth.
 */
const WATCH_MS = 10_000;

/**
 * Runs `tool`, lets its view settle, then watches it for `WATCH_MS` (a span of
 * observation, not a verdict on speed): every viewport height the view is
 * given in that span is recorded, and none may differ from the first; its
 * content is never cut (the bottom of its document inside its frame), and
 * the height it last reported is the height it has.
 */
async function keepsItsSize(page: Page, tool: string, uri: string) {
  test.setTimeout(120_000);
  await chooseTool(page, tool);
  await runTool(page);
  await expect(page.getByRole('region', { name: 'App', exact: true })).toContainText('initialized', {
    timeout: 15_000,
  });
  const view = await viewDocument(page, uri);
  // Settled: the view's whole document fits the height its frame gives it (the SDK measures it as max-content).
  const cut = () =>
    view.evaluate(() => {
      const root = document.documentElement;
      const height = root.style.height;
      root.style.height = 'max-content';
      const wanted = Math.ceil(root.getBoundingClientRect().height);
      root.style.height = height;
      return wanted - innerHeight;
    });
  await expect.poll(cut, { timeout: 15_000 }).toBeLessThanOrEqual(0);
  await view.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    new ResizeObserver(() => seen.push(innerHeight)).observe(document.documentElement);
  });
  const start = await view.evaluate(() => innerHeight);
  await page.waitForTimeout(WATCH_MS);
  const seen = await view.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect(new Set([start, ...seen])).toEqual(new Set([start]));
  expect(await cut()).toBeLessThanOrEqual(0);
  expect(start).toBeGreaterThan(100);
  // The last height the view reported is the height its frame gives it.
  const lastReported = async () => {
    const texts = await (await logRows(page, 'ui/notifications/size-changed')).allTextContents();
    return Number(
      texts
        .map((text) => /"height":\s*(\d+)/.exec(text)?.[1])
        .filter(Boolean)
        .at(-1),
    );
  };
  await expect.poll(lastReported).toBe(start);
}

test.describe('the basic example (stdio)', () => {
  test.use({
    defaultServer: {
      command: process.execPath,
      args: [`${repoRoot}node_modules/@modelcontextprotocol/server-basic-vanillajs/dist/index.js`, '--stdio'],
      env: {},
    },
  });
  test('keeps the size it asked for, none of it cut', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await keepsItsSize(page, 'get-time', 'ui://get-time/mcp-app.html');
  });
});

overHttp('system-monitor')(
  'the system monitor example keeps the size it asked for, none of it cut',
  async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await keepsItsSize(page, 'get-system-info', 'ui://system-monitor/mcp-app.html');
  },
);
