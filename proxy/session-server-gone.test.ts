import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { relayFetch } from '../shared/http/relay-fetch.ts';
import { startInspector, type RunningInspector } from './start-inspector.ts';
import { startGateway, type GatewayKind, type RunningGateway } from '../e2e/fixtures/http/start-gateway.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { McpSession, type HttpEnvironment } from '../shared/session/mcp-session.ts';
import { FindingsSummary } from '../shared/wire/findings-summary.ts';
import { isTrouble } from '../shared/wire/wire-filter.ts';
import { WireLog } from '../shared/wire/wire-log.ts';
import { runMcpLoupe } from './test-kit/run-mcp-loupe.ts';

// Published servers behind a URL (supergateway, mcp-proxy, fastmcp) taken away under a live session and brought back:
// the status, the log and the command line's verdict must stay true.
const direct: HttpEnvironment = { directFetch: async () => (input, init) => fetch(input, init) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let gateway: RunningGateway | undefined;
let session: McpSession | undefined;
afterEach(async () => {
  await session?.disconnect();
  await gateway?.stop();
  session = gateway = undefined;
});

async function connected(
  kind: GatewayKind,
  patch: Partial<HttpTarget> = {},
  path?: string,
  http: HttpEnvironment = direct,
) {
  gateway = await startGateway(kind);
  const log = new WireLog(() => {});
  session = new McpSession({ log, bridgeUrl: 'ws://127.0.0.1:1/unused', http, probeTimeoutMs: 3000 });
  const target: HttpTarget = {
    kind: 'http',
    url: path ? `${gateway.origin}${path}` : gateway.url,
    transport: 'auto',
    route: 'auto',
    headers: [],
    ...patch,
  };
  await session.connect(target);
  expect(session.state.getSnapshot()).toMatchObject({ status: 'connected' });
  const call = await session.request('tools/call', { name: 'echo', arguments: { message: 'before' } });
  expect(call.kind).toBe('result');
  return { log, session, gateway };
}

const requestsAfter = (log: WireLog, seq: number) =>
  log.entries().filter((entry) => entry.seq > seq && entry.kind === 'http' && entry.direction === 'out');

describe('a server that stops under a live session', () => {
  it('Streamable HTTP (supergateway): the status says the server cannot be reached, and nothing goes on trying', async () => {
    const { log, session, gateway } = await connected('supergateway-http');
    await gateway.stop();
    await expect.poll(() => session.state.getSnapshot().status).toBe('error');
    expect(session.state.getSnapshot().reason).toMatch(/cannot be reached.*nothing listens on 127\.0\.0\.1/);
    const last = log.size - 1;
    await gateway.start();
    await sleep(2500);
    // The SDK's reconnect loop ended with the connection: no request to the server that came back.
    expect(requestsAfter(log, last)).toEqual([]);
    expect((await session.request('tools/call', { name: 'echo', arguments: { message: 'after' } })).kind).toBe('error');
    await session.reconnect();
    expect(session.state.getSnapshot().status).toBe('connected');
    expect((await session.request('tools/call', { name: 'echo', arguments: { message: 'again' } })).kind).toBe(
      'result',
    );
  });

  it('legacy SSE (supergateway): the session ends with its stream, no GET every 3 s, and no call goes to a new uninitialized session', async () => {
    const { log, session, gateway } = await connected('supergateway-sse');
    await gateway.stop();
    await expect.poll(() => session.state.getSnapshot().status).toBe('error');
    expect(session.state.getSnapshot().reason).toMatch(/legacy HTTP\+SSE session lives only as long as its stream/);
    const last = log.size - 1;
    await gateway.start();
    await sleep(4000);
    expect(requestsAfter(log, last)).toEqual([]);
    const after = await session.request('tools/call', { name: 'echo', arguments: { message: 'after' } });
    // A call after the loss says why there is no connection.
    expect(after).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Not connected: .*lives only as long as its stream/),
    });
    // No endpoint of a second session was ever taken.
    expect(log.entries().filter((entry) => entry.kind === 'sse' && entry.sse?.event === 'endpoint')).toHaveLength(1);
    await session.reconnect();
    expect(session.state.getSnapshot().status).toBe('connected');
    expect((await session.request('tools/call', { name: 'echo', arguments: { message: 'again' } })).kind).toBe(
      'result',
    );
  });

  it('a call to a Streamable HTTP server that is gone names the refusal, and the status follows (fastmcp)', async () => {
    const { session, gateway } = await connected('fastmcp', { transport: 'streamable-http' });
    await gateway.stop();
    const outcome = await session.request('tools/call', { name: 'add', arguments: { a: 1, b: 2 } });
    expect(outcome.kind).toBe('error');
    await expect.poll(() => session.state.getSnapshot().status).toBe('error');
    expect(session.state.getSnapshot().reason).toMatch(/cannot be reached|nothing listens|no longer knows/);
  });

  it('a quick restart under a legacy SSE session (mcp-proxy): the status never stays Connected to a session that is gone', async () => {
    const { session, gateway } = await connected('mcp-proxy', { transport: 'sse' }, '/sse');
    await gateway.stop();
    await gateway.start();
    await expect.poll(() => session.state.getSnapshot().status).toBe('error');
    expect((await session.request('tools/list', {})).kind).toBe('error');
  });
});

