import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpFixture, type RunningHttpFixture } from '../e2e/fixtures/http/start-fixture.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { McpSession, type HttpEnvironment } from '../shared/session/mcp-session.ts';
import { WireLog } from '../shared/wire/wire-log.ts';

// A 2025-11-25 server that does not know the 2026-07-28 probe (server/discover), over Streamable HTTP with revision auto:
// whatever it answers the probe, the session begins again with initialize, the probe stays the inspector's, and the
// connection's facts say what the probe met.
const direct: HttpEnvironment = { directFetch: async () => (input, init) => fetch(input, init) };

function newSession(http: HttpEnvironment = direct) {
  const log = new WireLog(() => {});
  return { log, session: new McpSession({ log, bridgeUrl: 'ws://127.0.0.1:1/unused', http, probeTimeoutMs: 1500 }) };
}

function target(url: string, patch: Partial<HttpTarget> = {}): HttpTarget {
  return { kind: 'http', url, transport: 'auto', route: 'auto', headers: [], ...patch };
}

async function connectsWithInitialize(http: HttpEnvironment, url: string, patch: Partial<HttpTarget> = {}) {
  const { log, session } = newSession(http);
  await session.connect(target(url, patch));
  const state = session.state.getSnapshot();
  expect(state.status, state.reason).toBe('connected');
  expect(state.server).toMatchObject({ era: 'legacy', protocolVersion: '2025-11-25' });
  const outcome = await session.request('tools/call', { name: 'add', arguments: { a: 2, b: 3 } });
  expect(outcome).toMatchObject({ kind: 'result' });
  const entries = log.entries();
  const discover = entries.find((entry) => entry.kind === 'request' && entry.method === 'server/discover')!;
  // The probe and all it met are the inspector's: never trouble, never a finding against the server.
  expect(discover.probe).toBe(true);
  for (const entry of entries.filter(
    (entry) =>
      entry.seq > discover.seq && (entry.exchange === discover.exchange || entry.requestSeq === discover.exchange),
  ))
    expect(entry.probe, entry.raw).toBe(true);
  expect(
    entries.filter((entry) => !entry.probe && entry.findings?.some((finding) => finding.severity === 'error')),
  ).toEqual([]);
  expect(entries.some((entry) => entry.kind === 'request' && entry.method === 'initialize' && !entry.probe)).toBe(true);
  await session.disconnect();
  return { log, state };
}

describe.each([
  [
    '500 with -32603 (id null)',
    '500',
    /^Does not speak 2026-07-28: .*server\/discover probe was answered with HTTP 500 with JSON-RPC error -32603 \(Internal error\)\.$/,
  ],
  ['404 with a text body', '404', /was answered with HTTP 404\.$/],
  ['400 with -32000', '400', /was answered with HTTP 400 with JSON-RPC error -32000/],
  ['200 with -32601', '-32601', /was answered with JSON-RPC error -32601 \(Method not found\)/],
  ['200 with a body that is not JSON', 'text', /was answered with an HTTP 200 without a JSON-RPC answer/],
  ['no answer', 'hang', /server\/discover probe got no answer\.$/],
])('server/discover answered %s', (_name, answer, fact) => {
  let server: RunningHttpFixture;
  beforeAll(async () => {
    server = await startHttpFixture('discover-refused', { DISCOVER_ANSWER: answer });
  });
  afterAll(() => server.stop());

  it('falls back to initialize on the direct route, and the facts say the server does not speak 2026-07-28', async () => {
    const { state } = await connectsWithInitialize(direct, server.url);
    expect(state.server?.discovery).toMatch(fact);
    expect(state.remote).toMatchObject({ route: 'direct', transport: 'streamable-http' });
  });
});

describe('through the relay', () => {
  let server: RunningHttpFixture;
  let inspector: Awaited<ReturnType<typeof import('./start-inspector.ts').startInspector>>;
  beforeAll(async () => {
    const { startInspector } = await import('./start-inspector.ts');
    inspector = await startInspector({ port: 0, staticRoot: mkdtempSync(join(tmpdir(), 'loupe-static-')) });
    server = await startHttpFixture('discover-refused', { DISCOVER_ANSWER: '500' });
  });
  afterAll(async () => {
    await server.stop();
    await inspector.close();
  });

  it('a probe answered 500 falls back to initialize on the relay too, and the log says so once', async () => {
    const { relayFetch } = await import('../shared/http/relay-fetch.ts');
    const origin = `http://127.0.0.1:${inspector.port}`;
    const http: HttpEnvironment = {
      directFetch: async () => () => Promise.reject(new TypeError('not this way')),
      relayFetch: relayFetch({
        token: inspector.token,
        relayUrl: `${origin}/api/relay`,
        fetch: (input, init) =>
          fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), origin } }),
      }),
    };
    const { log, state } = await connectsWithInitialize(http, server.url, { route: 'relay' });
    expect(state.remote).toMatchObject({ route: 'relay' });
    expect(state.server?.discovery).toMatch(/answered with HTTP 500 with JSON-RPC error -32603/);
    expect(log.entries().every((entry) => entry.http === undefined || entry.http.route === 'relay')).toBe(true);
    expect(
      log
        .entries()
        .filter((entry) => entry.kind === 'process' && /^Protocol: .* does not speak 2026-07-28/.test(entry.raw)),
    ).toHaveLength(1);
  });
});

describe('a revision chosen by the person', () => {
  it('2026-07-28 pinned: no fallback, the failure is said', async () => {
    const server = await startHttpFixture('discover-refused', { DISCOVER_ANSWER: '500' });
    try {
      const { log, session } = newSession();
      await session.connect(target(server.url, { transport: 'streamable-http' }), '2026-07-28');
      expect(session.state.getSnapshot().status).toBe('error');
      expect(log.entries().some((entry) => entry.kind === 'request' && entry.method === 'initialize')).toBe(false);
    } finally {
      await server.stop();
    }
  });
});
