import { describe, expect, it } from 'vitest';
import { WireLog } from './wire-log.ts';
import { includesSeq, isTrouble, WireFilter } from './wire-filter.ts';
import { entryLabel, entryPreview, utf8Length } from './wire-entry.ts';

const manual = () => {
  const queue: Array<() => void> = [];
  return {
    schedule: (fn: () => void) => queue.push(fn),
    run: () => {
      for (const fn of queue.splice(0)) fn();
    },
  };
};

describe('WireLog', () => {
  it('pairs a response with its request by direction, connection and id', () => {
    const log = new WireLog();
    const request = log.append({
      connection: 1,
      t: 100,
      direction: 'out',
      kind: 'request',
      method: 'tools/list',
      id: 1,
      raw: '{}',
    });
    log.append({ connection: 2, t: 110, direction: 'in', kind: 'result', id: 1, raw: '{}' });
    const response = log.append({ connection: 1, t: 145, direction: 'in', kind: 'result', id: 1, raw: '{"r":1}' });
    expect(response).toMatchObject({ method: 'tools/list', requestSeq: request.seq, latencyMs: 45 });
    expect(log.responseTo(request.seq)).toBe(response);
    expect(log.at(1)!.requestSeq).toBeUndefined();
  });

  it("pairs the server's requests with the inspector's answers, and keeps string and number ids apart", () => {
    const log = new WireLog();
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'request', method: 'roots/list', id: '1', raw: '{}' });
    const numeric = log.append({ connection: 1, t: 5, direction: 'out', kind: 'result', id: 1, raw: '{}' });
    const text = log.append({ connection: 1, t: 9, direction: 'out', kind: 'result', id: '1', raw: '{}' });
    expect(numeric.requestSeq).toBeUndefined();
    expect(text).toMatchObject({ method: 'roots/list', requestSeq: 0, latencyMs: 9 });
  });

  it('freezes entries and counts UTF-8 bytes', () => {
    const log = new WireLog();
    const entry = log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'é€😀' });
    expect(Object.isFrozen(entry)).toBe(true);
    expect(entry.size).toBe(2 + 3 + 4);
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length(`${'a'.repeat(70_000)}é€😀\ud800x`)).toBe(70_000 + 2 + 3 + 4 + 3 + 1);
    // A pair across the encoder's 65,536-character pieces still counts as one character.
    expect(utf8Length(`${'a'.repeat(65_535)}😀`)).toBe(65_535 + 4);
    expect(utf8Length('x'.repeat(70_000))).toBe(70_000);
    const text = `ab${'é'.repeat(5)}c😀`;
    expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('takes the size it is told instead of counting, such as the bytes of a line that was not valid UTF-8', () => {
    const log = new WireLog();
    const entry = log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'invalid-json',
      raw: '\ufffd\ufffd',
      size: 2,
    });
    expect(entry.size).toBe(2);
    expect(Object.isFrozen(entry)).toBe(true);
  });

  it('tells listeners once per flush however many entries arrive, and stops after unsubscribe', () => {
    const clock = manual();
    const log = new WireLog(clock.schedule);
    let calls = 0;
    const unsubscribe = log.subscribe(() => calls++);
    const before = log.getSnapshot();
    for (let i = 0; i < 2000; i++)
      log.append({
        connection: 1,
        t: i,
        direction: 'in',
        kind: 'notification',
        method: 'notifications/message',
        raw: '{}',
      });
    expect(log.getSnapshot()).not.toBe(before);
    clock.run();
    expect(calls).toBe(1);
    expect(log.size).toBe(2000);
    unsubscribe();
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'x' });
    clock.run();
    expect(calls).toBe(1);
  });
});

