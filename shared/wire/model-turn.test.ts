import { describe, expect, it } from 'vitest';
import { toJsonLines } from './export-log.ts';
import { parseJsonLines } from './import-log.ts';
import { ModelTurnRecorder, type StepView } from './model-turn.ts';
import { turnFrameSeqs, turnOfFrame } from './model-turn-links.ts';
import { TimelineLayout } from './timeline-layout.ts';
import { entryLabel, type WireInput } from './wire-entry.ts';
import { isTrouble, WireFilter } from './wire-filter.ts';
import { WireLog } from './wire-log.ts';

const noFlush = () => {};

function frame(t: number, direction: 'in' | 'out', message: Record<string, unknown>): WireInput {
  const value = { jsonrpc: '2.0', ...message };
  const kind = 'method' in message ? 'request' : 'result';
  return {
    connection: 1,
    t,
    direction,
    kind,
    method: message.method as string | undefined,
    id: message.id as number | undefined,
    raw: JSON.stringify(value),
    value,
  };
}

const step = (more: Partial<StepView> = {}): StepView => ({
  step: 1,
  turn: 1,
  model: 'scripted (openai-compatible)',
  status: 'streaming',
  text: '',
  calls: [],
  ...more,
});

/** A conversation's first step calling echo once: the start, the tools/call and its answer, then the end. */
function oneTurn() {
  const log = new WireLog(noFlush);
  let t = 1000;
  const recorder = new ModelTurnRecorder(
    log,
    1,
    () => 1,
    () => t,
  );
  recorder.observe([step()]);
  t = 1400;
  const done = step({
    status: 'done',
    finishReason: 'tool-calls',
    firstTokenMs: 120,
    totalMs: 300,
    inputTokens: 50,
    outputTokens: 7,
    request: { model: 'scripted', messages: [{ role: 'user', content: 'echo hi' }] },
    calls: [{ tool: 'echo', argsText: '{"message":"hi"}', status: 'awaiting-approval' }],
  });
  recorder.observe([done]);
  log.append(
    frame(1500, 'out', { id: 7, method: 'tools/call', params: { name: 'echo', arguments: { message: 'hi' } } }),
  );
  log.append(frame(1510, 'in', { id: 7, result: { content: [{ type: 'text', text: 'Echo: hi' }] } }));
  t = 1520;
  recorder.observe([{ ...done, calls: [{ ...done.calls[0]!, status: 'done', requestId: 7 }] }]);
  // Told again: nothing more is written.
  recorder.observe([{ ...done, calls: [{ ...done.calls[0]!, status: 'done', requestId: 7 }] }]);
  return log;
}

