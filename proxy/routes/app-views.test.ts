import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { ViewRegistry } from '../apps/view-registry.ts';

const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-app-views-'));
writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>loupe</title>');
afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

const token = 'T'.repeat(43);
const views = new ViewRegistry();
const app = createApp({
  token,
  port: 6280,
  config: { defaultServer: { command: 'node', args: [], env: {} }, version: '0.1.0' },
  staticRoot,
  sandbox: { port: 6281, views },
});
const base = 'http://127.0.0.1:6280';
const auth = { authorization: `Bearer ${token}` };

const post = (body: unknown, headers: Record<string, string> = auth) =>
  app.request(`${base}/api/app-views`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/app-views', () => {
  it('registers a view and answers its URL on an origin of its own (its id under localhost), with what was granted and refused', async () => {
    const res = await post({
      hostOrigin: base,
      csp: { connectDomains: ['https://api.example', '*'], resourceDomains: ['https://cdn.example', "'unsafe-eval'"] },
      permissions: { camera: {}, clipboardWrite: {}, microphone: true },
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { url: string };
    expect(answer).toEqual({
      url: expect.stringMatching(/^http:\/\/([0-9a-f]{32})\.localhost:6281\/view\/\1$/),
      csp: { connectDomains: ['https://api.example'], resourceDomains: ['https://cdn.example'] },
      refused: [
        { key: 'connectDomains', value: '*', why: expect.stringContaining('origins') },
        { key: 'resourceDomains', value: "'unsafe-eval'", why: expect.stringContaining('keyword') },
      ],
      permissions: { camera: {}, clipboardWrite: {} },
      allow: 'camera; clipboard-write',
      profile: 'spec',
    });
    const id = answer.url.split('/view/')[1]!;
    expect(views.take(id)).toEqual({
      kind: 'view',
      view: {
        csp: { connectDomains: ['https://api.example'], resourceDomains: ['https://cdn.example'] },
        allow: 'camera; clipboard-write',
        hostOrigin: base,
        profile: 'spec',
      },
    });
  });

  it('grants nothing when nothing is declared', async () => {
    const res = await post({ hostOrigin: 'http://localhost:6280' });
    expect(await res.json()).toEqual({
      url: expect.stringMatching(/^http:\/\/[0-9a-f]{32}\.localhost:6281\/view\//),
      csp: {},
      refused: [],
      permissions: {},
      allow: '',
      profile: 'spec',
    });
  });

  it('serves the view under the host profile asked for, and refuses a profile it does not know', async () => {
    const answer = (await (await post({ hostOrigin: base, profile: 'ext-apps' })).json()) as {
      url: string;
      profile: string;
    };
    expect(answer.profile).toBe('ext-apps');
    const taken = views.take(answer.url.split('/view/')[1]!);
    expect(taken).toMatchObject({ kind: 'view', view: { profile: 'ext-apps' } });
    const refused = await post({ hostOrigin: base, profile: 'anything-goes' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'profile must be one of spec, ext-apps' });
  });

  it('gives every view another origin', async () => {
    const origins = new Set<string>();
    for (let i = 0; i < 10; i++)
      origins.add(new URL(((await (await post({ hostOrigin: base })).json()) as { url: string }).url).origin);
    expect(origins.size).toBe(10);
  });

  it.each(['http://localhost:6280', 'http://[::1]:6280'])('accepts the page on %s', async (hostOrigin) => {
    expect((await post({ hostOrigin }, { ...auth, origin: hostOrigin })).status).toBe(200);
  });

  it.each([
    undefined,
    42,
    'http://evil.example',
    'http://127.0.0.1:6281',
    'http://127.0.0.1:6280/',
    'https://127.0.0.1:6280',
    'null',
  ])('refuses hostOrigin %j with 400', async (hostOrigin) => {
    const res = await post({ hostOrigin });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: expect.stringContaining('http://127.0.0.1:6280, http://localhost:6280, http://[::1]:6280'),
    });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.request(`${base}/api/app-views`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['no token', {}, 401],
    ['a wrong token', { authorization: `Bearer ${'X'.repeat(43)}` }, 401],
    ['a foreign Origin', { ...auth, origin: 'http://evil.example' }, 403],
    ["a view's origin", { ...auth, origin: `http://${'a'.repeat(32)}.localhost:6281` }, 403],
  ])('refuses a registration with %s', async (_name, headers, status) => {
    const res = await post({ hostOrigin: base }, headers);
    expect(res.status).toBe(status);
  });
});
