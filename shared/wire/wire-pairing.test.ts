import { describe, expect, it } from 'vitest';
import { WireLog } from './wire-log.ts';

const base = { connection: 1, t: 0, raw: '{}' } as const;
const rules = (entry: { findings?: ReadonlyArray<{ rule: string }> }) =>
  (entry.findings ?? []).map((finding) => finding.rule);

describe('pairing findings', () => {
  it('pairs a response whose id has the other JSON type, as the SDK takes it, and flags it', () => {
    const log = new WireLog(() => {});
    const request = log.append({ ...base, direction: 'out', kind: 'request', method: 'tools/call', id: 1 });
    const response = log.append({ ...base, direction: 'in', kind: 'result', id: '1' });
    expect(response.requestSeq).toBe(request.seq);
    expect(rules(response)).toEqual(['response-id-type']);
    expect(response.problem).toBe(
      'answers id "1", but the pending tools/call (entry 1) has id 1: ids must match in type as well as value',
    );
    expect(log.responseTo(request.seq)).toBe(response);
    expect(log.callFindings(1, 1).map((finding) => finding.rule)).toEqual(['response-id-type']);
  });

  it("does not pair the inspector's own answer whose id has the other type", () => {
    const log = new WireLog(() => {});
    const request = log.append({ ...base, direction: 'in', kind: 'request', method: 'roots/list', id: 2 });
    const answer = log.append({ ...base, direction: 'out', kind: 'result', id: '2' });
    expect(answer.requestSeq).toBeUndefined();
    expect(rules(answer)).toEqual(['response-id-type']);
    expect(log.responseTo(request.seq)).toBeUndefined();
  });

  it('tells a response to nothing from a second response to the same request', () => {
    const log = new WireLog(() => {});
    log.append({ ...base, direction: 'out', kind: 'request', method: 'ping', id: 4 });
    expect(log.append({ ...base, direction: 'in', kind: 'result', id: 4 }).findings).toBeUndefined();
    const second = log.append({ ...base, direction: 'in', kind: 'result', id: 4 });
    expect(rules(second)).toEqual(['response-already-answered']);
    expect(second.problem).toMatch(/answers id 4, but ping \(entry 1\) was already answered/);
    const stray = log.append({ ...base, direction: 'in', kind: 'error', id: 'zzz' });
    expect(rules(stray)).toEqual(['response-unknown-id']);
    expect(stray.problem).toMatch(/answers id "zzz", which no request has/);
  });

  it('starts ids over for a new session on the connection (another attempt at opening it), and only on that connection', () => {
    const log = new WireLog(() => {});
    log.append({ ...base, direction: 'out', kind: 'request', method: 'server/discover', id: 'probe-1' });
    log.append({ ...base, connection: 2, direction: 'out', kind: 'request', method: 'ping', id: 1 });
    log.newSession(1);
    const again = log.append({ ...base, direction: 'out', kind: 'request', method: 'server/discover', id: 'probe-1' });
    expect(again.findings).toBeUndefined();
    expect(log.append({ ...base, direction: 'in', kind: 'result', id: 'probe-1' }).requestSeq).toBe(again.seq);
    expect(
      rules(log.append({ ...base, connection: 2, direction: 'out', kind: 'request', method: 'ping', id: 1 })),
    ).toEqual(['id-reused']);
  });

  it('flags an id reused while its first request is pending, and pairs the answer with the first', () => {
    const log = new WireLog(() => {});
    const first = log.append({ ...base, direction: 'in', kind: 'request', method: 'roots/list', id: 7 });
    const second = log.append({ ...base, direction: 'in', kind: 'request', method: 'sampling/createMessage', id: 7 });
    expect(rules(second)).toEqual(['id-reused']);
    expect(second.problem).toMatch(/id 7 is already in use by a pending roots\/list \(entry 1\)/);
    const answer = log.append({ ...base, direction: 'out', kind: 'result', id: 7 });
    expect(answer.requestSeq).toBe(first.seq);
  });

  it('flags an id reused after its first request was answered, and pairs the answer with the second', () => {
    const log = new WireLog(() => {});
    log.append({ ...base, direction: 'out', kind: 'request', method: 'tools/list', id: 1 });
    log.append({ ...base, direction: 'in', kind: 'result', id: 1 });
    const again = log.append({ ...base, direction: 'out', kind: 'request', method: 'tools/call', id: 1 });
    expect(rules(again)).toEqual(['id-reused']);
    expect(again.problem).toMatch(/was used before, by tools\/list \(entry 1\)/);
    expect(log.append({ ...base, direction: 'in', kind: 'result', id: 1 })).toMatchObject({
      requestSeq: again.seq,
      method: 'tools/call',
    });
  });

  it('keeps ids apart by sender and connection', () => {
    const log = new WireLog(() => {});
    log.append({ ...base, direction: 'out', kind: 'request', method: 'ping', id: 1 });
    expect(log.append({ ...base, direction: 'in', kind: 'request', method: 'ping', id: 1 }).findings).toBeUndefined();
    expect(
      log.append({ ...base, connection: 2, direction: 'out', kind: 'request', method: 'ping', id: 1 }).findings,
    ).toBeUndefined();
  });

  it('keeps what the transport said beside the pairing finding', () => {
    const log = new WireLog(() => {});
    const entry = log.append({
      ...base,
      direction: 'in',
      kind: 'result',
      id: 3,
      problem: 'not valid UTF-8 (first bad byte at offset 2)',
    });
    expect(rules(entry)).toEqual(['transport-problem', 'response-unknown-id']);
    expect(entry.problem).toMatch(/^not valid UTF-8 \(first bad byte at offset 2\); answers id 3/);
  });

  it('names the pending request a cancellation sent by the inspector is about, on the same connection, and keeps it pending', () => {
    const log = new WireLog(() => {});
    const cancel = (connection: number, requestId: unknown) => ({
      ...base,
      connection,
      direction: 'out' as const,
      kind: 'notification' as const,
      method: 'notifications/cancelled',
      value: { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId } },
    });
    const request = log.append({ ...base, direction: 'out', kind: 'request', method: 'tools/call', id: 5 });
    expect(log.append(cancel(2, 5)).cancels).toBeUndefined();
    expect(log.append(cancel(1, '5')).cancels).toBeUndefined();
    const cancelled = log.append(cancel(1, 5));
    expect(cancelled).toMatchObject({ cancels: request.seq });
    expect(cancelled.findings).toBeUndefined();
    expect(cancelled).not.toHaveProperty('value');
    expect(log.append({ ...base, direction: 'in', kind: 'result', id: 5 }).requestSeq).toBe(request.seq);
  });

  it('starts pairing afresh after clear and says so through generation', () => {
    const log = new WireLog(() => {});
    log.append({ ...base, direction: 'out', kind: 'request', method: 'ping', id: 1 });
    const before = log.generation;
    log.clear();
    expect(log.generation).not.toBe(before);
    expect(log.size).toBe(0);
    expect(rules(log.append({ ...base, direction: 'in', kind: 'result', id: 1 }))).toEqual(['response-unknown-id']);
  });
});

