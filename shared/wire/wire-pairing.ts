import { isRecord } from '../lib/guards.ts';
import type { Finding } from '../diagnose/finding.ts';
import { idReusedFinding, idTypeMismatchFinding, responseUnknownIdFinding } from '../diagnose/id-rules.ts';
import { cancelledFindings, progressFindings, type TokenState } from '../diagnose/progress-rules.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import { CANCELLED, cancelledRequestId, progressOf, progressTokenOf, PROGRESS } from './frame-facts.ts';
import type { WireEntry, WireInput } from './wire-entry.ts';

/** What pairing adds to an entry: the request a response answers or a cancellation names, and what is wrong with the ids. */
export type PairingFacts = Pick<WireEntry, 'method' | 'requestSeq' | 'latencyMs' | 'cancels'> & {
  findings?: Finding[];
};

/** One request as pairing remembers it, for the whole session. */
interface RequestRecord {
  readonly seq: number;
  readonly id: JsonRpcId;
  readonly method: string | undefined;
  readonly t: number;
  /** The seq of its answer, once answered. */
  answeredBy?: number;
}

/** A progressToken a request sent: the request, and the last progress reported for it. */
interface TokenRecord {
  readonly request: RequestRecord;
  last?: number;
}

/**
 * Pairs responses with requests by direction, connection and id, and says
 * when the ids do not add up: a response to nothing or to a request already
 * answered, a response whose id has the other JSON type (paired all the
 * same, as the SDK takes it), an id used twice by one sender in a session.
 * It also follows what requests hand out (progress tokens) and what
 * notifications name (a cancelled request, a token). A cancellation the
 * inspector sends names its pending request; that request stays pending,
 * since its answer may still be on the way.
 */
export class WirePairing {
  /** Every request, by sender, connection and id: the latest with each key. */
  readonly #requests = new Map<string, RequestRecord>();
  /** Requests waiting for their answer. */
  readonly #pending = new Map<string, RequestRecord>();
  readonly #tokens = new Map<string, TokenRecord>();
  readonly #responseOf = new Map<number, number>();

  responseTo(requestSeq: number): number | undefined {
    return this.#responseOf.get(requestSeq);
  }

  /** The seq of the last request `direction`'s sender made with this id on the connection. */
  requestSeq(direction: 'in' | 'out', connection: number, id: JsonRpcId): number | undefined {
    return this.#requests.get(pairKey(direction, connection, id))?.seq;
  }

  /** Facts for a frame about to be written at `seq`; records it if it is a request. `revision`: what the connection speaks, for the findings' source. */
  pair(
    input: Pick<WireInput, 'connection' | 'direction' | 'kind' | 'method' | 'id' | 'value' | 't' | 'app'>,
    seq: number,
    revision?: string,
  ): PairingFacts {
    if (input.direction !== 'in' && input.direction !== 'out') return {};
    if (input.kind === 'notification') return this.#notification(input, revision);
    if (input.id === undefined) return {};
    if (input.kind === 'request') return this.#request(input, input.id, seq, revision);
    if (input.kind === 'result' || input.kind === 'error') return this.#response(input, input.id, seq);
    return {};
  }

