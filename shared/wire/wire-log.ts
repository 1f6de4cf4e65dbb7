import type { JsonRpcId } from '../jsonrpc/classify.ts';
import { utf8Length, type WireEntry, type WireInput } from './wire-entry.ts';

export type Schedule = (flush: () => void) => void;

const defaultSchedule: Schedule = (flush) => {
  setTimeout(flush, 16);
};

/**
 * The append-only wire log. Entries are frozen once written; listeners are
 * told at most once per scheduled flush, however many entries arrived.
 * The snapshot is a version number: it changes exactly when entries change.
 */
export class WireLog {
  readonly #entries: WireEntry[] = [];
  readonly #listeners = new Set<() => void>();
  /** Requests waiting for their response, by direction + connection + id. */
  readonly #pending = new Map<string, WireEntry>();
  readonly #responseOf = new Map<number, number>();
  readonly #schedule: Schedule;
  #version = 0;
  #flushQueued = false;

  constructor(schedule: Schedule = defaultSchedule) {
    this.#schedule = schedule;
  }

  get size(): number {
    return this.#entries.length;
  }

  at(seq: number): WireEntry | undefined {
    return this.#entries[seq];
  }

  /** The response to the request at `requestSeq`, once it has arrived. */
  responseTo(requestSeq: number): WireEntry | undefined {
    const seq = this.#responseOf.get(requestSeq);
    return seq === undefined ? undefined : this.#entries[seq];
  }

  append(input: WireInput): WireEntry {
    const seq = this.#entries.length;
    let entry: WireEntry = { ...input, seq, size: input.size ?? utf8Length(input.raw) };
    if (input.kind === 'request' && input.id !== undefined) {
      this.#pending.set(pairKey(input.direction, input.connection, input.id), entry);
    } else if ((input.kind === 'result' || input.kind === 'error') && input.id !== undefined) {
      const requestDirection = input.direction === 'in' ? 'out' : 'in';
      const key = pairKey(requestDirection, input.connection, input.id);
      const request = this.#pending.get(key);
      if (request) {
        this.#pending.delete(key);
        this.#responseOf.set(request.seq, seq);
        entry = { ...entry, method: request.method, requestSeq: request.seq, latencyMs: input.t - request.t };
      }
    }
    Object.freeze(entry);
    this.#entries.push(entry);
    this.#changed();
    return entry;
  }

  /** Starts over (a user action); the old entries are gone. */
  clear(): void {
    this.#entries.length = 0;
    this.#pending.clear();
    this.#responseOf.clear();
    this.#changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): number => this.#version;

  entries(): readonly WireEntry[] {
    return this.#entries;
  }

  #changed(): void {
    this.#version++;
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    this.#schedule(() => {
      this.#flushQueued = false;
      for (const listener of this.#listeners) listener();
    });
  }
}

function pairKey(direction: string, connection: number, id: JsonRpcId): string {
  return `${direction}|${connection}|${typeof id}|${id}`;
}
