import type { BrowserContext, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { launchCookieBrowser, type CookieBrowser } from './cookie-browser.ts';
import { attackTargets } from './attack-proxy.ts';

// Hostile MCP App views in a real Chromium, against the real proxy and its sandbox: a view's cookies never reach the
// inspector or another local app, it reads none of theirs, a spinning view leaves the page working, and views of one
// run cannot reach each other. The host page stands in for the inspector's page, on its origin: it registers each view
// with the proxy as the page does, frames the URL it is given and relays as the specification's host does, hearing a
// frame only from the window it made, at that view's origin.

// The recorder plays another app's server, on an origin of its own.
const { proxy, recorder: otherApp } = await attackTargets();
let browser: CookieBrowser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchCookieBrowser();
  context = browser.context;
}, 60_000);
afterAll(() => browser?.close());

const HOST_PAGE = `<!doctype html><title>host</title><body><script>
window.views = [];
window.strays = [];
window.openView = async (html, token) => {
  const response = await fetch('/api/app-views', { method: 'POST', headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' }, body: JSON.stringify({ hostOrigin: location.origin }) });
  const { url } = await response.json();
  const frame = document.createElement('iframe');
  views.push({ url, origin: new URL(url).origin, frame, html, messages: [] });
  frame.src = url;
  document.body.appendChild(frame);
  return views.length - 1;
};
addEventListener('message', (event) => {
  const view = views.find((candidate) => candidate.frame.contentWindow === event.source && candidate.origin === event.origin);
  if (!view) return strays.push({ origin: event.origin, data: event.data });
  const method = event.data && event.data.method;
  if (method === 'ui/notifications/sandbox-proxy-ready') event.source.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html: view.html } }, view.origin);
  else view.messages.push(event.data);
  if (method === 'probe/spinning') event.source.postMessage({ jsonrpc: '2.0', method: 'probe/spin-now' }, view.origin);
});
</script></body>`;

/** A page on the inspector's own origin, as the inspector's page would be. */
async function hostPage(): Promise<Page> {
  const url = `${proxy.origin}/isolation-host`;
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: HOST_PAGE }));
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const openView = (page: Page, html: string) =>
  page.evaluate(
    ([view, token]) =>
      (window as unknown as { openView: (html: string, token: string) => Promise<number> }).openView(view!, token!),
    [html, proxy.token],
  );

/** The first message of `method` the view at `index` sent its host. */
async function heard(
  page: Page,
  index: number,
  method: string,
): Promise<{ method: string; params?: Record<string, unknown> }> {
  const handle = await page.waitForFunction(
    ([at, name]) =>
      (window as unknown as { views: { messages: { method?: string }[] }[] }).views[at as number]?.messages.find(
        (message) => message?.method === name,
      ),
    [index, method] as const,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as { method: string; params?: Record<string, unknown> };
}

const view = (script: string, body = '') => `<!doctype html><html><body>${body}<script>
const tell = (method, params) => parent.postMessage({ jsonrpc: '2.0', method, params }, '*');
${script}
</script></body></html>`;

const sleep = (ms: number) => new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms));
const LOOPBACK = ['127.0.0.1', 'localhost'];
const onLoopback = (domain: string) => LOOPBACK.includes(domain.replace(/^\./, ''));

