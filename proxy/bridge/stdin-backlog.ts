import type { Writable } from 'node:stream';

/**
 * The most the proxy queues for a child's stdin beyond the write its pipe
 * could not take. A page that honours `stdin-flow` holds its writes long
 * before this (its own limit is half of it); a page that goes on regardless
 * is feeding a server that does not read, and its connection ends.
 */
export const MAX_STDIN_BACKLOG = 32 * 1024 * 1024;

/** Smaller frames are copied into shared blocks: each is a view into a read buffer of the socket, which it would keep alive whole. */
const COPY_BELOW = 64 * 1024;
const BLOCK = 256 * 1024;

/** What became of bytes given to the child's stdin. */
export type StdinWrite = 'written' | 'queued' | 'over-limit' | 'closed';

export interface StdinBacklogOptions {
  /** Bytes queued beyond the pipe at which further ones are refused; MAX_STDIN_BACKLOG by default. */
  limit?: number;
  /** Told when the pipe fills (a backlog starts) and when all of it has gone into the pipe. */
  onBacklog?: (waiting: boolean, queued: number) => void;
}

export interface StdinBacklog {
  /** Bytes for the child, in order; queued while its pipe is full, refused once the queue is over the limit. */
  write(bytes: Uint8Array): StdinWrite;
  /** Bytes accepted and not yet in the pipe. */
  readonly queued: number;
  /** Forgets what is queued: whoever sent it is gone. */
  drop(): void;
}

/**
 * The child's stdin with a queue of our own in front of it, so the socket
 * that feeds it is never paused: a paused socket reads neither the close
 * frame nor the end of the connection, and the server would outlive the page.
 */
export function createStdinBacklog(stdin: Writable, options: StdinBacklogOptions = {}): StdinBacklog {
  const limit = options.limit ?? MAX_STDIN_BACKLOG;
  const chunks = new ChunkQueue();
  let waiting = false;

  const queued = () => chunks.bytes + stdin.writableLength;
  const setWaiting = (value: boolean) => {
    if (value === waiting) return;
    waiting = value;
    options.onBacklog?.(value, queued());
  };
  const pump = () => {
    while (chunks.bytes > 0) {
      if (!stdin.write(chunks.shift())) return;
    }
    setWaiting(false);
  };
  stdin.on('drain', pump);
  stdin.once('close', () => {
    chunks.clear();
    setWaiting(false);
  });

  return {
    write(bytes) {
      if (stdin.destroyed || !stdin.writable) return 'closed';
      if (waiting) {
        // Counted before this frame: one message larger than the limit still goes through once.
        if (chunks.bytes >= limit) return 'over-limit';
        chunks.push(bytes);
        return 'queued';
      }
      if (stdin.write(bytes)) return 'written';
      setWaiting(true);
      return 'queued';
    },
    get queued() {
      return queued();
    },
    drop: () => chunks.clear(),
  };
}

/** Chunks in order; small ones share blocks. */
class ChunkQueue {
  bytes = 0;
  #chunks: Uint8Array[] = [];
  #block: Buffer | undefined;
  #blockUsed = 0;

  push(bytes: Uint8Array): void {
    this.bytes += bytes.length;
    if (bytes.length >= COPY_BELOW) {
      this.#closeBlock();
      this.#chunks.push(bytes);
      return;
    }
    if (this.#block && this.#blockUsed + bytes.length > this.#block.length) this.#closeBlock();
    this.#block ??= Buffer.allocUnsafe(BLOCK);
    this.#block.set(bytes, this.#blockUsed);
    this.#blockUsed += bytes.length;
  }

  /** The next chunk; only called while bytes > 0. */
  shift(): Uint8Array {
    if (this.#chunks.length === 0) this.#closeBlock();
    const chunk = this.#chunks.shift()!;
    this.bytes -= chunk.length;
    return chunk;
  }

  clear(): void {
    this.#chunks = [];
    this.#block = undefined;
    this.#blockUsed = 0;
    this.bytes = 0;
  }

  #closeBlock(): void {
    if (this.#block && this.#blockUsed > 0) {
      const used = this.#block.subarray(0, this.#blockUsed);
      // A block mostly empty is copied out, so what is held stays within twice what is counted.
      this.#chunks.push(this.#blockUsed < BLOCK / 2 ? Buffer.from(used) : used);
    }
    this.#block = undefined;
    this.#blockUsed = 0;
  }
}
