import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startAuthorizationServer } from '../../e2e/fixtures/oauth/authorization-server.mjs';
import {
  startProtectedMcpServer,
  type ProtectedMcpServerOptions,
} from '../../e2e/fixtures/oauth/protected-mcp-server.mjs';
import type { DoctorReport } from '../../shared/http/doctor-report.ts';
import { startHttpServer, type TestServer } from '../test-kit/http-servers.ts';
import { createTrustStore } from '../relay/trust-store.ts';
import { doctorEnvironment } from './doctor-environment.ts';
import { runDoctor } from './run-doctor.ts';

const running: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const doctor = (url: string, headers: { name: string; value: string }[] = []) =>
  runDoctor(
    { url, transport: 'auto', headers, inspectorOrigin: 'http://127.0.0.1:6280' },
    doctorEnvironment({ trust: createTrustStore() }),
  );
const check = (report: DoctorReport, id: string) => report.checks.find((one) => one.id === id)!;

async function protectedServer(options: Omit<ProtectedMcpServerOptions, 'issuer'> = {}) {
  const as = await startAuthorizationServer();
  running.push(as);
  const mcp = await startProtectedMcpServer({ issuer: as.issuer, ...options });
  running.push(mcp);
  return { as, mcp };
}

/** A tiny server: 401 at /mcp with the given challenge, and JSON documents at other paths. */
async function challengeServer(
  challenge: string,
  documents: (origin: string) => Record<string, unknown>,
): Promise<TestServer> {
  let origin = '';
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = await startHttpServer((req, res) => {
    req.resume();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/mcp')
      return void res.writeHead(401, { 'www-authenticate': challenge.replaceAll('{origin}', origin) }).end();
    const document = documents(origin)[path];
    return document === undefined ? json(res, 404, { error: 'not found' }) : json(res, 200, document);
  });
  origin = server.origin;
  running.push(server);
  return server;
}

describe('the auth check', () => {
  it('follows the 401 to the protected resource metadata and the authorization server metadata', async () => {
    const { as, mcp } = await protectedServer();
    const report = await doctor(mcp.url);
    expect(check(report, 'http')).toMatchObject({
      status: 'warn',
      evidence: { status: 401, wwwAuthenticate: { scope: 'mcp:tools', resourceMetadataUrl: mcp.resourceMetadataUrl } },
    });
    expect(check(report, 'auth')).toMatchObject({
      status: 'pass',
      evidence: {
        resourceMetadata: { url: mcp.resourceMetadataUrl, resource: mcp.resource, authorization_servers: [as.issuer] },
        authorizationServer: {
          issuer: as.issuer,
          code_challenge_methods_supported: ['S256'],
          registration_endpoint: `${as.issuer}/reg`,
          token_endpoint: expect.any(String),
          authorization_endpoint: expect.any(String),
        },
      },
    });
    expect(check(report, 'auth').summary).toContain(`Sign in at ${as.issuer} (PKCE S256, dynamic client registration)`);
    expect(check(report, 'cors').evidence).toMatchObject({ route: 'direct' });
    expect(check(report, 'list').status).toBe('skip');
    expect(report.firstProblem).toBeUndefined();
    expect(report.verdict).toBe(
      'The server wants authorization (401): sign in with OAuth, or add an Authorization header.',
    );
  });

  it('says a token given was refused, naming the header and never its value', async () => {
    const { mcp } = await protectedServer();
    const report = await doctor(mcp.url, [{ name: 'Authorization', value: 'Bearer not-a-real-token-0815' }]);
    expect(check(report, 'http').evidence).toMatchObject({
      wwwAuthenticate: { error: 'invalid_token' },
      sentHeaders: ['Authorization'],
    });
    expect(report.verdict).toMatch(
      /^The server refuses the Authorization header given \(401, invalid_token: .*\): get a new token, or sign in with OAuth\.$/,
    );
    expect(JSON.stringify(report)).not.toContain('not-a-real-token-0815');
  });

  it("finds the metadata at the well-known paths, in the spec's order, when the challenge does not name it", async () => {
    const { mcp } = await protectedServer({ resourceMetadataInChallenge: false, metadataLocation: 'root' });
    const report = await doctor(mcp.url);
    const origin = new URL(mcp.url).origin;
    expect(check(report, 'auth')).toMatchObject({
      status: 'pass',
      evidence: {
        resourceMetadataTried: [
          { url: `${origin}/.well-known/oauth-protected-resource/mcp`, status: 404 },
          { url: `${origin}/.well-known/oauth-protected-resource`, status: 200 },
        ],
      },
    });
  });

  it('fails a 401 without protected resource metadata', async () => {
    const server = await challengeServer('Bearer realm="mcp"', () => ({}));
    const report = await doctor(`${server.origin}/mcp`);
    expect(check(report, 'auth').status).toBe('fail');
    expect(report.firstProblem).toBe('auth');
    expect(report.verdict).toMatch(/publishes no protected resource metadata \(RFC 9728\)/);
  });

  it('fails an authorization server that does not offer PKCE S256', async () => {
    const server = await challengeServer('Bearer resource_metadata="{origin}/prm"', (origin) => ({
      '/prm': { resource: `${origin}/mcp`, authorization_servers: [origin] },
      '/.well-known/oauth-authorization-server': {
        issuer: origin,
        authorization_endpoint: `${origin}/authorize`,
        token_endpoint: `${origin}/token`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['plain'],
      },
    }));
    const report = await doctor(`${server.origin}/mcp`);
    expect(check(report, 'auth')).toMatchObject({
      status: 'fail',
      evidence: { authorizationServer: { code_challenge_methods_supported: ['plain'] } },
    });
    expect(report.verdict).toBe(
      `The authorization server ${server.origin} does not offer PKCE S256, which MCP requires, so clients must refuse to sign in there.`,
    );
  });
});