describe('model turns in the wire log', () => {
  it('writes a step once at its start and once when it and its tool calls have settled', () => {
    const log = oneTurn();
    const entries = log.entries();
    expect(entries.map((entry) => [entry.kind, entry.direction, entryLabel(entry)])).toEqual([
      ['model', 'out', 'model step 1'],
      ['request', 'out', 'tools/call'],
      ['result', 'in', 'tools/call'],
      ['model', 'in', 'model step 1 ended'],
    ]);
    const end = entries[3]!;
    expect(end.requestSeq).toBe(0);
    expect(log.responseTo(0)?.seq).toBe(3);
    expect(end.model).toMatchObject({
      conversation: 1,
      step: 1,
      status: 'done',
      firstTokenMs: 120,
      totalMs: 300,
      inputTokens: 50,
      outputTokens: 7,
      calls: [{ tool: 'echo', status: 'done', requestId: 7, connection: 1, seq: 1 }],
    });
    // The request body as recorded, and the model's answer.
    expect(JSON.parse(end.raw)).toEqual({
      request: { model: 'scripted', messages: [{ role: 'user', content: 'echo hi' }] },
      answer: { text: '', toolCalls: [{ name: 'echo', arguments: '{"message":"hi"}' }] },
    });
  });

  it('waits for every call a step names, even one whose entry has not come yet', () => {
    const log = new WireLog(noFlush);
    const recorder = new ModelTurnRecorder(
      log,
      1,
      () => 1,
      () => 0,
    );
    const done = step({ status: 'done', totalMs: 5 });
    recorder.observe([{ ...done, calls: [{ tool: '', argsText: '', status: 'not-listed' }] }]);
    expect(log.size).toBe(1);
    recorder.observe([{ ...done, calls: [{ tool: 'echo', argsText: '{}', status: 'denied' }] }]);
    expect(log.size).toBe(2);
    expect(log.at(1)?.model?.calls).toEqual([{ tool: 'echo', status: 'denied' }]);
  });

  it('links a turn to the tools/call frames it caused and each frame back to its turn', () => {
    const log = oneTurn();
    expect(turnFrameSeqs(log.at(3)!)).toEqual([1]);
    expect(turnOfFrame(log.entries(), 1)?.seq).toBe(3);
    // The answer is not a tools/call request: no turn.
    expect(turnOfFrame(log.entries(), 2)).toBeUndefined();
  });

  it('is never judged as the server: no findings, never trouble', () => {
    const log = oneTurn();
    for (const seq of [0, 3]) {
      const entry = log.at(seq)!;
      expect(entry.findings).toBeUndefined();
      expect(entry.problem).toBeUndefined();
      expect(isTrouble(entry)).toBe(false);
    }
  });

  it('draws the turns in their own lane, from the request to the end of the answer', () => {
    const log = oneTurn();
    const snapshot = new TimelineLayout().layout(log.entries());
    expect(snapshot.rows.map((row) => row.method)).toEqual(['tools/call']);
    expect(snapshot.turns).toEqual([
      expect.objectContaining({ seq: 0, kind: 'turn', method: 'model step 1', start: 1000, end: 1300 }),
    ]);
    expect(snapshot.turns[0]).toMatchObject({ outcome: 'result', responseSeq: 3 });
    expect(snapshot.firstT).toBe(1000);
    expect(snapshot.pending).toBe(0);
  });

  it('shows a turn still running as pending in the lane', () => {
    const log = new WireLog(noFlush);
    new ModelTurnRecorder(
      log,
      1,
      () => 1,
      () => 50,
    ).observe([step()]);
    const snapshot = new TimelineLayout().layout(log.entries());
    expect(snapshot.turns).toEqual([expect.objectContaining({ outcome: 'pending', start: 50 })]);
    expect(snapshot.pending).toBe(1);
  });

  it('filters to model turns only', () => {
    const log = oneTurn();
    const shown = new WireFilter().matches(log.entries(), { text: '', modelTurns: true });
    expect([...Array(shown.length).keys()].map((at) => shown.seqAt(at))).toEqual([0, 3]);
  });

  it('keeps turns and their links through Export and import, renumbered with the entries', () => {
    const log = oneTurn();
    const lines = toJsonLines(log.entries()).split('\n');
    // A line the import skips before the frame: every link follows the new numbers.
    const text = [lines[0], 'not json', ...lines.slice(1)].join('\n');
    const withGap = [lines[0], '{"broken": true}', ...lines.slice(1)].join('\n');
    for (const file of [text, withGap]) {
      const imported = parseJsonLines(file);
      expect(imported.skipped).toHaveLength(1);
      const again = new WireLog(noFlush);
      again.load(imported.entries);
      expect(again.at(3)?.kind).toBe('model');
      expect(again.at(3)?.requestSeq).toBe(0);
      expect(turnFrameSeqs(again.at(3)!)).toEqual([1]);
      expect(turnOfFrame(again.entries(), 1)?.seq).toBe(3);
      expect(new TimelineLayout().layout(again.entries()).turns[0]).toMatchObject({ end: 1300, responseSeq: 3 });
    }
  });

  it('renumbers the frame a turn names when an entry before it is skipped', () => {
    const log = oneTurn();
    const lines = toJsonLines(log.entries()).trim().split('\n');
    // The start is dropped: the frame is now entry 0, the end entry 2, with no start to pair with.
    const imported = parseJsonLines(['oops', ...lines.slice(1)].join('\n'));
    const end = imported.entries[2]!;
    expect(end.requestSeq).toBeUndefined();
    expect(turnFrameSeqs(end)).toEqual([0]);
    const snapshot = new TimelineLayout().layout(imported.entries);
    expect(snapshot.turns).toEqual([expect.objectContaining({ seq: 2, outcome: 'result', responseSeq: 2 })]);
  });

  it('names no frame when the log was cleared while the turn ran', () => {
    const log = new WireLog(noFlush);
    const recorder = new ModelTurnRecorder(
      log,
      2,
      () => 1,
      () => 5,
    );
    recorder.observe([step({ step: 3 })]);
    log.clear();
    recorder.observe([step({ step: 3, status: 'failed', totalMs: 10 })]);
    expect(log.size).toBe(1);
    expect(log.at(0)).toMatchObject({ kind: 'model', direction: 'in', model: { conversation: 2, step: 3 } });
    expect(log.at(0)?.requestSeq).toBeUndefined();
    expect(new TimelineLayout().layout(log.entries()).turns[0]).toMatchObject({ outcome: 'error' });
  });
});
