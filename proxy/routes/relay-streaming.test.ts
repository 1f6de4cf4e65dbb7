import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RelayError } from '../../shared/http/fetch-failure.ts';
import { recordingFetch } from '../../shared/http/recording-fetch.ts';
import { relayFetch } from '../../shared/http/relay-fetch.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { closedPort, startHttpServer, type TestServer } from '../test-kit/http-servers.ts';
import { expectPrintsNothing } from '../test-kit/prints-nothing.ts';
import { startInspector, type RunningInspector } from '../start-inspector.ts';

/** Through a real listening proxy: what streams, streams; what the browser drops, the server sees dropped. */

let inspector: RunningInspector;
let upstream: TestServer;
let handle: (req: IncomingMessage, res: ServerResponse) => void = () => {};
const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-relay-web-'));

beforeAll(async () => {
  inspector = await startInspector({ port: 0, staticRoot, defaultServer: { command: 'true', args: [], env: {} } });
  upstream = await startHttpServer((req, res) => handle(req, res));
});
afterAll(async () => {
  await upstream.close();
  await inspector.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

// The relay prints nothing, whatever happened: no header, no token, no URL.
expectPrintsNothing();

function relay(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${inspector.port}/api/relay`, {
    ...init,
    headers: {
      authorization: `Bearer ${inspector.token}`,
      'x-loupe-target': `${upstream.origin}${path}?key=secret`,
      ...(init.headers as Record<string, string>),
    },
  });
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

// A bound on what never comes (the tests' proof is the order of events), not a measure: generous, since a busy machine is slow.
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_resolve, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const decoder = new TextDecoder();

describe('the relay on a listening proxy', () => {
  it('delivers each SSE event as the server writes it, before the server ends its response', async () => {
    const release = deferred();
    let ended = false;
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('id: 1\nevent: message\ndata: {"n":1}\n\n');
      void release.promise.then(() => {
        res.write('id: 2\ndata: {"n":2}\n\n');
        ended = true;
        res.end();
      });
    };
    const res = await relay('/sse', { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-loupe-relay')).toBe('1');
    const reader = res.body!.getReader();
    const first = await within(reader.read(), 30_000, 'the first event');
    expect(decoder.decode(first.value)).toBe('id: 1\nevent: message\ndata: {"n":1}\n\n');
    expect(ended).toBe(false);
    release.resolve();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(rest).toBe('id: 2\ndata: {"n":2}\n\n');
  });

  it('streams the request body to the server as the page sends it', async () => {
    const firstChunk = deferred<string>();
    handle = (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        if (body === '') firstChunk.resolve(chunk.toString());
        body += chunk;
      });
      req.on('end', () => res.end(body));
    };
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    controller.enqueue(encoder.encode('{"part":1,'));
    const answer = relay('/upload', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await within(firstChunk.promise, 30_000, 'the first chunk at the server')).toBe('{"part":1,');
    controller.enqueue(encoder.encode('"part2":2}'));
    controller.close();
    expect(await (await answer).text()).toBe('{"part":1,"part2":2}');
  });

  it('ends the request to the server when the page drops a stream', async () => {
    const closed = deferred();
    handle = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
      req.socket.once('close', () => closed.resolve());
    };
    const page = new AbortController();
    const res = await relay('/sse', { signal: page.signal });
    const reader = res.body!.getReader();
    await reader.read();
    page.abort();
    await within(closed.promise, 30_000, 'the server to see its connection close');
  });

  it('ends the request to the server when the page gives up before any answer', async () => {
    const arrived = deferred();
    const closed = deferred();
    handle = (req) => {
      arrived.resolve();
      req.socket.once('close', () => closed.resolve());
    };
    const page = new AbortController();
    const answer = relay('/slow', { method: 'POST', body: '{}', signal: page.signal }).catch((error: unknown) => error);
    await within(arrived.promise, 30_000, 'the request to reach the server');
    page.abort();
    await within(closed.promise, 30_000, 'the server to see its connection close');
    expect(await answer).toBeInstanceOf(Error);
  });

  it("cuts the page's connection when the server's is cut mid-response, rather than end it cleanly", async () => {
    handle = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: 1\n\n', () => setTimeout(() => req.socket.destroy(), 50));
    };
    const res = await relay('/sse');
    const reader = res.body!.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('data: 1\n\n');
    await expect(within(reader.read(), 30_000, 'the cut')).rejects.toThrow(TypeError);
  });
});

describe("the page's relay fetch against the relay", () => {
  const pageFetch = () =>
    relayFetch({ token: inspector.token, relayUrl: `http://127.0.0.1:${inspector.port}/api/relay` });

  it("carries the server's Authorization and Cookie, and brings back its answer", async () => {
    handle = (req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=1' })
        .end(JSON.stringify({ authorization: req.headers.authorization, cookie: req.headers.cookie }));
    const res = await pageFetch()(`${upstream.origin}/mcp`, {
      method: 'POST',
      headers: { Authorization: 'Bearer server-token', Cookie: 'a=1' },
      body: '{}',
    });
    expect(await res.json()).toEqual({ authorization: 'Bearer server-token', cookie: 'a=1' });
    expect(res.headers.get('x-loupe-set-cookie')).toBe('sid=1');
  });

  it("logs the server's response headers exactly, and the relay's own apart", async () => {
    handle = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Mcp-Session-Id', 's-1');
      res.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2']);
      res.setHeader('Referrer-Policy', 'origin');
      res.setHeader('Date', 'Sun, 22 Nov 2026 20:00:00 GMT');
      res.setHeader('Connection', 'close');
      res.end('{"jsonrpc":"2.0","id":1,"result":{}}');
    };
    const log = new WireLog(() => {});
    const fetch = recordingFetch(pageFetch(), { log, connection: 1, route: 'relay' });
    await (
      await fetch(`${upstream.origin}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      })
    ).text();
    const head = log.entries().find((entry) => entry.kind === 'http' && entry.direction === 'in')!;
    expect(head.http!.responseHeaders).toEqual([
      ['Content-Type', 'application/json'],
      ['Mcp-Session-Id', 's-1'],
      ['Set-Cookie', 'a=1; Path=/'],
      ['Set-Cookie', 'b=2'],
      ['Referrer-Policy', 'origin'],
      ['Date', 'Sun, 22 Nov 2026 20:00:00 GMT'],
      ['Connection', 'close'],
      ['Content-Length', '36'],
    ]);
    expect(head.raw).not.toMatch(/content-security-policy|x-content-type-options|x-loupe/i);
    const relayOwn = Object.fromEntries(head.http!.relayHeaders ?? []);
    expect(relayOwn).toMatchObject({
      'x-loupe-relay': '1',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(relayOwn['content-security-policy']).toContain("default-src 'none'");
    expect(relayOwn).not.toHaveProperty('content-type');
    expect(relayOwn).not.toHaveProperty('x-loupe-set-cookie');
  });

  it('turns a 502 into a RelayError with the code and the hint', async () => {
    const port = await closedPort();
    const error = await pageFetch()(`http://127.0.0.1:${port}/mcp`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RelayError);
    expect(error).toMatchObject({
      code: 'ECONNREFUSED',
      hint: `Nothing listens on 127.0.0.1:${port}. Is the server running, on this port?`,
    });
  });
});