describe('WireFilter', () => {
  it('filters by label, id and raw text, incrementally', () => {
    const log = new WireLog();
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'invalid-json', raw: 'Server starting' });
    log.append({
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'tools/call',
      id: 7,
      raw: '{"name":"echo"}',
    });
    const filter = new WireFilter();
    expect([...filter.matches(log.entries(), 'not json')]).toEqual([0]);
    expect([...filter.matches(log.entries(), 'tools/')]).toEqual([1]);
    expect([...filter.matches(log.entries(), '7')]).toEqual([1]);
    expect([...filter.matches(log.entries(), '#7')]).toEqual([1]);
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'result', id: 7, raw: '{"content":[]}' });
    expect([...filter.matches(log.entries(), '7')]).toEqual([1, 2]);
    expect([...filter.matches(log.entries(), '')]).toEqual([0, 1, 2]);
    expect(entryLabel(log.at(0)!)).toBe('stdout (not JSON)');
  });

  it('keeps only trouble when asked: problems, errors, stderr that reads as an error and lines that are not JSON-RPC', () => {
    const log = new WireLog();
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'tools/call', id: 1, raw: '{}' });
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'Error: disk full, cannot warn anyone' });
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'error', id: 1, raw: '{}' });
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'result', id: 9, raw: '{}' });
    log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'notification',
      method: 'notifications/message',
      raw: '{}',
    });
    const filter = new WireFilter();
    expect([...filter.matches(log.entries(), '', 0, true)]).toEqual([1, 2, 3]);
    expect([...filter.matches(log.entries(), 'warn', 0, true)]).toEqual([1]);
    expect([...filter.matches(log.entries(), '', 0, false)]).toEqual([0, 1, 2, 3, 4]);
  });

  const cancel = (requestId: unknown, reason = 'The person cancelled it') => {
    const value = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId, reason } };
    return {
      connection: 1,
      t: 0,
      direction: 'out' as const,
      kind: 'notification' as const,
      method: 'notifications/cancelled',
      raw: JSON.stringify(value),
      value,
    };
  };
  const result = (id: number, body: unknown) => {
    const value = { jsonrpc: '2.0', id, result: body };
    return {
      connection: 1,
      t: 0,
      direction: 'in' as const,
      kind: 'result' as const,
      id,
      raw: JSON.stringify(value),
      value,
    };
  };

  it('counts a tool result with isError: true as trouble, and no other result', () => {
    const log = new WireLog();
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'tools/call', id: 1, raw: '{}' });
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'tools/call', id: 2, raw: '{}' });
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'tools/call', id: 3, raw: '{}' });
    const failed = log.append(result(1, { content: [{ type: 'text', text: 'no such file' }], isError: true }));
    log.append(result(2, { content: [], isError: false }));
    log.append(result(3, { content: [], isError: 'true' }));
    expect(failed.isError).toBe(true);
    expect(log.at(4)!.isError).toBeUndefined();
    expect([...new WireFilter().matches(log.entries(), '', 0, true)]).toEqual([3]);
  });

  it('counts an error response as trouble', () => {
    const log = new WireLog();
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'tools/call', id: 1, raw: '{}' });
    log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'error',
      id: 1,
      raw: '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Unknown tool"}}',
    });
    expect([...new WireFilter().matches(log.entries(), '', 0, true)]).toEqual([1]);
  });

  it('counts a cancellation the inspector sent as trouble, and adds the request it names to what was already shown', () => {
    const log = new WireLog();
    const filter = new WireFilter();
    log.append({
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'tools/call',
      id: 1,
      raw: '{"name":"slow"}',
    });
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'ping', id: 2, raw: '{}' });
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'ERROR: still working' });
    expect([...filter.matches(log.entries(), '', 0, true)]).toEqual([2]);
    const cancelled = log.append(cancel(1));
    expect(cancelled.cancels).toBe(0);
    expect([...filter.matches(log.entries(), '', 0, true)]).toEqual([0, 2, 3]);
    // From scratch, the same.
    expect([...new WireFilter().matches(log.entries(), '', 0, true)]).toEqual([0, 2, 3]);
    // With a query, the named request shows only when it matches it too.
    expect([...new WireFilter().matches(log.entries(), 'slow', 0, true)]).toEqual([0]);
    expect([...new WireFilter().matches(log.entries(), 'cancelled', 0, true)]).toEqual([3]);
  });

  it('counts a request that timed out: the SDK cancels it with a notification of its own', () => {
    const log = new WireLog();
    log.append({
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'resources/read',
      id: 'r-4',
      raw: '{}',
    });
    log.append(cancel('r-4', 'SdkError: Request timed out'));
    // An answer that comes late still pairs with the request, and shows only with the filter off.
    log.append({ ...result(0, { contents: [] }), id: 'r-4' });
    expect(log.at(2)!.requestSeq).toBe(0);
    expect([...new WireFilter().matches(log.entries(), '', 0, true)]).toEqual([0, 1]);
  });

  it('names no request for a cancellation of something already answered, or sent by the server, which is no trouble', () => {
    const log = new WireLog();
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'ping', id: 1, raw: '{}' });
    log.append(result(1, {}));
    const late = log.append(cancel(1));
    expect(late.cancels).toBeUndefined();
    log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'request',
      method: 'sampling/createMessage',
      id: 1,
      raw: '{}',
    });
    log.append({ ...cancel(1), direction: 'in' });
    expect(log.at(4)!.cancels).toBeUndefined();
    expect([...new WireFilter().matches(log.entries(), '', 0, true)]).toEqual([2]);
  });

  it('starts over when the log was cleared, even if it has grown past where it was', () => {
    const log = new WireLog();
    const filter = new WireFilter();
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'needle' });
    expect([...filter.matches(log.entries(), 'needle', log.generation)]).toEqual([0]);
    log.clear();
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'hay' });
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'hay' });
    expect([...filter.matches(log.entries(), 'needle', log.generation)]).toEqual([]);
  });
});

