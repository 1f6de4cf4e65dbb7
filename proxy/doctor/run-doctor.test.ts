import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEverythingHttp,
  startHttpFixture,
  type RunningHttpFixture,
} from '../../e2e/fixtures/http/start-fixture.ts';
import { startGateway } from '../../e2e/fixtures/http/start-gateway.ts';
import {
  DOCTOR_CHECK_IDS,
  type DoctorCheckId,
  type DoctorReport,
  type DoctorRequest,
} from '../../shared/http/doctor-report.ts';
import { closedPort, startHttpServer } from '../test-kit/http-servers.ts';
import { createTrustStore, type TrustStore } from '../relay/trust-store.ts';
import { requestUpstream } from '../relay/upstream.ts';
import { doctorEnvironment, type DoctorEnvironment } from './doctor-environment.ts';
import { runDoctor } from './run-doctor.ts';

const ORIGIN = 'http://127.0.0.1:6280';
const SECRET = 'Bearer doctor-test-secret-4711';

function doctor(
  url: string,
  patch: Partial<DoctorRequest> = {},
  env: Partial<DoctorEnvironment> = {},
  trust: TrustStore = createTrustStore(),
): Promise<DoctorReport> {
  return runDoctor(
    { url, transport: 'auto', headers: [], inspectorOrigin: ORIGIN, ...patch },
    doctorEnvironment({ trust, ...env }),
  );
}

const statuses = (report: DoctorReport) => Object.fromEntries(report.checks.map((check) => [check.id, check.status]));
const check = (report: DoctorReport, id: DoctorCheckId) => report.checks.find((one) => one.id === id)!;

describe('runDoctor', () => {
  it('names a server that is down, and skips what needs it', async () => {
    const port = await closedPort();
    const report = await doctor(`http://127.0.0.1:${port}/mcp`);
    expect(report.checks.map((one) => one.id)).toEqual([...DOCTOR_CHECK_IDS]);
    expect(statuses(report)).toMatchObject({
      url: 'pass',
      dns: 'pass',
      tcp: 'fail',
      tls: 'skip',
      http: 'skip',
      list: 'skip',
    });
    expect(check(report, 'tcp').evidence).toMatchObject({
      port,
      attempts: [{ address: '127.0.0.1', result: 'ECONNREFUSED' }],
    });
    expect(check(report, 'http').summary).toBe(`Not run: nothing listens on 127.0.0.1:${port}.`);
    expect(report.firstProblem).toBe('tcp');
    expect(report.verdict).toBe(`Nothing listens on 127.0.0.1:${port}: start the server, or check the port.`);
    for (const one of report.checks) expect(one.ms).toEqual(expect.any(Number));
  });

  it('names a host name that does not resolve', async () => {
    const lookup = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.invalid'), { code: 'ENOTFOUND' }));
    const report = await doctor('http://nowhere.invalid/mcp', {}, { lookup });
    expect(statuses(report)).toMatchObject({ dns: 'fail', tcp: 'skip' });
    expect(report.firstProblem).toBe('dns');
    expect(report.verdict).toMatch(/^The name nowhere\.invalid does not resolve/);
  });

  it('says when neither Streamable HTTP nor legacy SSE answers at the URL', async () => {
    const server = await startHttpServer((req, res) => {
      req.resume();
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    });
    try {
      const report = await doctor(`${server.origin}/mpc`);
      expect(statuses(report)).toMatchObject({ http: 'warn', sse: 'fail', revisions: 'skip', list: 'skip' });
      expect(report.firstProblem).toBe('sse');
      expect(report.verdict).toBe(
        'Neither Streamable HTTP (POST answered 404) nor legacy SSE (GET answered 404) answers at this URL: check the path (often /mcp, or /sse for legacy servers).',
      );
    } finally {
      await server.close();
    }
  });

  it('refuses a URL that is not http(s) before touching the network', async () => {
    const report = await doctor('ftp://127.0.0.1/mcp');
    expect(statuses(report)).toMatchObject({ url: 'fail', dns: 'skip', list: 'skip' });
    expect(report.firstProblem).toBe('url');
    expect(report.verdict).toMatch(/only http: and https: servers can be reached/);
  });
});

