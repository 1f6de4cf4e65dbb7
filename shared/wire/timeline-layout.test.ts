import { describe, expect, it } from 'vitest';
import type { WireInput } from './wire-entry.ts';
import { WireLog } from './wire-log.ts';
import {
  axisTicks,
  barGeometry,
  fitScale,
  formatDuration,
  isSlow,
  rowBounds,
  rowDuration,
  TimelineLayout,
  type TimelineRow,
} from './timeline-layout.ts';

const noFlush = () => {};

function frame(
  t: number,
  direction: 'in' | 'out',
  message: Record<string, unknown>,
  extra: Partial<WireInput> = {},
): WireInput {
  const value = { jsonrpc: '2.0', ...message };
  const kind =
    'method' in message ? ('id' in message ? 'request' : 'notification') : 'error' in message ? 'error' : 'result';
  return {
    connection: 1,
    t,
    direction,
    kind,
    method: message.method as string | undefined,
    id: message.id as number | undefined,
    raw: JSON.stringify(value),
    value,
    ...extra,
  };
}

const pick = (row: TimelineRow | undefined) =>
  row && {
    seq: row.seq,
    kind: row.kind,
    start: row.start,
    end: row.end,
    outcome: row.outcome,
    parentSeq: row.parentSeq,
    nesting: row.nesting,
  };