describe('entryPreview', () => {
  it('skips the JSON-RPC envelope and never passes the limit', () => {
    const raw =
      '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"warning","data":"disk almost full"}}';
    expect(entryPreview({ kind: 'notification', raw })).toBe('"params":{"level":"warning","data":"disk almost full"}}');
    expect(entryPreview({ kind: 'result', raw: '{"id":1,"jsonrpc":"2.0","result":{"tools":[]}}' })).toBe(
      '"result":{"tools":[]}}',
    );
    expect(entryPreview({ kind: 'stderr', raw: 'x'.repeat(10_000_000) })).toHaveLength(300);
    expect(entryPreview({ kind: 'request', raw: '{"jsonrpc":"2.0","id":1,"method":"ping"}' })).toBe(
      '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    );
  });
});

describe('includesSeq', () => {
  it('finds a seq in ascending matches', () => {
    expect(includesSeq([1, 4, 9, 12], 9)).toBe(true);
    expect(includesSeq([1, 4, 9, 12], 5)).toBe(false);
    expect(includesSeq([1, 4, 9, 12], 13)).toBe(false);
    expect(includesSeq([], 0)).toBe(false);
  });
});

describe('batches in the log', () => {
  const frame = (direction: 'in' | 'out', value: unknown, extra: Record<string, unknown> = {}) => {
    const raw = JSON.stringify(value);
    return { connection: 1, t: 0, direction, kind: 'batch' as const, raw, value, ...extra };
  };
  const request = (id: number, method: string) => ({
    connection: 1,
    t: 0,
    direction: 'out' as const,
    kind: 'request' as const,
    method,
    id,
    raw: '{}',
  });
  const rules = (entry: { findings?: ReadonlyArray<{ rule: string }> } | undefined) =>
    (entry?.findings ?? []).map((finding) => finding.rule);

  it('writes the batch, then each item as a frame of its own, paired with its request', () => {
    const log = new WireLog(() => {});
    log.append(request(1, 'tools/list'));
    log.append(request(2, 'prompts/list'));
    const raw = '[{"jsonrpc":"2.0","id":2,"result":{"prompts":[]}} , {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}]';
    const group = log.append({ connection: 1, t: 7, direction: 'in', kind: 'batch', raw, value: JSON.parse(raw) });
    expect(group).toMatchObject({ kind: 'batch', items: 2, seq: 2 });
    expect(log.at(3)).toMatchObject({
      kind: 'result',
      id: 2,
      method: 'prompts/list',
      requestSeq: 1,
      batch: { group: 2, index: 0 },
      raw: '{"jsonrpc":"2.0","id":2,"result":{"prompts":[]}}',
    });
    expect(log.at(4)).toMatchObject({
      kind: 'result',
      id: 1,
      method: 'tools/list',
      requestSeq: 0,
      batch: { group: 2, index: 1 },
    });
    expect(log.responseTo(0)).toBe(log.at(4));
    expect(log.size).toBe(5);
  });

  it('flags an empty batch and a non-object item as invalid requests, and writes the rest', () => {
    const log = new WireLog(() => {});
    expect(rules(log.append(frame('in', [])))).toEqual(['batch-empty']);
    const group = log.append(
      frame('in', [0, { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } }]),
    );
    expect(group.items).toBe(2);
    expect(log.at(group.seq + 1)).toMatchObject({
      kind: 'not-jsonrpc',
      raw: '0',
      batch: { group: group.seq, index: 0 },
    });
    expect(rules(log.at(group.seq + 1))).toEqual(['batch-item-not-object']);
    expect(log.at(group.seq + 2)).toMatchObject({ kind: 'notification', method: 'notifications/message' });
    expect(log.at(group.seq + 2)!.findings).toBeUndefined();
  });

  it('flags a batch on a revision without batches, but not the answers to a batch, which must be one', () => {
    const log = new WireLog(() => {});
    log.describeConnection(1, { revision: '2025-11-25' });
    const requests = log.append(
      frame('in', [
        { jsonrpc: '2.0', id: 'p', method: 'ping' },
        { jsonrpc: '2.0', id: 9, method: 'roots/list' },
      ]),
    );
    expect(rules(requests)).toEqual(['batch-not-in-revision']);
    const answers = log.append(
      frame('out', [
        { jsonrpc: '2.0', id: 'p', result: {} },
        { jsonrpc: '2.0', id: 9, result: { roots: [] } },
      ]),
    );
    expect(answers.findings).toBeUndefined();
    expect(log.at(answers.seq + 1)).toMatchObject({ requestSeq: requests.seq + 1, method: 'ping' });
    expect(log.at(answers.seq + 2)).toMatchObject({ requestSeq: requests.seq + 2, method: 'roots/list' });
    expect(
      log
        .entries()
        .slice(answers.seq)
        .every((entry) => entry.problem === undefined),
    ).toBe(true);
    log.describeConnection(2, { revision: '2025-03-26' });
    expect(
      log.append({ ...frame('in', [{ jsonrpc: '2.0', method: 'notifications/message', params: {} }]), connection: 2 })
        .findings,
    ).toBeUndefined();
  });

  it('reads the items from the text when the transport did not parse it, and never throws', () => {
    const log = new WireLog(() => {});
    const group = log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'batch',
      raw: '[{"jsonrpc":"2.0","method":"notifications/message","params":{}}]',
    });
    expect(log.at(group.seq + 1)).toMatchObject({ kind: 'notification', method: 'notifications/message' });
    expect(() =>
      log.append({ connection: 1, t: 0, direction: 'in', kind: 'batch', raw: 'not an array' }),
    ).not.toThrow();
    expect(log.at(log.size - 1)).toMatchObject({ kind: 'batch', items: 0 });
  });
});

