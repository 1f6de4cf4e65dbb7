import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createStdinBacklog } from './stdin-backlog.ts';

/** A stdin that takes 16 bytes before it says it is full, and passes on writes only when told. */
function slowStdin() {
  const received: Buffer[] = [];
  const waiting: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _encoding, done) {
      received.push(Buffer.from(chunk));
      waiting.push(done);
    },
  });
  return {
    stream,
    text: () => Buffer.concat(received).toString(),
    /** Lets the child read everything written so far, and everything written meanwhile. */
    async readAll() {
      while (waiting.length) {
        waiting.shift()!();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

describe('stdin backlog', () => {
  it('writes while the pipe takes it, queues once it is full, then sends the queue in order and says so', async () => {
    const stdin = slowStdin();
    const events: [boolean, number][] = [];
    const backlog = createStdinBacklog(stdin.stream, {
      onBacklog: (waiting, queued) => events.push([waiting, queued]),
    });
    expect(backlog.write(Buffer.from('abc'))).toBe('written');
    expect(backlog.write(Buffer.from('d'.repeat(20)))).toBe('queued');
    expect(events).toEqual([[true, 23]]);
    expect(backlog.write(Buffer.from('efg'))).toBe('queued');
    expect(backlog.queued).toBe(26);
    await stdin.readAll();
    expect(stdin.text()).toBe(`abc${'d'.repeat(20)}efg`);
    expect(events).toEqual([
      [true, 23],
      [false, 3],
    ]);
    expect(backlog.write(Buffer.from('h'))).toBe('written');
  });

  it('refuses bytes once the queue holds the limit, counting before each frame so one large message still goes', () => {
    const stdin = slowStdin();
    const backlog = createStdinBacklog(stdin.stream, { limit: 100 });
    backlog.write(Buffer.alloc(20));
    expect(backlog.write(Buffer.alloc(500))).toBe('queued');
    expect(backlog.write(Buffer.alloc(1))).toBe('over-limit');
    expect(backlog.queued).toBe(520);
  });

  it('copies small frames, so a view into a larger buffer neither keeps it alive nor sees it change', async () => {
    const stdin = slowStdin();
    const backlog = createStdinBacklog(stdin.stream);
    backlog.write(Buffer.alloc(20, 'a'));
    const socketRead = Buffer.from('xyz-and-much-more');
    backlog.write(socketRead.subarray(0, 3));
    socketRead.fill('!');
    await stdin.readAll();
    expect(stdin.text()).toBe(`${'a'.repeat(20)}xyz`);
  });

  it('forgets the queue when dropped, and stops waiting once stdin closes', async () => {
    const stdin = slowStdin();
    const events: boolean[] = [];
    const backlog = createStdinBacklog(stdin.stream, { onBacklog: (waiting) => events.push(waiting) });
    backlog.write(Buffer.alloc(20));
    backlog.write(Buffer.alloc(1000));
    backlog.drop();
    expect(backlog.queued).toBe(20);
    stdin.stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([true, false]);
    expect(backlog.write(Buffer.from('late'))).toBe('closed');
  });
});
