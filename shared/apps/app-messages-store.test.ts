import { describe, expect, it } from 'vitest';
import { AppMessagesStore } from './app-messages-store.ts';

/** A schedule run by hand: flushes wait until `flush()` is called. */
function manualSchedule() {
  const queued: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => void queued.push(flush),
    flush: () => queued.splice(0).forEach((run) => run()),
    get queued() {
      return queued.length;
    },
  };
}

describe('AppMessagesStore', () => {
  it('keeps the newest of each kind, counts every one, and says how many of each it no longer keeps', () => {
    const store = new AppMessagesStore(() => {}, { count: 3, chars: 1_000_000 });
    store.add('message', { role: 'user', content: [{ type: 'text', text: 'hi' }] });
    for (let i = 1; i <= 10; i++) store.add('log', { level: 'info', data: `log ${i}` });
    const { kept, received, notKept } = store.getSnapshot();
    expect(received).toEqual({ message: 1, log: 10 });
    expect(notKept).toEqual({ message: 0, log: 7 });
    // Oldest first, numbered in arrival order across both kinds: the ui/message is not pushed out by a flood of logs.
    expect(kept.map((message) => [message.n, message.kind])).toEqual([
      [1, 'message'],
      [9, 'log'],
      [10, 'log'],
      [11, 'log'],
    ]);
  });

  it('bounds the text it keeps, and always keeps the newest message whatever its size', () => {
    const store = new AppMessagesStore(() => {}, { count: 100, chars: 100 });
    for (let i = 0; i < 5; i++) store.add('log', { data: 'x'.repeat(30) });
    expect(store.getSnapshot().kept.length).toBeLessThan(5);
    expect(store.getSnapshot().notKept.log + store.getSnapshot().kept.length).toBe(5);
    store.add('log', { data: 'y'.repeat(1_000) });
    expect(store.getSnapshot().kept.map((message) => (message.params as { data: string }).data[0])).toEqual(['y']);
    expect(store.getSnapshot().notKept.log).toBe(5);
  });

  it('tells listeners once per flush however many arrived, and its snapshot is stable between changes', () => {
    const clock = manualSchedule();
    const store = new AppMessagesStore(clock.schedule);
    let told = 0;
    const unsubscribe = store.subscribe(() => told++);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    for (let i = 0; i < 10_000; i++) store.add('log', { data: i });
    expect(clock.queued).toBe(1);
    clock.flush();
    expect(told).toBe(1);
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(store.getSnapshot()).toBe(after);
    expect(after.received.log).toBe(10_000);
    expect(Object.isFrozen(after.kept[0])).toBe(true);
    unsubscribe();
    store.add('log', {});
    clock.flush();
    expect(told).toBe(1);
  });

  it('knows when the log was cleared after the view first spoke, and not before', () => {
    const store = new AppMessagesStore(() => {});
    store.logCleared(5);
    expect(store.getSnapshot().logClearedAt).toBeUndefined();
    store.add('log', {});
    store.logCleared(9);
    expect(store.getSnapshot().logClearedAt).toBe(9);
  });

  it('keeps the latest model context only', () => {
    const store = new AppMessagesStore(() => {});
    store.setModelContext({ content: [{ type: 'text', text: 'v1' }] }, 1);
    store.setModelContext({ content: [{ type: 'text', text: 'v2' }] }, 2);
    expect(store.getSnapshot().modelContext).toEqual({ at: 2, params: { content: [{ type: 'text', text: 'v2' }] } });
    expect(store.getSnapshot().kept).toEqual([]);
  });
});
