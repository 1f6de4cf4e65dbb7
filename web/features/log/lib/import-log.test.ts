import { describe, expect, it } from 'vitest';
// The page's own Export: what a person imports is what it wrote.
import { toJsonLines } from './export.ts';
import { parseJsonLines } from '../../../../shared/wire/import-log.ts';
import { WireLog } from '../../../../shared/wire/wire-log.ts';

const frame = (value: object) => JSON.stringify({ jsonrpc: '2.0', ...value });

/** A small session's log: handshake, a paired call, a cancellation, stderr, a line that is not JSON, an HTTP exchange with its frame. */
function recordedLog(): WireLog {
  const log = new WireLog(() => {});
  log.append({
    connection: 1,
    t: 1000,
    direction: 'note',
    kind: 'process',
    raw: 'Started process 42: node server.mjs',
  });
  log.append({
    connection: 1,
    t: 1001,
    direction: 'out',
    kind: 'request',
    method: 'initialize',
    id: 0,
    raw: frame({ id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25' } }),
  });
  log.append({
    connection: 1,
    t: 1012,
    direction: 'in',
    kind: 'result',
    id: 0,
    raw: frame({
      id: 0,
      result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } },
    }),
  });
  log.append({ connection: 1, t: 1013, direction: 'in', kind: 'stderr', raw: 'ready on stdio' });
  log.append({
    connection: 1,
    t: 1014,
    direction: 'in',
    kind: 'notification',
    method: 'resources/updated',
    raw: frame({ method: 'resources/updated', params: { uri: 'file:///a' } }),
    findings: [
      {
        rule: 'unknown-notification',
        severity: 'warning',
        pointer: '/method',
        source: '2025-11-25',
        message: 'not a notification of 2025-11-25',
        didYouMean: 'notifications/resources/updated',
      },
    ],
    problem: 'not a notification of 2025-11-25',
  });
  log.append({
    connection: 1,
    t: 1020,
    direction: 'out',
    kind: 'request',
    method: 'tools/call',
    id: 1,
    raw: frame({ id: 1, method: 'tools/call', params: { name: 'slow' } }),
  });
  log.append({
    connection: 1,
    t: 1030,
    direction: 'out',
    kind: 'notification',
    method: 'notifications/cancelled',
    raw: frame({ method: 'notifications/cancelled', params: { requestId: 1 } }),
    value: { method: 'notifications/cancelled', params: { requestId: 1 } },
  });
  log.append({
    connection: 1,
    t: 1040,
    direction: 'in',
    kind: 'result',
    id: 1,
    raw: frame({ id: 1, result: { content: [], isError: true } }),
    value: { id: 1, result: { content: [], isError: true } },
  });
  log.append({
    connection: 1,
    t: 1041,
    direction: 'in',
    kind: 'invalid-json',
    raw: 'debug: done',
    problem: 'Unexpected token',
  });
  const head = log.append({
    connection: 2,
    t: 2000,
    direction: 'out',
    kind: 'http',
    raw: 'POST /mcp\n\n{}',
    http: {
      method: 'POST',
      url: 'http://127.0.0.1/mcp',
      route: 'direct',
      requestHeaders: [['authorization', 'Bearer secret']],
    },
  });
  log.append({
    connection: 2,
    t: 2001,
    direction: 'out',
    kind: 'request',
    method: 'tools/list',
    id: 'a',
    raw: frame({ id: 'a', method: 'tools/list' }),
    exchange: head.seq,
  });
  log.append({
    connection: 2,
    t: 2009,
    direction: 'in',
    kind: 'http',
    raw: '200\n\n',
    requestSeq: head.seq,
    http: { method: 'POST', url: 'http://127.0.0.1/mcp', route: 'direct', status: 200 },
  });
  return log;
}

