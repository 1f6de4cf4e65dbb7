import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ConversationEntry } from '../../../../shared/model/conversation-entry.ts';
import type { PageEvalRun } from '../lib/page-evals.ts';
import { FailedRun } from './failed-run.tsx';

const call = {
  kind: 'tool-call',
  id: 'c1',
  callId: 'x',
  step: 1,
  turn: 1,
  toolName: 'echo',
  argsText: '{"message":"goodbye"}',
  args: { message: 'goodbye' },
  findings: [],
  status: 'done',
  tag: 'eval says hello',
  outcome: { kind: 'result', result: { content: [] }, requestId: 7, durationMs: 3 },
} as ConversationEntry;

const failed: PageEvalRun = {
  run: {
    caseName: 'says hello',
    model: 'openai gpt',
    run: 2,
    grade: {
      passed: false,
      failures: [{ kind: 'call-missing', message: 'Turn 1, the call to echo: argument message' }],
    },
    transcript: { calls: [], turns: 1, finalText: '', errors: [] },
  },
  entries: [call],
};

describe('FailedRun', () => {
  it('says why the run failed and links its tools/call frame by the Log’s entry number', () => {
    const html = renderToStaticMarkup(
      <FailedRun
        failed={failed}
        frameSeq={(id) => (id === 7 ? 41 : undefined)}
        onOpenFrame={() => {}}
        renderConversation={() => null}
      />,
    );
    expect(html).toContain('aria-label="Failed run: says hello, openai gpt, run 2"');
    expect(html).toContain('Turn 1, the call to echo: argument message');
    expect(html).toContain('tools/call echo #42');
    expect(html).toContain('Open conversation');
  });

  it('says so when the Log no longer has the frame', () => {
    const html = renderToStaticMarkup(
      <FailedRun failed={failed} frameSeq={() => undefined} onOpenFrame={() => {}} renderConversation={() => null} />,
    );
    expect(html).toContain('No tools/call frame in the Log');
  });
});
