import { describe, expect, it } from 'vitest';
import type { ConversationEntry } from '../model/conversation-entry.ts';
import { caseFileYaml, caseFromConversation } from './case-from-conversation.ts';
import { parseCaseFile } from './parse-case-file.ts';

const model = { provider: 'openai-compatible' as const, model: 'm' };
const user = (turn: number, text: string): ConversationEntry => ({
  kind: 'user',
  id: `u${turn}`,
  turn,
  text,
  from: 'person',
});
const step = (turn: number, n: number, text: string): ConversationEntry =>
  ({
    kind: 'model-step',
    id: `s${n}`,
    step: n,
    turn,
    model,
    text,
    status: 'done',
    toolCallIds: [],
    timing: { startedAt: 0 },
  }) as ConversationEntry;
const call = (turn: number, tool: string, args: Record<string, unknown>, status = 'done'): ConversationEntry =>
  ({
    kind: 'tool-call',
    id: `c${tool}${turn}`,
    callId: 'x',
    step: turn,
    turn,
    toolName: tool,
    argsText: JSON.stringify(args),
    args,
    findings: [],
    status,
    tag: 'model step 1',
  }) as ConversationEntry;

describe('caseFromConversation', () => {
  it('makes one message a prompt and its calls expected calls, arguments as a subset, readable back as a case file', () => {
    const made = caseFromConversation(
      [
        user(1, 'Please echo hi.'),
        call(1, 'echo', { message: 'hi' }),
        call(1, 'add', { a: 1 }, 'denied'),
        step(1, 2, 'Done.'),
      ],
      'echoes hi',
    );
    expect(made).toEqual({
      name: 'echoes hi',
      prompt: 'Please echo hi.',
      expect: { calls: [{ tool: 'echo', arguments: { message: 'hi' } }] },
    });
    const read = parseCaseFile(caseFileYaml(made!), 'saved.yaml');
    expect(read.findings).toEqual([]);
    expect(read.file?.cases[0]?.expect.calls[0]).toMatchObject({ tool: 'echo', match: 'subset' });
  });

  it('makes several messages a conversation with the model’s answers, expecting the last turn’s calls only', () => {
    const made = caseFromConversation(
      [
        user(1, 'Echo one.'),
        call(1, 'echo', { message: 'one' }),
        step(1, 2, 'Echo: one'),
        user(2, 'Now two.'),
        call(2, 'echo', { message: 'two' }),
      ],
      'follows up',
    );
    expect(made?.conversation).toEqual([
      { role: 'user', content: 'Echo one.' },
      { role: 'assistant', content: 'Echo: one' },
      { role: 'user', content: 'Now two.' },
    ]);
    expect(made?.expect.calls).toEqual([{ tool: 'echo', arguments: { message: 'two' } }]);
    expect(parseCaseFile(caseFileYaml(made!), 'saved.yaml').findings).toEqual([]);
  });

  it('makes nothing of a conversation the person has not spoken in', () => {
    expect(caseFromConversation([], 'empty')).toBeUndefined();
  });
});
