import { describe, expect, it } from 'vitest';
import { scriptedChoice, scriptedProviders } from '../test-kit/model-harness.ts';
import { answerSamplingWithModel, matchModelHints } from './answer-sampling.ts';
import { directModelAccess } from './model-access.ts';
import type { ModelChoice, ProviderKind } from './model-choice.ts';

const { scripted } = scriptedProviders();

const access = directModelAccess(() => 'sk-sampling');

describe.each<ProviderKind>(['openai-compatible', 'anthropic'])('answerSamplingWithModel through %s', (kind) => {
  it('sends the messages, system prompt, maxTokens, temperature and stop sequences, and answers a CreateMessageResult', async () => {
    const model = await scripted([{ text: 'Paris.', usage: { input: 12, output: 2 } }]);
    const answer = await answerSamplingWithModel(
      {
        messages: [{ role: 'user', content: { type: 'text', text: 'Capital of France?' } }],
        systemPrompt: 'Answer in one word.',
        maxTokens: 50,
        temperature: 0.2,
        stopSequences: ['\n\n'],
        includeContext: 'thisServer',
      },
      scriptedChoice(model, kind),
      access,
    );
    expect(answer.failure).toBeUndefined();
    expect(answer.result).toEqual({
      role: 'assistant',
      content: { type: 'text', text: 'Paris.' },
      model: 'scripted-model',
      stopReason: 'endTurn',
    });
    expect(answer.draft).toMatchObject({ kind: 'text', text: 'Paris.', model: 'scripted-model' });
    expect(answer.usage).toEqual({ inputTokens: 12, outputTokens: 2 });
    expect(answer.notes).toEqual([expect.stringContaining('includeContext "thisServer"')]);
    const body = model.requests[0]!.body;
    expect(body.stream).toBeFalsy();
    expect(body.temperature).toBe(0.2);
    expect(kind === 'anthropic' ? body.max_tokens : body.max_tokens).toBe(50);
    expect(kind === 'anthropic' ? body.stop_sequences : body.stop).toEqual(['\n\n']);
    expect(JSON.stringify(kind === 'anthropic' ? body.system : body.messages[0])).toContain('Answer in one word.');
    expect(JSON.stringify(answer.request)).not.toContain('sk-sampling');
  });

  it('offers the tools a 2025-11-25 request carries, answers tool use, and carries tool results back', async () => {
    const model = await scripted([{ toolCalls: [{ name: 'lookup', arguments: { city: 'Oslo' }, id: 'toolu_9' }] }]);
    const answer = await answerSamplingWithModel(
      {
        messages: [
          { role: 'user', content: [{ type: 'text', text: 'Weather in Bergen, then Oslo?' }] },
          {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 'toolu_1', name: 'lookup', input: { city: 'Bergen' } }],
          },
          {
            role: 'user',
            content: [
              { type: 'tool_result', toolUseId: 'toolu_1', content: [{ type: 'text', text: 'Rain in Bergen' }] },
            ],
          },
        ],
        maxTokens: 100,
        tools: [{ name: 'lookup', description: 'Weather by city', inputSchema: { type: 'object' } }],
        toolChoice: { mode: 'auto' },
      },
      scriptedChoice(model, kind),
      access,
    );
    expect(answer.result).toEqual({
      role: 'assistant',
      content: [{ type: 'tool_use', id: 'toolu_9', name: 'lookup', input: { city: 'Oslo' } }],
      model: 'scripted-model',
      stopReason: 'toolUse',
    });
    expect(answer.draft).toMatchObject({ kind: 'tool_use', toolName: 'lookup' });
    const sent = JSON.stringify(model.requests[0]!.body);
    expect(sent).toContain('Rain in Bergen');
    expect(sent).toContain('Weather by city');
  });
});

describe('answerSamplingWithModel', () => {
  it('says why when the provider refuses the key, and answers nothing', async () => {
    const model = await scripted([{ error: { status: 401, message: 'invalid x-api-key' } }]);
    const answer = await answerSamplingWithModel(
      { messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }], maxTokens: 10 },
      scriptedChoice(model, 'anthropic'),
      access,
    );
    expect(answer.result).toBeUndefined();
    expect(answer.failure).toMatchObject({ reason: 'unauthorized', status: 401 });
    expect(answer.failure!.message).toContain('invalid x-api-key');
  });

  it('tells a stop sequence from an end of turn (Anthropic says which)', async () => {
    const model = await scripted([{ text: 'one', finish: 'stop_sequence' }]);
    const answer = await answerSamplingWithModel(
      { messages: [{ role: 'user', content: { type: 'text', text: 'count' } }], maxTokens: 10, stopSequences: ['two'] },
      scriptedChoice(model, 'anthropic'),
      access,
    );
    expect(answer.result).toMatchObject({ stopReason: 'stopSequence' });
  });

  it("acts on includeContext: the server's instructions go to the model in the system prompt, said as a finding", async () => {
    const model = await scripted([{ text: '21 °C' }, { text: 'warm' }]);
    const server = { name: 'weather', instructions: 'Temperatures in Celsius.', from: 'initialize' } as const;
    const ask = (includeContext?: string) =>
      answerSamplingWithModel(
        {
          messages: [{ role: 'user', content: { type: 'text', text: 'How warm?' } }],
          systemPrompt: 'Be brief.',
          maxTokens: 10,
          ...(includeContext ? { includeContext } : {}),
        },
        scriptedChoice(model, 'openai-compatible'),
        access,
        { server },
      );
    const answer = await ask('thisServer');
    const added = 'Context from the server weather (its instructions):\nTemperatures in Celsius.';
    expect(answer.addedContext).toBe(added);
    expect(model.requests[0]!.body.messages[0]).toEqual({ role: 'system', content: `Be brief.\n\n${added}` });
    expect(answer.findings).toEqual([
      expect.objectContaining({ rule: 'sampling-context-added', severity: 'info', cause: 'host' }),
    ]);
    expect(answer.notes).toEqual([answer.findings[0]!.message]);

    // Without includeContext the system prompt is the request's own, and nothing is said.
    const plain = await ask();
    expect(model.requests[1]!.body.messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(plain.findings).toEqual([]);
    expect(plain.addedContext).toBeUndefined();
  });

  it('honours a 429 retry-after once', async () => {
    const model = await scripted([{ error: { status: 429, headers: { 'retry-after': '3' } } }, { text: 'ok' }]);
    const waits: number[] = [];
    const answer = await answerSamplingWithModel(
      { messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }], maxTokens: 10 },
      scriptedChoice(model, 'openai-compatible'),
      access,
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(waits).toEqual([3000]);
    expect(answer.result).toMatchObject({ content: { type: 'text', text: 'ok' } });
    expect(answer.findings).toEqual([
      expect.objectContaining({
        rule: 'sampling-model-waited',
        cause: 'model',
        message: expect.stringContaining('waited once'),
      }),
    ]);
  });
});

describe('matchModelHints', () => {
  const models: ModelChoice[] = [
    { provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1', model: 'llama3.1' },
    { provider: 'anthropic', model: 'claude-sonnet-4-5' },
  ];
  it('picks the first configured model a hint names, in the hints order', () => {
    expect(matchModelHints(['gpt-4', 'claude', 'llama'], models)).toEqual({ choice: models[1], hint: 'claude' });
  });
  it('falls back to the first configured model when no hint matches', () => {
    expect(matchModelHints(['gemini'], models)).toEqual({ choice: models[0] });
    expect(matchModelHints([], [])).toBeUndefined();
  });
});
