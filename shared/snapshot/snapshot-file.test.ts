import { describe, expect, it } from 'vitest';
import { toJsonLines } from '../wire/export-log.ts';
import type { WireEntry } from '../wire/wire-entry.ts';
import { readSnapshotText, snapshotFileText } from './snapshot-file.ts';
import type { ServerSnapshot } from './snapshot.ts';

const snapshot: ServerSnapshot = {
  label: 'weather 1 · x',
  origin: 'x',
  takenAt: 1,
  source: 'live',
  server: { info: { name: 'weather', version: '1' }, protocolVersion: '2025-11-25' },
  capabilities: { tools: {} },
  tools: [{ name: 'forecast', inputSchema: { type: 'object' } }],
  findings: [],
};

describe('readSnapshotText', () => {
  it('reads back what snapshotFileText wrote', async () => {
    const read = await readSnapshotText(snapshotFileText(snapshot), 'a.json');
    expect(read).toEqual({ ok: true, snapshot, from: 'snapshot', notes: [] });
  });

  it('reads a log exported by mcp-loupe, from its handshake and lists', async () => {
    const entry = (seq: number, direction: 'out' | 'in', kind: string, raw: string, more = {}) =>
      ({
        seq,
        t: seq,
        connection: 1,
        direction,
        kind,
        method: 'initialize',
        raw,
        size: raw.length,
        ...more,
      }) as unknown as WireEntry;
    const log = toJsonLines([
      entry(0, 'out', 'request', '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}', { id: 1 }),
      entry(
        1,
        'in',
        'result',
        '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"weather","version":"1"}}}',
        { id: 1, requestSeq: 0 },
      ),
    ]);
    const read = await readSnapshotText(log, 'run.jsonl');
    expect(read.ok && read.from).toBe('log');
    expect(read.ok && read.snapshot.server.info).toEqual({ name: 'weather', version: '1' });
  });

  it.each([
    ['', 'the file is empty'],
    ['{"label": "x", "server": {', 'not complete JSON: it ends before the value does'],
    ['hello', 'neither JSON nor a log exported by mcp-loupe'],
    ['[1, 2]', 'a JSON array, but not an mcp-loupe snapshot'],
    [
      '{"format": "mcp-loupe-snapshot/9", "label": "x"}',
      'format "mcp-loupe-snapshot/9", which this version does not read',
    ],
  ])('refuses %j: %s', async (text, reason) => {
    const read = await readSnapshotText(text, 'f');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.reason).toContain(reason);
  });
});
