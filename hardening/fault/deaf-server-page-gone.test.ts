import { randomUUID } from 'node:crypto';
import { chromium, type BrowserServer, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../e2e/browser-options.ts';
import { startProxyProcess, type ProxyProcess } from '../../proxy/test-kit/proxy-process.ts';
import { closeWaitSockets } from '../close-wait.ts';
import { pidsWithMarker, waitGone } from '../pids.ts';
import { fault, left } from '../tally.ts';

// Issue 17, item 1: a server that stops reading its stdin once held the bridge socket paused,
// so the end of the page was never read and the server outlived it.

const AREA = 'bridge';
const marker = `loupe-deaf-${randomUUID()}`;
/** Never reads its stdin; the marker finds it (and any left over) by its command line. */
const deafArgs = ['-e', `/* ${marker} */ setInterval(() => {}, 1000)`];

let proxy: ProxyProcess;
beforeAll(async () => {
  proxy = await startProxyProcess(['--no-open', '--port', '0', '--', 'true']);
});
afterAll(async () => {
  proxy.child.kill('SIGTERM');
  await proxy.exited;
});

interface Flooded {
  pid: number;
  /** What the proxy said back: stdin-flow and bridge-error messages. */
  said: () => Promise<{ type: string; paused?: boolean; message?: string }[]>;
}

/**
 * A real page on the proxy's origin opens a bridge, starts the deaf server
 * and sends it `mebibytes` of stdin, paying no heed to stdin-flow.
 */
async function flood(page: Page, mebibytes: number): Promise<Flooded> {
  // Any page the proxy serves gives the page its origin (no web build needed; CSP bypassed for the hand-made bridge).
  await page.goto(`http://127.0.0.1:${proxy.port}/flood`);
  const url = `ws://127.0.0.1:${proxy.port}/bridge?token=${encodeURIComponent(proxy.token)}`;
  const pid = await page.evaluate(
    async ({ url, command, args, mebibytes }) => {
      const ws = new WebSocket(url);
      ws.binaryType = 'arraybuffer';
      const said: unknown[] = [];
      (window as unknown as { bridge: WebSocket; said: unknown[] }).bridge = ws;
      (window as unknown as { said: unknown[] }).said = said;
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = reject;
      });
      const spawned = new Promise<number>((resolve) => {
        ws.onmessage = (event) => {
          if (typeof event.data !== 'string') return;
          const message = JSON.parse(event.data) as { type: string; pid?: number };
          if (message.type === 'spawned') resolve(message.pid!);
          else said.push(message);
        };
      });
      ws.send(JSON.stringify({ type: 'spawn', command, args, env: {} }));
      const pid = await spawned;
      const frame = new Uint8Array(1 + 1024 * 1024).fill(0x7a);
      frame[0] = 4; // stdin bytes
      for (let i = 0; i < mebibytes; i++) ws.send(frame);
      // Until the proxy has it all, or stops taking it (as it once did): then the page goes away regardless.
      const deadline = Date.now() + 5000;
      while (ws.bufferedAmount > 0 && ws.readyState === WebSocket.OPEN && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return pid;
    },
    { url, command: process.execPath, args: deafArgs, mebibytes },
  );
  return { pid, said: () => page.evaluate(() => (window as unknown as { said: { type: string }[] }).said) };
}

/** The server is gone soon after its page, and the proxy holds no half-closed socket. */
async function expectServerGone(name: string, pid: number): Promise<void> {
  const leftOver = await waitGone([pid]);
  let closeWait = closeWaitSockets(proxy.port);
  // Up to 30 s for the sockets to close: a bound on one that never does, not a measure.
  for (let i = 0; i < 600 && closeWait; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    closeWait = closeWaitSockets(proxy.port);
  }
  left(AREA, name, leftOver);
  fault(AREA, name, leftOver.length === 0 && !closeWait);
  expect(leftOver, `server ${pid} outlived its page`).toEqual([]);
  expect(closeWait ?? 0, 'proxy sockets left in CLOSE-WAIT').toBe(0);
}

async function withBrowser(run: (browser: BrowserServer, page: Page) => Promise<void>): Promise<void> {
  const server = await chromium.launchServer(chromiumLaunchOptions);
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    await run(server, await (await browser.newContext({ bypassCSP: true })).newPage());
  } finally {
    await server.close().catch(() => {});
  }
}

describe('a server that does not read its stdin, after its page sent it 6 MiB', () => {
  it('ends when the page disconnects', async () => {
    await withBrowser(async (_server, page) => {
      const { pid } = await flood(page, 6);
      await page.evaluate(() => (window as unknown as { bridge: WebSocket }).bridge.close(1000, 'disconnect'));
      await expectServerGone('deaf server, page disconnects', pid);
    });
  });

  it('ends when the tab closes', async () => {
    await withBrowser(async (_server, page) => {
      const { pid } = await flood(page, 6);
      await page.close();
      await expectServerGone('deaf server, tab closed', pid);
    });
  });

  it('ends when the browser is killed', async () => {
    await withBrowser(async (server, page) => {
      const { pid } = await flood(page, 6);
      const browserPid = server.process().pid!;
      // Playwright starts the browser in a group of its own: all of it goes, as in a crash.
      process.kill(-browserPid, 'SIGKILL');
      await expectServerGone('deaf server, browser killed', pid);
    });
  });

  it('ends, with the reason, when the page goes on past what the proxy holds (40 MiB)', async () => {
    await withBrowser(async (_server, page) => {
      const { pid, said } = await flood(page, 40);
      const leftOver = await waitGone([pid]);
      const messages = await said();
      const told = messages.some((message) => message.type === 'stdin-flow' && message.paused === true);
      const reason = messages.find((message) => message.type === 'bridge-error')?.message ?? '';
      left(AREA, 'deaf server, page floods past the limit', leftOver);
      fault(
        AREA,
        'deaf server, page floods past the limit',
        leftOver.length === 0 && told && /has not read .* of its stdin/.test(reason),
      );
      expect(told, 'the proxy asked the page to hold').toBe(true);
      expect(reason).toMatch(/^The server has not read \d+\.\d MiB of its stdin/);
      expect(leftOver).toEqual([]);
    });
  });

  it('leaves none of the deaf servers running', () => {
    expect(left(AREA, 'deaf servers after all pages', pidsWithMarker(marker))).toEqual([]);
  });
});
