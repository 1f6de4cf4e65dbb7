import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { webRoute } from './web.ts';

const root = mkdtempSync(join(tmpdir(), 'loupe-web-'));
mkdirSync(join(root, 'web'));
mkdirSync(join(root, 'web', 'assets'));
writeFileSync(join(root, 'web', 'index.html'), '<!doctype html><title>loupe</title>');
writeFileSync(join(root, 'web', 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(root, 'secret.txt'), 'do not serve');
writeFileSync(join(root, 'web', '.env'), 'do not serve');
mkdirSync(join(root, 'web', '.git'));
writeFileSync(join(root, 'web', '.git', 'config'), 'do not serve');
writeFileSync(join(root, 'web', 'assets', '.secret'), 'do not serve');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = webRoute({ staticRoot: join(root, 'web'), port: 6280 });

describe('webRoute', () => {
  it.each(['/.env', '/%2eenv', '/.git/config', '/assets/.secret', '/assets/%2Esecret'])(
    'answers 404 for the dotfile %s, never its content',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('do not serve');
    },
  );

  it('serves index.html at / with no-store and a strict CSP', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>loupe</title>');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const directives = Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    // Only this proxy: no other host learns what is inspected.
    expect(directives['connect-src']).toBe("connect-src 'self' ws://127.0.0.1:6280 ws://localhost:6280");
    expect(directives['img-src']).toBe("img-src 'self' data: blob:");
    expect(directives['media-src']).toBe('media-src data: blob:');
    expect(csp.split(/[ ;]+/)).not.toContain('http:');
    expect(csp.split(/[ ;]+/)).not.toContain('https:');
    // Not a valid source: Chromium would print an error on every load. 'self' covers a page opened on [::1].
    expect(csp).not.toContain('[::1]');
    expect(csp).not.toContain('unsafe');
    // No frame-src: frames fall back to default-src 'self' (the network frames).
    expect(directives['frame-src']).toBeUndefined();
  });

  it("lets the page frame the MCP App views' origins (each view's id under localhost, on the sandbox port), and nothing else but its own", async () => {
    const csp =
      (await webRoute({ staticRoot: join(root, 'web'), port: 6280, sandboxPort: 6281 }).request('/')).headers.get(
        'Content-Security-Policy',
      ) ?? '';
    expect(csp).toBe(contentSecurityPolicy(6280, 6281));
    expect(csp.split('; ')).toContain("frame-src 'self' http://*.localhost:6281");
    expect(csp.split('; ').filter((directive) => !directive.startsWith('frame-src'))).toEqual(
      contentSecurityPolicy(6280).split('; '),
    );
  });

  it('serves assets with their type and a long cache life', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toContain('immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers index.html for the app routes', async () => {
    const res = await app.request('/servers/everything/tools');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).toContain('<title>loupe</title>');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('serves nothing outside its root', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      expect(await (await app.request(path)).text()).not.toContain('do not serve');
    }
  });

  it('says the web app is not built when there is no index.html', async () => {
    const empty = webRoute({ staticRoot: join(root, 'nowhere'), port: 6280 });
    const res = await empty.request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});
