import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ScriptedProvider, start } from '../../e2e/fixtures/model/scripted-provider.mjs';
import { providerLanguageModel } from '../../shared/model/model-access.ts';
import type { ProviderKind } from '../../shared/model/model-choice.ts';
import { type RunningInspector, startInspector } from '../start-inspector.ts';

// The provider libraries through the real relay, as the page uses them (web/lib/relayed-model-access.ts): the
// library's base URL is /api/model/relay/<id> and its fetch adds the token; the scripted provider behind it speaks
// each protocol, streamed, and records which key reached it.

const KEY = 'sk-relay-providers-31c9e8a7';
const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-model-providers-web-'));
let provider: ScriptedProvider;
let inspector: RunningInspector;

beforeAll(async () => {
  provider = await start();
  inspector = await startInspector({
    port: 0,
    staticRoot,
    defaultServer: { command: 'true', args: [], env: {} },
    keyEnvironment: { MCP_LOUPE_LLM_API_KEY: KEY },
  });
});
afterAll(async () => {
  await inspector.close();
  await provider.close();
  rmSync(staticRoot, { recursive: true, force: true });
});
beforeEach(() => {
  provider.requests.length = 0;
});

const withToken: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${inspector.token}`);
  return fetch(input, { ...init, headers });
};

describe.each<ProviderKind>(['openai-compatible', 'openai', 'anthropic', 'google'])('%s through the relay', (kind) => {
  it('streams the answer back in pieces, with the key the page gave and nothing of the page’s own', async () => {
    const put = await withToken(`http://127.0.0.1:${inspector.port}/api/model/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        models: [{ id: 'm', provider: kind, baseUrl: provider.baseUrl, model: 'scripted', apiKey: KEY }],
      }),
    });
    expect(put.status).toBe(200);
    provider.setScript([{ text: 'one two three four five six', chunks: 3, usage: { input: 7, output: 6 } }]);
    const model = providerLanguageModel(
      { provider: kind, baseUrl: provider.baseUrl, model: 'scripted' },
      { baseURL: `http://127.0.0.1:${inspector.port}/api/model/relay/m`, apiKey: 'stand-in', fetch: withToken },
    );
    const result = streamText({ model, prompt: 'count' });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.join('')).toBe('one two three four five six');
    expect(pieces.length).toBeGreaterThan(1);
    expect((await result.usage).inputTokens).toBe(7);

    const [request] = provider.requests;
    const headers = JSON.stringify(request?.headers);
    expect(headers).toContain(KEY);
    expect(headers).not.toContain('stand-in');
    expect(headers).not.toContain(inspector.token);
    if (kind === 'anthropic') expect(request?.headers['x-api-key']).toBe(KEY);
    // Google's key in its own header; its streaming asked in the query (alt=sse), which the relay passes on.
    else if (kind === 'google') {
      expect(request?.headers['x-goog-api-key']).toBe(KEY);
      expect(request?.headers.authorization).toBeUndefined();
      expect(request?.path).toBe('/v1/models/scripted:streamGenerateContent');
    } else expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
  });
});