describe('runDoctor against an HTML page', () => {
  let server: RunningHttpFixture;
  beforeAll(async () => void (server = await startHttpFixture('html-page')));
  afterAll(() => server.stop());

  it('fails the http check: an HTML page, not an MCP endpoint', async () => {
    const report = await doctor(server.url);
    expect(check(report, 'http')).toMatchObject({
      status: 'fail',
      evidence: { status: 200, body: 'html', bodyStart: expect.stringContaining('It works!') },
    });
    expect(statuses(report)).toMatchObject({
      cors: 'skip',
      sse: 'skip',
      auth: 'skip',
      revisions: 'skip',
      list: 'skip',
    });
    expect(report.firstProblem).toBe('http');
    expect(report.verdict).toBe('The URL answers with an HTML page, not an MCP endpoint: check the path (often /mcp).');
  });
});

describe('runDoctor against a self-signed certificate', () => {
  let server: RunningHttpFixture;
  let fingerprint: string;
  beforeAll(async () => {
    server = await startHttpFixture('self-signed');
    fingerprint = server.lines.find((line) => line.startsWith('fingerprint256 '))!.slice('fingerprint256 '.length);
  });
  afterAll(() => server.stop());

  it('fails TLS with the certificate shown, and passes once the person trusts it for this run', async () => {
    const trust = createTrustStore();
    const refused = await doctor(server.url, {}, {}, trust);
    expect(check(refused, 'tls')).toMatchObject({
      status: 'fail',
      evidence: {
        subject: 'CN=localhost',
        selfSigned: true,
        fingerprint256: fingerprint,
        subjectAltName: expect.stringContaining('DNS:localhost'),
        authorized: false,
        authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT',
        nameMatches: true,
        trustedForThisRun: false,
        daysLeft: expect.any(Number),
      },
    });
    expect(statuses(refused)).toMatchObject({ http: 'skip', list: 'skip' });
    expect(refused.firstProblem).toBe('tls');
    expect(refused.verdict).toMatch(
      /^The certificate of localhost:\d+ is self-signed; trust it for this run to go on\.$/,
    );

    trust.trust({ origin: new URL(server.url).origin, fingerprint256: fingerprint });
    const trusted = await doctor(server.url, {}, {}, trust);
    expect(check(trusted, 'tls')).toMatchObject({ status: 'pass', evidence: { trustedForThisRun: true } });
    expect(statuses(trusted)).toMatchObject({ http: 'pass', cors: 'pass', list: 'pass' });
    expect(trusted.firstProblem).toBeUndefined();
    expect(trusted.verdict).toBe('All checks passed.');
  });
});

describe('runDoctor against a server that hides Mcp-Session-Id from pages', () => {
  let server: RunningHttpFixture;
  beforeAll(async () => void (server = await startHttpFixture('hidden-session')));
  afterAll(() => server.stop());

  it('names the CORS refusal by its rule in the verdict: the session id is not exposed', async () => {
    const report = await doctor(server.url);
    expect(check(report, 'cors')).toMatchObject({
      status: 'warn',
      evidence: { route: 'relay', sessionIdExposed: false },
    });
    expect(report.verdict).toBe(
      'The browser may not call this server directly (Mcp-Session-Id is not exposed), so the inspector uses its relay; everything else is fine.',
    );
  });
});

