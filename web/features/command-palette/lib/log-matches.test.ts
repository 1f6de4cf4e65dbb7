import { describe, expect, it } from 'vitest';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { describeLogEntry, findLogEntries } from './log-matches.ts';

const entry = (seq: number, method: string | undefined, id?: number | string): WireEntry => ({
  seq,
  connection: 1,
  t: 0,
  direction: 'out',
  kind: method ? 'request' : 'stderr',
  ...(method ? { method } : {}),
  ...(id !== undefined ? { id } : {}),
  raw: '',
  size: 0,
});

describe('findLogEntries', () => {
  const log = [
    entry(0, 'initialize', 0),
    entry(1, 'tools/list', 1),
    entry(2, undefined),
    entry(3, 'tools/call', 2),
    entry(4, 'tools/call', 3),
    entry(5, 'notifications/tools/list_changed'),
  ];

  it('finds by id (with or without #), then by method, the newest first', () => {
    expect(findLogEntries(log, '#2').map((found) => found.seq)).toEqual([3]);
    expect(findLogEntries(log, 'tools/call').map((found) => found.seq)).toEqual([4, 3]);
    expect(findLogEntries(log, 'tools/').map((found) => found.seq)).toEqual([4, 3, 1, 5]);
    expect(findLogEntries(log, '1').map((found) => found.seq)).toEqual([1]);
  });

  it('lists nothing for an empty query, and no more than asked', () => {
    expect(findLogEntries(log, ' ')).toEqual([]);
    expect(findLogEntries(log, 'tools', 2)).toHaveLength(2);
  });

  it('names an entry by method and id, with where it went', () => {
    expect(describeLogEntry(log[3]!)).toEqual({ name: 'tools/call #2', title: 'request, sent, connection 1, entry 3' });
  });
});
