import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrustStore } from '../relay/trust-store.ts';
import { startHttpServer, type TestServer } from '../test-kit/http-servers.ts';
import { reachRoute } from './reach.ts';

const inspectorOrigin = 'http://127.0.0.1:6280';
let server: TestServer;
beforeAll(async () => {
  server = await startHttpServer((req, res) => {
    const cors = {
      'access-control-allow-origin': inspectorOrigin,
      'access-control-allow-headers': 'content-type, mcp-protocol-version, mcp-session-id',
    };
    res.writeHead(req.method === 'OPTIONS' ? 204 : 200, cors).end();
  });
});
afterAll(() => server.close());

const route = reachRoute({ trust: createTrustStore() });
const post = (body: unknown) =>
  route.request('/reach', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('reachRoute', () => {
  it('answers the report for a URL', async () => {
    const res = await post({ url: `${server.origin}/mcp`, headers: [], inspectorOrigin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      reachable: true,
      preflight: expect.objectContaining({ status: 204, allowOrigin: inspectorOrigin }),
      response: { status: 200, allowOrigin: inspectorOrigin },
      cors: { ok: false, problem: expect.stringContaining('mcp-session-id') },
    });
  });

  it('takes headers as optional', async () => {
    expect((await post({ url: `${server.origin}/mcp`, inspectorOrigin })).status).toBe(200);
  });

  it.each([
    ['no body', '', /url is missing/],
    ['no url', { inspectorOrigin }, /url is missing/],
    ['a file URL', { url: 'file:///etc/passwd', inspectorOrigin }, /scheme file:/],
    ['a ws URL', { url: 'ws://127.0.0.1/', inspectorOrigin }, /scheme ws:/],
    ['headers that are not a list', { url: 'http://x', headers: { a: 'b' }, inspectorOrigin }, /headers must be/],
    ['a header without a name', { url: 'http://x', headers: [{ value: 'b' }], inspectorOrigin }, /headers must be/],
    ['no inspectorOrigin', { url: 'http://x' }, /inspectorOrigin/],
    [
      'an inspectorOrigin with a path',
      { url: 'http://x', inspectorOrigin: `${inspectorOrigin}/page` },
      /inspectorOrigin/,
    ],
  ])('refuses %s with 400', async (_name, body, error) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(error) });
  });
});