describe("the inspector's own probes and the person's own actions", () => {
  it("the revision probe and the auto plan's Streamable HTTP try on a legacy SSE server are probes: no trouble, no finding of the server", async () => {
    const { log, session } = await connected('supergateway-sse');
    const discover = log.entries().filter((entry) => entry.method === 'server/discover');
    // Two probes: one on the Streamable HTTP try, one on the SSE session; each with its answer or its exchange.
    expect(discover.length).toBeGreaterThanOrEqual(2);
    for (const entry of discover) expect(entry.probe).toBe(true);
    // The try that the plan moved on from (POST /sse answered 404) is the inspector's too.
    const refusedPost = log
      .entries()
      .find((entry) => entry.kind === 'http' && entry.direction === 'in' && entry.http?.status === 404)!;
    expect(refusedPost.probe).toBe(true);
    expect(log.entries().filter(isTrouble)).toEqual([]);
    expect(new FindingsSummary().summarize(log.entries(), log.generation)).toEqual([]);
    expect(
      log
        .entries()
        .flatMap((entry) => entry.findings ?? [])
        .filter((finding) => finding.rule === 'method-not-in-revision'),
    ).toEqual([]);
    await session.disconnect();
  });

  it('Disconnect closes the legacy SSE stream as the inspector: never a dropped stream, never a warning', async () => {
    const { log, session } = await connected('supergateway-sse');
    const from = log.size;
    await session.disconnect();
    const notes = () =>
      log.entries().filter((entry) => entry.seq >= from && entry.kind === 'http' && entry.direction === 'note');
    // The standalone GET stream's end is written when its reader lets go, a moment after.
    await expect.poll(() => notes().some((entry) => /Stream closed by the inspector/.test(entry.raw))).toBe(true);
    expect(
      notes()
        .map((entry) => entry.raw)
        .join('\n'),
    ).not.toMatch(/Stream dropped/);
    expect(
      log
        .entries()
        .filter((entry) => entry.seq >= from)
        .filter(isTrouble),
    ).toEqual([]);
    expect(session.state.getSnapshot()).toMatchObject({ status: 'disconnected', reason: 'Disconnected by you' });
  });

  it('mcp-loupe --cli --strict exits 0 on a healthy legacy SSE server reached with the auto transport, and names no finding', async () => {
    gateway = await startGateway('supergateway-sse');
    const run = await runMcpLoupe(['--cli', '--strict', '--method', 'tools/list', gateway.url]);
    expect(run.stderr).not.toMatch(/finding/);
    expect(run.code).toBe(0);
  });
});

describe("through the proxy's relay", () => {
  let inspector: RunningInspector;
  let relayed: HttpEnvironment;
  beforeAll(async () => {
    inspector = await startInspector({ port: 0, staticRoot: mkdtempSync(join(tmpdir(), 'loupe-static-')) });
    const origin = `http://127.0.0.1:${inspector.port}`;
    relayed = {
      directFetch: async () => async () => {
        throw new TypeError('Failed to fetch');
      },
      relayFetch: relayFetch({
        token: inspector.token,
        relayUrl: `${origin}/api/relay`,
        fetch: (input, init) =>
          fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), origin } }),
      }),
    };
  });
  afterAll(() => inspector.close());

  it('Streamable HTTP (supergateway): the relay names the refusal in the status', async () => {
    const { session, gateway } = await connected('supergateway-http', { route: 'relay' }, undefined, relayed);
    expect(session.state.getSnapshot().remote).toMatchObject({ route: 'relay', transport: 'streamable-http' });
    await gateway.stop();
    await expect.poll(() => session.state.getSnapshot().status).toBe('error');
    expect(session.state.getSnapshot().reason).toMatch(/cannot be reached.*ECONNREFUSED/);
  });

  it('legacy SSE (supergateway): the session ends with its stream', async () => {
    const { session, gateway } = await connected(
      'supergateway-sse',
      { route: 'relay', transport: 'sse' },
      undefined,
      relayed,
    );
    expect(session.state.getSnapshot().remote).toMatchObject({ route: 'relay', transport: 'sse' });
    await gateway.stop();
    await expect.poll(() => session.state.getSnapshot().status).toBe('error');
    expect(session.state.getSnapshot().reason).toMatch(/lives only as long as its stream/);
    await gateway.start();
    await session.reconnect();
    expect(session.state.getSnapshot().status).toBe('connected');
  });
});
