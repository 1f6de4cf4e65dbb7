import { describe, expect, it } from 'vitest';
import { scoped, standDown, StoodDown } from './scope.ts';

describe('scoped work', () => {
  it('goes on while its scope lives', async () => {
    const scope = new AbortController();
    const live = scoped(scope.signal);
    expect(await live(Promise.resolve(3))).toBe(3);
    await expect(live(Promise.reject(new Error('the server said no')))).rejects.toThrow('the server said no');
  });

  it('stands down at the first await after its scope ended, and the code after it never runs', async () => {
    const scope = new AbortController();
    const live = scoped(scope.signal);
    let after = false;
    let release: (value: number) => void = () => {};
    const work = standDown(
      (async () => {
        await live(new Promise<number>((resolve) => (release = resolve)));
        after = true;
        return 'done';
      })(),
    );
    scope.abort('replaced by a new connection');
    release(1);
    expect(await work).toBeUndefined();
    expect(after).toBe(false);
  });

  it('says why it stood down, and lets other failures through', async () => {
    const scope = new AbortController();
    scope.abort('Disconnect');
    await expect(scoped(scope.signal)(Promise.resolve())).rejects.toThrow(new StoodDown('Disconnect'));
    await expect(standDown(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