describe("an MCP App view's cookies", () => {
  it('never reach the inspector page, 127.0.0.1 or localhost: forty cookies of 4 KB written four ways stay on the view’s own name', async () => {
    const page = await hostPage();
    const index = await openView(
      page,
      view(`
const big = 'x'.repeat(4000);
const ways = { own: '; SameSite=None; Secure', lax: '', domainlocalhost: '; domain=localhost; SameSite=None; Secure', domainloopback: '; domain=127.0.0.1; SameSite=None; Secure' };
for (const [name, attributes] of Object.entries(ways)) for (let i = 0; i < 10; i++) document.cookie = name + i + '=' + big + '; path=/; max-age=31536000' + attributes;
tell('probe/cookies', { names: document.cookie.split('; ').map((cookie) => cookie.split('=')[0]) });`),
    );
    const written = (await heard(page, index, 'probe/cookies')).params!.names as string[];
    // Cookies work in this browser: the view keeps those of its own host name, so what follows is the site's doing, not a setting's.
    expect(written).toContain('own0');
    for (const way of ['domainlocalhost', 'domainloopback']) {
      expect(
        attack(
          'app view',
          `a view plants a cookie with ${way === 'domainlocalhost' ? 'domain=localhost' : 'domain=127.0.0.1'}`,
          !written.includes(`${way}0`),
        ),
        written.join(','),
      ).toBe(true);
    }
    const planted = (await context.cookies()).filter((cookie) => onLoopback(cookie.domain));
    expect(
      attack('app view', "a view's cookies land on 127.0.0.1 or localhost", planted.length === 0),
      planted.map((cookie) => `${cookie.name}@${cookie.domain}`).join(', '),
    ).toBe(true);

    // What the person would meet: the inspector page (431 when 160 KB of cookies ride along), a fresh run, any other local app.
    const inspector = await context.newPage();
    const loaded = await inspector.goto(proxy.url);
    expect(
      attack('app view', "a view's 40 × 4 KB cookies break the inspector page (HTTP 431)", loaded?.status() === 200),
      String(loaded?.status()),
    ).toBe(true);
    await inspector.close();
    for (const url of [otherApp.url, `http://localhost:${otherApp.port}`]) {
      otherApp.requests = [];
      const other = await context.newPage();
      const response = await other.goto(`${url}/session`);
      const cookie = otherApp.requests[0]?.headers.cookie;
      expect(
        attack(
          'app view',
          `a view's cookies reach another local app at ${url}`,
          response?.status() === 200 && cookie === undefined,
        ),
        `${response?.status()} ${String(cookie).slice(0, 60)}`,
      ).toBe(true);
      await other.close();
    }
    await page.close();
    await context.clearCookies();
  });

  it('cannot read the cookies of the inspector or of another local app on 127.0.0.1 or localhost', async () => {
    await context.addCookies(
      LOOPBACK.flatMap((domain) => [
        {
          name: `session_none_${domain}`,
          value: `secret-none-${domain}`,
          domain,
          path: '/',
          sameSite: 'None' as const,
          secure: true,
        },
        { name: `session_lax_${domain}`, value: `secret-lax-${domain}`, domain, path: '/', sameSite: 'Lax' as const },
      ]),
    );
    const page = await hostPage();
    const index = await openView(page, view(`tell('probe/read', { cookie: document.cookie });`));
    const read = String((await heard(page, index, 'probe/read')).params!.cookie);
    expect(
      attack(
        'app view',
        'a view reads the cookies of 127.0.0.1 and localhost with document.cookie',
        !read.includes('secret'),
      ),
      read.slice(0, 120),
    ).toBe(true);
    await page.close();
    await context.clearCookies();
  });
});

describe('a spinning view', () => {
  it('leaves the page answering: it runs in a process of its own, and the page can remove it', async () => {
    const page = await hostPage();
    const index = await openView(
      page,
      view(`tell('probe/spinning');
addEventListener('message', (event) => { if (event.data && event.data.method === 'probe/spin-now') setTimeout(() => { for (;;) {} }, 300); });`),
    );
    await heard(page, index, 'probe/spinning');
    // The view got the word to spin, and starts a moment later; give it time to be in its loop before the page is asked anything.
    await sleep(1000);
    // A limit, not a measure: a page that shares the view's thread never answers at all.
    const answered = await Promise.race([page.evaluate(() => document.title), sleep(10_000)]);
    expect(
      attack('app view', 'a view that spins for ever freezes the inspector page', answered === 'host'),
      answered,
    ).toBe(true);
    const removed = await Promise.race([
      page
        .evaluate(
          (at) => (window as unknown as { views: { frame: HTMLIFrameElement }[] }).views[at]!.frame.remove(),
          index,
        )
        .then(() => 'removed'),
      sleep(10_000),
    ]);
    expect(attack('app view', 'the page cannot close a spinning view', removed === 'removed'), removed).toBe(true);
    // And it hosts the next view as before.
    const next = await openView(page, view(`tell('probe/hello');`));
    await heard(page, next, 'probe/hello');
    await page.close({ runBeforeUnload: false });
  });
});

