import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeReach, REACH_PING } from './reach-probe.ts';
import {
  closedPort,
  makeCertificate,
  startHttpServer,
  startHttpsServer,
  type TestCertificate,
  type TestServer,
} from '../test-kit/http-servers.ts';
import { createTrustStore } from './trust-store.ts';

const inspectorOrigin = 'http://127.0.0.1:6280';

interface Seen {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server answering OPTIONS and POST with the headers it is given; records what it got. */
async function corsServer(answers: {
  preflight?: OutgoingHttpHeaders;
  preflightStatus?: number;
  post?: OutgoingHttpHeaders;
  sse?: boolean;
}) {
  const seen: Seen[] = [];
  const server = await startHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', headers: req.headers, body });
      if (req.method === 'OPTIONS') return res.writeHead(answers.preflightStatus ?? 204, answers.preflight ?? {}).end();
      if (answers.sse)
        return res.writeHead(200, { 'content-type': 'text/event-stream', ...answers.post }).write('event: message\n\n');
      res
        .writeHead(200, { 'content-type': 'application/json', ...answers.post })
        .end('{"jsonrpc":"2.0","id":"mcp-loupe-reach","result":{}}');
    });
  });
  return { server, seen };
}

const allowAll = {
  preflight: {
    'access-control-allow-origin': inspectorOrigin,
    'access-control-allow-methods': 'GET, POST, DELETE',
    'access-control-allow-headers': 'Content-Type, Mcp-Session-Id, Mcp-Protocol-Version, X-Api-Key',
  },
  post: { 'access-control-allow-origin': inspectorOrigin, 'access-control-expose-headers': 'Mcp-Session-Id' },
};

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));
async function probe(answers: Parameters<typeof corsServer>[0], headers = [{ name: 'X-Api-Key', value: 'k' }]) {
  const { server, seen } = await corsServer(answers);
  servers.push(server);
  const report = await probeReach(
    { url: new URL(`${server.origin}/mcp?key=1`), headers, inspectorOrigin },
    { trust: createTrustStore() },
  );
  return { report, seen };
}

describe('probeReach', () => {
  it('sends the preflight a browser would, then a ping POST with the Origin and headers of the page', async () => {
    const { report, seen } = await probe(allowAll, [
      { name: 'X-Api-Key', value: 'k' },
      { name: 'Cookie', value: 'dropped=1' },
    ]);
    expect(seen.map(({ method }) => method)).toEqual(['OPTIONS', 'POST']);
    const [options, post] = seen as [Seen, Seen];
    expect(options.headers).toMatchObject({
      origin: inspectorOrigin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,mcp-protocol-version,mcp-session-id,x-api-key',
    });
    expect(post.headers).toMatchObject({
      origin: inspectorOrigin,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'x-api-key': 'k',
    });
    expect(post.headers.cookie).toBeUndefined();
    expect(post.body).toBe(REACH_PING);
    expect(report).toEqual({
      reachable: true,
      preflight: {
        status: 204,
        allowOrigin: inspectorOrigin,
        allowMethods: 'GET, POST, DELETE',
        allowHeaders: 'Content-Type, Mcp-Session-Id, Mcp-Protocol-Version, X-Api-Key',
      },
      response: {
        status: 200,
        contentType: 'application/json',
        allowOrigin: inspectorOrigin,
        exposeHeaders: 'Mcp-Session-Id',
      },
      cors: { ok: true },
    });
  });

  it('finds a server with no CORS at all', async () => {
    const { report } = await probe({ preflightStatus: 404 });
    expect(report.reachable).toBe(true);
    expect(report.cors).toEqual({
      ok: false,
      problem: expect.stringMatching(/preflight \(OPTIONS\) failed with status 404/),
    });
  });

  it('names an allow-origin for another origin', async () => {
    const { report } = await probe({
      ...allowAll,
      preflight: { ...allowAll.preflight, 'access-control-allow-origin': 'http://localhost:3000' },
    });
    expect(report.cors.problem).toMatch(
      /allows the origin http:\/\/localhost:3000, not this inspector's origin http:\/\/127\.0\.0\.1:6280/,
    );
  });

  it('names a header the preflight does not allow', async () => {
    const { report } = await probe({
      ...allowAll,
      preflight: { ...allowAll.preflight, 'access-control-allow-headers': 'content-type, mcp-protocol-version' },
    });
    expect(report.cors.problem).toMatch(/does not list mcp-session-id, x-api-key, which the inspector sends/);
  });

  it('names an answer without allow-origin, and a session id not exposed', async () => {
    expect((await probe({ ...allowAll, post: {} })).report.cors.problem).toMatch(
      /^The answer to the POST has no Access-Control-Allow-Origin/,
    );
    expect((await probe({ ...allowAll, post: { 'access-control-allow-origin': '*' } })).report.cors.problem).toMatch(
      /cannot read the session id/,
    );
  });

  it('does not wait for a POST answered with an endless event stream', async () => {
    const { report } = await probe({ ...allowAll, sse: true });
    expect(report).toMatchObject({
      reachable: true,
      response: { contentType: 'text/event-stream' },
      cors: { ok: true },
    });
  });

  it('says why a server cannot be reached', async () => {
    const port = await closedPort();
    const report = await probeReach(
      { url: new URL(`http://127.0.0.1:${port}/mcp`), headers: [], inspectorOrigin },
      { trust: createTrustStore() },
    );
    expect(report).toEqual({
      reachable: false,
      error: expect.objectContaining({
        code: 'ECONNREFUSED',
        hint: `Nothing listens on 127.0.0.1:${port}. Is the server running, on this port?`,
      }),
      cors: { ok: false, problem: expect.stringContaining('not checked') },
    });
  });

  describe('over TLS', () => {
    let certificate: TestCertificate;
    let server: TestServer;
    beforeAll(async () => {
      certificate = makeCertificate();
      server = await startHttpsServer(certificate, (req, res) =>
        res.writeHead(204, req.method === 'OPTIONS' ? allowAll.preflight : allowAll.post).end(),
      );
      servers.push(server);
    });

    it('shows the certificate it refused, then reaches the server once it is trusted', async () => {
      const trust = createTrustStore();
      const input = { url: new URL(`${server.origin}/mcp`), headers: [], inspectorOrigin };
      const refused = await probeReach(input, { trust });
      expect(refused).toMatchObject({
        reachable: false,
        error: { code: 'DEPTH_ZERO_SELF_SIGNED_CERT', certificate: { fingerprint256: certificate.fingerprint256 } },
      });
      trust.trust({ origin: server.origin, fingerprint256: certificate.fingerprint256 });
      expect(await probeReach(input, { trust })).toMatchObject({ reachable: true, cors: { ok: true } });
    });
  });
});