describe('TimelineLayout', () => {
  it('draws a request as a bar from send to answer, a notification as a tick, and a response to nothing as a tick', () => {
    const log = new WireLog(noFlush);
    log.append(frame(100, 'out', { id: 1, method: 'tools/call', params: { name: 'slow' } }));
    log.append(frame(110, 'in', { method: 'notifications/progress', params: { progressToken: 1, progress: 1 } }));
    log.append({ connection: 1, t: 115, direction: 'in', kind: 'stderr', raw: 'working' });
    log.append(frame(150, 'in', { id: 1, result: { content: [] } }));
    log.append(frame(160, 'in', { id: 99, result: {} }));
    const { rows, firstT, lastT, pending, requests, notifications } = new TimelineLayout().layout(log.entries());
    expect(rows.map(pick)).toEqual([
      { seq: 0, kind: 'request', start: 100, end: 150, outcome: 'result', parentSeq: undefined, nesting: undefined },
      {
        seq: 1,
        kind: 'notification',
        start: 110,
        end: undefined,
        outcome: undefined,
        parentSeq: undefined,
        nesting: undefined,
      },
      {
        seq: 4,
        kind: 'response',
        start: 160,
        end: undefined,
        outcome: undefined,
        parentSeq: undefined,
        nesting: undefined,
      },
    ]);
    expect(rows[0]!.responseSeq).toBe(3);
    expect([firstT, lastT, pending, requests, notifications]).toEqual([100, 160, 0, 1, 1]);
  });

  it('tells an error, a tool error and a request still waiting apart', () => {
    const log = new WireLog(noFlush);
    log.append(frame(0, 'out', { id: 1, method: 'tools/call' }));
    log.append(frame(0, 'out', { id: 2, method: 'tools/call' }));
    log.append(frame(0, 'out', { id: 3, method: 'resources/read' }));
    log.append(frame(5, 'in', { id: 1, error: { code: -32602, message: 'Unknown tool' } }));
    log.append(frame(6, 'in', { id: 2, result: { content: [], isError: true } }));
    const snapshot = new TimelineLayout().layout(log.entries());
    expect(snapshot.rows.map((row) => row.outcome)).toEqual(['error', 'is-error', 'pending']);
    expect(snapshot.pending).toBe(1);
  });

  it('ends an unanswered request at its cancellation, and at its answer if one still comes', () => {
    const log = new WireLog(noFlush);
    const layout = new TimelineLayout();
    log.append(frame(0, 'out', { id: 1, method: 'tools/call' }));
    log.append(frame(40, 'out', { method: 'notifications/cancelled', params: { requestId: 1, reason: 'timed out' } }));
    let rows = layout.layout(log.entries()).rows;
    expect(pick(rows[0])).toMatchObject({ end: 40, outcome: 'cancelled' });
    expect(rows[0]!.cancelSeq).toBe(1);
    expect(layout.layout(log.entries()).pending).toBe(0);
    log.append(frame(90, 'in', { id: 1, result: {} }));
    rows = layout.layout(log.entries()).rows;
    expect(pick(rows[0])).toMatchObject({ end: 90, outcome: 'result' });
  });

  it('nests a server request under the only client request pending when it came', () => {
    const log = new WireLog(noFlush);
    log.append(frame(0, 'out', { id: 1, method: 'tools/call' }));
    log.append(frame(10, 'in', { id: 0, method: 'sampling/createMessage' }));
    log.append(frame(20, 'out', { id: 0, result: { content: { type: 'text', text: 'hi' } } }));
    log.append(frame(30, 'in', { id: 1, result: {} }));
    // Nothing pending: no parent.
    log.append(frame(40, 'in', { id: 1, method: 'roots/list' }));
    // Two pending: no evidence for either.
    log.append(frame(50, 'out', { id: 2, method: 'tools/call' }));
    log.append(frame(51, 'out', { id: 3, method: 'tools/call' }));
    log.append(frame(55, 'in', { id: 2, method: 'elicitation/create' }));
    const rows = new TimelineLayout().layout(log.entries()).rows;
    expect(rows.map((row) => [row.method, row.parentSeq, row.nesting, row.outcome])).toEqual([
      ['tools/call', undefined, undefined, 'result'],
      ['sampling/createMessage', 0, 'only-pending', 'result'],
      ['roots/list', undefined, undefined, 'pending'],
      ['tools/call', undefined, undefined, 'pending'],
      ['tools/call', undefined, undefined, 'pending'],
      ['elicitation/create', undefined, undefined, 'pending'],
    ]);
  });

  it('nests by the HTTP exchange that carried the server request, even with other requests pending', () => {
    const log = new WireLog(noFlush);
    const post = (t: number) =>
      log.append({
        connection: 1,
        t,
        direction: 'out',
        kind: 'http',
        raw: 'POST /mcp',
        http: { method: 'POST', url: 'http://x/mcp', route: 'direct' },
      });
    const first = post(0);
    log.append(frame(0, 'out', { id: 1, method: 'tools/call' }, { exchange: first.seq }));
    const second = post(1);
    log.append(frame(1, 'out', { id: 2, method: 'tools/call' }, { exchange: second.seq }));
    log.append(frame(5, 'in', { id: 0, method: 'elicitation/create' }, { exchange: second.seq }));
    const rows = new TimelineLayout().layout(log.entries()).rows;
    expect(rows.map((row) => [row.method, row.parentSeq, row.nesting])).toEqual([
      ['tools/call', undefined, undefined],
      ['tools/call', undefined, undefined],
      ['elicitation/create', 3, 'exchange'],
    ]);
  });

  it('nests by the task a server request names in _meta: under the request that created the task', () => {
    const log = new WireLog(noFlush);
    log.append(frame(0, 'out', { id: 1, method: 'tools/call', params: { name: 'research', task: {} } }));
    log.append(frame(5, 'in', { id: 1, result: { task: { taskId: 'task-7', status: 'working' } } }));
    log.append(frame(6, 'out', { id: 2, method: 'tasks/get', params: { taskId: 'task-7' } }));
    log.append(frame(7, 'out', { id: 3, method: 'ping' }));
    log.append(
      frame(9, 'in', {
        id: 0,
        method: 'elicitation/create',
        params: { message: 'Which?', _meta: { 'io.modelcontextprotocol/related-task': { taskId: 'task-7' } } },
      }),
    );
    const rows = new TimelineLayout().layout(log.entries()).rows;
    expect(pick(rows.at(-1))).toMatchObject({ parentSeq: 0, nesting: 'related-task' });
  });

  it('lists the connections its rows come from, and bounds any subset of rows in time', () => {
    const log = new WireLog(noFlush);
    log.append(frame(0, 'out', { id: 1, method: 'ping' }));
    log.append(frame(30, 'in', { id: 1, result: {} }));
    log.append({ ...frame(500, 'out', { id: 1, method: 'tools/call' }), connection: 2 });
    log.append({ ...frame(510, 'in', { method: 'notifications/message' }), connection: 2 });
    const snapshot = new TimelineLayout().layout(log.entries());
    expect(snapshot.connections).toEqual([1, 2]);
    expect(rowBounds(snapshot.rows.filter((row) => row.connection === 1))).toEqual({
      firstT: 0,
      lastT: 30,
      pending: 0,
    });
    expect(rowBounds(snapshot.rows.filter((row) => row.connection === 2))).toEqual({
      firstT: 500,
      lastT: 510,
      pending: 1,
    });
    expect(rowBounds([])).toEqual({ firstT: 0, lastT: 0, pending: 0 });
  });

  it('reads only new entries, replaces the rows it changes, and starts over after a clear', () => {
    const log = new WireLog(noFlush);
    const layout = new TimelineLayout();
    log.append(frame(0, 'out', { id: 1, method: 'ping' }));
    const before = layout.layout(log.entries(), log.generation);
    expect(layout.layout(log.entries(), log.generation)).toBe(before);
    log.append(frame(3, 'in', { id: 1, result: {} }));
    const after = layout.layout(log.entries(), log.generation);
    expect(after.rows).not.toBe(before.rows);
    expect(before.rows[0]!.outcome).toBe('pending');
    expect(after.rows[0]!.outcome).toBe('result');
    log.clear();
    log.append(frame(10, 'out', { method: 'notifications/initialized' }));
    log.append(frame(11, 'out', { method: 'notifications/roots/list_changed' }));
    expect(layout.layout(log.entries(), log.generation).rows.map((row) => row.start)).toEqual([10, 11]);
  });

  it('lays out 100,000 entries, then only what is new', () => {
    const log = new WireLog(noFlush);
    for (let i = 0; i < 50_000; i++) {
      log.append(frame(i, 'out', { id: i, method: 'ping' }));
      log.append(frame(i + 0.5, 'in', { id: i, result: {} }));
    }
    const layout = new TimelineLayout();
    expect(layout.layout(log.entries()).rows).toHaveLength(50_000);
    log.append(frame(60_000, 'in', { method: 'notifications/message', params: {} }));
    const snapshot = layout.layout(log.entries());
    expect(snapshot.rows).toHaveLength(50_001);
    expect(snapshot.pending).toBe(0);
  });
});