describe('parseJsonLines', () => {
  it('reads back an export entry for entry: pairing, latency, findings, cancellations, HTTP facts', () => {
    const log = recordedLog();
    const exported = toJsonLines(log.entries(), { revealSecrets: true });
    const imported = parseJsonLines(exported);
    expect(imported.skipped).toEqual([]);
    expect(imported.entries).toEqual(log.entries());
    expect(imported.entries[7]).toMatchObject({ requestSeq: 5, latencyMs: 20, isError: true });
    expect(imported.entries[6]).toMatchObject({ cancels: 5 });
    expect(imported.entries[4]!.findings![0]).toMatchObject({
      rule: 'unknown-notification',
      didYouMean: 'notifications/resources/updated',
    });
  });

  it('gives a loaded log the same answers as the live one: each request finds its response', () => {
    const log = recordedLog();
    const loaded = new WireLog(() => {});
    loaded.load(parseJsonLines(toJsonLines(log.entries())).entries);
    expect(loaded.size).toBe(log.size);
    expect(loaded.responseTo(1)?.seq).toBe(2);
    expect(loaded.responseTo(5)?.seq).toBe(7);
    expect(loaded.responseTo(9)?.seq).toBe(11);
    expect(Object.isFrozen(loaded.at(3))).toBe(true);
  });

  it('reports malformed lines by number, skips them, and links the rest by their new numbers', () => {
    const lines = toJsonLines(recordedLog().entries()).trimEnd().split('\n');
    // Line 2 (initialize) becomes garbage, line 4 an array: every later entry moves up, and the initialize result loses its request.
    lines[1] = '{"seq": 1, "connection": 1, "t": 10';
    lines[3] = '[1, 2]';
    lines.splice(5, 0, '{"seq": 99, "connection": "one", "t": 0, "direction": "sideways", "raw": 5}', '');
    const imported = parseJsonLines(lines.join('\r\n'));
    expect(imported.skipped.map((skip) => skip.line)).toEqual([2, 4, 6]);
    expect(imported.skipped[0]!.reason).toMatch(/^not JSON/);
    expect(imported.skipped[1]!.reason).toBe('not an object');
    expect(imported.skipped[2]!.reason).toContain('"direction" is not in, out or note');
    expect(imported.entries.map((entry) => entry.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const initializeResult = imported.entries[1]!;
    expect(initializeResult.kind).toBe('result');
    expect(initializeResult.requestSeq).toBeUndefined();
    expect(initializeResult.latencyMs).toBeUndefined();
    const callResult = imported.entries.find((entry) => entry.kind === 'result' && entry.id === 1)!;
    expect(imported.entries[callResult.requestSeq!]).toMatchObject({ method: 'tools/call', id: 1 });
    const frameOverHttp = imported.entries.find((entry) => entry.id === 'a')!;
    expect(imported.entries[frameOverHttp.exchange!]!.kind).toBe('http');
  });

  it('never throws, whatever the file holds', () => {
    for (const text of [
      '',
      '\n\n',
      'null',
      '"x"',
      '{}',
      '\uFEFF{"connection":1,"t":0,"direction":"in","kind":"stderr","raw":"hi"}',
      '{"connection":1,"t":0,"direction":"in","kind":"result","raw":"{}","requestSeq":"zero","batch":7,"findings":"bad"}',
    ]) {
      expect(() => parseJsonLines(text)).not.toThrow();
    }
    const withBom = parseJsonLines('\uFEFF{"connection":1,"t":0,"direction":"in","kind":"stderr","raw":"hé"}\n');
    expect(withBom.entries).toEqual([
      { seq: 0, connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'hé', size: 3 },
    ]);
    const odd = parseJsonLines(
      '{"connection":1,"t":0,"direction":"in","kind":"result","raw":"{}","requestSeq":"zero","latencyMs":3,"batch":7,"findings":"bad"}',
    ).entries[0]!;
    expect(odd).not.toHaveProperty('requestSeq');
    expect(odd).not.toHaveProperty('latencyMs');
    expect(odd).not.toHaveProperty('batch');
    expect(odd).not.toHaveProperty('findings');
  });
});
