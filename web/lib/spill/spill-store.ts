import type { PayloadMatch, PayloadStore } from '../../../shared/wire/payload-store.ts';
import type { FromSpillWorker, ToSpillWorker } from './spill-protocol.ts';

/** Most payload text (UTF-16 code units) posted to the worker in one task: the copy is the page's work, about 4 ms a million. */
export const POST_CHARS = 4 * 1024 * 1024;

/** Runs `run` in a later task; timers are throttled in a hidden tab, a message port is not. */
export type Later = (run: () => void) => void;

let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];
const nextTask: Later = (run) => {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  waiting.push(run);
  channel.port2.postMessage(null);
};

/**
 * The page's PayloadStore: payloads go to a worker that writes them to
 * IndexedDB. Puts are gathered and posted once per task, so a burst of
 * entries costs one message; a large batch (the log going over budget
 * moves a quarter of it at once) goes in slices of POST_CHARS, a task each,
 * so no one task stalls the page.
 */
export class SpillStore implements PayloadStore {
  onProgress?: () => void;
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  #nextRequest = 1;
  #backlog = 0;
  #failure: string | undefined;
  #seqs: number[] = [];
  #texts: string[] = [];
  #posting = false;
  readonly #later: Later;

  constructor(worker: Pick<Worker, 'postMessage' | 'onmessage' | 'onerror'>, later: Later = nextTask) {
    this.#worker = worker as Worker;
    this.#later = later;
    worker.onmessage = (event: MessageEvent<FromSpillWorker>) => this.#receive(event.data);
    worker.onerror = (event) => this.#fail(`The storage worker failed: ${event.message || 'unknown error'}`);
  }

  get backlog(): number {
    return this.#backlog;
  }

  get failure(): string | undefined {
    return this.#failure;
  }

  put(seq: number, text: string): void {
    this.#seqs.push(seq);
    this.#texts.push(text);
    this.#backlog += text.length;
    if (this.#posting) return;
    this.#posting = true;
    queueMicrotask(() => this.#postSlice());
  }

  /** Posts the waiting puts up to POST_CHARS; the rest in a later task. */
  #postSlice(): void {
    this.#posting = false;
    let chars = 0;
    let count = 0;
    while (count < this.#texts.length && (count === 0 || chars + this.#texts[count]!.length <= POST_CHARS))
      chars += this.#texts[count++]!.length;
    this.#postPuts(count);
    if (this.#texts.length === 0) return;
    this.#posting = true;
    this.#later(() => this.#postSlice());
  }

  #postPuts(count: number): void {
    if (count === 0) return;
    this.#post({ type: 'put', seqs: this.#seqs.splice(0, count), texts: this.#texts.splice(0, count) });
  }

  get(seq: number): Promise<string> {
    return this.#ask<string>({ type: 'get', request: 0, seq });
  }

  search(match: PayloadMatch): Promise<number[]> {
    return this.#ask<number[]>({ type: 'search', request: 0, match });
  }

  clear(): void {
    this.#seqs = [];
    this.#texts = [];
    this.#backlog = 0;
    this.#post({ type: 'clear' });
    for (const { reject } of this.#waiting.values()) reject(new Error('The log was cleared'));
    this.#waiting.clear();
  }

  #ask<T>(message: Extract<ToSpillWorker, { request: number }>): Promise<T> {
    // What was put goes first, so the worker has it when asked.
    this.#postPuts(this.#texts.length);
    const request = this.#nextRequest++;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(request, { resolve: resolve as (value: never) => void, reject });
      this.#post({ ...message, request });
    });
  }

  #post(message: ToSpillWorker): void {
    this.#worker.postMessage(message);
  }

  #receive(message: FromSpillWorker): void {
    switch (message.type) {
      case 'stored':
        this.#backlog = Math.max(0, this.#backlog - message.chars);
        this.onProgress?.();
        return;
      case 'failed':
        this.#fail(message.message);
        return;
      default: {
        const waiting = this.#waiting.get(message.request);
        this.#waiting.delete(message.request);
        if (!waiting) return;
        if (message.type === 'got') waiting.resolve(message.text as never);
        else if (message.type === 'found') waiting.resolve(message.seqs as never);
        else waiting.reject(new Error(message.reason));
      }
    }
  }

  #fail(message: string): void {
    this.#failure ??= message;
    this.onProgress?.();
  }
}

/** The page's store, when this browser has workers and IndexedDB; undefined otherwise (the log then keeps everything in memory). */
export function createSpillStore(): PayloadStore | undefined {
  if (typeof Worker === 'undefined' || typeof indexedDB === 'undefined' || typeof CompressionStream === 'undefined')
    return undefined;
  try {
    return new SpillStore(
      new Worker(new URL('./spill-worker.ts', import.meta.url), { type: 'module', name: 'mcp-loupe log storage' }),
    );
  } catch {
    return undefined;
  }
}
