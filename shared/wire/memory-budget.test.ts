import { describe, expect, it } from 'vitest';
import { MemoryBudget } from './memory-budget.ts';
import { TestPayloadStore } from '../test-kit/test-payload-store.ts';
import type { WireEntry } from './wire-entry.ts';

function entry(seq: number, raw: string): WireEntry {
  return Object.freeze({ seq, connection: 1, t: seq, direction: 'in', kind: 'stderr', raw, size: raw.length });
}

function fill(budget: MemoryBudget, entries: WireEntry[], count: number, length: number) {
  for (let i = 0; i < count; i++) {
    const added = entry(entries.length, `line ${entries.length} `.padEnd(length, 'x'));
    entries.push(added);
    budget.added(added);
    budget.enforce(entries);
  }
}

describe('MemoryBudget', () => {
  it('keeps everything while under budget', () => {
    const store = new TestPayloadStore();
    const budget = new MemoryBudget({ budgetChars: 10_000, openStore: () => store });
    const entries: WireEntry[] = [];
    fill(budget, entries, 9, 1000);
    expect(store.texts.size).toBe(0);
    expect(entries.every((e) => !e.spilled)).toBe(true);
  });

  it('moves the oldest large payloads out once over budget, keeping every entry, its facts and a preview', () => {
    const store = new TestPayloadStore();
    const budget = new MemoryBudget({ budgetChars: 10_000, openStore: () => store, previewChars: 20 });
    const entries: WireEntry[] = [];
    fill(budget, entries, 100, 1000);
    expect(entries).toHaveLength(100);
    expect(budget.heldChars).toBeLessThanOrEqual(10_000);
    const spilled = entries.filter((e) => e.spilled);
    expect(spilled.length).toBeGreaterThan(80);
    // Oldest first: every spilled entry comes before every kept one.
    expect(Math.max(...spilled.map((e) => e.seq))).toBeLessThan(
      Math.min(...entries.filter((e) => !e.spilled).map((e) => e.seq)),
    );
    for (const e of spilled) {
      expect(e.raw).toBe(`line ${e.seq} `.padEnd(1000, 'x').slice(0, 20));
      expect(e.size).toBe(1000);
      expect(Object.isFrozen(e)).toBe(true);
      expect(store.texts.get(e.seq)).toBe(`line ${e.seq} `.padEnd(1000, 'x'));
    }
    expect(budget.spilledEntries).toBe(spilled.length);
  });

  it('leaves small payloads in memory', () => {
    const store = new TestPayloadStore();
    const budget = new MemoryBudget({ budgetChars: 1000, openStore: () => store, minSpillChars: 512 });
    const entries: WireEntry[] = [];
    fill(budget, entries, 50, 100);
    expect(store.texts.size).toBe(0);
  });

  it('keeps everything in memory when there is no store, or the store failed', () => {
    const entries: WireEntry[] = [];
    const alone = new MemoryBudget({ budgetChars: 1000 });
    fill(alone, entries, 10, 1000);
    expect(entries.some((e) => e.spilled)).toBe(false);
    const store = new TestPayloadStore();
    store.failure = 'quota exceeded';
    const failing = new MemoryBudget({ budgetChars: 1000, openStore: () => store });
    fill(failing, [], 10, 1000);
    expect(store.texts.size).toBe(0);
  });

  it('asks sources to pause while the store is behind', () => {
    const store = new TestPayloadStore();
    const budget = new MemoryBudget({ budgetChars: 1000, openStore: () => store, backlogLimitChars: 5000 });
    fill(budget, [], 20, 1000);
    expect(budget.pressure).toBe(true);
    store.backlog = 0;
    expect(budget.pressure).toBe(false);
  });

  it('starts over on reset', () => {
    const store = new TestPayloadStore();
    const budget = new MemoryBudget({ budgetChars: 1000, openStore: () => store });
    fill(budget, [], 10, 1000);
    budget.reset();
    expect(budget.heldChars).toBe(0);
    expect(budget.spilledEntries).toBe(0);
    expect(store.texts.size).toBe(0);
  });
});