describe('progress and cancellation findings', () => {
  const notification = (direction: 'in' | 'out', method: string, params: unknown) => ({
    ...base,
    direction,
    kind: 'notification' as const,
    method,
    value: { jsonrpc: '2.0', method, params },
  });
  const request = (id: number, progressToken?: string | number) => ({
    ...base,
    direction: 'out' as const,
    kind: 'request' as const,
    method: 'tools/call',
    id,
    value: {
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'x', ...(progressToken !== undefined ? { _meta: { progressToken } } : {}) },
    },
  });

  it('takes progress for a token a pending request handed out, and flags progress that does not rise', () => {
    const log = new WireLog(() => {});
    log.append(request(1, 'p1'));
    expect(
      log.append(notification('in', 'notifications/progress', { progressToken: 'p1', progress: 1 })).findings,
    ).toBeUndefined();
    expect(
      log.append(notification('in', 'notifications/progress', { progressToken: 'p1', progress: 2 })).findings,
    ).toBeUndefined();
    expect(
      rules(log.append(notification('in', 'notifications/progress', { progressToken: 'p1', progress: 2 }))),
    ).toEqual(['progress-not-increasing']);
  });

  it('flags progress for a token no request sent, and progress after the answer', () => {
    const log = new WireLog(() => {});
    log.append(request(1, 7));
    expect(
      rules(log.append(notification('in', 'notifications/progress', { progressToken: 'nobody', progress: 1 }))),
    ).toEqual(['progress-unknown-token']);
    expect(
      rules(log.append(notification('in', 'notifications/progress', { progressToken: '7', progress: 1 }))),
    ).toEqual(['progress-unknown-token']);
    log.append({ ...base, direction: 'in', kind: 'result', id: 1 });
    const late = log.append(notification('in', 'notifications/progress', { progressToken: 7, progress: 2 }));
    expect(rules(late)).toEqual(['progress-after-response']);
    expect(late.findings![0]).toMatchObject({ pointer: '/params/progressToken', severity: 'warning' });
  });

  it('flags a cancellation of a request its sender never made, but not one of a request already answered', () => {
    const log = new WireLog(() => {});
    expect(rules(log.append(notification('in', 'notifications/cancelled', { requestId: 99 })))).toEqual([
      'cancelled-unknown-request',
    ]);
    log.append({ ...base, direction: 'in', kind: 'request', method: 'roots/list', id: 3 });
    log.append({ ...base, direction: 'out', kind: 'result', id: 3 });
    expect(log.append(notification('in', 'notifications/cancelled', { requestId: 3 })).findings).toBeUndefined();
  });

  it('flags a cancellation of initialize', () => {
    const log = new WireLog(() => {});
    log.append({ ...base, direction: 'out', kind: 'request', method: 'initialize', id: 0 });
    expect(rules(log.append(notification('out', 'notifications/cancelled', { requestId: 0 })))).toEqual([
      'cancelled-initialize',
    ]);
  });
});
