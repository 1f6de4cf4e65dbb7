import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxScriptFile } from './sandbox-app.ts';
import { type RunningSandbox, startSandboxServer } from './sandbox-server.ts';
import { ViewRegistry } from './view-registry.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let now = 5_000_000;
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer({ bind: '127.0.0.1', port: 0, views: new ViewRegistry({ now: () => now }) });
});
afterAll(() => sandbox.close());

/** A host name of a view that was never registered: the script and the 404s answer on any view's name. */
const anyView = 'f'.repeat(32);

/** A GET over a real socket, as a browser sends it to a view's own host name (`/view/<id>` on `<id>.localhost`), or with the Host we choose. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const id = /^\/view\/([0-9a-f]{32})$/.exec(path)?.[1] ?? anyView;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: sandbox.port,
        path,
        method,
        headers: { host: `${id}.localhost:${sandbox.port}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const hostOrigin = 'http://127.0.0.1:6280';
const register = (csp = {}, allow = '') => sandbox.views.register({ csp, allow, hostOrigin });
const noCors = (answer: Answer) =>
  expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);

describe('the sandbox server', () => {
  it('gives each view an origin of its own: its id as a host name under localhost, on the port it bound', () => {
    expect(sandbox.port).toBeGreaterThan(0);
    const [first, second] = [register(), register()];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(sandbox.originOf(first)).toBe(`http://${first}.localhost:${sandbox.port}`);
    expect(sandbox.originOf(second)).not.toBe(sandbox.originOf(first));
  });

  it('serves a registered view once, with the view policy and frame-ancestors of the page that registered it', async () => {
    const id = register({ connectDomains: ['https://api.example'] }, 'camera; clipboard-write');
    const page = await get(`/view/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; media-src 'self' data:; connect-src https://api.example; frame-src 'none'; object-src 'none'; base-uri 'self'; webrtc 'block'; frame-ancestors http://127.0.0.1:6280",
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    noCors(page);
    expect(page.body).toContain('<script src="/sandbox.js"></script>');
    expect(page.body).toContain('<meta name="mcp-loupe-host-origin" content="http://127.0.0.1:6280">');
    expect(page.body).toContain('<meta name="mcp-loupe-allow" content="camera; clipboard-write">');

    const again = await get(`/view/${id}`);
    expect(again.status).toBe(410);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it("gives a view with no declared CSP the specification's restrictive default", async () => {
    const page = await get(`/view/${register()}`);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'; webrtc 'block'; frame-ancestors http://127.0.0.1:6280",
    );
  });

  it('answers 410 for a view left unloaded past 60 s', async () => {
    const id = register();
    now += 60_000;
    expect((await get(`/view/${id}`)).status).toBe(410);
  });

  it('does not use a view up on HEAD', async () => {
    const id = register();
    expect((await get(`/view/${id}`, {}, 'HEAD')).status).toBe(404);
    expect((await get(`/view/${id}`)).status).toBe(200);
  });

  it('serves the sandbox script as JavaScript', async () => {
    const script = await get('/sandbox.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=UTF-8');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.body).toBe(readFileSync(sandboxScriptFile, 'utf8'));
    noCors(script);
  });

  it.each(['/', '/view/', '/view/unknown-id', '/view/a/b', '/sandbox.js/x', '/api/config', '/index.html', '/bridge'])(
    'answers 404 with a short text for %s',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('Not found');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      noCors(answer);
    },
  );

  it('answers nothing but GET', async () => {
    expect((await get('/sandbox.js', {}, 'POST')).status).toBe(404);
    expect((await get(`/view/${register()}`, {}, 'DELETE')).status).toBe(404);
  });

  it.each(['evil.example', `evil.example:${6280}`, '127.0.0.1:6280', 'rebind.example.127.0.0.1.nip.io'])(
    'refuses Host %s (DNS rebinding) and keeps the view',
    async (host) => {
      const id = register();
      const refused = await get(`/view/${id}`, { host });
      expect(refused.status).toBe(403);
      noCors(refused);
      expect((await get(`/view/${id}`)).status).toBe(200);
    },
  );

  // The loopback names are the inspector's and every other local app's: their cookies and storage must never meet a view's.
  it.each([
    '127.0.0.1',
    'localhost',
    '[::1]',
    'x.localhost',
    `${'f'.repeat(31)}.localhost`,
    `${'f'.repeat(32)}.localhost.evil.example`,
    `a.${'f'.repeat(32)}.localhost`,
  ])(
    'refuses the loopback name or a malformed view name %s on its own port, for a view and for the script',
    async (name) => {
      const id = register();
      for (const path of [`/view/${id}`, '/sandbox.js']) {
        const refused = await get(path, { host: `${name}:${sandbox.port}` });
        expect(refused.status).toBe(403);
        expect(JSON.parse(refused.body).error).toContain("answers only to a view's own name");
      }
      expect((await get(`/view/${id}`)).status).toBe(200);
    },
  );

  it("loads a view only on its own host name: another view's name, or another port, loads nothing and keeps it", async () => {
    const [id, other] = [register(), register()];
    expect((await get(`/view/${id}`, { host: `${other}.localhost:${sandbox.port}` })).status).toBe(404);
    expect((await get(`/view/${id}`, { host: `${id}.localhost:${sandbox.port + 1}` })).status).toBe(403);
    expect((await get(`/view/${id}`, { host: `${id.toUpperCase()}.LOCALHOST:${sandbox.port}` })).status).toBe(200);
    expect((await get(`/view/${other}`)).status).toBe(200);
  });

  it('answers a preflight like any other request: 404, no CORS header', async () => {
    const answer = await get(
      '/sandbox.js',
      { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
      'OPTIONS',
    );
    expect(answer.status).toBe(404);
    noCors(answer);
  });
});
