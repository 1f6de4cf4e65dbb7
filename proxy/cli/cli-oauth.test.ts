import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startAuthorizationServer,
  type RunningAuthorizationServer,
} from '../../e2e/fixtures/oauth/authorization-server.mjs';
import {
  startProtectedMcpServer,
  type RunningProtectedMcpServer,
} from '../../e2e/fixtures/oauth/protected-mcp-server.mjs';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// `mcp-loupe --cli` against a real OAuth authorization server (oidc-provider, login and consent
// approved without a page) and an MCP server that takes only its tokens: every grant the command
// line offers, in a process of its own, with nobody at the keyboard.
vi.setConfig({ testTimeout: 60_000 });

let as: RunningAuthorizationServer;
let mcp: RunningProtectedMcpServer;
const scratch = mkdtempSync(join(tmpdir(), 'loupe-cli-oauth-'));

beforeAll(async () => {
  as = await startAuthorizationServer();
  mcp = await startProtectedMcpServer({ issuer: as.issuer });
});
afterAll(async () => {
  await mcp?.close();
  await as?.close();
});

const whoami = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runMcpLoupe(['--cli', '--method', 'tools/call', '--tool', 'whoami', ...args, mcp.url], env);
const identityOf = (stdout: string) =>
  JSON.parse(stdout).result.structuredContent as { sub?: string; client_id?: string; scope?: string };
/** What the authorization server was asked from `from` on: its paths, without queries. */
const asked = (from: number) =>
  as.requests.slice(from).map((request) => `${request.method} ${request.url?.split('?')[0]}`);

describe('mcp-loupe --cli with OAuth and nobody to log in', () => {
  it('registers a client, follows the authorization page to its redirect, and calls the tool with the token; the log keeps no token', async () => {
    const from = as.requests.length;
    const log = join(scratch, 'code.jsonl');
    const run = await whoami(['--log', log]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(identityOf(run.stdout)).toMatchObject({ sub: 'test-user', scope: expect.stringContaining('mcp:tools') });
    expect(asked(from)).toEqual(expect.arrayContaining(['POST /reg', 'GET /auth', 'POST /token']));
    const written = readFileSync(log, 'utf8');
    expect(written).toContain('"whoami"');
    expect(written).not.toMatch(/Bearer ey/);
  });

  it('uses a client registered beforehand, with its secret, issuer and redirect URI, and registers nothing', async () => {
    const from = as.requests.length;
    const { clientId, clientSecret } = as.confidentialClient;
    const run = await whoami(
      ['--client-id', clientId, '--issuer', as.issuer, '--redirect-url', 'http://127.0.0.1/oauth/callback'],
      { MCP_LOUPE_CLIENT_SECRET: clientSecret },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(identityOf(run.stdout)).toMatchObject({ sub: 'test-user', client_id: clientId });
    expect(asked(from)).not.toContain('POST /reg');
  });

  it('gets a token by client credentials with a secret, without any authorization page', async () => {
    const from = as.requests.length;
    const { clientId, clientSecret } = as.serviceClient;
    const run = await whoami([
      '--grant',
      'client-credentials',
      '--client-id',
      clientId,
      '--client-secret',
      clientSecret,
      '--scope',
      'mcp:tools',
      '--issuer',
      as.issuer,
    ]);
    // The secret on the command line is warned of, never shown.
    expect(run.stderr).toBe(
      'mcp-loupe: warning: --client-secret on the command line is visible to other users in `ps` and stays in shell history; set $MCP_LOUPE_CLIENT_SECRET instead\n',
    );
    expect(run.code).toBe(EXIT.ok);
    expect(identityOf(run.stdout)).toMatchObject({ client_id: clientId, scope: expect.stringContaining('mcp:tools') });
    expect(asked(from)).toContain('POST /token');
    expect(asked(from)).not.toContain('GET /auth');
  });

  it('gets a token by client credentials with a private-key JWT, the algorithm read from the key', async () => {
    const key = join(scratch, 'service.pem');
    writeFileSync(key, as.keyClient.privateKeyPem);
    const run = await whoami([
      '--grant',
      'client-credentials',
      '--client-id',
      as.keyClient.clientId,
      '--private-key',
      key,
      '--scope',
      'mcp:tools',
      '--issuer',
      as.issuer,
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(identityOf(run.stdout)).toMatchObject({ client_id: as.keyClient.clientId });
  });

  it('takes the credentials of a conformance run from its environment when no OAuth option is given', async () => {
    const { clientId, clientSecret } = as.serviceClient;
    const run = await runMcpLoupe(['--cli', '--method', 'tools/list', mcp.url], {
      MCP_CONFORMANCE_SCENARIO: 'auth/client-credentials-basic',
      MCP_CONFORMANCE_CONTEXT: JSON.stringify({
        name: 'auth/client-credentials-basic',
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    expect(run.stderr).toMatch(/^(\[mcp-sdk\] Omitting `expectedIssuer`.*\n)?$/);
    expect(run.code).toBe(EXIT.ok);
    expect(JSON.parse(run.stdout).result.tools.map((tool: { name: string }) => tool.name)).toContain('whoami');
  });

  it('fails the connection, saying why, when credentials are refused, the user refuses, or OAuth is turned off', async () => {
    const wrongSecret = await whoami([
      '--grant',
      'client-credentials',
      '--client-id',
      as.serviceClient.clientId,
      '--client-secret',
      'wrong',
    ]);
    expect(wrongSecret.code).toBe(EXIT.connection);
    expect(wrongSecret.stderr).toContain('mcp-loupe: Client credentials: client authentication failed');

    as.setDeny(true);
    try {
      const denied = await whoami([]);
      expect(denied.code).toBe(EXIT.connection);
      expect(denied.stderr).toMatch(/access_denied|refused/i);
    } finally {
      as.setDeny(false);
    }

    const off = await whoami(['--no-oauth']);
    expect(off.code).toBe(EXIT.connection);
    expect(off.stderr).toContain('asks for authorization (401) and none was given');
  });
});