describe('findings on frames', () => {
  it("flags stdout that is not JSON as the stdio transport's rule, and HTTP bodies as their own", () => {
    const log = new WireLog(() => {});
    const line = log.append({ connection: 1, t: 0, direction: 'in', kind: 'invalid-json', raw: 'Server starting...' });
    expect(line.findings).toMatchObject([{ rule: 'not-json', source: 'stdio transport', severity: 'error' }]);
    expect(line.problem).toMatch(/^stdout must carry only MCP messages/);
    const body = log.append({ connection: 1, t: 0, direction: 'in', kind: 'invalid-json', raw: '<html>', exchange: 0 });
    expect(body.findings).toMatchObject([{ rule: 'not-json', source: 'Streamable HTTP' }]);
  });

  it('does not repeat what classify said when the transport passes its problem on', () => {
    const log = new WireLog(() => {});
    const value = { jsonrpc: '1.0', id: 1, method: 'ping' };
    const entry = log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'request',
      method: 'ping',
      id: 1,
      raw: JSON.stringify(value),
      value,
      problem: '"jsonrpc" must be "2.0"',
    });
    expect(entry.findings?.map((finding) => finding.rule)).toEqual(['jsonrpc-version']);
    expect(entry.problem).toBe('"jsonrpc" must be "2.0"');
  });

  it("keeps the transport's findings first, and counts no finding twice", () => {
    const log = new WireLog(() => {});
    const crlf = {
      rule: 'stdio-crlf' as const,
      severity: 'info' as const,
      pointer: '',
      source: 'stdio transport',
      message: 'ends with CRLF',
    };
    const entry = log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'notification',
      method: 'notifications/message',
      raw: '{}',
      findings: [crlf, crlf],
    });
    expect(entry.findings).toEqual([crlf]);
    expect(entry.problem).toBeUndefined();
  });

  it("gives a call's findings: its request's and its answer's", () => {
    const log = new WireLog(() => {});
    log.describeConnection(1, { revision: '2025-11-25', serverCapabilities: { tools: {} } });
    log.append({
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'tools/call',
      id: 1,
      raw: '{}',
      value: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } },
    });
    const value = { jsonrpc: '2.0', id: '1', result: { content: [] }, error: { code: 1, message: 'x' } };
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'result', id: '1', raw: JSON.stringify(value), value });
    expect(log.callFindings(1, 1).map((finding) => finding.rule)).toEqual([
      'response-result-and-error',
      'response-id-type',
    ]);
    expect(log.callFindings(1, 2)).toEqual([]);
    expect(log.callFindings(2, 1)).toEqual([]);
    expect(log.revisionOf(1)).toBe('2025-11-25');
  });
});

