import { describe, expect, it } from 'vitest';
import { createStdinBatch } from './stdin-batch.ts';

function batchWithManualTick(batchBelow = 10) {
  const writes: string[] = [];
  const deferred: (() => void)[] = [];
  const batch = createStdinBatch((bytes) => writes.push(Buffer.from(bytes).toString()), {
    defer: (flush) => deferred.push(flush),
    batchBelow,
  });
  const tick = () => {
    for (const flush of deferred.splice(0)) flush();
  };
  return { batch, writes, tick };
}

const bytes = (text: string) => Buffer.from(text);

describe('stdin batch', () => {
  it('writes the small frames of one turn as one write, in order, once the turn is over', () => {
    const { batch, writes, tick } = batchWithManualTick();
    batch.push(bytes('a\n'));
    batch.push(bytes('b\n'));
    batch.push(bytes('c\n'));
    expect(writes).toEqual([]);
    tick();
    expect(writes).toEqual(['a\nb\nc\n']);
    batch.push(bytes('d\n'));
    tick();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what it gathered before a large frame, then the large frame on its own', () => {
    const { batch, writes, tick } = batchWithManualTick();
    batch.push(bytes('a\n'));
    batch.push(bytes('0123456789\n'));
    expect(writes).toEqual(['a\n', '0123456789\n']);
    tick();
    expect(writes).toEqual(['a\n', '0123456789\n']);
  });

  it('writes once the gathered bytes reach the limit, without waiting for the turn to end', () => {
    const { batch, writes, tick } = batchWithManualTick();
    batch.push(bytes('abcd\n'));
    batch.push(bytes('efgh\n'));
    expect(writes).toEqual(['abcd\nefgh\n']);
    batch.push(bytes('i\n'));
    tick();
    expect(writes).toEqual(['abcd\nefgh\n', 'i\n']);
  });

  it('forgets what it gathered when dropped', () => {
    const { batch, writes, tick } = batchWithManualTick();
    batch.push(bytes('a\n'));
    batch.drop();
    tick();
    expect(writes).toEqual([]);
  });

  it('copies the frames it joins, so the buffers they were read into may change afterwards', () => {
    const written: Uint8Array[] = [];
    const deferred: (() => void)[] = [];
    const batch = createStdinBatch((frame) => written.push(frame), { defer: (flush) => deferred.push(flush) });
    const socketRead = bytes('x\ny\n');
    batch.push(socketRead.subarray(0, 2));
    batch.push(socketRead.subarray(2, 4));
    deferred.shift()!();
    socketRead.fill('!');
    expect(written.map((frame) => Buffer.from(frame).toString())).toEqual(['x\ny\n']);
  });
});
