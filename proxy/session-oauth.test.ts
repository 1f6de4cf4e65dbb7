import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAuthorizationServer,
  type RunningAuthorizationServer,
} from '../e2e/fixtures/oauth/authorization-server.mjs';
import { followAuthorization } from '../e2e/fixtures/oauth/follow-authorization.ts';
import {
  startProtectedMcpServer,
  type RunningProtectedMcpServer,
} from '../e2e/fixtures/oauth/protected-mcp-server.mjs';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { OAuthStore } from '../shared/oauth/oauth-store.ts';
import { McpSession } from '../shared/session/mcp-session.ts';
import { WireLog } from '../shared/wire/wire-log.ts';

// The session's OAuth against a real authorization server (oidc-provider) and a protected MCP server.
// The "person" approves at once: the authorization page's redirects are followed until the callback.
const redirectUrl = 'http://127.0.0.1:6280/oauth/callback';

/**
 * A session whose "person" approves at once (the authorization page's redirects followed to the
 * callback) while `approves()` says so, and otherwise never answers. Every window opened is kept.
 */
function newSession(approves: () => boolean = () => true) {
  const log = new WireLog(() => {});
  const opened: URL[] = [];
  const store = new OAuthStore();
  const session: McpSession = new McpSession({
    log,
    bridgeUrl: 'ws://127.0.0.1:1/unused',
    http: {
      directFetch: async () => (input, init) => fetch(input, init),
      oauth: {
        redirectUrl,
        store,
        openAuthorization: (url) => {
          opened.push(url);
          if (approves())
            void followAuthorization(url, redirectUrl).then((callback) =>
              session.oauth.deliverCallback(callback.searchParams),
            );
          return true;
        },
      },
    },
  });
  return { log, session, opened, store };
}

const nobodyApproves = () => false;

const target = (url: string, patch: Partial<HttpTarget> = {}): HttpTarget => ({
  kind: 'http',
  url,
  transport: 'streamable-http',
  route: 'auto',
  headers: [],
  ...patch,
});

let as: RunningAuthorizationServer;
let mcp: RunningProtectedMcpServer;

beforeAll(async () => {
  as = await startAuthorizationServer({ accessTokenTtl: 3600 });
  mcp = await startProtectedMcpServer({ issuer: as.issuer });
});
afterAll(async () => {
  await mcp?.close();
  await as?.close();
});

describe('OAuth', () => {
  it('discovers, registers, authorizes with PKCE and connects; every step is in the flow and no token is in the log', async () => {
    const { log, session, opened, store } = newSession();
    await session.connect(target(mcp.url));
    const state = session.state.getSnapshot();
    expect(state.status, state.reason).toBe('connected');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.searchParams.get('code_challenge_method')).toBe('S256');
    expect(opened[0]!.searchParams.get('resource')).toBe(mcp.resource);

    const flow = session.oauth.state.getSnapshot();
    expect(flow.status).toBe('authorized');
    expect(flow.steps.map((step) => [step.id, step.status])).toEqual([
      ['challenge', 'done'],
      ['resource-metadata', 'done'],
      ['server-metadata', 'done'],
      ['registration', 'done'],
      ['authorization', 'done'],
      ['callback', 'done'],
      ['token', 'done'],
    ]);
    const whoami = await session.request('tools/call', { name: 'whoami', arguments: {} });
    expect(whoami.kind).toBe('result');

    const accessToken = store.get(mcp.url).tokens!.access_token;
    expect(log.entries().some((entry) => entry.raw.includes(accessToken))).toBe(false);
    await session.disconnect();
  });

  it('steps up on 403 insufficient_scope: the person approves the wider scope and the call goes again', async () => {
    const { session, opened } = newSession();
    await session.connect(target(mcp.url));
    expect(session.state.getSnapshot().status).toBe('connected');
    const reset = await session.request('tools/call', { name: 'admin-reset', arguments: {} });
    expect(reset.kind, JSON.stringify(reset)).toBe('result');
    expect(opened).toHaveLength(2);
    expect(opened[1]!.searchParams.get('scope')).toContain('mcp:admin');
    expect(session.oauth.state.getSnapshot().steps[0]).toMatchObject({
      id: 'challenge',
      title: 'Step-up: insufficient scope (403)',
    });
    await session.disconnect();
  });

  it('a 401 mid-session is cured by a refresh, without asking the person again', async () => {
    const { session, opened } = newSession();
    await session.connect(target(mcp.url));
    mcp.revokeAll();
    const whoami = await session.request('tools/call', { name: 'whoami', arguments: {} });
    expect(whoami.kind, JSON.stringify(whoami)).toBe('result');
    expect(opened).toHaveLength(1);
    expect(
      session.oauth.state.getSnapshot().steps.some((step) => step.id === 'refresh' && step.status === 'done'),
    ).toBe(true);
    await session.disconnect();
  });

  it('a pre-registered client registers nothing', async () => {
    const { session } = newSession();
    const registrations = () => as.requests.filter((request) => request.url?.startsWith('/reg')).length;
    const before = registrations();
    await session.connect(
      target(mcp.url, {
        oauth: {
          clientId: as.confidentialClient.clientId,
          clientSecret: as.confidentialClient.clientSecret,
          issuer: as.issuer,
        },
      }),
    );
    expect(session.state.getSnapshot().status, session.state.getSnapshot().reason).toBe('connected');
    const registration = session.oauth.state.getSnapshot().steps.find((step) => step.id === 'registration');
    expect(registration?.lines.join(' ')).toMatch(/pre-registered/);
    expect(registrations()).toBe(before);
    await session.disconnect();
  });

  it('a pre-registered client bound to another authorization server: its secret is not sent to this one', async () => {
    const { session } = newSession();
    const tokens = () => as.requests.filter((request) => request.url?.startsWith('/token')).length;
    const before = tokens();
    await session.connect(
      target(mcp.url, {
        oauth: {
          clientId: as.confidentialClient.clientId,
          clientSecret: as.confidentialClient.clientSecret,
          issuer: 'https://elsewhere.example',
        },
      }),
    );
    expect(session.state.getSnapshot().status).toBe('error');
    expect(tokens()).toBe(before);
  });

  it('authorizes on its own, before any connection, and the connection then needs no approval', async () => {
    const { session, opened } = newSession();
    expect(await session.authorize(target(mcp.url))).toBe(true);
    expect(session.oauth.state.getSnapshot().status).toBe('authorized');
    expect(opened).toHaveLength(1);
    await session.connect(target(mcp.url));
    expect(session.state.getSnapshot().status).toBe('connected');
    expect(opened).toHaveLength(1);
    await session.disconnect();
  });

  it('a refusal fails the callback step, and the connection says why', async () => {
    as.setDeny(true);
    try {
      const { session } = newSession();
      await session.connect(target(mcp.url));
      const state = session.state.getSnapshot();
      expect(state.status).toBe('error');
      expect(state.reason).toMatch(/access_denied/);
      const flow = session.oauth.state.getSnapshot();
      expect(flow.status).toBe('failed');
      expect(flow.steps.find((step) => step.id === 'callback')?.status).toBe('failed');
    } finally {
      as.setDeny(false);
    }
  });
});

