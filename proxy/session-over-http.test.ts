import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startEverythingHttp,
  startHttpFixture,
  type RunningHttpFixture,
} from '../e2e/fixtures/http/start-fixture.ts';
import { startGateway } from '../e2e/fixtures/http/start-gateway.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { McpSession, type HttpEnvironment } from '../shared/session/mcp-session.ts';
import { WireLog } from '../shared/wire/wire-log.ts';
import type { WireEntry } from '../shared/wire/wire-entry.ts';

// The session against real HTTP servers, with Node's fetch standing in for the page's direct route.
const direct: HttpEnvironment = { directFetch: async () => (input, init) => fetch(input, init) };

function newSession(http: HttpEnvironment = direct) {
  const log = new WireLog(() => {});
  return { log, session: new McpSession({ log, bridgeUrl: 'ws://127.0.0.1:1/unused', http, probeTimeoutMs: 3000 }) };
}

function target(url: string, patch: Partial<HttpTarget> = {}): HttpTarget {
  return { kind: 'http', url, transport: 'auto', route: 'auto', headers: [], ...patch };
}

const httpEntries = (log: WireLog) => log.entries().filter((entry) => entry.kind === 'http');

describe('Streamable HTTP (server-everything)', () => {
  let server: RunningHttpFixture;
  beforeAll(async () => {
    server = await startEverythingHttp('streamableHttp');
  });
  afterAll(() => server.stop());

  it('connects, calls a tool, logs each exchange with the frames it carried, and ends the session with DELETE', async () => {
    const { log, session } = newSession();
    await session.connect(
      target(server.url, { headers: [{ name: 'X-Team', value: 'blue' }], bearer: 'not-a-real-token' }),
    );
    const state = session.state.getSnapshot();
    expect(state.status).toBe('connected');
    expect(state.remote).toMatchObject({ transport: 'streamable-http', route: 'direct' });
    expect(state.server?.info?.name).toBe('mcp-servers/everything');

    const outcome = await session.request('tools/call', { name: 'echo', arguments: { message: 'over http' } });
    expect(outcome.kind).toBe('result');

    const entries = log.entries();
    const initialize = entries.find((entry) => entry.kind === 'request' && entry.method === 'initialize')!;
    const carrier = log.at(initialize.exchange!)!;
    expect(carrier.kind).toBe('http');
    expect(carrier.http).toMatchObject({ method: 'POST', url: server.url, route: 'direct' });
    // The person's headers and the bearer went out; the log's own text never holds the secret.
    expect(carrier.http!.requestHeaders).toContainEqual(['x-team', 'blue']);
    expect(carrier.http!.requestHeaders).toContainEqual(['authorization', 'Bearer not-a-real-token']);
    expect(carrier.raw).not.toContain('not-a-real-token');
    // The answer came as an SSE event on the POST's own response, linked to that exchange.
    const result = entries.find((entry) => entry.kind === 'result' && entry.method === 'initialize')!;
    expect(log.at(result.exchange!)!.seq).toBe(carrier.seq);
    expect(result.sse?.id).toBeTruthy();
    const head = log.responseTo(carrier.seq)!;
    expect(head.http?.status).toBe(200);
    expect(head.http?.responseHeaders?.find(([name]) => name.toLowerCase() === 'mcp-session-id')).toBeTruthy();
    // Later requests carry the session id and the negotiated revision.
    const call = entries.find((entry) => entry.kind === 'request' && entry.method === 'tools/call')!;
    const callHeaders = Object.fromEntries(
      log.at(call.exchange!)!.http!.requestHeaders!.map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(callHeaders['mcp-session-id']).toBeTruthy();
    expect(callHeaders['mcp-protocol-version']).toBe(state.server?.protocolVersion);

    await session.disconnect();
    expect(httpEntries(log).some((entry) => entry.direction === 'out' && entry.http?.method === 'DELETE')).toBe(true);
  });

  it('names a wrong path', async () => {
    const { session } = newSession();
    await session.connect(target(server.url.replace('/mcp', '/nope'), { transport: 'streamable-http' }));
    const state = session.state.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.reason).toMatch(/404/);
  });
});