describe('runDoctor against a server without CORS', () => {
  let server: RunningHttpFixture;
  beforeAll(async () => void (server = await startHttpFixture('no-cors')));
  afterAll(() => server.stop());

  it('warns that the page must use the relay; everything else passes, the two tools listed; the header value never shows', async () => {
    const report = await doctor(server.url, { headers: [{ name: 'Authorization', value: SECRET }] });
    expect(statuses(report)).toEqual({
      url: 'pass',
      dns: 'pass',
      tcp: 'pass',
      tls: 'skip',
      http: 'pass',
      cors: 'warn',
      sse: 'skip',
      auth: 'skip',
      revisions: 'pass',
      list: 'pass',
    });
    expect(check(report, 'http').evidence).toMatchObject({
      status: 200,
      body: 'sse-json-rpc',
      protocolVersion: '2025-11-25',
      sessionId: expect.any(String),
      sentHeaders: ['Authorization'],
    });
    expect(check(report, 'cors').evidence).toMatchObject({
      route: 'relay',
      sessionIdExposed: false,
      preflight: { status: 405 },
    });
    expect(check(report, 'list').evidence).toMatchObject({
      toolCount: 2,
      tools: ['echo', 'add'],
      initializedStatus: 202,
      deleteStatus: 200,
    });
    expect(report.verdict).toBe(
      'The browser may not call this server directly (no Access-Control-Allow-Origin), so the inspector uses its relay; everything else is fine.',
    );
    expect(report.firstProblem).toBeUndefined();
    expect(JSON.stringify(report)).not.toContain('doctor-test-secret');
  });
});

describe('runDoctor against a legacy SSE stream at /', () => {
  let server: RunningHttpFixture;
  beforeAll(async () => void (server = await startHttpFixture('legacy-sse-root')));
  afterAll(() => server.stop());

  it('with transport auto: the POST says "not here", the stream passes with its relative endpoint, tools listed over it', async () => {
    const report = await doctor(server.url);
    expect(check(report, 'url').status).toBe('warn');
    expect(check(report, 'http')).toMatchObject({
      status: 'warn',
      evidence: { status: expect.toSatisfy((status: number) => status === 400 || status === 405) },
    });
    expect(check(report, 'http').summary).toContain('legacy SSE is tried next');
    expect(check(report, 'sse')).toMatchObject({
      status: 'pass',
      evidence: {
        contentType: 'text/event-stream',
        endpoint: expect.stringMatching(/^\?sessionId=/),
        relative: true,
        sessionInQuery: true,
        sameOrigin: true,
      },
    });
    expect(check(report, 'revisions').evidence).toMatchObject({
      transport: 'sse',
      initialize: { answered: '2024-11-05' },
    });
    expect(check(report, 'list')).toMatchObject({
      status: 'pass',
      evidence: { transport: 'sse', toolCount: 2, tools: ['echo', 'slow'] },
    });
    expect(statuses(report)).toMatchObject({ cors: 'pass', auth: 'skip' });
    expect(report.firstProblem).toBeUndefined();
    expect(report.verdict).toBe('All checks passed.');
  });

  it('with transport sse: no POST, the stream straight away', async () => {
    const report = await doctor(server.url, { transport: 'sse' });
    expect(statuses(report)).toMatchObject({ url: 'pass', http: 'skip', sse: 'pass', list: 'pass' });
  });
});

describe('runDoctor with the transport forced on a URL that speaks the other one', () => {
  it("Streamable HTTP on supergateway's legacy /sse: the transport is wrong, not the path", async () => {
    const gateway = await startGateway('supergateway-sse');
    try {
      const report = await doctor(gateway.url, { transport: 'streamable-http' });
      expect(report.firstProblem).toBe('http');
      expect(report.verdict).toBe(
        'This URL speaks legacy HTTP+SSE, not Streamable HTTP: choose Transport legacy SSE (or auto).',
      );
      expect(check(report, 'http')).toMatchObject({ status: 'fail', evidence: { legacySseAnswers: true } });
      // The checks after it say why they did not run: the URL does answer MCP, over the other transport.
      for (const id of ['auth', 'revisions', 'list'] as const) {
        expect(check(report, id).summary, id).toBe(
          'Not run: the URL answers MCP over legacy HTTP+SSE, not over the transport chosen (see above); choose legacy HTTP+SSE (or auto) and run the doctor again.',
        );
      }
    } finally {
      await gateway.stop();
    }
  });

  it("legacy SSE on mcp-proxy's /mcp: the transport is wrong, not the path, and the probe's session is ended", async () => {
    const gateway = await startGateway('mcp-proxy');
    const sent: string[] = [];
    const upstream: DoctorEnvironment['upstream'] = (request, options) => {
      sent.push(
        `${request.method} ${request.headers.some(([name]) => name.toLowerCase() === 'mcp-session-id') ? 'with session' : ''}`.trim(),
      );
      return requestUpstream(request, options);
    };
    try {
      const report = await doctor(gateway.url, { transport: 'sse' }, { upstream });
      expect(report.firstProblem).toBe('sse');
      expect(report.verdict).toBe(
        'This URL speaks Streamable HTTP, not legacy HTTP+SSE: choose Transport Streamable HTTP (or auto).',
      );
      expect(check(report, 'sse')).toMatchObject({ status: 'fail', evidence: { streamableHttpAnswers: true } });
      expect(sent).toContain('DELETE with session');
      for (const id of ['revisions', 'list'] as const) {
        expect(check(report, id).summary, id).toContain(
          'Not run: the URL answers MCP over Streamable HTTP, not over the transport chosen',
        );
      }
    } finally {
      await gateway.stop();
    }
  });
});

