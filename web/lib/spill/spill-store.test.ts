import { describe, expect, it } from 'vitest';
import type { ToSpillWorker } from './spill-protocol.ts';
import { POST_CHARS, SpillStore } from './spill-store.ts';

function setup() {
  const posted: ToSpillWorker[] = [];
  const later: (() => void)[] = [];
  const worker = { postMessage: (message: ToSpillWorker) => void posted.push(message), onmessage: null, onerror: null };
  const store = new SpillStore(worker, (run) => void later.push(run));
  const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));
  return { posted, later, store, tick };
}

describe('SpillStore', () => {
  it('posts a burst of puts as one message', async () => {
    const { posted, later, store, tick } = setup();
    store.put(1, 'a');
    store.put(2, 'b');
    await tick();
    expect(posted).toEqual([{ type: 'put', seqs: [1, 2], texts: ['a', 'b'] }]);
    expect(later).toHaveLength(0);
  });

  it('posts a large batch in slices, one a task, in order, every text once', async () => {
    const { posted, later, store, tick } = setup();
    const text = 'x'.repeat(POST_CHARS / 4);
    for (let seq = 0; seq < 10; seq++) store.put(seq, text);
    expect(store.backlog).toBe(10 * text.length);
    await tick();
    expect(posted).toHaveLength(1);
    while (later.length) later.shift()!();
    const puts = posted.filter((message) => message.type === 'put');
    expect(puts.map((message) => message.seqs)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(puts.every((message) => message.texts.reduce((sum, t) => sum + t.length, 0) <= POST_CHARS)).toBe(true);
  });

  it('posts what waits before a question, so the worker has it when asked', async () => {
    const { posted, later, store, tick } = setup();
    const text = 'x'.repeat(POST_CHARS / 2);
    for (let seq = 0; seq < 4; seq++) store.put(seq, text);
    await tick();
    void store.get(3);
    expect(posted.map((message) => message.type)).toEqual(['put', 'put', 'get']);
    expect(posted.flatMap((message) => (message.type === 'put' ? message.seqs : []))).toEqual([0, 1, 2, 3]);
    later.shift()!();
    expect(posted).toHaveLength(3);
  });
});