describe('an expired Streamable HTTP session', () => {
  it('says the server forgot the session when a request is answered 404, and a new session is one connect away', async () => {
    const server = await startHttpFixture('no-cors');
    try {
      const { log, session } = newSession();
      const chosen = target(server.url, { transport: 'streamable-http' });
      await session.connect(chosen);
      expect(session.state.getSnapshot().status).toBe('connected');
      const sessionId = log
        .entries()
        .flatMap((entry) => entry.http?.responseHeaders ?? [])
        .find(([name]) => name.toLowerCase() === 'mcp-session-id')![1];
      // The server lets go of the session behind the inspector's back.
      const ended = await fetch(server.url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId } });
      expect(ended.ok).toBe(true);

      const outcome = await session.request('tools/call', { name: 'echo', arguments: { message: 'anyone there?' } });
      expect(outcome.kind).toBe('error');
      const state = session.state.getSnapshot();
      expect(state.status).toBe('error');
      expect(state.sessionExpired).toBe(true);
      expect(state.reason).toContain(sessionId);
      expect(state.reason).toMatch(/404/);

      await session.connect(chosen);
      expect(session.state.getSnapshot().status).toBe('connected');
      expect(session.state.getSnapshot().sessionExpired).toBeUndefined();
      expect((await session.request('tools/call', { name: 'echo', arguments: { message: 'again' } })).kind).toBe(
        'result',
      );
      await session.disconnect();
    } finally {
      await server.stop();
    }
  });
});

describe('a dropped stream', () => {
  it('resumes with Last-Event-ID, honouring retry, and loses no message', async () => {
    const record = join(mkdtempSync(join(tmpdir(), 'loupe-resume-')), 'requests.jsonl');
    const server = await startHttpFixture('resumable', { RECORD: record });
    try {
      const { log, session } = newSession();
      await session.connect(target(server.url, { transport: 'streamable-http' }));
      expect(session.state.getSnapshot().status).toBe('connected');
      const progress: number[] = [];
      const outcome = await session.request(
        'tools/call',
        { name: 'drop-mid-call', arguments: { count: 6 } },
        { onProgress: (update) => progress.push(update.progress) },
      );
      expect(outcome.kind).toBe('result');
      expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
      const requests = readFileSync(record, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { method: string; headers: Record<string, string> });
      const resumed = requests.find(
        (request) => request.method === 'GET' && request.headers['last-event-id'] !== undefined,
      );
      expect(resumed).toBeTruthy();
      // The log shows the drop and the GET that resumed it.
      const entries = log.entries();
      expect(entries.some((entry) => entry.kind === 'http' && /^Stream dropped/.test(entry.raw))).toBe(true);
      const get = entries.find(
        (entry) =>
          entry.kind === 'http' &&
          entry.direction === 'out' &&
          entry.http?.method === 'GET' &&
          entry.http.requestHeaders?.some(([name]) => name.toLowerCase() === 'last-event-id'),
      );
      expect(get).toBeTruthy();
      // It waited as the server's retry field asked (300 ms) before coming back.
      const dropped = entries.find((entry) => entry.kind === 'http' && /^Stream dropped/.test(entry.raw))!;
      expect(get!.t - dropped.t).toBeGreaterThanOrEqual(250);
      const ids = entries
        .filter((entry) => entry.direction === 'in' && entry.sse?.id !== undefined && entry.kind !== 'sse')
        .map((entry) => entry.sse!.id);
      expect(new Set(ids).size).toBe(ids.length);
      await session.disconnect();
    } finally {
      await server.stop();
    }
  });
});

describe('2026-07-28 over HTTP', () => {
  it('no session; Mcp-Method, Mcp-Name and the Mcp-Param headers a tool declares go with each call', async () => {
    const record = join(mkdtempSync(join(tmpdir(), 'loupe-modern-')), 'requests.jsonl');
    const server = await startHttpFixture('modern-http', { RECORD: record });
    try {
      const { log, session } = newSession();
      await session.connect(target(server.url, { transport: 'streamable-http' }), '2026-07-28');
      const state = session.state.getSnapshot();
      expect(state.status, state.reason).toBe('connected');
      expect(state.server?.protocolVersion).toBe('2026-07-28');
      await session.listAll('tools/list', 'tools');
      const outcome = await session.request('tools/call', {
        name: 'route',
        arguments: { region: 'eu-west', note: 'x' },
      });
      expect(outcome.kind, JSON.stringify(outcome)).toBe('result');
      const requests = readFileSync(record, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { method: string; headers: Record<string, string> });
      const call = requests.find((request) => request.headers['mcp-method'] === 'tools/call')!;
      expect(call.headers['mcp-name']).toBe('route');
      expect(call.headers['mcp-param-region']).toBe('eu-west');
      expect(requests.every((request) => request.headers['mcp-session-id'] === undefined)).toBe(true);

      // A tool whose x-mcp-header declarations break the rules is flagged in the list and never called.
      const listed = log
        .entries()
        .find((entry) => entry.direction === 'in' && entry.method === 'tools/list' && entry.kind === 'result')!;
      expect(listed.findings?.map((finding) => [finding.rule, finding.pointer])).toEqual([
        ['tool-header-invalid', '/result/tools/1/inputSchema/properties/score/x-mcp-header'],
      ]);
      const refused = await session.request('tools/call', { name: 'rank', arguments: { score: 1.5 } });
      expect(refused).toMatchObject({
        kind: 'error',
        message: expect.stringMatching(
          /^Not sent: tool "rank" is one a 2026-07-28 client must leave out.*type string, integer or boolean \(not number\)/,
        ),
      });
      expect(readFileSync(record, 'utf8')).not.toContain('"mcp-name":"rank"');
      await session.disconnect();
    } finally {
      await server.stop();
    }
  });
});

