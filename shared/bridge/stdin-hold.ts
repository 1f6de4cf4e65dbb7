import { encodeStdinFrame } from './stdin-frame.ts';

/**
 * The most the page holds for a server's stdin while the proxy asks it to:
 * half of what the proxy queues (MAX_STDIN_BACKLOG), so all of it, let go
 * at once, still fits there.
 */
export const MAX_HELD_STDIN = 16 * 1024 * 1024;

/** Messages below this are joined; a larger one goes in a frame of its own (after those joined before it). */
export const JOIN_BELOW = 64 * 1024;

export interface StdinHoldOptions {
  /** Bytes held while the proxy says hold, past which messages are refused; MAX_HELD_STDIN by default. */
  limit?: number;
  /** Runs the send of what was joined once the current task's code is done; queueMicrotask by default. */
  defer?: (send: () => void) => void;
}

/**
 * The page's side of stdin: the messages written in one task go to the
 * socket as one stdin frame (one frame for the proxy to read and one write
 * to the server's pipe, instead of one each), sent before the task ends, so
 * nothing waits for a timer. While the proxy says the server's pipe is full
 * (`stdin-flow`), messages wait here, in order, until it says go on.
 */
export class StdinHold {
  readonly #send: (frame: Uint8Array) => void;
  readonly #limit: number;
  readonly #defer: (send: () => void) => void;
  #held: Uint8Array[] = [];
  #bytes = 0;
  #paused = false;
  #joined: Uint8Array[] = [];
  #joinedBytes = 0;

  constructor(send: (frame: Uint8Array) => void, options: StdinHoldOptions = {}) {
    this.#send = send;
    this.#limit = options.limit ?? MAX_HELD_STDIN;
    // Called bare: a browser's queueMicrotask throws when called on anything but the window.
    this.#defer = options.defer ?? ((send) => queueMicrotask(send));
  }

  /** Bytes waiting for the proxy to take them. */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Why another message cannot be taken, or undefined when it can. Counted
   * before the message, so one large message still goes.
   */
  refusal(): string | undefined {
    if (!this.#paused || this.#bytes < this.#limit) return undefined;
    return `The server has not read its stdin for a while: the inspector already holds ${mebibytes(this.#bytes)} for it, so this message was not sent`;
  }

  /** One message's bytes for the server's stdin, framed as the server reads them. */
  write(message: Uint8Array): void {
    if (this.#paused) {
      this.#held.push(message);
      this.#bytes += message.length;
      return;
    }
    if (message.length >= JOIN_BELOW) {
      this.flush();
      this.#send(encodeStdinFrame(message));
      return;
    }
    this.#joined.push(message);
    this.#joinedBytes += message.length;
    if (this.#joined.length === 1) this.#defer(() => this.flush());
    else if (this.#joinedBytes >= JOIN_BELOW) this.flush();
  }

  /** The proxy's word: hold (the pipe is full) or go on (it has room again). */
  set(paused: boolean): void {
    // What was written before the word goes first, as it would have without joining.
    this.flush();
    this.#paused = paused;
    if (paused) return;
    const held = this.#held;
    this.#held = [];
    this.#bytes = 0;
    for (const message of held) this.#send(encodeStdinFrame(message));
  }

  /** Sends what is joined now (the page is closing the socket in this task). */
  flush(): void {
    if (this.#joined.length === 0) return;
    const joined = this.#joined;
    this.#joined = [];
    this.#joinedBytes = 0;
    this.#send(encodeStdinFrame(...joined));
  }

  /** The connection is over: what was held or joined goes nowhere. */
  clear(): void {
    this.#held = [];
    this.#bytes = 0;
    this.#paused = false;
    this.#joined = [];
    this.#joinedBytes = 0;
  }
}

function mebibytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