describe('runDoctor against server-everything over Streamable HTTP', () => {
  let server: RunningHttpFixture;
  beforeAll(async () => void (server = await startEverythingHttp('streamableHttp')));
  afterAll(() => server.stop());

  it('passes every check that applies and lists the tools', async () => {
    const report = await doctor(server.url, { headers: [{ name: 'X-Team', value: 'blue' }] });
    expect(statuses(report)).toEqual({
      url: 'pass',
      dns: 'pass',
      tcp: 'pass',
      tls: 'skip',
      http: 'pass',
      cors: 'pass',
      sse: 'skip',
      auth: 'skip',
      revisions: 'pass',
      list: 'pass',
    });
    expect(check(report, 'http').evidence).toMatchObject({
      serverInfo: { name: 'mcp-servers/everything' },
      protocolVersion: '2025-11-25',
    });
    expect(check(report, 'cors').evidence).toMatchObject({ route: 'direct', sessionIdExposed: true });
    expect(check(report, 'revisions').evidence).toMatchObject({ discover: { notUnderstood: expect.any(String) } });
    expect(check(report, 'list').evidence).toMatchObject({
      toolCount: expect.any(Number),
      tools: expect.arrayContaining(['echo']),
      deleteStatus: 200,
    });
    expect(report.verdict).toBe('All checks passed.');
  });

  it('sends the page to the relay when a header the browser may not set is needed', async () => {
    const report = await doctor(server.url, { headers: [{ name: 'Cookie', value: 'sid=cookie-secret-42' }] });
    expect(check(report, 'cors')).toMatchObject({
      status: 'warn',
      evidence: { route: 'relay', problems: [expect.stringMatching(/^A page cannot set Cookie/)] },
    });
    expect(report.verdict).toBe(
      'The browser may not call this server directly (a page cannot send Cookie), so the inspector uses its relay; everything else is fine.',
    );
    expect(JSON.stringify(report)).not.toContain('cookie-secret-42');
  });
});

describe('runDoctor against a server of the stateless era (2026-07-28 only)', () => {
  let server: ReturnType<typeof createAdaptorServer>;
  let url: string;
  beforeAll(async () => {
    const handler = createMcpHandler(
      () => {
        const mcp = new McpServer({ name: 'stateless', version: '1.0.0' });
        mcp.registerTool('hello', { description: 'Says hello' }, async () => ({
          content: [{ type: 'text', text: 'hello' }],
        }));
        return mcp;
      },
      { legacy: 'reject' },
    );
    server = createAdaptorServer({ fetch: (request: Request) => handler.fetch(request), overrideGlobalObjects: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('warns that initialize is refused, finds 2026-07-28 with server/discover, and lists tools without a session', async () => {
    const report = await doctor(url);
    expect(check(report, 'http')).toMatchObject({
      status: 'warn',
      evidence: { status: 400, error: { message: expect.stringContaining('Unsupported protocol version') } },
    });
    expect(check(report, 'revisions')).toMatchObject({
      status: 'pass',
      evidence: { discover: { supportedVersions: ['2026-07-28'] } },
    });
    expect(check(report, 'list')).toMatchObject({
      status: 'pass',
      evidence: { stateless: true, toolCount: 1, tools: ['hello'] },
    });
    expect(report.firstProblem).toBeUndefined();
  });
});