describe('Only trouble and the findings', () => {
  it('counts a frame a finding flags, and not one whose findings only tell', () => {
    const log = new WireLog(() => {});
    const notice = {
      rule: 'stdio-crlf' as const,
      severity: 'info' as const,
      pointer: '',
      source: 'stdio transport',
      message: 'CRLF',
    };
    log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'notification',
      method: 'notifications/message',
      raw: '{}',
      findings: [notice],
    });
    log.append({ connection: 1, t: 0, direction: 'in', kind: 'notification', method: 'resources/updated', raw: '{}' });
    expect(log.at(0)!.problem).toBeUndefined();
    expect([...new WireFilter().matches(log.entries(), '', 0, true)]).toEqual([1]);
  });

  it('leaves out the revision probe a server of an earlier revision refused, and keeps what the SDK complained of', () => {
    const log = new WireLog(() => {});
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'server/discover', id: 0, raw: '{}' });
    const refusal = { jsonrpc: '2.0', id: 0, error: { code: -32601, message: 'Method not found' } };
    const probe = log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'error',
      id: 0,
      raw: JSON.stringify(refusal),
      value: refusal,
    });
    expect(probe.findings).toMatchObject([{ rule: 'revision-probe-declined', severity: 'info' }]);
    log.append({ connection: 1, t: 0, direction: 'note', kind: 'process', raw: 'SDK: Unknown message type' });
    log.append({ connection: 1, t: 0, direction: 'note', kind: 'process', raw: 'Started process 12' });
    expect([...new WireFilter().matches(log.entries(), '', 0, true)]).toEqual([2]);
  });
});

