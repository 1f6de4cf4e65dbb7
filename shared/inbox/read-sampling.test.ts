import { describe, expect, it } from 'vitest';
import { initialSamplingDraft, readSamplingRequest, samplingResult } from './read-sampling.ts';

describe('readSamplingRequest', () => {
  it('reads messages (one block or many), system prompt, preferences, limits, tools and toolChoice', () => {
    const view = readSamplingRequest({
      messages: [
        { role: 'user', content: { type: 'text', text: 'hi' } },
        { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'weather', input: {} }] },
      ],
      systemPrompt: 'Be brief',
      maxTokens: 50,
      temperature: 0.2,
      stopSequences: ['END'],
      modelPreferences: { hints: [{ name: 'claude' }, { other: 1 }], speedPriority: 0.5 },
      tools: [{ name: 'weather', description: 'Forecast', inputSchema: { type: 'object' } }],
      toolChoice: { mode: 'auto' },
    });
    expect(view.messages.map((message) => [message.role, message.content.length])).toEqual([
      ['user', 1],
      ['assistant', 1],
    ]);
    expect(view).toMatchObject({
      systemPrompt: 'Be brief',
      maxTokens: 50,
      temperature: 0.2,
      stopSequences: ['END'],
      modelHints: ['claude'],
      priorities: [{ name: 'speedPriority', value: 0.5 }],
      toolChoice: 'auto',
      findings: [],
    });
    expect(view.tools).toEqual([{ name: 'weather', description: 'Forecast', inputSchema: { type: 'object' } }]);
  });

  it('says what is missing instead of failing', () => {
    const view = readSamplingRequest({ messages: [5, { content: { type: 'text', text: 'x' } }] });
    expect(view.findings.map((finding) => [finding.rule, finding.pointer, finding.message])).toEqual([
      ['sampling-request-shape', '/params/messages/0', 'messages[0] is not an object'],
      ['sampling-request-shape', '/params/messages/1/role', 'messages[1] has no role'],
      ['sampling-request-shape', '/params/maxTokens', '"maxTokens" is missing or not a number'],
    ]);
    // The message kept knows its own place, though the one before it was skipped.
    expect(view.messages.map((message) => message.at)).toEqual(['/params/messages/1']);
    expect(readSamplingRequest(undefined).findings.map((finding) => finding.message)).toContain(
      '"messages" is missing or not an array',
    );
  });
});

describe('samplingResult', () => {
  const view = readSamplingRequest({ messages: [], maxTokens: 5, tools: [{ name: 'weather' }] });

  it('builds a text reply with the model and stop reason', () => {
    expect(samplingResult({ ...initialSamplingDraft(view), text: 'Sunny' })).toEqual({
      result: {
        role: 'assistant',
        content: { type: 'text', text: 'Sunny' },
        model: 'mcp-loupe',
        stopReason: 'endTurn',
      },
    });
  });

  it('builds a tool_use reply from the offered tool and JSON input, and refuses input that is not an object', () => {
    const draft = {
      ...initialSamplingDraft(view),
      kind: 'tool_use' as const,
      toolInput: '{"city":"Oslo"}',
      stopReason: 'toolUse',
    };
    expect(samplingResult(draft, () => 'id1')).toEqual({
      result: {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 'id1', name: 'weather', input: { city: 'Oslo' } }],
        model: 'mcp-loupe',
        stopReason: 'toolUse',
      },
    });
    expect(samplingResult({ ...draft, toolInput: '[1]' })).toEqual({ problem: 'The tool input must be a JSON object' });
    expect(samplingResult({ ...draft, model: ' ' })).toEqual({ problem: 'Name the model that answered' });
  });
});
