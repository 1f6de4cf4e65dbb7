import { describe, expect, it } from 'vitest';
import { connectionLabel, filterServerLog, levelRank, messageText, ServerLog } from './server-log.ts';

describe('ServerLog', () => {
  it('keeps each message with its level, logger and data, in order', () => {
    const log = new ServerLog();
    log.add(1, 10, { level: 'info', logger: 'db', data: 'ready' });
    log.add(1, 11, { level: 'error', data: { code: 5 } });
    expect(log.entries.getSnapshot()).toEqual([
      { key: 1, connection: 1, t: 10, level: 'info', logger: 'db', data: 'ready' },
      { key: 2, connection: 1, t: 11, level: 'error', data: { code: 5 } },
    ]);
  });

  it('filters by least severity, logger and text, and never hides a level MCP does not name', () => {
    const log = new ServerLog();
    log.add(1, 1, { level: 'debug', logger: 'a', data: 'one' });
    log.add(1, 2, { level: 'warning', logger: 'b', data: 'Two' });
    log.add(1, 3, { level: 'loud', data: { text: 'three' } });
    const entries = log.entries.getSnapshot();
    expect(filterServerLog(entries, { minimum: 'info' }).map((entry) => entry.key)).toEqual([2, 3]);
    expect(filterServerLog(entries, { minimum: 'debug', logger: 'a' }).map((entry) => entry.key)).toEqual([1]);
    expect(filterServerLog(entries, { minimum: 'debug', text: 'two' }).map((entry) => entry.key)).toEqual([2]);
    expect(filterServerLog(entries, { minimum: 'debug', text: 'three' }).map((entry) => entry.key)).toEqual([3]);
    expect(levelRank('emergency')).toBe(7);
    expect(messageText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('ServerLog entries at volume', () => {
  it('keeps the last 5,000 messages, tells listeners once per flush, and keeps one snapshot until the next change', () => {
    const flushes: (() => void)[] = [];
    const log = new ServerLog((flush) => void flushes.push(flush));
    let told = 0;
    log.entries.subscribe(() => told++);
    for (let i = 1; i <= 12_001; i++) log.add(1, i, { level: 'info', data: `message ${i}` });
    const snapshot = log.entries.getSnapshot();
    expect(snapshot).toHaveLength(5000);
    expect(snapshot[0]!.data).toBe('message 7002');
    expect(snapshot.at(-1)!.data).toBe('message 12001');
    expect(log.entries.getSnapshot()).toBe(snapshot);
    expect(flushes).toHaveLength(1);
    flushes.shift()!();
    expect(told).toBe(1);
    log.clear();
    expect(log.entries.getSnapshot()).toEqual([]);
    expect(flushes).toHaveLength(1);
  });
});

describe('connectionLabel', () => {
  it('names the connection, and its server once known', () => {
    const log = new ServerLog();
    log.nameServer(2, 'server-everything');
    const servers = log.servers.getSnapshot();
    expect(connectionLabel(2, servers)).toBe('#2 server-everything');
    expect(connectionLabel(3, servers)).toBe('#3');
    log.nameServer(2, 'server-everything');
    expect(log.servers.getSnapshot()).toBe(servers);
  });
});
