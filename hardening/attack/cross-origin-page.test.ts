import type { Browser, BrowserContext, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { attackerPage, launchAttackBrowser } from './browser-attacker.ts';
import { attackTargets } from './attack-proxy.ts';
import { send } from './raw-http.ts';

// Another origin's page in a real Chromium, against the real proxy: fetch, XHR, forms, WebSockets, subresources, frames and
// windows, even holding the right token. None reads anything, changes anything or starts a process.

// The recorder is a trap: a request it receives is one the proxy should have refused.
const { proxy, recorder: trap } = await attackTargets();
let browser: Browser;
let context: BrowserContext;
let registeredFrame: string;

beforeAll(async () => {
  browser = await launchAttackBrowser();
  context = await browser.newContext();
  const registered = await send(proxy.port, {
    method: 'POST',
    target: '/api/connect-origins',
    headers: [
      ['Host', `127.0.0.1:${proxy.port}`],
      ['Authorization', `Bearer ${proxy.token}`],
      ['Content-Type', 'application/json'],
    ],
    body: JSON.stringify({ url: trap.url }),
  });
  registeredFrame = `${proxy.origin}${JSON.parse(registered.body).framePath}`;
}, 60_000);
afterAll(() => browser?.close());

interface Targets {
  proxy: string;
  ws: string;
  token: string;
  trap: string;
}

/** Runs in the attacker's page: each attempt answers true when it was refused (nothing came back to read, nothing opened). */
function attemptsInPage(t: Targets): Promise<Record<string, boolean>> {
  const within = <T>(promise: Promise<T>, ms = 3000) =>
    Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);
  const refusedFetch = async (url: string, init?: RequestInit) => {
    try {
      const response = await fetch(url, init);
      if (response.type === 'opaque') return true;
      const text = await response.text();
      return !text.includes('workingDirectory') && !text.includes('origins') && response.status >= 400;
    } catch {
      return true;
    }
  };
  const refusedXhr = (url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
    within(
      new Promise<boolean>((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, url);
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.onload = () =>
          resolve(xhr.status === 0 || (xhr.status >= 400 && !xhr.responseText.includes('workingDirectory')));
        xhr.onerror = () => resolve(true);
        xhr.send(body);
      }),
    ).then((result) => result === 'timeout' || result);
  const refusedSocket = (url: string) =>
    within(
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(url);
        socket.onopen = () => {
          socket.send(JSON.stringify({ type: 'spawn', command: 'sh', args: ['-c', 'echo pwned'], env: {} }));
          resolve(false);
        };
        socket.onerror = () => resolve(true);
        socket.onclose = () => resolve(true);
      }),
    ).then((result) => result === 'timeout' || result);
  const refusedElement = (tag: 'img' | 'script' | 'link', url: string) =>
    within(
      new Promise<boolean>((resolve) => {
        const element = document.createElement(tag);
        if (element instanceof HTMLLinkElement) (element.rel = 'stylesheet'), (element.href = url);
        else (element as HTMLImageElement | HTMLScriptElement).src = url;
        element.onload = () => resolve(false);
        element.onerror = () => resolve(true);
        document.body.append(element);
      }),
    ).then((result) => result === 'timeout' || result);
  const submitForm = (action: string, method: string, enctype: string, fields: Record<string, string>) =>
    new Promise<boolean>((resolve) => {
      const name = `sink${Math.random().toString(36).slice(2)}`;
      const frame = document.createElement('iframe');
      frame.name = name;
      document.body.append(frame);
      const form = document.createElement('form');
      Object.assign(form, { action, method, enctype, target: name });
      for (const [key, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        Object.assign(input, { type: 'hidden', name: key, value });
        form.append(input);
      }
      document.body.append(form);
      frame.onload = () => {
        let readable = false;
        try {
          readable = Boolean(frame.contentDocument?.body?.textContent?.includes('workingDirectory'));
        } catch {
          readable = false;
        }
        resolve(!readable);
      };
      form.submit();
      setTimeout(() => resolve(true), 3000);
    });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const json = JSON.stringify({ url: `${t.trap}/form` });
  const attempts: Record<string, () => Promise<boolean>> = {
    'fetch /api/config': () => refusedFetch(`${t.proxy}/api/config`),
    'fetch /api/config with credentials': () => refusedFetch(`${t.proxy}/api/config`, { credentials: 'include' }),
    'fetch /api/config with a guessed token': () =>
      refusedFetch(`${t.proxy}/api/config`, { headers: bearer('guessed') }),
    'fetch /api/config with the right token': () => refusedFetch(`${t.proxy}/api/config`, { headers: bearer(t.token) }),
    'fetch /api/config?token=right': () => refusedFetch(`${t.proxy}/api/config?token=${t.token}`),
    'fetch no-cors /api/config': () => refusedFetch(`${t.proxy}/api/config`, { mode: 'no-cors' }),
    'fetch no-cors POST /api/connect-origins': () =>
      refusedFetch(`${t.proxy}/api/connect-origins`, {
        mode: 'no-cors',
        method: 'POST',
        body: JSON.stringify({ url: 'http://fetched.example/' }),
      }),
    'fetch no-cors POST /api/listening': () =>
      refusedFetch(`${t.proxy}/api/listening`, { mode: 'no-cors', method: 'POST', body: json }),
    'fetch POST /api/relay with the right token': () =>
      refusedFetch(`${t.proxy}/api/relay`, {
        method: 'POST',
        headers: { ...bearer(t.token), 'X-Loupe-Target': `${t.trap}/relay` },
        body: '{}',
      }),
    'fetch PUT /api/trusted-certificates with the right token': () =>
      refusedFetch(`${t.proxy}/api/trusted-certificates`, { method: 'DELETE', headers: bearer(t.token), body: '{}' }),
    'fetch the page': () => refusedFetch(`${t.proxy}/`).then((refused) => refused),
    'XHR /api/config': () => refusedXhr(`${t.proxy}/api/config`),
    'XHR /api/config with the right token': () => refusedXhr(`${t.proxy}/api/config`, bearer(t.token)),
    'XHR POST /api/listening, text/plain': () =>
      refusedXhr(`${t.proxy}/api/listening`, { 'Content-Type': 'text/plain' }, 'POST', json),
    'form POST text/plain to /api/connect-origins': () =>
      submitForm(`${t.proxy}/api/connect-origins`, 'post', 'text/plain', {
        '{"url":"http://form.example/","x":"': '"}',
      }),
    'form POST urlencoded to /api/listening': () =>
      submitForm(`${t.proxy}/api/listening`, 'post', 'application/x-www-form-urlencoded', { url: `${t.trap}/form` }),
    'form POST multipart to /api/doctor': () =>
      submitForm(`${t.proxy}/api/doctor`, 'post', 'multipart/form-data', { url: `${t.trap}/form` }),
    'form GET /api/config?token=right': () =>
      submitForm(`${t.proxy}/api/config`, 'get', 'application/x-www-form-urlencoded', { token: t.token }),
    'WebSocket /bridge without a token': () => refusedSocket(`${t.ws}/bridge`),
    'WebSocket /bridge with a guessed token': () => refusedSocket(`${t.ws}/bridge?token=guessed`),
    'WebSocket /bridge with the right token': () => refusedSocket(`${t.ws}/bridge?token=${t.token}`),
    'WebSocket /bridge on localhost with the right token': () =>
      refusedSocket(`${t.ws.replace('127.0.0.1', 'localhost')}/bridge?token=${t.token}`),
    'img /api/config': () => refusedElement('img', `${t.proxy}/api/config?token=${t.token}`),
    'script /api/config': () => refusedElement('script', `${t.proxy}/api/config?token=${t.token}`),
    'script the page': () => refusedElement('script', `${t.proxy}/`),
    'stylesheet /api/config': () => refusedElement('link', `${t.proxy}/api/config`),
  };
  return (async () => {
    const results: Record<string, boolean> = {};
    for (const [name, attempt] of Object.entries(attempts)) results[name] = await attempt();
    return results;
  })();
}