describe('cancelling on 2026-07-28 over HTTP', () => {
  it("closes the request's stream, sends no notifications/cancelled, and the log says the stream's end is the cancellation of that request", async () => {
    const server = await startHttpFixture('modern-http');
    try {
      const { log, session } = newSession();
      await session.connect(target(server.url, { transport: 'streamable-http' }), '2026-07-28');
      expect(session.state.getSnapshot().status).toBe('connected');
      const cancel = new AbortController();
      const pending = session.request(
        'tools/call',
        { name: 'wait', arguments: { ms: 10_000 } },
        { signal: cancel.signal },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      cancel.abort('Cancelled by you');
      expect(await pending).toMatchObject({ kind: 'cancelled' });
      const call = log
        .entries()
        .find((entry) => entry.direction === 'out' && entry.kind === 'request' && entry.method === 'tools/call')!;
      await expect
        .poll(() => log.entries().find((entry) => entry.cancels === call.seq)?.raw)
        .toMatch(
          /^Stream closed by the inspector: tools\/call \(id \d+\) is cancelled, as 2026-07-28 cancels a request over HTTP/,
        );
      expect(log.entries().find((entry) => entry.cancels === call.seq)?.problem).toBeUndefined();
      expect(log.entries().some((entry) => entry.method === 'notifications/cancelled')).toBe(false);
      await session.disconnect();
    } finally {
      await server.stop();
    }
  });
});

describe('legacy HTTP+SSE', () => {
  it('auto falls back from a POST answered 4xx to the SSE stream (server-everything sse)', async () => {
    const server = await startEverythingHttp('sse');
    try {
      const { log, session } = newSession();
      await session.connect(target(server.url));
      const state = session.state.getSnapshot();
      expect(state.status, state.reason).toBe('connected');
      expect(state.remote?.transport).toBe('sse');
      expect(log.entries().some((entry) => entry.kind === 'process' && /legacy HTTP\+SSE/.test(entry.raw))).toBe(true);
      expect(log.entries().some((entry) => entry.kind === 'sse' && entry.sse?.event === 'endpoint')).toBe(true);
      const outcome = await session.request('tools/call', { name: 'echo', arguments: { message: 'legacy' } });
      expect(outcome.kind).toBe('result');
      await session.disconnect();
    } finally {
      await server.stop();
    }
  });

  it('a stream at / with a relative endpoint carrying the session in its query, 2024-11-05 only', async () => {
    const server = await startHttpFixture('legacy-sse-root');
    try {
      const { log, session } = newSession();
      await session.connect(target(server.url, { transport: 'sse' }));
      const state = session.state.getSnapshot();
      expect(state.status, state.reason).toBe('connected');
      expect(state.server?.protocolVersion).toBe('2024-11-05');
      const outcome = await session.request('tools/call', { name: 'echo', arguments: { message: 'root' } });
      expect(outcome.kind).toBe('result');
      const posts = httpEntries(log).filter(
        (entry: WireEntry) => entry.direction === 'out' && entry.http?.method === 'POST',
      );
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((entry) => /\?/.test(entry.http!.url))).toBe(true);
      await session.disconnect();
    } finally {
      await server.stop();
    }
  });
});

describe('failures', () => {
  it('a server that answers HTML is named as such', async () => {
    const server = await startHttpFixture('html-page');
    try {
      const { session } = newSession();
      await session.connect(target(server.url, { transport: 'streamable-http' }));
      const state = session.state.getSnapshot();
      expect(state.status).toBe('error');
      expect(state.reason).toMatch(/HTML/);
    } finally {
      await server.stop();
    }
  });

  it('nothing listening: the cause is named', async () => {
    const { session } = newSession();
    await session.connect(target(`http://127.0.0.1:${await freePort()}/mcp`, { route: 'direct' }));
    const state = session.state.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.reason).toMatch(/ECONNREFUSED/);
  });
});