describe("the inspector's own probes", () => {
  it('a probe request, its answer and the exchange that carried them are marked, with no finding held against the server', () => {
    const log = new WireLog(() => {});
    log.describeConnection(1, { revision: '2025-11-25' });
    log.expectProbe(1, 'server-discover-probe-1');
    const head = log.append({
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'http',
      raw: 'POST /mcp',
      http: { method: 'POST', url: 'http://h/mcp', route: 'direct' },
      probe: true,
    });
    const request = { jsonrpc: '2.0', id: 'server-discover-probe-1', method: 'server/discover', params: {} };
    const sent = log.append({
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'server/discover',
      id: request.id,
      raw: JSON.stringify(request),
      value: request,
      exchange: head.seq,
    });
    const status = log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'http',
      raw: '404',
      requestSeq: head.seq,
      http: { method: 'POST', url: 'http://h/mcp', route: 'direct', status: 404 },
    });
    const refusal = { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } };
    const answer = log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'error',
      id: request.id,
      raw: JSON.stringify(refusal),
      value: refusal,
      exchange: head.seq,
    });
    for (const entry of [head, sent, status, answer]) expect(entry.probe).toBe(true);
    // Sending server/discover to a 2025 server is the point of the probe, not a broken rule.
    expect(sent.findings ?? []).toEqual([]);
    expect(sent.problem).toBeUndefined();
    expect((answer.findings ?? []).every((finding) => finding.cause === 'probe')).toBe(true);
    expect(log.entries().filter(isTrouble)).toEqual([]);
    // The same method sent later by someone else is judged as usual.
    const later = { jsonrpc: '2.0', id: 9, method: 'server/discover' };
    const own = log.append({
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'server/discover',
      id: 9,
      raw: JSON.stringify(later),
      value: later,
    });
    expect(own.probe).toBeUndefined();
  });

  it("marks a superseded attempt's entries as probes afterwards, and what counts them starts over", () => {
    const log = new WireLog(() => {});
    log.append({ connection: 1, t: 0, direction: 'note', kind: 'process', raw: 'before' });
    const from = log.size;
    log.append({
      connection: 1,
      t: 0,
      direction: 'in',
      kind: 'http',
      raw: '404',
      http: { method: 'POST', url: 'http://h/sse', route: 'direct', status: 404 },
    });
    log.append({ connection: 2, t: 0, direction: 'note', kind: 'process', raw: 'other connection' });
    const generation = log.generation;
    log.markProbes(1, from);
    expect(log.generation).not.toBe(generation);
    expect(log.entries().map((entry) => entry.probe === true)).toEqual([false, true, false]);
    expect(Object.isFrozen(log.at(from))).toBe(true);
  });
});

describe('an MCP App channel in the log', () => {
  it("pairs the view's ids apart from the server's, and the server's rules do not judge it", () => {
    const log = new WireLog(() => {});
    const app = { view: 1, uri: 'ui://demo/view.html' };
    log.append({
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'tools/list',
      id: 1,
      raw: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      value: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    const init = log.append({
      connection: 1,
      t: 1,
      direction: 'in',
      kind: 'request',
      method: 'ui/initialize',
      id: 1,
      raw: '{}',
      value: { jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: {} },
      app,
    });
    const answer = log.append({
      connection: 1,
      t: 5,
      direction: 'out',
      kind: 'result',
      id: 1,
      raw: '{}',
      value: { jsonrpc: '2.0', id: 1, result: {} },
      app,
    });
    expect(answer.requestSeq).toBe(init.seq);
    expect(answer.method).toBe('ui/initialize');
    expect(answer.app).toEqual(app);
    // A ui/ method is no method of any MCP revision; on the app's channel that is no finding.
    expect(init.findings).toBeUndefined();
    const serverAnswer = log.append({
      connection: 1,
      t: 6,
      direction: 'in',
      kind: 'result',
      id: 1,
      raw: '{}',
      value: { jsonrpc: '2.0', id: 1, result: { tools: [] } },
    });
    expect(serverAnswer.method).toBe('tools/list');
    // A second view has ids of its own too.
    const other = log.append({
      connection: 1,
      t: 7,
      direction: 'out',
      kind: 'result',
      id: 1,
      raw: '{}',
      value: { jsonrpc: '2.0', id: 1, result: {} },
      app: { view: 2, uri: 'ui://other' },
    });
    expect(other.requestSeq).toBeUndefined();
    expect(other.findings?.map((finding) => finding.rule)).toContain('response-unknown-id');
  });
});
