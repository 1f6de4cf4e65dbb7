import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningInspector, startInspector } from '../start-inspector.ts';
import { startHttpServer, type TestServer } from '../test-kit/http-servers.ts';
import { expectPrintsNothing } from '../test-kit/prints-nothing.ts';

// The model routes through a real listening proxy, against a real provider server that records what reached it.

const KEY = 'sk-test-0123456789abcdef';
const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-model-web-'));
let inspector: RunningInspector;
let provider: TestServer;
let handle: (req: IncomingMessage, res: ServerResponse, body: string) => void;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  provider = await startHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handle(req, res, body);
    });
  });
  inspector = await startInspector({
    port: 0,
    staticRoot,
    defaultServer: { command: 'true', args: [], env: {} },
    llm: { provider: 'openai-compatible', baseUrl: `${provider.origin}/v1`, models: ['scripted-a', 'scripted-b'] },
    keyEnvironment: { MCP_LOUPE_LLM_API_KEY: KEY },
  });
});
afterAll(async () => {
  await provider.close();
  await inspector.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
  handle = (_req, res) => res.end('{"ok":true}');
});
// The model routes print nothing: no key, no header, no URL.
expectPrintsNothing();

function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${inspector.port}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${inspector.token}`, ...(init.headers as Record<string, string>) },
  });
}
const put = (body: unknown) =>
  api('/model/settings', {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

// Each test starts from the models given at start (a test may replace them).
afterEach(async () => {
  await put({
    models: [
      { id: 'model-1', provider: 'openai-compatible', baseUrl: `${provider.origin}/v1`, model: 'scripted-a' },
      { id: 'model-2', provider: 'openai-compatible', baseUrl: `${provider.origin}/v1`, model: 'scripted-b' },
    ],
  });
});

describe('settings', () => {
  it('lists the models given at start, with where their key comes from and never the key', async () => {
    const response = await api('/model/settings');
    const text = await response.text();
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text)).toEqual({
      models: [
        {
          id: 'model-1',
          provider: 'openai-compatible',
          baseUrl: `${provider.origin}/v1`,
          model: 'scripted-a',
          key: { source: 'environment', variable: 'MCP_LOUPE_LLM_API_KEY' },
        },
        expect.objectContaining({ id: 'model-2', model: 'scripted-b' }),
      ],
      environmentKeys: [{ variable: 'MCP_LOUPE_LLM_API_KEY', provider: 'openai-compatible', origin: provider.origin }],
    });
  });

  it('takes a key from the page, says only that the page gave one, and drops it when the base URL moves to another origin', async () => {
    const pageKey = 'sk-from-the-page-987654321';
    const set = await put({
      models: [
        { id: 'mine', provider: 'openai', baseUrl: `${provider.origin}/openai/v1`, model: 'gpt-x', apiKey: pageKey },
      ],
    });
    const text = await set.text();
    expect(set.status).toBe(200);
    expect(text).not.toContain(pageKey);
    expect(JSON.parse(text).models[0].key).toEqual({ source: 'page' });

    await api('/model/relay/mine/chat/completions', { method: 'POST', body: '{}' });
    expect(seen.at(-1)?.headers.authorization).toBe(`Bearer ${pageKey}`);

    // Same origin, key kept; another origin, key gone (never sent where it was not given).
    const kept = await (
      await put({ models: [{ id: 'mine', provider: 'openai', baseUrl: `${provider.origin}/v2`, model: 'y' }] })
    ).json();
    expect(kept.models[0].key).toEqual({ source: 'page' });
    const moved = await (
      await put({ models: [{ id: 'mine', provider: 'openai', baseUrl: 'http://127.0.0.2:9/v1', model: 'y' }] })
    ).json();
    expect(moved.models[0].key).toEqual({ source: 'none' });
  });

  it.each([
    [{}, /Expected \{"models"/],
    [{ models: [{ provider: 'gemini', model: 'x' }] }, /provider must be one of/],
    [{ models: [{ provider: 'openai-compatible', model: 'x' }] }, /needs its base URL/],
    [{ models: [{ provider: 'openai', baseUrl: 'file:///etc/passwd', model: 'x' }] }, /only http: and https:/],
    [{ models: [{ provider: 'openai', model: 'x', apiKey: 'sk-a\r\nX-Injected: 1' }] }, /visible ASCII/],
    [{ models: [{ id: '../x', provider: 'openai', model: 'x' }] }, /lowercase letters/],
  ])('refuses %j and keeps what it had', async (body, message) => {
    const response = await put(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
    expect((await (await api('/model/settings')).json()).models).toHaveLength(2);
  });
});

describe('relay', () => {
  it('forwards to the base URL with the key the provider’s way, and strips every key-like header the page sent', async () => {
    const response = await api('/model/relay/model-1/chat/completions?stream=1', {
      method: 'POST',
      body: '{"model":"scripted-a"}',
      headers: {
        authorization: `Bearer ${inspector.token}`,
        'content-type': 'application/json',
        'x-api-key': 'page-key',
        'api-key': 'page-key',
        'x-loupe-authorization': 'Bearer page-key',
        cookie: 'a=b',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [request] = seen;
    expect(request?.url).toBe('/v1/chat/completions?stream=1');
    expect(request?.body).toBe('{"model":"scripted-a"}');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const all = JSON.stringify(request?.headers);
    expect(all).not.toContain(inspector.token);
    expect(all).not.toContain('page-key');
    expect(request?.headers.cookie).toBeUndefined();
  });

  it('speaks Anthropic’s way to an Anthropic model: x-api-key and anthropic-version', async () => {
    await put({
      models: [
        { id: 'claude', provider: 'anthropic', baseUrl: `${provider.origin}/anthropic/v1`, model: 'c', apiKey: KEY },
      ],
    });
    await api('/model/relay/claude/messages', { method: 'POST', body: '{}' });
    const [request] = seen;
    expect(request?.url).toBe('/anthropic/v1/messages');
    expect(request?.headers['x-api-key']).toBe(KEY);
    expect(request?.headers['anthropic-version']).toBe('2023-06-01');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('streams a server-sent event stream as it comes: the first event is read before the last is sent', async () => {
    let finish!: () => void;
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"n":1}\n\n');
      finish = () => res.end('data: [DONE]\n\n');
    };
    const response = await api('/model/relay/model-1/chat/completions', { method: 'POST', body: '{}' });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: {"n":1}\n\n');
    finish();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('data: [DONE]\n\n');
  });

  it('hides the key where an error quotes it, in its body and its headers', async () => {
    handle = (req, res) => {
      res.writeHead(401, { 'content-type': 'application/json', 'x-echo': String(req.headers.authorization) });
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${req.headers.authorization}` } }));
    };
    const response = await api('/model/relay/model-1/chat/completions', { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).toContain('Incorrect API key provided: Bearer [API key hidden by mcp-loupe]');
    expect(text).not.toContain(KEY);
    expect(JSON.stringify([...response.headers])).not.toContain(KEY);
    expect(Buffer.from(response.headers.get('x-loupe-server-headers') ?? '', 'base64').toString()).not.toContain(KEY);
  });

  it('follows no redirect: the page gets the 3xx with its Location renamed, and nothing else is asked', async () => {
    handle = (_req, res) => {
      res.writeHead(307, { location: 'http://127.0.0.2:9/steal' });
      res.end();
    };
    const response = await api('/model/relay/model-1/chat/completions', {
      method: 'POST',
      body: '{}',
      redirect: 'manual',
    });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it.each([
    '/model/relay/model-1/%2e%2e/%2e%2e/steal',
    '/model/relay/model-1/a%2f..%2f..%2fsteal',
    '/model/relay/model-1/a%5c..%5csteal',
    '/model/relay/model-1/..%2fsteal',
  ])('refuses the path %s, reaching nothing', async (path) => {
    const response = await api(path, { method: 'POST', body: '{}' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(seen).toEqual([]);
  });

  it('answers 404 for a model that is not configured, and 502 with the reason when the provider cannot be reached', async () => {
    expect((await api('/model/relay/nope/chat/completions', { method: 'POST', body: '{}' })).status).toBe(404);
    await put({
      models: [{ id: 'down', provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'x', apiKey: KEY }],
    });
    const response = await api('/model/relay/down/chat/completions', { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('ECONNREFUSED');
    expect(text).not.toContain(KEY);
  });

  it('is behind the token', async () => {
    const response = await fetch(`http://127.0.0.1:${inspector.port}/api/model/relay/model-1/chat/completions`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(seen).toEqual([]);
  });
});
