import { generateText, jsonSchema, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import type { ScriptedProvider } from '../../e2e/fixtures/model/scripted-provider.mjs';
import { ModelChoiceError, directModelAccess } from './model-access.ts';
import { type ModelChoice, type ProviderKind, choiceProblem, keyFromEnvironment } from './model-choice.ts';
import { describeProviderFailure } from './provider-failure.ts';
import { scriptedProviders } from '../test-kit/model-harness.ts';

// The provider libraries as the engine sets them up, each against the scripted provider over real HTTP:
// OpenAI-compatible and OpenAI speak chat completions, Anthropic its messages API, Google its Gemini API
// (generateContent; streamGenerateContent?alt=sse); streaming and not.

const { scripted } = scriptedProviders();

const tools = { echo: { description: 'Echo', inputSchema: jsonSchema({ type: 'object' }) } };
const paths: Record<ProviderKind, string> = {
  'openai-compatible': '/v1/chat/completions',
  openai: '/v1/chat/completions',
  anthropic: '/v1/messages',
  google: '/v1/models/m-1:streamGenerateContent',
};
/** Where each provider's library sends its key, and how. */
const keyHeaders: Record<ProviderKind, [string, (key: string) => string]> = {
  'openai-compatible': ['authorization', (key) => `Bearer ${key}`],
  openai: ['authorization', (key) => `Bearer ${key}`],
  anthropic: ['x-api-key', (key) => key],
  google: ['x-goog-api-key', (key) => key],
};

describe.each<ProviderKind>(['openai-compatible', 'openai', 'anthropic', 'google'])(
  'directModelAccess to %s',
  (kind) => {
    const choice = (model: ScriptedProvider): ModelChoice => ({ provider: kind, baseUrl: model.baseUrl, model: 'm-1' });
    const access = directModelAccess((asked) => (asked === kind ? `key-for-${kind}` : undefined));

    it('streams text and a tool call with usage, the key in its header', async () => {
      const model = await scripted([
        { text: 'Hello there', usage: { input: 3, output: 2 } },
        { toolCalls: [{ name: 'echo', arguments: { message: 'x' } }] },
      ]);
      const text = streamText({ model: access.languageModel(choice(model)), prompt: 'hi', maxRetries: 0 });
      expect(await text.text).toBe('Hello there');
      expect((await text.usage).outputTokens).toBe(2);
      const call = streamText({ model: access.languageModel(choice(model)), prompt: 'hi', tools, maxRetries: 0 });
      expect(await call.toolCalls).toEqual([expect.objectContaining({ toolName: 'echo', input: { message: 'x' } })]);
      // Google says streaming in its path (…:streamGenerateContent), the others in the body.
      const streaming = kind === 'google' ? undefined : true;
      expect(model.requests.map((request) => [request.path, request.body.stream])).toEqual([
        [paths[kind], streaming],
        [paths[kind], streaming],
      ]);
      const [header, value] = keyHeaders[kind];
      expect(model.requests[0]!.headers[header]).toBe(value(`key-for-${kind}`));
    });

    it('answers without streaming, text and tool calls alike', async () => {
      const model = await scripted([
        { text: 'Plain answer', usage: { input: 4, output: 2 } },
        { toolCalls: [{ name: 'echo', arguments: { message: 'y' } }] },
      ]);
      const plain = await generateText({ model: access.languageModel(choice(model)), prompt: 'hi', maxRetries: 0 });
      expect(plain.text).toBe('Plain answer');
      expect(plain.usage.inputTokens).toBe(4);
      const called = await generateText({
        model: access.languageModel(choice(model)),
        prompt: 'hi',
        tools,
        maxRetries: 0,
      });
      expect(called.toolCalls).toEqual([expect.objectContaining({ toolName: 'echo', input: { message: 'y' } })]);
      expect(model.requests.every((request) => !request.body.stream && !request.path.includes('stream'))).toBe(true);
    });

    it("names a 429's wait from the provider's retry-after", async () => {
      const model = await scripted([{ error: { status: 429, headers: { 'retry-after': '7' }, message: 'Too many' } }]);
      const error = await generateText({
        model: access.languageModel(choice(model)),
        prompt: 'hi',
        maxRetries: 0,
      }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      const failure = describeProviderFailure(error, choice(model), model.baseUrl);
      expect(failure).toMatchObject({ reason: 'rate-limited', status: 429, retryAfterMs: 7000 });
      expect(failure.message).toContain('Too many');
    });
  },
);

describe('model choices and keys', () => {
  it('reads the key from our variable first, then the provider’s usual one', () => {
    expect(keyFromEnvironment({ MCP_LOUPE_LLM_API_KEY: 'ours', OPENAI_API_KEY: 'theirs' }, 'openai')).toBe('ours');
    expect(keyFromEnvironment({ OPENAI_API_KEY: 'theirs' }, 'openai-compatible')).toBe('theirs');
    expect(keyFromEnvironment({ OPENAI_API_KEY: 'theirs' }, 'anthropic')).toBeUndefined();
    expect(keyFromEnvironment({ ANTHROPIC_API_KEY: ' a ' }, 'anthropic')).toBe('a');
    expect(keyFromEnvironment({ GOOGLE_GENERATIVE_AI_API_KEY: 'g', OPENAI_API_KEY: 'o' }, 'google')).toBe('g');
    expect(keyFromEnvironment({ MCP_LOUPE_LLM_API_KEY: 'ours', GOOGLE_GENERATIVE_AI_API_KEY: 'g' }, 'google')).toBe(
      'ours',
    );
  });

  it('says what a choice lacks before any call', () => {
    expect(choiceProblem({ provider: 'openai-compatible', model: 'llama3' })).toContain('needs its base URL');
    expect(choiceProblem({ provider: 'anthropic', model: ' ' })).toContain('Name the model');
    expect(choiceProblem({ provider: 'openai', model: 'gpt', baseUrl: 'file:///x' })).toContain('must be http(s)');
    expect(choiceProblem({ provider: 'anthropic', model: 'claude' })).toBeUndefined();
    expect(() =>
      directModelAccess(() => undefined).languageModel({ provider: 'openai-compatible', model: 'x' }),
    ).toThrow(ModelChoiceError);
  });

  it('says which variable to set when a provider that needs a key has none', async () => {
    const model = await scripted([{ text: 'never' }]);
    const saved = process.env.ANTHROPIC_API_KEY;
    delete process.env.ANTHROPIC_API_KEY;
    try {
      const choice: ModelChoice = { provider: 'anthropic', baseUrl: model.baseUrl, model: 'claude' };
      const error = await generateText({
        model: directModelAccess(() => undefined).languageModel(choice),
        prompt: 'hi',
        maxRetries: 0,
      }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      const failure = describeProviderFailure(error, choice, model.baseUrl);
      expect(failure.reason).toBe('no-key');
      expect(failure.message).toBe(
        'No API key for anthropic: set MCP_LOUPE_LLM_API_KEY or ANTHROPIC_API_KEY (or give it in the Model panel)',
      );
      expect(model.requests).toHaveLength(0);
    } finally {
      if (saved !== undefined) process.env.ANTHROPIC_API_KEY = saved;
    }
  });
});
