import type { Page } from '@playwright/test';
import { startGateway, type RunningGateway } from './fixtures/http/start-gateway.ts';
import { expect, test as base } from './inspector.ts';
import {
  chooseTool,
  connectionStatus,
  expectConnected,
  openInspector,
  openTab,
  runTool,
  toolField,
  showConnectionSettings,
} from './inspector-page.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The inspector opened onto a server that can be stopped and started again on the same port. */
const test = base.extend<{ gateway: RunningGateway }>({
  gateway: async ({}, use) => {
    const gateway = await startGateway('fastmcp');
    await use(gateway);
    await gateway.stop();
  },
  defaultRemote: async ({ gateway }, use) =>
    use({ kind: 'http', url: gateway.url, transport: 'streamable-http', route: 'auto', headers: [] }),
});

test.describe('a session the server forgot (404)', () => {
  test('says so in the header with its button, and leaves the person on their tab rather than on an empty doctor', async ({
    page,
    inspector,
    gateway,
  }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'echo');
    // A restart quicker than anything the page would notice: the proxy's check of the port and the standalone
    // stream's reconnects are held back while the server is down (under load the restart takes seconds, and the
    // page would rightly say the server is gone before any request met the restarted one).
    await page.route('**/api/listening', (route) => route.fulfill({ json: { listening: true } }));
    const held: { continue(): Promise<void> }[] = [];
    const hold = (route: { request(): { method(): string }; continue(): Promise<void> }) =>
      route.request().method() === 'GET' ? void held.push(route) : route.continue();
    await page.route(gateway.url, hold);
    await gateway.stop();
    await gateway.start();
    await page.unroute(gateway.url, hold);
    for (const route of held) await route.continue().catch(() => {});
    await toolField(page, 'message').fill('after the restart');
    await runTool(page);
    await expect(connectionStatus(page)).toContainText('no longer knows session');
    await expect(connectionStatus(page).getByRole('button', { name: 'Start a new session' })).toBeVisible();
    await expect(tab(page, 'Tools')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Connection')).toHaveAttribute('aria-selected', 'false');

    await connectionStatus(page).getByRole('button', { name: 'Start a new session' }).click();
    await expectConnected(page);
    await expect(tab(page, 'Tools')).toHaveAttribute('aria-selected', 'true');
    // The doctor, opened by hand, says what it would do rather than showing an empty card.
    await openTab(page, 'Connection');
    await expect(page.getByRole('region', { name: 'Connection doctor' })).toContainText('Not run for this URL yet');
  });
});

test.describe('the note under the connection buttons', () => {
  test('is about the server the fields name: it goes when the URL or the transport changes, and comes back with them', async ({
    page,
    inspector,
    gateway,
  }) => {
    await openInspector(page, inspector.url);
    const note = page.getByRole('note', { name: 'How this connection goes' });
    await showConnectionSettings(page);
    await page.getByLabel('Route', { exact: true }).selectOption('relay');
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await expectConnected(page);
    await expect(connectionStatus(page)).toContainText('via proxy');
    await expect(note).toContainText('via the proxy');

    await showConnectionSettings(page);
    const url = page.getByLabel('URL', { exact: true });
    await url.fill(`${gateway.origin}/other`);
    await expect(note).toHaveCount(0);
    await url.fill(gateway.url);
    await expect(note).toBeVisible();

    await page.getByLabel('Transport', { exact: true }).selectOption('sse');
    await expect(note).toHaveCount(0);
    await page.getByLabel('Transport', { exact: true }).selectOption('streamable-http');
    await expect(note).toBeVisible();
  });
});
