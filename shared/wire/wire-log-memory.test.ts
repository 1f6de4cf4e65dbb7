import { describe, expect, it } from 'vitest';
import { TestPayloadStore } from '../test-kit/test-payload-store.ts';
import { WireLog } from './wire-log.ts';

const line = (index: number) => `stderr line ${index} `.padEnd(4000, 'y');

function floodedLog(store: TestPayloadStore, lines: number) {
  const log = new WireLog(() => undefined, {
    budget: { budgetChars: 40_000, openStore: () => store, backlogLimitChars: 100_000 },
  });
  for (let i = 0; i < lines; i++) log.append({ connection: 1, t: i, direction: 'in', kind: 'stderr', raw: line(i) });
  return log;
}

describe('WireLog within a memory budget', () => {
  it('keeps every entry while older payloads move to the store, and reads them back whole', async () => {
    const store = new TestPayloadStore();
    const log = floodedLog(store, 100);
    expect(log.size).toBe(100);
    expect(log.memory.heldChars).toBeLessThanOrEqual(40_000);
    expect(log.memory.spilledEntries).toBeGreaterThan(80);
    const first = log.at(0)!;
    expect(first.spilled).toBe(true);
    expect(first.raw.length).toBeLessThan(200);
    expect(first.size).toBe(4000);
    expect(await log.text(0)).toBe(line(0));
    expect(await log.text(99)).toBe(line(99));
  });

  it('finds stored entries by text or regular expression', async () => {
    const store = new TestPayloadStore();
    const log = floodedLog(store, 100);
    expect(await log.searchStored({ text: 'STDERR LINE 7 ' })).toEqual([7]);
    expect(await log.searchStored({ pattern: 'line 1\\d ', flags: '' })).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
  });

  it('asks its sources to pause while the store is behind, and to go on once it caught up', () => {
    const store = new TestPayloadStore();
    const told: boolean[] = [];
    const log = new WireLog(() => undefined, {
      budget: { budgetChars: 40_000, openStore: () => store, backlogLimitChars: 100_000 },
    });
    log.onPressure((paused) => told.push(paused));
    for (let i = 0; i < 100; i++) log.append({ connection: 1, t: i, direction: 'in', kind: 'stderr', raw: line(i) });
    expect(told).toEqual([true]);
    store.written();
    expect(told).toEqual([true, false]);
  });

  it('keeps everything in memory without a budget', () => {
    const log = new WireLog(() => undefined);
    for (let i = 0; i < 100; i++) log.append({ connection: 1, t: i, direction: 'in', kind: 'stderr', raw: line(i) });
    expect(log.memory.spilledEntries).toBe(0);
    expect(log.at(0)!.raw).toBe(line(0));
  });

  it('starts over on clear', async () => {
    const store = new TestPayloadStore();
    const log = floodedLog(store, 100);
    log.clear();
    expect(log.memory).toMatchObject({ heldChars: 0, spilledEntries: 0 });
    expect(store.texts.size).toBe(0);
  });
});
