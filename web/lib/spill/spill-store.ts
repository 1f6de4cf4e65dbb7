import type { PayloadMatch, PayloadStore } from '../../../shared/wire/payload-store.ts';
import type { FromSpillWorker, ToSpillWorker } from './spill-protocol.ts';

/**
 * The page's PayloadStore: payloads go to a worker that writes them to
 * IndexedDB. Puts are gathered and posted once per task, so a burst of
 * entries costs one message.
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

  constructor(worker: Worker) {
    this.#worker = worker;
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
    queueMicrotask(() => {
      this.#posting = false;
      const seqs = this.#seqs;
      const texts = this.#texts;
      this.#seqs = [];
      this.#texts = [];
      this.#post({ type: 'put', seqs, texts });
    });
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
  if (typeof Worker === 'undefined' || typeof indexedDB === 'undefined' || typeof CompressionStream === 'undefined') return undefined;
  try {
    return new SpillStore(new Worker(new URL('./spill-worker.ts', import.meta.url), { type: 'module', name: 'mcp-loupe log storage' }));
  } catch {
    return undefined;
  }
}
