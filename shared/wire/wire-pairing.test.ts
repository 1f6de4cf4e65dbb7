import { describe, expect, it } from 'vitest';
import { WireLog } from './wire-log.ts';

const base = { connection: 1, t: 0, raw: '{}' } as const;

describe('pairing problems', () => {
  it('flags a response whose id has the other JSON type, and leaves the request waiting', () => {
    const log = new WireLog(() => {});
    const request = log.append({ ...base, direction: 'out', kind: 'request', method: 'tools/call', id: 1 });
    const response = log.append({ ...base, direction: 'in', kind: 'result', id: '1' });
    expect(response.requestSeq).toBeUndefined();
    expect(response.problem).toBe('answers id "1", but the pending tools/call (entry 1) has id 1: ids must match in type as well as value');
    expect(log.responseTo(request.seq)).toBeUndefined();
  });

  it('flags a response to nothing, and a second response to the same request', () => {
    const log = new WireLog(() => {});
    log.append({ ...base, direction: 'out', kind: 'request', method: 'ping', id: 4 });
    expect(log.append({ ...base, direction: 'in', kind: 'result', id: 4 }).problem).toBeUndefined();
    expect(log.append({ ...base, direction: 'in', kind: 'result', id: 4 }).problem).toMatch(/answers id 4, which no pending request has/);
    expect(log.append({ ...base, direction: 'in', kind: 'error', id: 'zzz' }).problem).toMatch(/answers id "zzz"/);
  });

  it('flags an id reused while its first request is pending, and pairs the answer with the first', () => {
    const log = new WireLog(() => {});
    const first = log.append({ ...base, direction: 'in', kind: 'request', method: 'roots/list', id: 7 });
    const second = log.append({ ...base, direction: 'in', kind: 'request', method: 'sampling/createMessage', id: 7 });
    expect(second.problem).toMatch(/id 7 is already in use by a pending roots\/list \(entry 1\)/);
    const answer = log.append({ ...base, direction: 'out', kind: 'result', id: 7 });
    expect(answer.requestSeq).toBe(first.seq);
  });

  it('keeps the classifier\'s problem beside the pairing problem', () => {
    const log = new WireLog(() => {});
    const entry = log.append({ ...base, direction: 'in', kind: 'result', id: 3, problem: '"jsonrpc" must be "2.0"' });
    expect(entry.problem).toMatch(/^"jsonrpc" must be "2.0"; answers id 3/);
  });

  it('names the pending request a cancellation sent by the inspector is about, on the same connection, and keeps it pending', () => {
    const log = new WireLog(() => {});
    const cancel = (connection: number, requestId: unknown) => ({ ...base, connection, direction: 'out' as const, kind: 'notification' as const, method: 'notifications/cancelled', value: { params: { requestId } } });
    const request = log.append({ ...base, direction: 'out', kind: 'request', method: 'tools/call', id: 5 });
    expect(log.append(cancel(2, 5)).cancels).toBeUndefined();
    expect(log.append(cancel(1, '5')).cancels).toBeUndefined();
    const cancelled = log.append(cancel(1, 5));
    expect(cancelled).toMatchObject({ cancels: request.seq });
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
    expect(log.append({ ...base, direction: 'in', kind: 'result', id: 1 }).problem).toMatch(/no pending request/);
  });
});