  #request(
    input: Pick<WireInput, 'connection' | 'direction' | 'method' | 'value' | 't' | 'app'>,
    id: JsonRpcId,
    seq: number,
    revision: string | undefined,
  ): PairingFacts {
    const key = pairKey(input.direction, input.connection, id, input.app?.view);
    const record: RequestRecord = { seq, id, method: input.method, t: input.t };
    const token = progressTokenOf(input.value);
    if (token !== undefined)
      this.#tokens.set(pairKey(input.direction, input.connection, token, input.app?.view), { request: record });
    const earlier = this.#requests.get(key);
    this.#requests.set(key, record);
    if (!earlier) {
      this.#pending.set(key, record);
      return {};
    }
    const waiting = this.#pending.get(key);
    // While the first waits, its answer is the one that comes: the second is not paired.
    if (!waiting) this.#pending.set(key, record);
    return {
      findings: [
        idReusedFinding(id, { method: earlier.method, seq: earlier.seq, pending: waiting !== undefined }, revision),
      ],
    };
  }

  #response(
    input: Pick<WireInput, 'connection' | 'direction' | 't' | 'app'>,
    id: JsonRpcId,
    seq: number,
  ): PairingFacts {
    const requestDirection = input.direction === 'in' ? 'out' : 'in';
    const key = pairKey(requestDirection, input.connection, id, input.app?.view);
    const request = this.#pending.get(key);
    if (request) return this.#answer(key, request, input.t, seq);
    const otherType = typeof id === 'number' ? String(id) : Number(id);
    const lookalikeKey =
      typeof otherType === 'number' && (Number.isNaN(otherType) || id === '')
        ? undefined
        : pairKey(requestDirection, input.connection, otherType, input.app?.view);
    const lookalike = lookalikeKey === undefined ? undefined : this.#pending.get(lookalikeKey);
    if (lookalike) {
      const findings = [idTypeMismatchFinding(id, lookalike)];
      // The inspector's SDK compares ids as numbers and takes such an answer: paired as it was taken, and flagged.
      // What the server makes of the inspector's own answer is not known, so that one stays unpaired.
      return input.direction === 'in'
        ? { ...this.#answer(lookalikeKey!, lookalike, input.t, seq), findings }
        : { findings };
    }
    const answered = this.#requests.get(key);
    return {
      findings: [
        responseUnknownIdFinding(
          id,
          answered ? { method: answered.method, seq: answered.seq, pending: false } : undefined,
        ),
      ],
    };
  }

  #answer(key: string, request: RequestRecord, t: number, seq: number): PairingFacts {
    this.#pending.delete(key);
    request.answeredBy = seq;
    this.#responseOf.set(request.seq, seq);
    return { method: request.method, requestSeq: request.seq, latencyMs: t - request.t };
  }

  #notification(
    input: Pick<WireInput, 'connection' | 'direction' | 'method' | 'value' | 'app'>,
    revision: string | undefined,
  ): PairingFacts {
    // Without the parsed frame there is nothing to read a token or a request id from.
    if (input.value === undefined) return {};
    if (input.method === CANCELLED) {
      const id = cancelledRequestId(input.value);
      // A sender cancels its own request.
      const key = id === undefined ? undefined : pairKey(input.direction, input.connection, id, input.app?.view);
      const named = key === undefined ? undefined : this.#requests.get(key);
      const params = isRecord(input.value) ? input.value.params : undefined;
      const findings = cancelledFindings(isRecord(params) ? params.requestId : undefined, named, revision);
      const pending = key === undefined ? undefined : this.#pending.get(key);
      const cancels = input.direction === 'out' && pending ? { cancels: pending.seq } : {};
      return { ...cancels, ...(findings.length ? { findings } : {}) };
    }
    if (input.method === PROGRESS) {
      const token = progressTokenOf(input.value, 'params');
      // Progress answers a token the other side's request handed out.
      const requestDirection = input.direction === 'in' ? 'out' : 'in';
      const record =
        token === undefined
          ? undefined
          : this.#tokens.get(pairKey(requestDirection, input.connection, token, input.app?.view));
      const state: TokenState = !record
        ? { kind: 'unknown' }
        : record.request.answeredBy !== undefined
          ? { kind: 'answered', method: record.request.method, seq: record.request.seq }
          : { kind: 'pending', last: record.last };
      const params = isRecord(input.value) ? input.value.params : undefined;
      const progress = progressOf(input.value);
      const findings = progressFindings(isRecord(params) ? params.progressToken : undefined, progress, state, revision);
      if (record && progress !== undefined) record.last = Math.max(progress, record.last ?? Number.NEGATIVE_INFINITY);
      return findings.length ? { findings } : {};
    }
    return {};
  }

  /**
   * A new MCP session begins on the connection (another attempt at opening
   * it, with a client of its own): its ids start over, so the earlier
   * session's requests no longer count for reuse or pairing.
   */
  newSession(connection: number): void {
    const infix = `|${connection}|`;
    for (const map of [this.#requests, this.#pending, this.#tokens] as Array<Map<string, unknown>>) {
      for (const key of [...map.keys()]) if (key.slice(key.indexOf('|')).startsWith(infix)) map.delete(key);
    }
  }

  /** Pairs an HTTP response head (or failure) with its request head: they pair by exchange, not by id. */
  link(requestSeq: number, seq: number): void {
    if (!this.#responseOf.has(requestSeq)) this.#responseOf.set(requestSeq, seq);
  }

  clear(): void {
    this.#requests.clear();
    this.#pending.clear();
    this.#tokens.clear();
    this.#responseOf.clear();
  }
}

/** An app's channel has ids of its own: its key starts with the view. */
function pairKey(direction: string, connection: number, id: JsonRpcId, view?: number): string {
  return `${view !== undefined ? `app${view}|` : ''}${direction}|${connection}|${typeof id}|${id}`;
}