describe('timeline geometry', () => {
  const request: TimelineRow = {
    seq: 0,
    kind: 'request',
    direction: 'out',
    connection: 1,
    method: 'tools/call',
    id: 1,
    start: 1_000,
    end: 1_500,
    outcome: 'result',
  };
  const waiting: TimelineRow = { ...request, end: undefined, outcome: 'pending' };
  const tick: TimelineRow = { ...request, kind: 'notification', end: undefined, outcome: undefined };

  it('places bars on the axis, pending ones running to now, ticks with no width, tiny bars still visible', () => {
    expect(barGeometry(request, 500, 0.1, 9_999)).toEqual({ left: 50, width: 50 });
    expect(barGeometry(waiting, 500, 0.1, 3_000)).toEqual({ left: 50, width: 200 });
    expect(barGeometry(tick, 500, 0.1, 3_000)).toEqual({ left: 50, width: 0 });
    expect(barGeometry({ ...request, end: 1_001 }, 1_000, 0.1, 0)).toEqual({ left: 0, width: 2 });
  });

  it('measures durations and marks slow requests', () => {
    expect(rowDuration(request, 0)).toBe(500);
    expect(rowDuration(waiting, 4_000)).toBe(3_000);
    expect(rowDuration(tick, 4_000)).toBeUndefined();
    expect(isSlow(request, 0)).toBe(false);
    expect(isSlow(waiting, 4_000)).toBe(true);
    expect(isSlow(request, 0, 400)).toBe(true);
  });

  it('picks axis marks at 1, 2 or 5 × 10^k ms, far enough apart to label', () => {
    expect(axisTicks(1_000, 0.5, 80)).toEqual([0, 200, 400, 600, 800, 1_000]);
    expect(axisTicks(10, 100, 80)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(axisTicks(60_000, 0.01, 80)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
    expect(axisTicks(100, 0)).toEqual([0]);
    expect(fitScale(2_000, 1_000)).toBe(0.5);
    expect(fitScale(0, 1_000)).toBe(100);
  });

  it('says durations the way a person reads them', () => {
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(1_250)).toBe('1.25 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
  });
});

describe('TimelineLayout in slices', () => {
  it('lays out a big log a slice per call to the same rows as all at once, and says how far it read', () => {
    const log = new WireLog(noFlush);
    for (let i = 0; i < 120; i++) {
      log.append(frame(i * 10, 'out', { id: i, method: 'tools/call', params: { name: 'echo' } }));
      if (i % 3 === 0) log.append(frame(i * 10 + 1, 'in', { method: 'notifications/message', params: {} }));
      // Answers come late, some after the next slice began: a row of an earlier slice is ended by a later one.
      if (i >= 5) log.append(frame(i * 10 + 2, 'in', { id: i - 5, result: {} }));
    }
    const whole = new TimelineLayout().layout(log.entries());
    const sliced = new TimelineLayout();
    let snapshot = sliced.layout(log.entries(), 0, 50);
    expect(sliced.scanned).toBe(50);
    while (sliced.scanned < log.size) snapshot = sliced.layout(log.entries(), 0, 50);
    expect(snapshot.rows.map(pick)).toEqual(whole.rows.map(pick));
    expect({ ...snapshot, rows: undefined }).toEqual({ ...whole, rows: undefined });
  });
});
