import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves after the microtasks already queued, each waiter once, in order', async () => {
    const seen: string[] = [];
    const first = nextTask().then(() => seen.push('first'));
    const second = nextTask().then(() => seen.push('second'));
    await Promise.resolve().then(() => seen.push('microtask'));
    await Promise.all([first, second]);
    expect(seen).toEqual(['microtask', 'first', 'second']);
  });

  it('lets a timer that is due run between pauses, where a loop of microtasks would not', async () => {
    let fired = false;
    setTimeout(() => void (fired = true), 0);
    const started = Date.now();
    while (!fired && Date.now() - started < 5_000) await nextTask();
    expect(fired).toBe(true);
  });
});