describe('a transport forced on a URL that speaks the other one', () => {
  it('Streamable HTTP forced on a legacy SSE endpoint (supergateway /sse): the probe finds the stream and closes it, and the reason says which transport to choose', async () => {
    const gateway = await startGateway('supergateway-sse');
    try {
      const { log, session } = newSession();
      await session.connect(target(gateway.url, { transport: 'streamable-http' }));
      const state = session.state.getSnapshot();
      expect(state.status).toBe('error');
      expect(state.reason).toMatch(
        /speaks legacy HTTP\+SSE, not Streamable HTTP: choose Transport legacy SSE \(or auto\)/,
      );
      expect(state.reason).not.toMatch(/path/);
      const probes = httpEntries(log).filter((entry) => entry.http?.probe !== undefined);
      expect(probes.find((entry) => entry.direction === 'out')?.http).toMatchObject({
        method: 'GET',
        url: gateway.url,
      });
      expect(
        probes.some((entry) => entry.direction === 'note' && /Stream closed by the inspector/.test(entry.raw)),
      ).toBe(true);
      expect(log.entries().some((entry) => entry.kind === 'sse' && entry.sse?.event === 'endpoint')).toBe(true);
    } finally {
      await gateway.stop();
    }
  });

  it('legacy SSE forced on a Streamable HTTP endpoint (mcp-proxy /mcp): the probe initializes, ends its session with DELETE, and the reason says which transport to choose', async () => {
    const gateway = await startGateway('mcp-proxy');
    try {
      const { log, session } = newSession();
      await session.connect(target(gateway.url, { transport: 'sse' }));
      const state = session.state.getSnapshot();
      expect(state.status).toBe('error');
      expect(state.reason).toMatch(
        /speaks Streamable HTTP, not legacy HTTP\+SSE: choose Transport Streamable HTTP \(or auto\)/,
      );
      const probes = httpEntries(log).filter((entry) => entry.http?.probe !== undefined && entry.direction === 'out');
      expect(probes.map((entry) => entry.http!.method)).toEqual(['POST', 'DELETE']);
      const sessionId = log
        .responseTo(probes[0]!.seq)!
        .http!.responseHeaders!.find(([name]) => name.toLowerCase() === 'mcp-session-id')![1];
      expect(probes[1]!.http!.requestHeaders).toContainEqual(['mcp-session-id', sessionId]);
      expect(log.responseTo(probes[1]!.seq)!.http!.status).toBeLessThan(300);
    } finally {
      await gateway.stop();
    }
  });
});

describe('a transport forced on a URL that speaks the other one, through the relay', () => {
  it('the probe goes the same way, through the relay', async () => {
    const { startInspector } = await import('./start-inspector.ts');
    const { relayFetch } = await import('../shared/http/relay-fetch.ts');
    const inspector = await startInspector({ port: 0, staticRoot: mkdtempSync(join(tmpdir(), 'loupe-static-')) });
    const gateway = await startGateway('supergateway-sse');
    try {
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
      const { log, session } = newSession(http);
      await session.connect(target(gateway.url, { transport: 'streamable-http', route: 'relay' }));
      expect(session.state.getSnapshot().reason).toMatch(/speaks legacy HTTP\+SSE, not Streamable HTTP/);
      const probes = httpEntries(log).filter((entry) => entry.http?.probe !== undefined);
      expect(probes.length).toBeGreaterThan(0);
      expect(probes.every((entry) => entry.http!.route === 'relay')).toBe(true);
    } finally {
      await gateway.stop();
      await inspector.close();
    }
  });
});