/** Frames the attacker puts our documents in; each must come up as Chromium's error page (frame-ancestors), never ours. */
async function framesRefused(page: Page, urls: Record<string, string>): Promise<Record<string, boolean>> {
  await page.evaluate((all) => {
    for (const [name, url] of Object.entries(all)) {
      const frame = document.createElement(name.startsWith('object') ? 'object' : 'iframe');
      if (frame instanceof HTMLObjectElement) frame.data = url;
      else frame.src = url;
      frame.name = name;
      document.body.append(frame);
    }
  }, urls);
  await page.waitForTimeout(1500);
  const results: Record<string, boolean> = {};
  for (const name of Object.keys(urls)) {
    const frame = page.frames().find((candidate) => candidate.name() === name);
    const url = frame?.url() ?? '';
    // An <object> refused may leave no frame at all; an iframe refused shows Chromium's error page.
    results[name] = url.startsWith('chrome-error:') || (name.startsWith('object') && frame === undefined);
  }
  return results;
}

async function expectNothingChanged(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const origins = await send(proxy.port, {
    target: '/api/connect-origins',
    headers: [
      ['Host', `127.0.0.1:${proxy.port}`],
      ['Authorization', `Bearer ${proxy.token}`],
    ],
  });
  expect(JSON.parse(origins.body).origins).toEqual([trap.url]);
  expect(trap.connections).toBe(0);
  expect(proxy.spawned()).toEqual([]);
  expect(proxy.children()).toEqual([]);
}

