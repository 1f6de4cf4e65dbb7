import { describe, expect, it } from 'vitest';
import type { ConversationEntry, ConversationState } from '../../../../shared/model/conversation-entry.ts';
import { stepViews } from './use-model-turn-log.ts';

const choice = { provider: 'openai-compatible' as const, baseUrl: 'http://127.0.0.1:1/v1', model: 'm' };

function state(entries: ConversationEntry[]): ConversationState {
  return {
    entries,
    status: 'idle',
    systemPrompt: '',
    autoApprove: false,
    turn: 1,
    step: 1,
    totals: { inputTokens: 0, outputTokens: 0 },
  };
}

const stepEntry: ConversationEntry = {
  kind: 'model-step',
  id: 's1',
  step: 1,
  turn: 1,
  model: choice,
  text: '',
  status: 'done',
  finishReason: 'tool-calls',
  toolCallIds: ['c1'],
  usage: { inputTokens: 10, outputTokens: 2 },
  timing: { startedAt: 0, firstTokenMs: 3, totalMs: 9 },
  request: { model: 'm' },
};

describe('stepViews', () => {
  it("reads a step's figures and its calls, with the tools/call's request id once it ran", () => {
    const call: ConversationEntry = {
      kind: 'tool-call',
      id: 'c1',
      callId: 'call_1',
      step: 1,
      turn: 1,
      toolName: 'echo',
      argsText: '{"message":"hi"}',
      findings: [],
      status: 'done',
      outcome: { kind: 'result', result: {}, requestId: 4, durationMs: 1 },
      tag: 'model step 1',
    };
    expect(stepViews(state([stepEntry, call]), 'label')).toEqual([
      {
        step: 1,
        turn: 1,
        model: 'label',
        status: 'done',
        text: '',
        finishReason: 'tool-calls',
        firstTokenMs: 3,
        totalMs: 9,
        inputTokens: 10,
        outputTokens: 2,
        request: { model: 'm' },
        calls: [{ tool: 'echo', argsText: '{"message":"hi"}', status: 'done', requestId: 4 }],
      },
    ]);
  });

  it('gives a call the step names before its entry came as not settled', () => {
    expect(stepViews(state([stepEntry]), 'label')[0]?.calls).toEqual([
      { tool: '', argsText: '', status: 'not-listed' },
    ]);
  });
});
