import { describe, expect, it } from 'vitest';
import { StdinHold } from './stdin-hold.ts';

const frame = (length: number, fill = 1) => new Uint8Array(length).fill(fill);

describe('StdinHold', () => {
  it('sends at once until told to hold, then keeps frames in order and sends them when told to go on', () => {
    const sent: Uint8Array[] = [];
    const hold = new StdinHold((bytes) => sent.push(bytes));
    hold.write(frame(1, 1));
    hold.set(true);
    hold.write(frame(2, 2));
    hold.write(frame(3, 3));
    expect(sent.map((bytes) => bytes[0])).toEqual([1]);
    expect(hold.bytes).toBe(5);
    hold.set(false);
    expect(sent.map((bytes) => bytes[0])).toEqual([1, 2, 3]);
    expect(hold.bytes).toBe(0);
    hold.write(frame(1, 4));
    expect(sent).toHaveLength(4);
  });

  it('refuses more once it holds its limit, counting before the frame, and says why', () => {
    const hold = new StdinHold(() => {}, 100);
    expect(hold.refusal()).toBeUndefined();
    hold.set(true);
    hold.write(frame(150));
    expect(hold.refusal()).toMatch(/^The server has not read its stdin for a while: the inspector already holds 0\.0 MiB for it/);
    hold.set(false);
    expect(hold.refusal()).toBeUndefined();
  });

  it('forgets what it held when the connection ends', () => {
    const sent: Uint8Array[] = [];
    const hold = new StdinHold((bytes) => sent.push(bytes));
    hold.set(true);
    hold.write(frame(10));
    hold.clear();
    hold.set(false);
    expect(sent).toEqual([]);
    hold.write(frame(1));
    expect(sent).toHaveLength(1);
  });
});
