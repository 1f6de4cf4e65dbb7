/**
 * The most the page holds for a server's stdin while the proxy asks it to:
 * half of what the proxy queues (MAX_STDIN_BACKLOG), so all of it, let go
 * at once, still fits there.
 */
export const MAX_HELD_STDIN = 16 * 1024 * 1024;

/**
 * The page's side of stdin flow control: stdin frames go straight to the
 * socket, except while the proxy says the server's pipe is full
 * (`stdin-flow`); then they wait here, in order, until it says go on.
 */
export class StdinHold {
  readonly #send: (frame: Uint8Array) => void;
  readonly #limit: number;
  #held: Uint8Array[] = [];
  #bytes = 0;
  #paused = false;

  constructor(send: (frame: Uint8Array) => void, limit = MAX_HELD_STDIN) {
    this.#send = send;
    this.#limit = limit;
  }

  /** Bytes waiting for the proxy to take them. */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Why another frame cannot be taken, or undefined when it can. Counted
   * before the frame, so one large message still goes.
   */
  refusal(): string | undefined {
    if (!this.#paused || this.#bytes < this.#limit) return undefined;
    return `The server has not read its stdin for a while: the inspector already holds ${mebibytes(this.#bytes)} for it, so this message was not sent`;
  }

  write(frame: Uint8Array): void {
    if (!this.#paused) return this.#send(frame);
    this.#held.push(frame);
    this.#bytes += frame.length;
  }

  /** The proxy's word: hold (the pipe is full) or go on (it has room again). */
  set(paused: boolean): void {
    this.#paused = paused;
    if (paused) return;
    const held = this.#held;
    this.#held = [];
    this.#bytes = 0;
    for (const frame of held) this.#send(frame);
  }

  /** The connection is over: what was held goes nowhere. */
  clear(): void {
    this.#held = [];
    this.#bytes = 0;
    this.#paused = false;
  }
}

function mebibytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
