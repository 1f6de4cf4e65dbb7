/** Frames below this are gathered; a larger one goes on its own (after those gathered before it). */
export const BATCH_BELOW = 64 * 1024;

export interface StdinBatch {
  /** Bytes for the child's stdin, in order. */
  push(bytes: Uint8Array): void;
  /** Writes what is gathered now. */
  flush(): void;
  /** Forgets what is gathered: whoever sent it is gone. */
  drop(): void;
}

export interface StdinBatchOptions {
  /** Runs the flush once the current read of the socket is handled; process.nextTick by default. */
  defer?: (flush: () => void) => void;
  batchBelow?: number;
}

/**
 * The stdin frames that one read of the page's socket brings (ws hands them
 * over one by one, in the same turn) go to the child's pipe as one write:
 * one system call, and one wake-up of the server, instead of one for each.
 * Nothing waits for a timer: the write happens before the event loop moves on.
 */
export function createStdinBatch(write: (bytes: Uint8Array) => void, options: StdinBatchOptions = {}): StdinBatch {
  const defer = options.defer ?? process.nextTick;
  const below = options.batchBelow ?? BATCH_BELOW;
  let gathered: Uint8Array[] = [];
  let bytes = 0;

  const flush = () => {
    if (gathered.length === 0) return;
    // A copy when there are several; also the socket's read buffer is then not held by a queue.
    const out = gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered, bytes);
    gathered = [];
    bytes = 0;
    write(out);
  };

  return {
    push(frame) {
      if (frame.length >= below) {
        flush();
        write(frame);
        return;
      }
      gathered.push(frame);
      bytes += frame.length;
      if (gathered.length === 1) defer(flush);
      else if (bytes >= below) flush();
    },
    flush,
    drop() {
      gathered = [];
      bytes = 0;
    },
  };
}