describe('views of one run', () => {
  it('cannot reach each other: not a sibling’s document, input, storage or window, in the same tab or another', async () => {
    const page = await hostPage();
    const first = await openView(
      page,
      view(
        `let stored; try { localStorage.setItem('loupe-secret', 'stored-by-first'); stored = localStorage.getItem('loupe-secret'); } catch (error) { stored = 'refused: ' + error.name; }
tell('probe/ready', { stored });`,
        '<input id="secret" value="typed-in-first"><p id="result">result of the first</p>',
      ),
    );
    // Storage works for a view in this browser: what the second cannot read is kept from it by its origin.
    expect((await heard(page, first, 'probe/ready')).params!.stored).toBe('stored-by-first');
    const second = await openView(
      page,
      view(`const tries = {};
const attempt = (name, act) => { try { tries[name] = String(act()); } catch (error) { tries[name] = 'refused: ' + error.name; } };
attempt("the first view's sandbox page", () => top.frames[0].document.title);
attempt("the first view's input", () => top.frames[0].frames[0].document.getElementById('secret').value);
attempt("the first view's result", () => top.frames[0].frames[0].document.getElementById('result').textContent);
attempt("the first view's storage through its window", () => top.frames[0].localStorage.getItem('loupe-secret'));
attempt("the first view's storage as its own", () => localStorage.getItem('loupe-secret'));
attempt("a script added to the first view's sandbox page", () => {
  const script = top.frames[0].document.createElement('script');
  script.textContent = "parent.postMessage({ jsonrpc: '2.0', id: 666, method: 'tools/call', params: { name: 'as-the-first', arguments: {} } }, '*')";
  top.frames[0].document.body.appendChild(script);
  return 'added';
});
attempt("the first view's functions", () => top.frames[0].frames[0].eval("tell('tools/call', { name: 'as-the-first' })"));
tell('probe/siblings', tries);`),
    );
    const tries = (await heard(page, second, 'probe/siblings')).params as Record<string, string>;
    for (const [name, outcome] of Object.entries(tries)) {
      const refused = outcome.startsWith('refused') || outcome === 'null';
      expect(attack('app view', `a second view reaches ${name}`, refused), `${name}: ${outcome}`).toBe(true);
    }
    // Whatever the second tried, the host heard nothing from the first view's window it did not send.
    await sleep(300);
    const fromFirst = await page.evaluate(
      (at) =>
        (window as unknown as { views: { messages: { method?: string }[] }[] }).views[at]!.messages.map(
          (message) => message?.method,
        ),
      first,
    );
    expect(
      attack(
        'app view',
        'a second view makes the host hear a tools/call as the first view’s',
        !fromFirst.includes('tools/call'),
      ),
      fromFirst.join(', '),
    ).toBe(true);

    // Another tab of the same run: its view does not read what the first wrote.
    const otherTab = await hostPage();
    const third = await openView(
      otherTab,
      view(
        `let read; try { read = localStorage.getItem('loupe-secret'); } catch (error) { read = 'refused: ' + error.name; } tell('probe/read', { read });`,
      ),
    );
    const read = (await heard(otherTab, third, 'probe/read')).params!.read;
    expect(
      attack('app view', "a view in another tab reads the first view's localStorage", read !== 'stored-by-first'),
      String(read),
    ).toBe(true);
    await otherTab.close();
    await page.close();
  });
});