describe('OAuth waits that end', () => {
  it('a disconnect while waiting for approval ends the connect, and the panel says it was abandoned', async () => {
    const { session } = newSession(nobodyApproves);
    const connecting = session.connect(target(mcp.url));
    await expect.poll(() => session.oauth.state.getSnapshot().status, { timeout: 10_000 }).toBe('waiting');
    await session.disconnect();
    await connecting;
    expect(session.state.getSnapshot().status).toBe('disconnected');
    expect(session.oauth.state.getSnapshot().failure).toMatch(/Abandoned: you disconnected/);
  });

  it('an abandoned Authorize does not fail the next connection', async () => {
    const { session: lonely } = newSession(nobodyApproves);
    const authorizing = lonely.authorize(target(mcp.url));
    await expect.poll(() => lonely.oauth.state.getSnapshot().status, { timeout: 10_000 }).toBe('waiting');
    // The person gives up on that window and connects instead: the new flow must not carry the old one's end.
    const next = lonely.connect(target(mcp.url));
    expect(await authorizing).toBe(false);
    expect(lonely.oauth.state.getSnapshot().status).not.toBe('failed');
    await lonely.disconnect();
    await next;
  });
});

describe('a request waiting for approval', () => {
  it('is let go by its own Cancel', async () => {
    let approve = true;
    const { session } = newSession(() => approve);
    await session.connect(target(mcp.url));
    expect(session.state.getSnapshot().status).toBe('connected');
    // Every token is forgotten on both sides: only a new approval would do, and the person does not give it.
    approve = false;
    as.revokeAll();
    mcp.revokeAll();
    const cancel = new AbortController();
    const call = session.request('tools/call', { name: 'whoami', arguments: {} }, { signal: cancel.signal });
    await expect.poll(() => session.oauth.state.getSnapshot().status, { timeout: 10_000 }).toBe('waiting');
    cancel.abort();
    const outcome = await call;
    expect(outcome.kind).toBe('error');
    await session.disconnect();
  });
});

describe('a Client ID Metadata Document', () => {
  it('is used as the client id where the authorization server accepts one, with no registration', async () => {
    const { createServer } = await import('node:http');
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/.well-known/oauth-protected-resource/mcp')
        return json(200, { resource: `${origin}/mcp`, authorization_servers: [origin] });
      if (req.url === '/.well-known/oauth-authorization-server') {
        return json(200, {
          issuer: origin,
          authorization_endpoint: `${origin}/auth`,
          token_endpoint: `${origin}/token`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
          client_id_metadata_document_supported: true,
        });
      }
      json(
        401,
        { error: 'unauthorized' },
        { 'www-authenticate': `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"` },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const { session, opened } = newSession(nobodyApproves);
      const metadataUrl = 'https://client.example.com/mcp-loupe/client.json';
      const authorizing = session.authorize(
        target(`http://127.0.0.1:${port}/mcp`, { oauth: { clientMetadataUrl: metadataUrl } }),
      );
      await expect.poll(() => opened.length, { timeout: 10_000 }).toBe(1);
      expect(opened[0]!.searchParams.get('client_id')).toBe(metadataUrl);
      expect(seen.some((line) => line.startsWith('POST'))).toBe(false);
      await session.disconnect();
      expect(await authorizing).toBe(false);
    } finally {
      server.close();
    }
  });
});
