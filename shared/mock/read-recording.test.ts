import { describe, expect, it } from 'vitest';
import { readRecordingText } from './read-recording.ts';

const entry = (seq: number, direction: string, kind: string, frame: unknown, extra: object = {}) =>
  JSON.stringify({ seq, connection: 1, t: seq, direction, kind, raw: JSON.stringify(frame), size: 1, ...extra });
const good = [
  entry(0, 'out', 'request', { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} }),
  entry(1, 'in', 'result', { jsonrpc: '2.0', id: 0, result: {} }, { requestSeq: 0 }),
  entry(2, 'out', 'request', { jsonrpc: '2.0', id: 1, method: 'tools/list' }),
].join('\n');

describe('readRecordingText', () => {
  it('reads a log and notes a request with no answer', () => {
    const read = readRecordingText(`${good}\n`);
    expect(read.ok && read.notes).toEqual([
      '1 recorded request(s) have no answer in the log and are not replayed: entry 3 tools/list',
    ]);
  });

  it('refuses a log cut short in its last line', () => {
    expect(readRecordingText(`${good}\n${entry(3, 'in', 'result', {}).slice(0, 30)}`)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^truncated: its last line \(4\) is cut short: not JSON/),
    });
  });

  it('refuses a malformed line in the middle, by its number', () => {
    expect(readRecordingText(`${good}\n{"seq":9}\n${good}`)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^malformed: line 4 is not a log entry: "connection" is not a number/),
    });
  });

  it("refuses another tool's file and a snapshot", () => {
    expect(readRecordingText('{"format":"mcp-loupe-snapshot/1","server":{}}')).toEqual({
      ok: false,
      reason:
        'one JSON document ("format": "mcp-loupe-snapshot/1"), not a log exported by mcp-loupe (JSON Lines, one entry a line)',
    });
    expect(readRecordingText('{"type":"message"}\n{"type":"message"}\n')).toEqual({
      ok: false,
      reason: expect.stringMatching(/^not a log exported by mcp-loupe: line 1 is not a log entry/),
    });
    expect(readRecordingText('')).toEqual({ ok: false, reason: 'the file is empty: not a log' });
  });

  it('refuses a log with no answered initialize', () => {
    expect(readRecordingText(entry(0, 'out', 'request', { jsonrpc: '2.0', id: 1, method: 'tools/list' }))).toEqual({
      ok: false,
      reason: 'a log exported by mcp-loupe (1 entries), but no server answered initialize in it: nothing to replay',
    });
  });
});
