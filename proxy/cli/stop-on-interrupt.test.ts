import { describe, expect, it } from 'vitest';
import { EXIT } from './exit-codes.ts';
import { stopOnInterrupt } from './stop-on-interrupt.ts';

describe('stopOnInterrupt', () => {
  it('stops the run at the first Ctrl-C, exits with 130 at the second, and lets go when released', () => {
    let handler: (() => void) | undefined;
    let released = false;
    const exits: number[] = [];
    let closed = 0;
    const stop = stopOnInterrupt(
      {
        onInterrupt: (listener) => {
          handler = listener;
          return () => void (released = true);
        },
        exit: ((code: number) => void exits.push(code)) as never,
      },
      () => closed++,
    );
    expect(stop.signal.aborted).toBe(false);
    handler!();
    expect([stop.signal.aborted, stop.signal.reason, closed, exits]).toEqual([true, 'Interrupted', 1, []]);
    handler!();
    expect([closed, exits]).toEqual([1, [EXIT.interrupted]]);
    stop.release();
    expect(released).toBe(true);
  });
});
