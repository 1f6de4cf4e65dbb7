import type { Browser, BrowserContext, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAuthorizationServer,
  type RunningAuthorizationServer,
} from '../../e2e/fixtures/oauth/authorization-server.mjs';
import {
  startProtectedMcpServer,
  type RunningProtectedMcpServer,
} from '../../e2e/fixtures/oauth/protected-mcp-server.mjs';
import { attack } from '../tally.ts';
import { attackerPage, launchAttackBrowser } from './browser-attacker.ts';
import { type AttackProxy, startAttackProxy } from './attack-proxy.ts';

// The OAuth callback (/oauth/callback, handed to the page that started the flow over a same-origin BroadcastChannel), against
// the real proxy, a real authorization server and the page in Chromium. The person's approval is held back (the authorization
// window's first request is answered blank) while an attacker injects codes and states every way it can; the flow must take
// none of them, and then, approved, must take the real callback.

let as: RunningAuthorizationServer;
let mcp: RunningProtectedMcpServer;
let proxy: AttackProxy;
let browser: Browser;
let context: BrowserContext;
let inspector: Page;
/** The authorization URL the page opened for the person, held back from the authorization server. */
let heldAuthorization: string | undefined;

const injected = (label: string) => `evil-${label}`;
const tokenRequests = () =>
  as.requests.filter((request) => request.method === 'POST' && (request.url ?? '').startsWith('/token')).length;
const oauthStatus = () => inspector.getByRole('status', { name: 'OAuth status' }).textContent();

beforeAll(async () => {
  as = await startAuthorizationServer({ cors: true });
  mcp = await startProtectedMcpServer({ issuer: as.issuer });
  [proxy, browser] = await Promise.all([
    startAttackProxy({
      defaultRemote: { kind: 'http', url: mcp.url, transport: 'streamable-http', route: 'auto', headers: [] },
    }),
    launchAttackBrowser(),
  ]);
  context = await browser.newContext();
  // The authorization window's first request is held (Playwright routes no redirect, so the callback itself cannot be).
  const authorize = (url: URL) => url.href.startsWith(`${as.issuer}/auth?`);
  await context.route(authorize, async (route) => {
    heldAuthorization = route.request().url();
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>held</p>' });
  });
  inspector = await context.newPage();
  await inspector.goto(proxy.url);
  const deadline = Date.now() + 30_000;
  while (heldAuthorization === undefined && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await mcp?.close();
  await as?.close();
});

/** Opens callback URLs the way an attacker can: top-level windows (frames of them are refused, see cross-origin-page). */
async function openAllFrom(page: Page, urls: string[]): Promise<void> {
  const before = new Set(context.pages());
  await page.evaluate((targets) => {
    for (const target of targets) window.open(target, '_blank');
  }, urls);
  // The callback page posts at once, then closes itself; whatever is left (a 404 elsewhere) is closed here.
  const deadline = Date.now() + 4000;
  const popups = () => context.pages().filter((candidate) => !before.has(candidate));
  while (
    Date.now() < deadline &&
    popups().some(
      (popup) => popup.url().includes('/oauth/callback') && new URL(popup.url()).port === String(proxy.port),
    )
  ) {
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(300);
  for (const popup of popups()) if (!popup.isClosed()) await popup.close();
}

describe('the OAuth callback', () => {
  it('the flow waits for the person, whose approval is held', async () => {
    expect(heldAuthorization).toContain('state=');
    expect(tokenRequests()).toBe(0);
  });

  it('codes injected with a wrong, missing or doubled state, from another origin or our own, are not taken', async () => {
    const state = new URL(heldAuthorization as string).searchParams.get('state') as string;
    const iss = encodeURIComponent(as.issuer);
    const callback = (origin: string, query: string) => `${origin}/oauth/callback?${query}`;
    const attacker = await attackerPage(context, `http://127.0.0.1:${proxy.port + 7}/oauth-attack`);
    const attempts: [string, string][] = [
      ['no state', callback(proxy.origin, `code=${injected('a')}&iss=${iss}`)],
      ['an empty state', callback(proxy.origin, `code=${injected('b')}&state=&iss=${iss}`)],
      ['a guessed state', callback(proxy.origin, `code=${injected('c')}&state=guessed&iss=${iss}`)],
      [
        'the state with one character off',
        callback(
          proxy.origin,
          `code=${injected('d')}&state=${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}&iss=${iss}`,
        ),
      ],
      ['the state cut short', callback(proxy.origin, `code=${injected('e')}&state=${state.slice(0, -1)}&iss=${iss}`)],
      ['the state with more after it', callback(proxy.origin, `code=${injected('f')}&state=${state}x&iss=${iss}`)],
      [
        'a wrong state first, the right one second',
        callback(proxy.origin, `code=${injected('g')}&state=guessed&state=${state}&iss=${iss}`),
      ],
      ['a wrong state as an array', callback(proxy.origin, `code=${injected('h')}&state[]=${state}&iss=${iss}`)],
      ['an error with a guessed state (to fail the flow)', callback(proxy.origin, `error=access_denied&state=guessed`)],
      ['an error with no state', callback(proxy.origin, 'error=access_denied')],
    ];
    // All at once (each callback page loads the app, posts, and closes itself): one verdict, recorded for each.
    await openAllFrom(
      attacker,
      attempts.map(([, url]) => url),
    );
    await inspector.waitForTimeout(300);
    const status = (await oauthStatus()) ?? '';
    const untouched = tokenRequests() === 0 && !/authorized|failed/i.test(status);
    for (const [name] of attempts)
      expect(attack('oauth callback', `callback with ${name}`, untouched), `${name}: ${status}`).toBe(true);
    // Another origin speaking on the page's channel, and the callback path on other origins, with the real state even.
    const channelPosted = await attacker.evaluate(
      (search) => {
        const channel = new BroadcastChannel('mcp-loupe-oauth');
        channel.postMessage({ type: 'oauth-callback', search });
        channel.close();
        return true;
      },
      `?code=${injected('channel')}&state=${state}&iss=${iss}`,
    );
    expect(channelPosted).toBe(true);
    await inspector.waitForTimeout(300);
    expect(
      attack(
        'oauth callback',
        'the callback message posted on the channel from another origin, with the real state',
        tokenRequests() === 0,
      ),
    ).toBe(true);
    for (const [name, origin] of [
      ['localhost (another origin than the page’s)', `http://localhost:${proxy.port}`],
      ["an MCP App view's origin", proxy.viewOrigin],
    ]) {
      await openAllFrom(attacker, [callback(origin as string, `code=${injected('origin')}&state=${state}&iss=${iss}`)]);
      await inspector.waitForTimeout(300);
      expect(
        attack('oauth callback', `the callback on ${name}, with the real state`, tokenRequests() === 0),
        name as string,
      ).toBe(true);
    }
    await attacker.close();
  });

  it('the person’s own approval is still taken afterwards (so an injected callback would have been seen)', async () => {
    await context.unrouteAll();
    const person = await context.newPage();
    await person.goto(heldAuthorization as string);
    await expect.poll(() => tokenRequests(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Once connected the page goes back to the tab it came from, so the Connection tab is opened to read the flow's status.
    await expect
      .poll(() => inspector.getByRole('status', { name: 'Connection status' }).textContent(), { timeout: 15_000 })
      .toMatch(/^Connected/);
    await inspector.getByRole('tab', { name: /^Connection/ }).click();
    await expect.poll(oauthStatus, { timeout: 15_000 }).toMatch(/authorized/i);
    expect(proxy.spawned()).toEqual([]);
  });
});
