import type { JsonRpcId } from '../jsonrpc/classify.ts';
import { CANCELLED, cancelledRequestId } from './frame-facts.ts';
import type { WireEntry, WireInput } from './wire-entry.ts';

/** What pairing adds to an entry: the request a response answers or a cancellation names, and what is wrong with the pairing. */
export type PairingFacts = Pick<WireEntry, 'method' | 'requestSeq' | 'latencyMs' | 'cancels'> & { problem?: string };

/**
 * Pairs responses with requests by direction, connection and id, and says
 * when the ids do not add up: a response to nothing, a response whose id
 * has the other JSON type, an id reused while its request is pending.
 * A cancellation the inspector sends names its pending request; that
 * request stays pending, since its answer may still be on the way.
 */
export class WirePairing {
  readonly #pending = new Map<string, WireEntry>();
  readonly #responseOf = new Map<number, number>();

  responseTo(requestSeq: number): number | undefined {
    return this.#responseOf.get(requestSeq);
  }

  /** Facts for an entry about to be written at `seq`; records it if it is a request. */
  pair(input: WireInput, seq: number, stored: () => WireEntry): PairingFacts {
    if (input.kind === 'notification' && input.method === CANCELLED && input.direction === 'out') return this.#cancelled(input);
    if (input.id === undefined) return {};
    if (input.kind === 'request') {
      const key = pairKey(input.direction, input.connection, input.id);
      const waiting = this.#pending.get(key);
      if (waiting) {
        return { problem: `id ${formatId(input.id)} is already in use by a pending ${waiting.method ?? 'request'} (entry ${waiting.seq + 1}); a response cannot tell them apart` };
      }
      this.#pending.set(key, stored());
      return {};
    }
    if (input.kind !== 'result' && input.kind !== 'error') return {};
    const requestDirection = input.direction === 'in' ? 'out' : 'in';
    const key = pairKey(requestDirection, input.connection, input.id);
    const request = this.#pending.get(key);
    if (request) {
      this.#pending.delete(key);
      this.#responseOf.set(request.seq, seq);
      return { method: request.method, requestSeq: request.seq, latencyMs: input.t - request.t };
    }
    const otherType = typeof input.id === 'number' ? String(input.id) : Number(input.id);
    const lookalike = typeof otherType === 'number' && Number.isNaN(otherType) ? undefined : this.#pending.get(pairKey(requestDirection, input.connection, otherType));
    if (lookalike) {
      return { problem: `answers id ${formatId(input.id)}, but the pending ${lookalike.method ?? 'request'} (entry ${lookalike.seq + 1}) has id ${formatId(lookalike.id!)}: ids must match in type as well as value` };
    }
    return { problem: `answers id ${formatId(input.id)}, which no pending request has (already answered, or never sent)` };
  }

  #cancelled(input: WireInput): PairingFacts {
    const id = cancelledRequestId(input.value);
    const request = id === undefined ? undefined : this.#pending.get(pairKey('out', input.connection, id));
    return request ? { cancels: request.seq } : {};
  }

  /** Pairs an HTTP response head (or failure) with its request head: they pair by exchange, not by id. */
  link(requestSeq: number, seq: number): void {
    if (!this.#responseOf.has(requestSeq)) this.#responseOf.set(requestSeq, seq);
  }

  clear(): void {
    this.#pending.clear();
    this.#responseOf.clear();
  }
}

function pairKey(direction: string, connection: number, id: JsonRpcId): string {
  return `${direction}|${connection}|${typeof id}|${id}`;
}

function formatId(id: JsonRpcId): string {
  return typeof id === 'string' ? JSON.stringify(id) : String(id);
}
