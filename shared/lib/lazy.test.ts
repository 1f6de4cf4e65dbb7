import { describe, expect, it } from 'vitest';
import { Lazy } from './lazy.ts';

describe('Lazy', () => {
  it('loads once, on first need, and holds the value after', async () => {
    let loads = 0;
    const engine = new Lazy(async () => ({ loaded: ++loads }));
    expect(engine.value).toBeUndefined();
    const [first, second] = await Promise.all([engine.load(), engine.load()]);
    expect(first).toBe(second);
    expect(engine.value).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries again after a load that failed', async () => {
    let loads = 0;
    const engine = new Lazy(async () => {
      if (++loads === 1) throw new Error('chunk lost');
      return 'engine';
    });
    await expect(engine.load()).rejects.toThrow('chunk lost');
    expect(await engine.load()).toBe('engine');
  });
});
