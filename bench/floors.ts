// The floors under the inspector's figures, each measured without the inspector: what the browser
// costs with pages of our own in the same Chromium, and what a fixture server costs over its own pipe.
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { chromiumArgs, chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { e2eFixture } from './servers.ts';
import { median, medianAndP90Ms } from './stats.ts';

/**
 * Chromium holds every task but input (a WebSocket's message event among them) from a click until the
 * frame after that click has been drawn (its feature DeferRendererTasksAfterInput): an answer that is
 * at the page's socket in 2 ms is handed to the page only after that frame. Turned off, the same run
 * shows what the inspector's own path costs.
 */
export const AFTER_INPUT_DEFERRAL = 'DeferRendererTasksAfterInput';

export const launchWithoutDeferral = {
  ...chromiumLaunchOptions,
  args: [...chromiumArgs, `--disable-features=${AFTER_INPUT_DEFERRAL}`],
};

/** A page of one button and an output on a loopback HTTP server, with a WebSocket server beside it; `onSocket` says what the socket does. */
async function withFloorPage<T>(
  onSocket: (socket: ServerSocket) => void,
  launch: typeof chromiumLaunchOptions,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const http: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><button id="send">Send</button><output id="out"></output>');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const sockets = new WebSocketServer({ server: http });
  sockets.on('connection', onSocket);
  const browser = await chromium.launch(launch);
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`);
    return await use(page);
  } finally {
    await browser.close();
    sockets.close();
    http.close();
  }
}

export interface BareEchoFigures {
  runs: number;
  /** A click's handler hands 100 bytes to a bare WebSocket; its echo's `message` event: the browser's own floor for "frame sent → answer received". */
  sentToReceived: { medianMs: number; p90Ms: number };
}

/**
 * The floor under "frame sent → answer received": a page of our own with one button whose click sends
 * a small binary frame on a bare WebSocket to an echo server in this process, clicked as the inspector's
 * Run tool is, in the same Chromium (with or without its after-input deferral).
 */
export async function bareEchoAfterClick(
  calls = 30,
  { deferral = true }: { deferral?: boolean } = {},
): Promise<BareEchoFigures> {
  const echo = (socket: ServerSocket) =>
    socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
  return withFloorPage(echo, deferral ? chromiumLaunchOptions : launchWithoutDeferral, async (page) => {
    await page.evaluate(async () => {
      const socket = new WebSocket(location.href.replace('http', 'ws'));
      socket.binaryType = 'arraybuffer';
      await new Promise((resolve) => (socket.onopen = resolve));
      const out = document.getElementById('out')!;
      const frame = new TextEncoder().encode(
        `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { message: 'x'.repeat(20) } } })}\n`,
      );
      const times: Array<{ sent: number; received?: number }> = ((window as unknown as { __echo: unknown }).__echo =
        []);
      socket.onmessage = () => {
        const last = times.at(-1)!;
        last.received = performance.now();
        out.textContent = `answered ${times.length}`;
      };
      document.getElementById('send')!.addEventListener('click', () => {
        out.textContent = 'sending';
        times.push({ sent: performance.now() });
        socket.send(frame);
      });
    });
    for (let index = 0; index < calls + 3; index++) {
      await page.click('#send');
      await page.getByText(`answered ${index + 1}`).waitFor();
      await page.waitForTimeout(50);
    }
    const times = await page.evaluate(
      () => (window as unknown as { __echo: Array<{ sent: number; received: number }> }).__echo,
    );
    return { runs: calls, sentToReceived: medianAndP90Ms(times.slice(3).map(({ sent, received }) => received - sent)) };
  });
}

export interface BareBulkFigures {
  runs: number;
  bytes: number;
  /** The page asks, a WebSocket server sends `bytes` in binary frames of 64 KiB (as the proxy forwards a pipe's reads), the page has them all: the browser's own time to carry them. */
  receivedMs: { medianMs: number; samples: number[] };
}

/** The floor under a big result's time: `bytes` carried over a bare WebSocket into a page of the same Chromium, `runs` times. */
export async function bareBulk(bytes = 20_000_000, runs = 3): Promise<BareBulkFigures> {
  const CHUNK = 65_536;
  const send = (socket: ServerSocket) =>
    socket.on('message', () => {
      const chunk = Buffer.alloc(CHUNK, 'The quick brown fox jumps over the lazy dog. ');
      for (let sent = 0; sent < bytes; sent += CHUNK) socket.send(chunk.subarray(0, Math.min(CHUNK, bytes - sent)));
    });
  return withFloorPage(send, chromiumLaunchOptions, async (page) => {
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const ms = await page.evaluate(async (total) => {
        const socket = new WebSocket(location.href.replace('http', 'ws'));
        socket.binaryType = 'arraybuffer';
        await new Promise((resolve) => (socket.onopen = resolve));
        const started = performance.now();
        let received = 0;
        await new Promise<void>((resolve) => {
          socket.onmessage = (event) => {
            received += (event.data as ArrayBuffer).byteLength;
            if (received >= total) resolve();
          };
          socket.send('go');
        });
        socket.close();
        return performance.now() - started;
      }, bytes);
      samples.push(Math.round(ms));
    }
    return { runs, bytes, receivedMs: { medianMs: median(samples), samples } };
  });
}

export interface PipeAnswerFigures {
  runs: number;
  bytes: number;
  /** tools/call written to the server's stdin to the last byte of its answer read from its stdout, over a direct pipe. */
  answeredMs: { medianMs: number; samples: number[] };
}

/** The big-result fixture's own time to answer with `bytes` characters, over a direct pipe (no inspector), `runs` times after one not counted. */
export async function pipeBigAnswer(bytes = 20_000_000, runs = 3): Promise<PipeAnswerFigures> {
  const server = e2eFixture('big-stdout');
  const child = spawn(server.command, server.args, { stdio: ['pipe', 'pipe', 'ignore'] });
  let answered: (() => void) | undefined;
  // Every answer ends its line with the chunk that ends it (one answer at a time).
  child.stdout.on('data', (chunk: Buffer) => {
    if (chunk.at(-1) === 0x0a) answered?.();
  });
  const call = (message: object) =>
    new Promise<void>((resolve) => {
      answered = resolve;
      child.stdin.write(`${JSON.stringify(message)}\n`);
    });
  try {
    await call({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
    });
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    const samples: number[] = [];
    for (let run = -1; run < runs; run++) {
      const started = performance.now();
      await call({ jsonrpc: '2.0', id: run + 2, method: 'tools/call', params: { name: 'big', arguments: { bytes } } });
      if (run >= 0) samples.push(Math.round(performance.now() - started));
    }
    return { runs, bytes, answeredMs: { medianMs: median(samples), samples } };
  } finally {
    child.kill();
  }
}

if (process.argv[1] === import.meta.filename) {
  // node bench/floors.ts: the floors alone.
  console.log(
    'bareEchoAfterClick',
    JSON.stringify({
      stock: await bareEchoAfterClick(30),
      noDeferral: await bareEchoAfterClick(30, { deferral: false }),
    }),
  );
  console.log('bareBulk', JSON.stringify(await bareBulk()));
  console.log('pipeBigAnswer', JSON.stringify(await pipeBigAnswer()));
}
