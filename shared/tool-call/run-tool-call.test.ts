import { describe, expect, it } from 'vitest';
import { createCallHistory } from '../call-history/call-history.ts';
import { resultOutcome, type CallOutcome } from '../session/call-outcome.ts';
import { listAllPages } from '../session/list-all.ts';
import { Observable } from '../lib/observable.ts';
import type { SessionState } from '../session/session-state.ts';
import { TaskTracker } from '../tasks/task-tracker.ts';
import { runToolCall, type ToolCallSession } from './run-tool-call.ts';
import { findingMessages } from '../diagnose/finding.ts';
import { flaggedResultFindings } from '../session/call-outcome.ts';

const weather = {
  name: 'weather',
  inputSchema: { type: 'object' },
  outputSchema: { type: 'object', properties: { temperature: { type: 'number' } }, required: ['temperature'] },
};

/** A session whose server answers from a script: `answers[method]` gives the result for the params. */
function scriptedSession(
  answers: Record<string, (params: Record<string, unknown> | undefined) => unknown>,
  server: Partial<NonNullable<SessionState['server']>> = {},
) {
  const asked: string[] = [];
  const state = new Observable<SessionState>({
    status: 'connected',
    connection: 1,
    clientCapabilities: {},
    server: {
      info: { name: 'scripted', version: '1' },
      capabilities: { tools: {} },
      instructions: undefined,
      protocolVersion: '2025-11-25',
      era: 'legacy',
      ...server,
    },
  } as SessionState);
  const request = async (method: string, params: Record<string, unknown> | undefined): Promise<CallOutcome> => {
    asked.push(method);
    const answer = answers[method];
    if (!answer) return { kind: 'error', code: -32601, message: 'Method not found', durationMs: 1 };
    return resultOutcome(answer(params), [], 1);
  };
  const tasks = new TaskTracker({
    request,
    state,
    onNotification: () => () => {},
    inbox: { receive: async () => ({}) },
    setTimer: (callback) => setTimeout(callback, 1),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const session: ToolCallSession = {
    state,
    request,
    listAll: (method, key) => listAllPages((params) => request(method, params), key),
    tasks,
  };
  return { session, asked };
}

describe('runToolCall', () => {
  it('learns the outputSchema from tools/list when not given, and judges the result by it', async () => {
    const { session, asked } = scriptedSession({
      'tools/list': () => ({ tools: [weather] }),
      'tools/call': () => ({ content: [], structuredContent: { temperature: 'hot' } }),
    });
    const { outcome } = await runToolCall(session, { name: 'weather', arguments: {} });
    expect(asked).toEqual(['tools/list', 'tools/call']);
    expect(outcome.kind === 'result' && outcome.findings?.map((finding) => finding.rule)).toEqual([
      'output-schema-mismatch',
    ]);
    expect(outcome.kind === 'result' && findingMessages(flaggedResultFindings(outcome))).toEqual([
      'structuredContent.temperature does not match the outputSchema: Instance type "string" is invalid. Expected "number"',
    ]);
  });

  it('uses the tool as given, without listing, and keeps the call in the history', async () => {
    const { session, asked } = scriptedSession({ 'tools/call': () => ({ content: [] }) });
    const history = createCallHistory();
    const { outcome } = await runToolCall(
      session,
      { name: 'weather', arguments: { city: 'Oslo' }, tool: weather },
      { history },
    );
    expect(asked).toEqual(['tools/call']);
    expect(outcome.kind === 'result' && outcome.findings?.map((finding) => finding.rule)).toEqual([
      'structured-content-missing',
    ]);
    expect(history.entries('weather')).toEqual([
      expect.objectContaining({ args: { city: 'Oslo' }, summary: expect.objectContaining({ status: 'flagged' }) }),
    ]);
  });

  it("says so, without judging, when the tool's outputSchema cannot be learnt", async () => {
    const { session } = scriptedSession({ 'tools/list': () => ({ tools: [] }), 'tools/call': () => ({ content: [] }) });
    const { outcome } = await runToolCall(session, { name: 'weather', arguments: {} });
    expect(outcome.kind === 'result' && outcome.findings).toEqual([
      expect.objectContaining({
        rule: 'output-schema-not-checked',
        severity: 'info',
        cause: 'probe',
        message: expect.stringContaining('tools/list does not list "weather"'),
      }),
    ]);
    expect(outcome.kind === 'result' && findingMessages(flaggedResultFindings(outcome))).toEqual([]);
  });

  it("does not judge a task's own answer by the outputSchema; waiting for the task, judges its result", async () => {
    const task = {
      taskId: 't1',
      status: 'working',
      createdAt: '2025-01-01T00:00:00Z',
      lastUpdatedAt: '2025-01-01T00:00:00Z',
      ttl: 60000,
      pollInterval: 1,
    };
    const { session } = scriptedSession(
      {
        'tools/call': () => ({ task }),
        'tasks/get': () => ({ ...task, status: 'completed' }),
        'tasks/result': () => ({ content: [], structuredContent: { temperature: 'hot' } }),
      },
      { capabilities: { tools: {}, tasks: { requests: { tools: { call: {} } } } } },
    );
    const following = await runToolCall(session, { name: 'weather', arguments: {}, asTask: true, tool: weather });
    expect(following.taskId).toBe('t1');
    expect(following.outcome.kind === 'result' && following.outcome.findings).toBeUndefined();
    const waited = await runToolCall(
      session,
      { name: 'weather', arguments: {}, asTask: true, tool: weather },
      { waitForTask: true },
    );
    expect(waited.outcome.kind === 'result' && waited.outcome.result).toEqual({
      content: [],
      structuredContent: { temperature: 'hot' },
    });
    expect(waited.outcome.kind === 'result' && waited.outcome.findings?.map((finding) => finding.rule)).toEqual([
      'output-schema-mismatch',
    ]);
  });
});
