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

describe('connectionLabel', () => {
  it("names the connection, and its server once known", () => {
    const log = new ServerLog();
    log.nameServer(2, 'server-everything');
    const servers = log.servers.getSnapshot();
    expect(connectionLabel(2, servers)).toBe('#2 server-everything');
    expect(connectionLabel(3, servers)).toBe('#3');
    log.nameServer(2, 'server-everything');
    expect(log.servers.getSnapshot()).toBe(servers);
  });
});
