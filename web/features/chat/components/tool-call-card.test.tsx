import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ToolCallEntry } from '../../../../shared/model/conversation-entry.ts';
import { ToolCallCard } from './tool-call-card.tsx';

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