describe('a cross-origin page in Chromium', () => {
  const attackers = () => [
    ['another loopback port', `http://127.0.0.1:${proxy.port + 7}/attack`],
    ['localhost on another port', `http://localhost:${proxy.port + 7}/attack`],
    ["an MCP App view's origin (a hostile app view)", `${proxy.viewOrigin}/attack`],
    ['a public name', `http://evil.test:${proxy.port + 7}/attack`],
  ];

  it('fetch, XHR, forms, WebSockets and subresources from each attacker origin are refused, and change nothing', async () => {
    trap.connections = 0;
    for (const [who, url] of attackers()) {
      const page = await attackerPage(context, url as string);
      const results = await page.evaluate(attemptsInPage, {
        proxy: proxy.origin,
        ws: `ws://127.0.0.1:${proxy.port}`,
        token: proxy.token,
        trap: trap.url,
      });
      for (const [name, refused] of Object.entries(results))
        expect(attack('cross-origin page', `${who}: ${name}`, refused), `${who}: ${name}`).toBe(true);
      await page.close();
    }
    await expectNothingChanged();
  });

  it('our documents cannot be framed by another origin (frame-ancestors), and the page in a frame starts nothing', async () => {
    const viewResponse = await send(proxy.port, {
      method: 'POST',
      target: '/api/app-views',
      headers: [
        ['Host', `127.0.0.1:${proxy.port}`],
        ['Authorization', `Bearer ${proxy.token}`],
        ['Content-Type', 'application/json'],
      ],
      body: JSON.stringify({ hostOrigin: proxy.origin }),
    });
    const viewUrl = JSON.parse(viewResponse.body).url as string;
    const page = await attackerPage(context, `http://127.0.0.1:${proxy.port + 7}/frames`);
    // A frame the attacker may load comes up as itself: the check below tells a refused frame from a loaded one.
    const control = `http://127.0.0.1:${proxy.port + 7}/frame-control`;
    await context.route(control, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' }),
    );
    expect(await framesRefused(page, { control })).toEqual({ control: false });
    const results = await framesRefused(page, {
      'the page with the right token': `${proxy.origin}/?token=${proxy.token}`,
      'the page': `${proxy.origin}/`,
      'the page on localhost': `http://localhost:${proxy.port}/?token=${proxy.token}`,
      'the OAuth callback': `${proxy.origin}/oauth/callback?code=x&state=y`,
      'a registered network frame': registeredFrame,
      'an API answer': `${proxy.origin}/api/config`,
      'an asset': `${proxy.origin}/assets/`,
      'a sandbox view': viewUrl,
      'object: the page with the right token': `${proxy.origin}/?token=${proxy.token}`,
    });
    for (const [name, refused] of Object.entries(results))
      expect(attack('cross-origin page', `frame: ${name}`, refused), name).toBe(true);
    await page.waitForTimeout(1000);
    await page.close();
    await expectNothingChanged();
  });

  it('a window it opens on our page reads nothing, and messages posted to it start nothing', async () => {
    const page = await attackerPage(context, `http://127.0.0.1:${proxy.port + 7}/opener`);
    for (const [name, url] of [
      ['no token', `${proxy.origin}/`],
      ['a wrong token', `${proxy.origin}/?token=wrong`],
      ['the OAuth callback', `${proxy.origin}/oauth/callback?code=injected&state=guessed`],
    ]) {
      const popupPromise = context.waitForEvent('page');
      const readable = await page.evaluate(
        async ({ url }) => {
          const popup = window.open(url, '_blank');
          await new Promise((resolve) => setTimeout(resolve, 1500));
          const messages = [
            { type: 'spawn', command: 'sh', args: ['-c', 'echo pwned'], env: {} },
            { type: 'oauth-callback', search: '?code=injected&state=guessed' },
            { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x', arguments: {} } },
            { jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} },
          ];
          for (const message of messages) popup?.postMessage(message, '*');
          try {
            return Boolean(popup?.document.body.innerHTML);
          } catch {
            return false;
          }
        },
        { url: url as string },
      );
      const popup = await popupPromise;
      // The callback page closes itself; the others stay until closed here.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        attack('cross-origin page', `window.open (${name}) and postMessage`, !readable && proxy.spawned().length === 0),
        name as string,
      ).toBe(true);
      if (!popup.isClosed()) await popup.close();
    }
    await page.close();
    await expectNothingChanged();
  });

  it('a rebinding page (evil.test resolving to 127.0.0.1, on the proxy’s own port) is refused everything, even with the right token', async () => {
    const page = await attackerPage(context, `http://evil.test:${proxy.port}/rebound`);
    const results = await page.evaluate(
      async ({ token, port }) => {
        const status = async (path: string, init?: RequestInit) => {
          try {
            return (await fetch(path, init)).status;
          } catch {
            return 0;
          }
        };
        const socketOpened = () =>
          new Promise<boolean>((resolve) => {
            const socket = new WebSocket(`ws://evil.test:${port}/bridge?token=${token}`);
            socket.onopen = () => resolve(true);
            socket.onerror = () => resolve(false);
          });
        return {
          'same-origin GET /': await status('/'),
          'same-origin GET /api/config with the right token': await status('/api/config', {
            headers: { Authorization: `Bearer ${token}` },
          }),
          'same-origin POST /api/connect-origins with the right token': await status('/api/connect-origins', {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
            body: '{"url":"http://rebound.example/"}',
          }),
          'same-origin GET /net-frame': await status('/net-frame?origin=x'),
          'WebSocket /bridge with the right token': (await socketOpened()) ? 101 : 403,
        };
      },
      { token: proxy.token, port: proxy.port },
    );
    for (const [name, status] of Object.entries(results)) {
      // 403 is the proxy's Host guard answering (not the browser refusing to send).
      expect(attack('rebinding', name, status === 403), `${name} → ${status}`).toBe(true);
    }
    await page.close();
    await expectNothingChanged();
  });
});
