import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import type { ConfiguredModel } from './model-settings.ts';
import type { ModelChoice } from '../../shared/model/model-choice.ts';
import { relayedModelAccess } from './relayed-model-access.ts';

const configured: ConfiguredModel[] = [
  {
    id: 'model-1',
    provider: 'openai-compatible',
    baseUrl: 'http://127.0.0.1:11434/v1',
    model: 'llama',
    key: { source: 'none' },
  },
  { id: 'model-2', provider: 'openai', baseUrl: 'https://api.openai.com/v1', model: 'gpt-x', key: { source: 'none' } },
  { id: 'claude', provider: 'anthropic', baseUrl: 'https://api.anthropic.com/v1', model: '', key: { source: 'page' } },
];

/** A fetch that records each request and answers as the provider would, without a key ever reaching it. */
function recordingFetch(answer: unknown) {
  const requests: { url: string; headers: Headers; body: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({ url: String(input), headers: new Headers(init?.headers), body: String(init?.body) });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch };
}

const chatAnswer = {
  id: 'c1',
  object: 'chat.completion',
  created: 0,
  model: 'm',
  choices: [{ index: 0, message: { role: 'assistant', content: 'hello' }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
};
const messagesAnswer = {
  id: 'msg1',
  type: 'message',
  role: 'assistant',
  model: 'c',
  content: [{ type: 'text', text: 'hello' }],
  stop_reason: 'end_turn',
  usage: { input_tokens: 3, output_tokens: 1 },
};

describe('relayedModelAccess', () => {
  it.each<[ModelChoice, unknown, string]>([
    [
      { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1/', model: 'llama' },
      chatAnswer,
      '/api/model/relay/model-1/chat/completions',
    ],
    [{ provider: 'openai', model: 'gpt-x' }, chatAnswer, '/api/model/relay/model-2/chat/completions'],
    [{ provider: 'anthropic', model: 'claude-x' }, messagesAnswer, '/api/model/relay/claude/messages'],
  ])('sends %j to the proxy’s relay with the page’s token and no key', async (model, answer, path) => {
    const { requests, fetch } = recordingFetch(answer);
    const access = relayedModelAccess(() => configured, {
      token: () => 'page-token',
      origin: 'http://127.0.0.1:6280',
      fetch,
    });
    const result = await generateText({ model: access.languageModel(model), prompt: 'hi' });
    expect(result.text).toBe('hello');
    const [request] = requests;
    expect(request?.url).toBe(`http://127.0.0.1:6280${path}`);
    expect(request?.headers.get('authorization')).toBe('Bearer page-token');
    expect(request?.headers.get('x-api-key')).toBeNull();
    expect(JSON.parse(request?.body ?? '{}').model).toBe(model.model);
  });

  it('hands a streamed answer to the library in slices, pausing between them, and the text whole', async () => {
    const words = Array.from({ length: 3_000 }, (_, index) => `w${index} `);
    const events = words.map(
      (word) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })}\n\n`,
    );
    events.push(
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      'data: [DONE]\n\n',
    );
    // The whole stream arrives as one network chunk, as a fast local server's burst does.
    const fetch: typeof globalThis.fetch = async () =>
      new Response(events.join(''), { headers: { 'content-type': 'text/event-stream' } });
    let pauses = 0;
    const access = relayedModelAccess(() => configured, {
      token: () => 't',
      origin: 'http://127.0.0.1:6280',
      fetch,
      // Events that cannot be joined (textKeys: none), as from a provider whose every event differs (OpenAI's obfuscation).
      pace: { budgetMs: 0, pause: async () => void pauses++, textKeys: [] },
    });
    const result = streamText({
      model: access.languageModel({ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'x' }),
      prompt: 'hi',
    });
    let text = '';
    for await (const part of result.fullStream) if (part.type === 'text-delta') text += part.text;
    expect(text).toBe(words.join(''));
    // Read at once, the library would have parsed the whole burst in one task, never pausing.
    expect(pauses).toBeGreaterThan(10);
  });

  it.each<[ModelChoice, (words: readonly string[]) => string[]]>([
    [{ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'x' }, openAiEvents],
    [{ provider: 'anthropic', model: 'claude-x' }, anthropicEvents],
  ])('hands %j a burst of token events as a few, the text, usage and finish the same', async (model, eventsOf) => {
    const words = Array.from({ length: 1_000 }, (_, index) => `w${index} "q" \\ é `);
    const fetch: typeof globalThis.fetch = async () =>
      new Response(eventsOf(words).join(''), { headers: { 'content-type': 'text/event-stream' } });
    const access = relayedModelAccess(() => configured, { token: () => 't', origin: 'http://127.0.0.1:6280', fetch });
    const result = streamText({ model: access.languageModel(model), prompt: 'hi' });
    let text = '';
    let deltas = 0;
    for await (const part of result.fullStream)
      if (part.type === 'text-delta') {
        text += part.text;
        deltas++;
      }
    expect(text).toBe(words.join(''));
    expect(await result.finishReason).toBe('stop');
    expect((await result.usage).outputTokens).toBe(1_000);
    // One event a token, the library would have made a part (and its garbage) for each of the 1,000.
    expect(deltas).toBeLessThan(20);
  });

  it('says the model must be saved first when the proxy holds none at that base URL', () => {
    const access = relayedModelAccess(() => configured, { token: () => 't', origin: 'http://127.0.0.1:6280' });
    expect(() =>
      access.languageModel({ provider: 'openai-compatible', baseUrl: 'http://elsewhere:1/v1', model: 'x' }),
    ).toThrow(/holds no openai-compatible model at http:\/\/elsewhere:1\/v1: save it in the Model panel first/);
  });
});

const openAiChunk = (delta: unknown, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function openAiEvents(words: readonly string[]): string[] {
  return [
    openAiChunk({ role: 'assistant', content: '' }),
    ...words.map((word) => openAiChunk({ content: word })),
    openAiChunk({}, 'stop'),
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [], usage: { prompt_tokens: 3, completion_tokens: 1_000, total_tokens: 1_003 } })}\n\n`,
    'data: [DONE]\n\n',
  ];
}

const anthropicEvent = (name: string, value: unknown) => `event: ${name}\ndata: ${JSON.stringify(value)}\n\n`;

function anthropicEvents(words: readonly string[]): string[] {
  return [
    anthropicEvent('message_start', {
      type: 'message_start',
      message: {
        id: 'm1',
        type: 'message',
        role: 'assistant',
        model: 'c',
        content: [],
        usage: { input_tokens: 3, output_tokens: 1 },
      },
    }),
    anthropicEvent('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    }),
    ...words.map((text) =>
      anthropicEvent('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      }),
    ),
    anthropicEvent('content_block_stop', { type: 'content_block_stop', index: 0 }),
    anthropicEvent('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn' },
      usage: { output_tokens: 1_000 },
    }),
    anthropicEvent('message_stop', { type: 'message_stop' }),
  ];
}
