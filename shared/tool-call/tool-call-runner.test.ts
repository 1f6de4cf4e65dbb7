import { describe, expect, it } from 'vitest';
import type { CallOutcome } from '../session/call-outcome.ts';
import type { ToolCallRun } from './run-tool-call.ts';
import { ToolCallRunner, type CallStart } from './tool-call-runner.ts';

const result = (text: string): CallOutcome => ({
  kind: 'result',
  result: { content: [{ type: 'text', text }] },
  durationMs: 1,
});

/** A call that settles when told, with a log of what happened when. */
function deferredCall(events: string[]) {
  let settle: (run: ToolCallRun) => void = () => {};
  let started: CallStart | undefined;
  const start = (call: CallStart) => {
    started = call;
    events.push(`sent ${call.tag}`);
    return new Promise<ToolCallRun>((resolve) => (settle = resolve));
  };
  return { start, settle: (run: ToolCallRun) => settle(run), started: () => started };
}

describe('ToolCallRunner', () => {
  it('sends before it says the call is running, and shows the outcome once it settles', async () => {
    const events: string[] = [];
    const runner = new ToolCallRunner(() => 1000);
    runner.state.subscribe(() => events.push(`state ${JSON.stringify(runner.state.getSnapshot())}`));
    const call = deferredCall(events);
    runner.run('echo', call.start);
    expect(events).toEqual([
      'sent tools/call echo #1',
      'state {"running":{"startedAt":1000},"tag":"tools/call echo #1"}',
    ]);
    call.settle({ outcome: result('hi') });
    await Promise.resolve();
    expect(runner.state.getSnapshot()).toEqual({ tag: 'tools/call echo #1', outcome: result('hi') });
  });

  it('stops the call in flight when a new one starts, and never shows the stopped one', async () => {
    const events: string[] = [];
    const runner = new ToolCallRunner();
    const first = deferredCall(events);
    const second = deferredCall(events);
    runner.run('echo', first.start);
    runner.run('echo', second.start);
    expect(first.started()?.signal.aborted).toBe(true);
    expect(first.started()?.signal.reason).toBe('Superseded by a new call from the inspector');
    first.settle({ outcome: { kind: 'cancelled', durationMs: 1 } });
    await Promise.resolve();
    expect(runner.state.getSnapshot().running).toBeDefined();
    second.settle({ outcome: result('second'), taskId: 't1' });
    await Promise.resolve();
    expect(runner.state.getSnapshot()).toEqual({ tag: 'tools/call echo #2', outcome: result('second'), taskId: 't1' });
  });

  it('cancels the call in flight with the reason given', () => {
    const runner = new ToolCallRunner();
    const call = deferredCall([]);
    runner.run('echo', call.start);
    runner.cancel('Cancelled by the user in the inspector');
    expect(call.started()?.signal.reason).toBe('Cancelled by the user in the inspector');
  });

  it('shows a start that failed as an error, not as a call still running', async () => {
    const runner = new ToolCallRunner(() => 5);
    runner.run('echo', () => Promise.reject(new Error('no session')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runner.state.getSnapshot()).toEqual({
      tag: 'tools/call echo #1',
      outcome: { kind: 'error', message: 'no session', durationMs: 0 },
    });
  });
});
