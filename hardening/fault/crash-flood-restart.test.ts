import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startProxyProcess, type ProxyProcess } from '../../proxy/test-kit/proxy-process.ts';
import { rssMb, watchPeak } from '../load/process-memory.ts';
import { alive, pidsWithMarker, waitGone } from '../pids.ts';
import { fault, left } from '../tally.ts';

// Issue 17's fault suite, the faults not covered by the bridge and server-tree files: a server
// killed under its page, floods of stdout and stderr into a page that reads slowly, and
// mcp-loupe restarted under a page holding the old token.

const AREA = 'crash, flood, restart';

interface BridgeMessage {
  type: string;
  pid?: number;
  code?: number | null;
  signal?: string | null;
  message?: string;
}

/** A bridge connection from a plain WebSocket client, as a page makes it. */
interface Bridge {
  ws: WebSocket;
  messages: BridgeMessage[];
  stdoutBytes: () => number;
  next(type: string, ms?: number): Promise<BridgeMessage>;
}

const proxies: ProxyProcess[] = [];
afterEach(async () => {
  for (const proxy of proxies.splice(0)) {
    if (proxy.child.exitCode === null && proxy.child.signalCode === null) proxy.child.kill('SIGTERM');
    await proxy.exited;
  }
});

async function startProxy(port = 0): Promise<ProxyProcess> {
  const proxy = await startProxyProcess(['--no-open', '--port', String(port), '--', 'true']);
  proxies.push(proxy);
  return proxy;
}

async function openBridge(port: number, token: string): Promise<Bridge> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/bridge?token=${encodeURIComponent(token)}`, {
    headers: { origin: `http://127.0.0.1:${port}` },
  });
  const messages: BridgeMessage[] = [];
  const waiters: Array<{ type: string; resolve: (message: BridgeMessage) => void }> = [];
  let stdoutBytes = 0;
  ws.on('message', (data, isBinary) => {
    if (isBinary) {
      stdoutBytes += (data as Buffer).length;
      return;
    }
    const message = JSON.parse(String(data)) as BridgeMessage;
    messages.push(message);
    for (const waiter of waiters.filter((w) => w.type === message.type)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    stdoutBytes: () => stdoutBytes,
    // A bound on a message that never comes, not a measure of how soon it comes.
    next(type, ms = 30_000) {
      const seen = messages.find((message) => message.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no "${type}" within ${ms} ms; got ${messages.map((m) => m.type).join(', ')}`)),
          ms,
        );
        waiters.push({ type, resolve: (message) => (clearTimeout(timer), resolve(message)) });
      });
    },
  };
}

/** Starts a Node server whose command line carries `marker`, running `source`. */
async function spawnServer(bridge: Bridge, marker: string, source: string): Promise<number> {
  bridge.ws.send(
    JSON.stringify({ type: 'spawn', command: process.execPath, args: ['-e', `/* ${marker} */ ${source}`], env: {} }),
  );
  const spawned = await bridge.next('spawned');
  return spawned.pid as number;
}

describe('faults the inspector comes through', () => {
  it('a server killed under its page: the page is told at once, with the signal, and nothing is left', async () => {
    const proxy = await startProxy();
    const marker = `loupe-crash-${randomUUID()}`;
    const bridge = await openBridge(proxy.port, proxy.token);
    const pid = await spawnServer(bridge, marker, 'setInterval(() => {}, 1000)');
    process.kill(pid, 'SIGKILL');
    // "At once" as an event: the exit comes with nothing asked of the proxy (no write, no close), not after a time.
    const exit = await bridge.next('exit');
    // The same connection stays answerable: a write to the dead server is refused with the reason.
    bridge.ws.send(JSON.stringify({ type: 'stdin', data: '{}' }));
    const refusal = await bridge.next('bridge-error');
    bridge.ws.close();
    const stillRunning = left(AREA, 'server killed', await waitGone(pidsWithMarker(marker)));
    const survived = exit.signal === 'SIGKILL' && /ended/.test(refusal.message ?? '') && stillRunning.length === 0;
    expect(fault(AREA, 'server killed under its page', survived), JSON.stringify({ exit, refusal })).toBe(true);
  });

  for (const stream of ['stdout', 'stderr'] as const) {
    it(`a ${stream} flood into a page that reads slowly holds the proxy's memory, and ends with the page`, async () => {
      const proxy = await startProxy();
      const marker = `loupe-flood-${randomUUID()}`;
      const bridge = await openBridge(proxy.port, proxy.token);
      const idle = rssMb(proxy.pid) ?? 0;
      // Lines of 1 KiB as fast as the pipe takes them: hundreds of MB a few seconds, unless the proxy stops reading.
      const pid = await spawnServer(
        bridge,
        marker,
        `const line = 'x'.repeat(1023) + '\\n'; const block = line.repeat(64); const out = process.${stream}; const go = () => { while (out.write(block)); out.once('drain', go); }; go();`,
      );
      const peak = watchPeak(proxy.pid);
      // The page reads a little, then stops reading its socket for 4 s: only backpressure keeps the proxy's memory.
      await new Promise((resolve) => setTimeout(resolve, 300));
      bridge.ws.pause();
      await new Promise((resolve) => setTimeout(resolve, 4000));
      bridge.ws.resume();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const peakMb = peak.stop();
      const serverAlive = alive(pid);
      bridge.ws.terminate();
      const stillRunning = left(AREA, `${stream} flood`, await waitGone(pidsWithMarker(marker)));
      // Without backpressure the proxy would buffer the whole flood (well over 100 MB in 4 s here).
      const held = peakMb - idle < 100;
      const survived =
        held && serverAlive && stillRunning.length === 0 && bridge.messages.every((m) => m.type !== 'bridge-error');
      expect(
        fault(AREA, `${stream} flood into a slow page`, survived),
        JSON.stringify({
          idle,
          peakMb,
          serverAlive,
          stillRunning,
          errors: bridge.messages.filter((m) => m.type === 'bridge-error'),
        }),
      ).toBe(true);
    });
  }

  it('mcp-loupe restarted under a page: the old token is refused as not this run’s, and the first run left nothing', async () => {
    const first = await startProxy();
    const marker = `loupe-restart-${randomUUID()}`;
    const bridge = await openBridge(first.port, first.token);
    await spawnServer(bridge, marker, 'setInterval(() => {}, 1000)');
    const closed = new Promise<number>((resolve) => bridge.ws.once('close', (code) => resolve(code)));
    first.child.kill('SIGTERM');
    await first.exited;
    const closeCode = await closed;
    const afterFirst = left(AREA, 'restart: first run', await waitGone(pidsWithMarker(marker)));

    const second = await startProxy(first.port);
    const answer = await fetch(`http://127.0.0.1:${second.port}/api/config`, {
      headers: { authorization: `Bearer ${first.token}` },
    });
    const body = (await answer.json()) as { reason?: string };
    const upgrade = await openBridge(second.port, first.token).then(
      (stale) => (stale.ws.terminate(), 'opened'),
      (error: Error) => error.message,
    );
    const survived =
      second.port === first.port &&
      second.token !== first.token &&
      answer.status === 401 &&
      body.reason === 'token-not-this-run' &&
      /401/.test(upgrade) &&
      afterFirst.length === 0;
    expect(
      fault(AREA, 'restarted under a page with the old token', survived),
      JSON.stringify({ closeCode, status: answer.status, body, upgrade, afterFirst }),
    ).toBe(true);
  });
});
