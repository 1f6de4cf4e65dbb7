import { describe, expect, it, vi } from 'vitest';
import { decodeStdinFrame } from './stdin-frame.ts';
import { JOIN_BELOW, StdinHold } from './stdin-hold.ts';

const message = (length: number, fill = 1) => new Uint8Array(length).fill(fill);

/** A hold whose joined messages go when the test says, with each frame's stdin bytes as sent. */
function heldStdin(limit?: number) {
  const frames: Uint8Array[] = [];
  const deferred: (() => void)[] = [];
  const hold = new StdinHold((frame) => frames.push(decodeStdinFrame(frame)!), {
    limit,
    defer: (send) => deferred.push(send),
  });
  const endTask = () => deferred.splice(0).forEach((send) => send());
  return { hold, frames, endTask };
}

describe('StdinHold', () => {
  it('joins the messages of one task into one stdin frame, in order, sent when the task ends', () => {
    const { hold, frames, endTask } = heldStdin();
    hold.write(message(2, 1));
    hold.write(message(3, 2));
    expect(frames).toEqual([]);
    endTask();
    expect(frames).toEqual([new Uint8Array([1, 1, 2, 2, 2])]);
    hold.write(message(1, 3));
    endTask();
    expect(frames).toHaveLength(2);
    expect(frames[1]).toEqual(new Uint8Array([3]));
  });

  it('sends a large message in a frame of its own, after those joined before it, and joins no more than JOIN_BELOW', () => {
    const { hold, frames, endTask } = heldStdin();
    hold.write(message(1, 1));
    hold.write(message(JOIN_BELOW, 2));
    expect(frames.map((frame) => [frame.length, frame[0]])).toEqual([
      [1, 1],
      [JOIN_BELOW, 2],
    ]);
    hold.write(message(JOIN_BELOW - 1, 3));
    hold.write(message(1, 4));
    hold.write(message(1, 5));
    endTask();
    expect(frames.slice(2).map((frame) => [frame.length, frame[0]])).toEqual([
      [JOIN_BELOW, 3],
      [1, 5],
    ]);
  });

  it('sends what was joined before the word to hold, keeps later messages in order, and sends them when told to go on', () => {
    const { hold, frames, endTask } = heldStdin();
    hold.write(message(1, 1));
    hold.set(true);
    expect(frames).toEqual([new Uint8Array([1])]);
    hold.write(message(2, 2));
    hold.write(message(3, 3));
    endTask();
    expect(frames).toHaveLength(1);
    expect(hold.bytes).toBe(5);
    hold.set(false);
    expect(frames.slice(1)).toEqual([new Uint8Array([2, 2]), new Uint8Array([3, 3, 3])]);
    expect(hold.bytes).toBe(0);
    hold.write(message(1, 4));
    endTask();
    expect(frames).toHaveLength(4);
  });

  it('sends what is joined at once when flushed', () => {
    const { hold, frames, endTask } = heldStdin();
    hold.write(message(1, 1));
    hold.flush();
    expect(frames).toEqual([new Uint8Array([1])]);
    endTask();
    expect(frames).toHaveLength(1);
  });

  it('refuses more once it holds its limit, counting before the message, and says why', () => {
    const { hold } = heldStdin(100);
    expect(hold.refusal()).toBeUndefined();
    hold.set(true);
    hold.write(message(150));
    expect(hold.refusal()).toMatch(
      /^The server has not read its stdin for a while: the inspector already holds 0\.0 MiB for it/,
    );
    hold.set(false);
    expect(hold.refusal()).toBeUndefined();
  });

  it('forgets what it held or joined when the connection ends', () => {
    const { hold, frames, endTask } = heldStdin();
    hold.write(message(5));
    hold.set(true);
    hold.write(message(10));
    hold.write(message(1));
    hold.clear();
    hold.set(false);
    expect(frames).toEqual([new Uint8Array(5).fill(1)]);
    hold.write(message(2));
    hold.clear();
    endTask();
    expect(frames).toHaveLength(1);
  });

  it("joins by default in a microtask, calling queueMicrotask bare as a browser's requires", async () => {
    const nodeQueueMicrotask = globalThis.queueMicrotask;
    // A browser's queueMicrotask throws "Illegal invocation" when called on anything but the window.
    vi.stubGlobal('queueMicrotask', function (this: unknown, callback: () => void) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      nodeQueueMicrotask(callback);
    });
    try {
      const frames: Uint8Array[] = [];
      const hold = new StdinHold((frame) => frames.push(frame));
      hold.write(message(1));
      hold.write(message(1));
      expect(frames).toHaveLength(0);
      await Promise.resolve();
      expect(frames).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
