import { isRecord } from '../lib/guards.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import { closestExchange, differenceText, type ParamsDifference, withoutMeta } from './closest.ts';
import { canonicalJson, type RecordedExchange, type RecordedNotification, type Recording } from './recording.ts';

/**
 * How a live request finds its recorded answer. `exact`: the method and
 * every param; `method`: the method and the params that name what is asked
 * (`name`, `uri`, `ref`, `cursor`), whatever the arguments. Either way
 * `_meta` (progress tokens and the like) is never compared.
 */
export type MatchMode = 'exact' | 'method';
export const MATCH_MODES: readonly MatchMode[] = ['exact', 'method'];

/** The params that say what a request is about, kept by `--match method`. */
const NAMING_PARAMS = ['name', 'uri', 'ref', 'cursor'] as const;

/** A JSON-RPC error code for a request the recording cannot answer: an unknown method, or other params. */
export const NO_RECORDING = { method: -32601, params: -32602 } as const;

export interface LiveRequest {
  readonly id: JsonRpcId;
  readonly method: string;
  readonly params?: unknown;
}

/** What the mock writes for one request, in order: notifications, the answer, notifications. */
export interface Replay {
  readonly frames: readonly Record<string, unknown>[];
  /** Why no recording answered it, when none did (the error frame's message). */
  readonly unmatched?: string;
}

/**
 * Answers live requests from a recording. The answer takes the live
 * request's id; a recorded progress notification takes the live request's
 * progress token (and is left out when it gave none); cursors are matched
 * as recorded, so a client that follows `nextCursor` walks the recorded
 * pages. A request asked again gets the next recorded answer to the same
 * request, and the last one once they run out. `ping` without a recording
 * is answered with `{}` as the protocol asks.
 */
export class MockReplay {
  readonly #recording: Recording;
  readonly #mode: MatchMode;
  readonly #groups = new Map<string, RecordedExchange[]>();
  readonly #asked = new Map<string, number>();

  constructor(recording: Recording, mode: MatchMode = 'exact') {
    this.#recording = recording;
    this.#mode = mode;
    for (const exchange of recording.exchanges) {
      const key = this.#key(exchange.method, exchange.params);
      const group = this.#groups.get(key) ?? [];
      group.push(exchange);
      this.#groups.set(key, group);
    }
  }

  answer(request: LiveRequest): Replay {
    if (request.method === 'initialize') return this.#initialize(request);
    const key = this.#key(request.method, request.params);
    const group = this.#groups.get(key);
    if (!group) {
      if (request.method === 'ping' && !this.#recording.exchanges.some((e) => e.method === 'ping'))
        return { frames: [{ jsonrpc: '2.0', id: request.id, result: {} }] };
      return this.#unmatched(request);
    }
    const times = this.#asked.get(key) ?? 0;
    this.#asked.set(key, times + 1);
    return { frames: framesOf(group[Math.min(times, group.length - 1)]!, request) };
  }

  #initialize(request: LiveRequest): Replay {
    const { handshakes } = this.#recording;
    const version = isRecord(request.params) ? request.params.protocolVersion : undefined;
    const handshake =
      handshakes.find((h) => isRecord(h.params) && h.params.protocolVersion === version) ?? handshakes[0];
    if (!handshake)
      return this.#error(request, NO_RECORDING.method, 'mcp-loupe mock: the log holds no answered initialize');
    return { frames: framesOf(handshake, request) };
  }

  #unmatched(request: LiveRequest): Replay {
    const closest = closestExchange(this.#recording.exchanges, request.method, request.params);
    if (!closest) {
      const methods = [...new Set(this.#recording.exchanges.map((e) => e.method))];
      return this.#error(
        request,
        NO_RECORDING.method,
        `mcp-loupe mock: no ${request.method} request was recorded (recorded: ${methods.join(', ') || 'none'})`,
        { recordedMethods: methods },
      );
    }
    const shown = closest.differences.slice(0, 3).map(differenceText);
    const more = closest.differences.length > 3 ? `; ${closest.differences.length - 3} more` : '';
    return this.#error(
      request,
      NO_RECORDING.params,
      `mcp-loupe mock: no recorded answer to this ${request.method} (--match ${this.#mode}); ` +
        `the closest recorded request is entry ${closest.exchange.entry}: ${shown.join('; ')}${more}`,
      { closest: describe(closest.exchange), differences: closest.differences satisfies ParamsDifference[] },
    );
  }

  #error(request: LiveRequest, code: number, message: string, data?: Record<string, unknown>): Replay {
    return {
      frames: [{ jsonrpc: '2.0', id: request.id, error: { code, message, ...(data ? { data } : {}) } }],
      unmatched: message,
    };
  }

  #key(method: string, params: unknown): string {
    const compared = withoutMeta(params);
    if (this.#mode === 'exact') return canonicalJson([method, compared ?? {}]);
    const naming = isRecord(compared)
      ? Object.fromEntries(NAMING_PARAMS.filter((key) => key in compared).map((key) => [key, compared[key]]))
      : {};
    return canonicalJson([method, naming]);
  }
}

function describe(exchange: RecordedExchange): Record<string, unknown> {
  return {
    entry: exchange.entry,
    method: exchange.method,
    ...('params' in exchange ? { params: exchange.params } : {}),
  };
}

function framesOf(exchange: RecordedExchange, request: LiveRequest): Record<string, unknown>[] {
  const meta = isRecord(request.params) && isRecord(request.params._meta) ? request.params._meta : undefined;
  const token = meta?.progressToken;
  const notification = (recorded: RecordedNotification): Record<string, unknown>[] => {
    if (recorded.method !== 'notifications/progress' || !isRecord(recorded.params))
      return [
        { jsonrpc: '2.0', method: recorded.method, ...('params' in recorded ? { params: recorded.params } : {}) },
      ];
    // Progress belongs to the live request's token; a client that gave none asked for no progress.
    if (token === undefined) return [];
    return [{ jsonrpc: '2.0', method: recorded.method, params: { ...recorded.params, progressToken: token } }];
  };
  return [
    ...exchange.before.flatMap(notification),
    { jsonrpc: '2.0', id: request.id, ...exchange.answer },
    ...exchange.after.flatMap(notification),
  ];
}