describe('a failure mid-session on the direct route', () => {
  it("the browser gives no reason; the proxy is asked, and the log and the call's error name the cause (refused)", async () => {
    const { probeReach } = await import('./relay/reach-probe.ts');
    const { createTrustStore } = await import('./relay/trust-store.ts');
    const gateway = await startGateway('supergateway-http');
    try {
      // As a browser fails: a TypeError that says nothing of why. The standalone GET stream is answered 405, as by the many
      // servers that offer none: with no stream to show the server gone (and no proxy check of its port here), the request meets it.
      const browserLike: HttpEnvironment['directFetch'] = async () => async (input, init) => {
        if (init?.method === 'GET') return new Response(null, { status: 405 });
        try {
          return await fetch(input, init);
        } catch (error) {
          if ((error as Error).name === 'AbortError') throw error;
          throw new TypeError('Failed to fetch');
        }
      };
      const asked: string[] = [];
      const http: HttpEnvironment = {
        directFetch: browserLike,
        reach: (url, headers) => {
          asked.push(url);
          return probeReach(
            { url: new URL(url), headers, inspectorOrigin: 'http://127.0.0.1:6280' },
            { trust: createTrustStore(), connectTimeoutMs: 3000 },
          );
        },
      };
      const { log, session } = newSession(http);
      await session.connect(target(gateway.url, { transport: 'streamable-http', route: 'direct' }));
      expect(session.state.getSnapshot().status, session.state.getSnapshot().reason).toBe('connected');
      await gateway.stop();
      const outcome = await session.request('tools/call', { name: 'echo', arguments: { message: 'gone' } });
      expect(outcome.kind).toBe('error');
      expect(outcome.kind === 'error' && outcome.message).toMatch(/connection refused \(ECONNREFUSED\)/);
      expect(asked).toContain(gateway.url);
      const failed = log
        .entries()
        .find(
          (entry) =>
            entry.direction === 'note' &&
            entry.kind === 'http' &&
            entry.http?.method === 'POST' &&
            /Failed to fetch/.test(entry.raw),
        )!;
      expect(failed.raw).toMatch(/connection refused \(ECONNREFUSED\).*Nothing listens on 127\.0\.0\.1:\d+/);
      expect(failed.findings).toContainEqual(expect.objectContaining({ rule: 'server-unreachable' }));
      await session.disconnect();
    } finally {
      await gateway.stop();
    }
  });
});

describe('through the relay', () => {
  it('a server without CORS: the browser is refused, the proxy says why, and the session moves to the relay by itself', async () => {
    const { startInspector } = await import('./start-inspector.ts');
    const { relayFetch } = await import('../shared/http/relay-fetch.ts');
    const { mkdtempSync: temp } = await import('node:fs');
    const inspector = await startInspector({ port: 0, staticRoot: temp(join(tmpdir(), 'loupe-static-')) });
    const server = await startHttpFixture('no-cors');
    try {
      const origin = `http://127.0.0.1:${inspector.port}`;
      // As a browser sees a server without CORS: the fetch fails with no reason given.
      const refused: HttpEnvironment['directFetch'] = async () => async () => {
        throw new TypeError('Failed to fetch');
      };
      const http: HttpEnvironment = {
        directFetch: refused,
        relayFetch: relayFetch({
          token: inspector.token,
          relayUrl: `${origin}/api/relay`,
          fetch: (input, init) =>
            fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), origin } }),
        }),
        reach: async (url, headers) => {
          const response = await fetch(`${origin}/api/reach`, {
            method: 'POST',
            headers: { authorization: `Bearer ${inspector.token}`, 'content-type': 'application/json', origin },
            body: JSON.stringify({ url, headers, inspectorOrigin: origin }),
          });
          return response.json();
        },
      };
      const { log, session } = newSession(http);
      await session.connect(target(server.url));
      const state = session.state.getSnapshot();
      expect(state.status, state.reason).toBe('connected');
      expect(state.remote).toMatchObject({ route: 'relay', transport: 'streamable-http' });
      expect(state.remote?.why).toMatch(/the CORS preflight \(OPTIONS\) failed with status 405/);
      expect(log.entries().some((entry) => entry.kind === 'process' && /^CORS:/.test(entry.raw))).toBe(true);
      const outcome = await session.request('tools/call', { name: 'add', arguments: { a: 2, b: 3 } });
      expect(outcome).toMatchObject({ kind: 'result' });
      // Through the relay, the log sees every response header the server sent.
      expect(
        log
          .entries()
          .some(
            (entry) =>
              entry.http?.route === 'relay' &&
              entry.http.responseHeaders?.some(([name]) => name.toLowerCase() === 'mcp-session-id'),
          ),
      ).toBe(true);
      await session.disconnect();
    } finally {
      await server.stop();
      await inspector.close();
    }
  });
});

describe('the state while auto tries one transport after another', () => {
  it('never says error on the way', async () => {
    const server = await startHttpFixture('legacy-sse-root');
    try {
      const { session } = newSession();
      const seen: string[] = [];
      session.state.subscribe(() => seen.push(session.state.getSnapshot().status));
      await session.connect(target(server.url));
      expect(session.state.getSnapshot().status).toBe('connected');
      expect(seen).not.toContain('error');
      await session.disconnect();
    } finally {
      await server.stop();
    }
  });
});
