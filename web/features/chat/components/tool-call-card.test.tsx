import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ToolCallEntry } from '../../../../shared/model/conversation-entry.ts';
import { callStatus, ToolCallCard } from './tool-call-card.tsx';

const held = 'The model made this call with findings against it: check the arguments before it runs';
const waiting: ToolCallEntry = {
  kind: 'tool-call',
  id: 's1-c1',
  callId: 'call-1',
  step: 1,
  turn: 1,
  toolName: 'echo',
  argsText: '{"message": 7}',
  args: { message: 7 },
  findings: [
    {
      rule: 'model-tool-args-schema',
      severity: 'error',
      message: 'message must be string',
      cause: 'model',
    } as unknown as ToolCallEntry['findings'][number],
  ],
  held,
  status: 'awaiting-approval',
  tag: 'model step 1',
};
const words = { onMessage: () => {}, onContext: () => {} };
const card = (call: ToolCallEntry) =>
  renderToStaticMarkup(
    <ToolCallCard call={call} listed={undefined} appWords={words} onApprove={() => {}} onDeny={() => {}} />,
  );

describe('ToolCallCard', () => {
  it('says a call with findings is held while it waits, and what it ran with once it ran', () => {
    expect(card(waiting)).toContain('check the arguments before it runs');
    const ran = card({
      ...waiting,
      status: 'done',
      outcome: { kind: 'result', result: { content: [{ type: 'text', text: 'Echo: 7' }] } },
    } as ToolCallEntry);
    expect(ran).not.toContain('before it runs');
    expect(ran).toContain('It ran with the model’s arguments above, which these findings are against.');
    expect(card({ ...waiting, status: 'denied', note: 'Denied by the person' })).toContain(
      'Held for these findings; it did not run.',
    );
  });
});

describe('a call that ran and failed', () => {
  const ran = { ...waiting, findings: [], held: undefined, status: 'done' } as unknown as ToolCallEntry;
  const header = (call: ToolCallEntry) => card(call).split('</header>')[0] ?? '';

  it('says failed, not done, when the result is flagged isError', () => {
    const flagged = header({
      ...ran,
      outcome: { kind: 'result', result: { isError: true, content: [{ type: 'text', text: 'no such city' }] } },
    } as ToolCallEntry);
    expect(flagged).toContain('failed: the tool answered isError');
    expect(flagged).not.toContain('>done<');
    expect(
      callStatus({ ...ran, outcome: { kind: 'result', result: { content: [] }, durationMs: 1 } } as ToolCallEntry),
    ).toEqual({ words: 'done', tone: 'plain' });
  });

  it('says failed with the code when the server answered a JSON-RPC error', () => {
    const errored = header({
      ...ran,
      outcome: { kind: 'error', code: -32602, message: 'Unknown tool', durationMs: 3 },
    } as ToolCallEntry);
    expect(errored).toContain('failed: error -32602');
    expect(errored).not.toContain('>done<');
  });
});
