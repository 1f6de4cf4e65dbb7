import { describe, expect, it } from 'vitest';
import type { IncomingServerRequest } from '../inbox/server-request-inbox.ts';
import type { CallOutcome } from '../session/call-outcome.ts';
import type { RequestCallOptions } from '../session/mcp-session.ts';
import { Observable } from '../lib/observable.ts';
import { sessionStates, type SessionState } from '../session/session-state.ts';
import { TaskTracker, minPollMs, taskTag } from './task-tracker.ts';

type Answer = CallOutcome | Promise<CallOutcome>;
type Handler = (params: Record<string, unknown> | undefined, options: RequestCallOptions | undefined) => Answer;

const result = (value: unknown): CallOutcome => ({ kind: 'result', result: value, durationMs: 1 });
const failure = (code: number, message: string): CallOutcome => ({ kind: 'error', code, message, durationMs: 1 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function connected(protocolVersion: string, capabilities: Record<string, unknown>, connection = 1): SessionState {
  return {
    status: 'connected',
    connection,
    clientCapabilities: {},
    server: {
      info: undefined,
      capabilities,
      instructions: undefined,
      protocolVersion,
      era: protocolVersion >= '2026-07-28' ? 'modern' : 'legacy',
    },
  };
}

const legacyServer = connected('2025-11-25', { tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } });
const modernServer = connected('2026-07-28', { extensions: { 'io.modelcontextprotocol/tasks': {} } });

const task2025 = (status: string, extra: Record<string, unknown> = {}) => ({
  taskId: 't1',
  status,
  ttl: 300000,
  createdAt: '2026-01-01T00:00:00Z',
  lastUpdatedAt: '2026-01-01T00:00:00Z',
  pollInterval: 1000,
  ...extra,
});
const task2026 = (status: string, extra: Record<string, unknown> = {}) => ({
  taskId: 'report-1',
  status,
  createdAt: '2026-01-01T00:00:00Z',
  lastUpdatedAt: '2026-01-01T00:00:00Z',
  ttlMs: 600000,
  pollIntervalMs: 100,
  ...extra,
});

/** A tracker over fakes: scripted answers per method, timers run by hand, an inbox that records what it is handed. */
function setup(session: SessionState, handlers: Record<string, Handler>) {
  const state = new Observable<SessionState>(session);
  const listeners = new Set<(method: string, params: unknown) => void>();
  const sent: {
    method: string;
    params: Record<string, unknown> | undefined;
    options: RequestCallOptions | undefined;
  }[] = [];
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let nextTimer = 1;
  const asked: { incoming: IncomingServerRequest; answer: (result: Record<string, unknown>) => void }[] = [];
  const tracker = new TaskTracker({
    request: async (method, params, options) => {
      sent.push({ method, params, options });
      const handler = handlers[method];
      return handler ? handler(params, options) : failure(-32601, `no ${method}`);
    },
    state,
    onNotification: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    inbox: {
      receive: (incoming) =>
        new Promise((resolve, reject) => {
          asked.push({ incoming, answer: resolve });
          incoming.signal?.addEventListener('abort', () => reject(new Error('withdrawn')));
        }),
    },
    now: () => 1000,
    setTimer: (callback, ms) => {
      timers.set(nextTimer, { callback, ms });
      return nextTimer++;
    },
    clearTimer: (handle) => timers.delete(handle as number),
  });
  const runTimers = async () => {
    const due = [...timers.entries()];
    timers.clear();
    for (const [, timer] of due) timer.callback();
    await settle();
  };
  const notify = (method: string, params: unknown) => listeners.forEach((listener) => listener(method, params));
  const methods = () => sent.map((request) => request.method);
  return { tracker, state, sent, methods, timers, runTimers, notify, asked };
}

describe('TaskTracker, 2025-11-25', () => {
  it('asks for a task with params.task, follows it to completion and keeps the result of tasks/result', async () => {
    let status = 'working';
    let finish: (outcome: CallOutcome) => void = () => {};
    const fake = setup(legacyServer, {
      'tools/call': () => result({ task: task2025('working', { statusMessage: 'Gathering sources' }) }),
      'tasks/get': () =>
        result(
          task2025(status, { lastUpdatedAt: status === 'working' ? '2026-01-01T00:00:00Z' : '2026-01-01T00:00:05Z' }),
        ),
      'tasks/result': () => new Promise((resolve) => (finish = resolve)),
    });
    const run = await fake.tracker.runToolAsTask('research', 'research', { topic: 'owls' });
    expect(run.taskId).toBe('t1');
    expect(fake.sent[0]?.params).toEqual({ name: 'research', arguments: { topic: 'owls' }, task: { ttl: 300000 } });
    // tasks/result goes at once: the server delivers what it queued for the task through it.
    expect(fake.methods()).toEqual(['tools/call', 'tasks/result']);
    expect(fake.sent[1]?.options?.tag).toBe(taskTag('t1'));
    expect([...fake.timers.values()][0]?.ms).toBe(1000);
    expect(fake.tracker.task('t1')).toMatchObject({
      toolName: 'research',
      args: { topic: 'owls' },
      status: 'working',
      statusMessage: 'Gathering sources',
      ttlMs: 300000,
      pollIntervalMs: 1000,
      awaitingResult: true,
      startedHere: true,
    });

    await fake.runTimers();
    expect(fake.methods().at(-1)).toBe('tasks/get');
    status = 'completed';
    finish(result({ content: [{ type: 'text', text: '# Research Report: owls' }] }));
    await settle();
    await settle();
    const done = fake.tracker.task('t1');
    expect(done).toMatchObject({
      status: 'completed',
      awaitingResult: false,
      outcome: { kind: 'result', result: { content: [{ type: 'text', text: '# Research Report: owls' }] } },
    });
    expect(done?.history.map((change) => [change.status, change.source])).toEqual([
      ['working', 'created'],
      ['completed', 'tasks/get'],
    ]);
    // Nothing more to poll once it ended.
    expect(fake.timers.size).toBe(0);
  });

  it('takes a status notification that comes before the call answers, without going back to an older state', async () => {
    let answer: (outcome: CallOutcome) => void = () => {};
    const fake = setup(legacyServer, {
      'tools/call': () => new Promise((resolve) => (answer = resolve)),
      'tasks/result': () => new Promise(() => {}),
    });
    const running = fake.tracker.runToolAsTask('research', 'research', {});
    await settle();
    fake.notify('notifications/tasks/status', task2025('input_required', { lastUpdatedAt: '2026-01-01T00:00:02Z' }));
    expect(fake.tracker.task('t1')).toMatchObject({ status: 'input_required', startedHere: false });
    answer(result({ task: task2025('working') }));
    await running;
    expect(fake.tracker.task('t1')).toMatchObject({
      status: 'input_required',
      startedHere: true,
      toolName: 'research',
    });
    // One tasks/result, however the task was first heard of.
    expect(fake.methods().filter((method) => method === 'tasks/result')).toHaveLength(1);
  });

  it('cancels: the cancelled task is shown, and the refused tasks/result is no failure', async () => {
    let refuse: (outcome: CallOutcome) => void = () => {};
    let status = 'working';
    const fake = setup(legacyServer, {
      'tools/call': () => result({ task: task2025('working') }),
      'tasks/result': () => new Promise((resolve) => (refuse = resolve)),
      'tasks/cancel': () => {
        status = 'cancelled';
        return result(
          task2025('cancelled', { statusMessage: 'Cancelled by the client', lastUpdatedAt: '2026-01-01T00:00:03Z' }),
        );
      },
      'tasks/get': () => result(task2025(status, { lastUpdatedAt: '2026-01-01T00:00:03Z' })),
    });
    await fake.tracker.runToolAsTask('research', 'research', {});
    await fake.tracker.cancel('t1');
    expect(fake.tracker.task('t1')).toMatchObject({
      status: 'cancelled',
      statusMessage: 'Cancelled by the client',
      cancelling: false,
    });
    refuse(failure(-32603, 'Task t1 was cancelled'));
    await settle();
    await settle();
    expect(fake.tracker.task('t1')?.outcome).toBeUndefined();
    expect(fake.timers.size).toBe(0);
  });

  it('says why a cancel failed', async () => {
    const fake = setup(legacyServer, {
      'tools/call': () => result({ task: task2025('working') }),
      'tasks/result': () => new Promise(() => {}),
      'tasks/cancel': () => failure(-32602, 'Task already completed'),
    });
    await fake.tracker.runToolAsTask('research', 'research', {});
    await fake.tracker.cancel('t1');
    expect(fake.tracker.task('t1')).toMatchObject({
      cancelling: false,
      trouble: 'tasks/cancel: -32602 Task already completed',
    });
  });

  it('lists the tasks the server knows of, page by page', async () => {
    const fake = setup(legacyServer, {
      'tasks/list': (params) =>
        params?.cursor
          ? result({ tasks: [task2025('completed', { taskId: 't2' })] })
          : result({ tasks: [task2025('working')], nextCursor: 'page-2' }),
      'tasks/result': () => new Promise(() => {}),
    });
    await fake.tracker.refreshList();
    const { tasks, listing } = fake.tracker.state.getSnapshot();
    expect(tasks.map((task) => [task.taskId, task.status, task.startedHere])).toEqual([
      ['t2', 'completed', false],
      ['t1', 'working', false],
    ]);
    expect(listing).toEqual({ status: 'done', message: 'The server listed 2 tasks' });
  });

  it('stops following after polls fail in a row', async () => {
    const fake = setup(legacyServer, {
      'tools/call': () => result({ task: task2025('working', { pollInterval: 10 }) }),
      'tasks/result': () => new Promise(() => {}),
      'tasks/get': () => failure(-32602, 'Unknown task'),
    });
    await fake.tracker.runToolAsTask('research', 'research', {});
    expect([...fake.timers.values()][0]?.ms).toBe(minPollMs);
    for (let poll = 0; poll < 3; poll++) await fake.runTimers();
    expect(fake.tracker.task('t1')).toMatchObject({
      stoppedBecause: '3 polls in a row failed',
      trouble: 'tasks/get: -32602 Unknown task',
    });
    expect(fake.timers.size).toBe(0);
  });

  it('stops everything when the connection ends, and starts afresh with the next', async () => {
    const fake = setup(legacyServer, {
      'tools/call': () => result({ task: task2025('working') }),
      'tasks/result': () => new Promise(() => {}),
    });
    await fake.tracker.runToolAsTask('research', 'research', {});
    fake.state.set(sessionStates.disconnected(legacyServer, 'Disconnected by you'));
    expect(fake.timers.size).toBe(0);
    expect(fake.tracker.task('t1')).toMatchObject({ stoppedBecause: 'The connection ended', awaitingResult: false });
    expect(fake.tracker.state.getSnapshot().availability).toEqual({
      available: false,
      why: 'Connect to a server to run and follow tasks.',
    });
    fake.state.set(connected('2025-11-25', {}, 2));
    expect(fake.tracker.state.getSnapshot()).toMatchObject({
      connection: 2,
      tasks: [],
      availability: { available: true, era: '2025-11-25' },
    });
  });
});

describe('TaskTracker availability', () => {
  it('has no tasks before 2025-11-25, and says so', async () => {
    const fake = setup(connected('2025-06-18', {}), {});
    expect(fake.tracker.state.getSnapshot().availability).toEqual({
      available: false,
      why: 'Tasks arrived in 2025-11-25; this session speaks 2025-06-18',
    });
    const run = await fake.tracker.runToolAsTask('research', 'research', {});
    expect(run.outcome).toMatchObject({
      kind: 'error',
      message: 'Tasks arrived in 2025-11-25; this session speaks 2025-06-18',
    });
    expect(fake.sent).toHaveLength(0);
  });

  it('notes a server that does not declare tasks', () => {
    expect(setup(connected('2025-11-25', {}), {}).tracker.state.getSnapshot().availability).toMatchObject({
      available: true,
      note: expect.stringContaining('no tasks capability'),
    });
    expect(setup(connected('2026-07-28', {}), {}).tracker.state.getSnapshot().availability).toMatchObject({
      available: true,
      era: '2026-07-28',
      note: expect.stringContaining('io.modelcontextprotocol/tasks'),
    });
  });
});

describe('TaskTracker, the 2026-07-28 tasks extension', () => {
  it('follows a task the server chose, hands its input requests to the inbox, sends the answers with tasks/update and keeps the result from tasks/get', async () => {
    let status = 'working';
    const fake = setup(modernServer, {
      'tools/call': () =>
        result({ resultType: 'task', ...task2026('working', { statusMessage: 'Gathering sources' }) }),
      'tasks/get': () => {
        if (status === 'working')
          return result({
            resultType: 'complete',
            ...task2026('input_required', {
              lastUpdatedAt: '2026-01-01T00:00:01Z',
              inputRequests: {
                approval: {
                  method: 'elicitation/create',
                  params: { message: 'Publish?', requestedSchema: { type: 'object' } },
                },
              },
            }),
          });
        return result({
          resultType: 'complete',
          ...task2026('completed', {
            lastUpdatedAt: '2026-01-01T00:00:02Z',
            result: { content: [{ type: 'text', text: 'Report on owls, approved.' }] },
          }),
        });
      },
      'tasks/update': () => {
        status = 'completed';
        return result({});
      },
    });
    const run = await fake.tracker.runToolAsTask('compile-report', 'compile-report', { topic: 'owls' });
    expect(run.taskId).toBe('report-1');
    // The server decides: no params.task, no tasks/result.
    expect(fake.sent[0]?.params).toEqual({ name: 'compile-report', arguments: { topic: 'owls' } });
    expect([...fake.timers.values()][0]?.ms).toBe(minPollMs);
    await fake.runTimers();
    expect(fake.tracker.task('report-1')).toMatchObject({
      status: 'input_required',
      inputRequests: { approval: { method: 'elicitation/create' } },
    });
    expect(fake.asked).toHaveLength(1);
    expect(fake.asked[0]?.incoming).toMatchObject({
      id: 'approval',
      method: 'elicitation/create',
      via: 'input_required',
      during: ['task report-1'],
      params: { message: 'Publish?' },
    });
    // Polling again while it waits asks nothing twice.
    await fake.runTimers();
    expect(fake.asked).toHaveLength(1);
    fake.asked[0]?.answer({ action: 'accept', content: { approve: true } });
    await settle();
    await settle();
    expect(fake.sent.find((request) => request.method === 'tasks/update')?.params).toEqual({
      taskId: 'report-1',
      inputResponses: { approval: { action: 'accept', content: { approve: true } } },
    });
    const done = fake.tracker.task('report-1');
    expect(done).toMatchObject({
      status: 'completed',
      outcome: { kind: 'result', result: { content: [{ type: 'text', text: 'Report on owls, approved.' }] } },
    });
    expect(done?.inputRequests).toBeUndefined();
    expect(fake.methods()).not.toContain('tasks/result');
  });

  it("keeps a failed task's error, and withdraws what it asked when the task moves on", async () => {
    const fake = setup(modernServer, {
      'tools/call': () =>
        result({
          resultType: 'task',
          ...task2026('input_required', { inputRequests: { approval: { method: 'elicitation/create', params: {} } } }),
        }),
      'tasks/get': () =>
        result({
          resultType: 'complete',
          ...task2026('failed', {
            lastUpdatedAt: '2026-01-01T00:00:09Z',
            error: { code: -32603, message: 'could not be written' },
          }),
        }),
    });
    await fake.tracker.runToolAsTask('compile-report', 'compile-report', {});
    expect(fake.asked).toHaveLength(1);
    const signal = fake.asked[0]?.incoming.signal;
    await fake.runTimers();
    expect(signal?.aborted).toBe(true);
    expect(fake.tracker.task('report-1')?.outcome).toMatchObject({
      kind: 'error',
      code: -32603,
      codeName: 'Internal error',
      message: 'could not be written',
    });
  });

  it('leaves a plain result alone', async () => {
    const fake = setup(modernServer, { 'tools/call': () => result({ content: [], resultType: 'complete' }) });
    const run = await fake.tracker.runToolAsTask('echo', 'echo', {});
    expect(run.taskId).toBeUndefined();
    expect(fake.tracker.state.getSnapshot().tasks).toHaveLength(0);
  });
});
