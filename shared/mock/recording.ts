import { isRecord } from '../lib/guards.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import type { WireEntry } from '../wire/wire-entry.ts';

/** A notification the server sent while (or after) it answered a request, as written. */
export interface RecordedNotification {
  readonly method: string;
  readonly params?: unknown;
}

/** One request the client sent and the server's answer to it, with the notifications around it. */
export interface RecordedExchange {
  /** The request's entry in the log, from 1 as the Log tab numbers them. */
  readonly entry: number;
  readonly method: string;
  /** Absent when the request had none. */
  readonly params?: unknown;
  /** The answer's `result` or `error` member, as the server sent it. */
  readonly answer: { readonly result: unknown } | { readonly error: unknown };
  /** Sent by the server after the request and before its answer (progress, log messages), in order. */
  readonly before: readonly RecordedNotification[];
  /** Sent after the answer and before the client's next request on that connection (list_changed), in order. */
  readonly after: readonly RecordedNotification[];
}

export interface Recording {
  /** Every answered request but the handshake, in the log's order. */
  readonly exchanges: readonly RecordedExchange[];
  /** The answered `initialize` requests, first connection first. */
  readonly handshakes: readonly RecordedExchange[];
  /** Requests the log holds no answer for (the session ended first, or the log was cut): not replayed. */
  readonly unanswered: readonly { entry: number; method: string }[];
  /** Requests the server made of the client (sampling, elicitation, roots): not replayed by a mock. */
  readonly serverRequests: number;
  /** Connections left out because their server was another one than the last connection's (the page switched servers). */
  readonly otherServers: readonly number[];
}

interface Open {
  entry: WireEntry;
  method: string;
  params?: unknown;
  progressToken?: unknown;
  answer?: RecordedExchange['answer'];
  answerSeq?: number;
  before: RecordedNotification[];
  after: RecordedNotification[];
}

/**
 * The requests of a log and their answers, for a mock to replay. Only the
 * server's side of the wire counts: frames of an MCP App's channel and a
 * model's turns are left out, and batches by their items. A notification is
 * filed under the request whose progress token it carries, else under the
 * last request sent before it on its connection (before that request's
 * answer or after it, as it came).
 */
export function indexRecording(entries: readonly WireEntry[]): Recording {
  const opened: Open[] = [];
  const bySeq = new Map<number, Open>();
  const byId = new Map<string, Open>();
  const lastOnConnection = new Map<number, Open>();
  let serverRequests = 0;
  for (const entry of entries) {
    if (entry.app || entry.model || entry.kind === 'batch') continue;
    const frame = parse(entry.raw);
    if (!frame) continue;
    if (entry.direction === 'out' && entry.kind === 'request' && typeof frame.method === 'string') {
      const meta = isRecord(frame.params) && isRecord(frame.params._meta) ? frame.params._meta : undefined;
      const open: Open = {
        entry,
        method: frame.method,
        ...('params' in frame ? { params: frame.params } : {}),
        ...(meta && 'progressToken' in meta ? { progressToken: meta.progressToken } : {}),
        before: [],
        after: [],
      };
      opened.push(open);
      bySeq.set(entry.seq, open);
      if (frame.id !== undefined) byId.set(idKey(entry.connection, frame.id as JsonRpcId), open);
      lastOnConnection.set(entry.connection, open);
    } else if (entry.direction === 'in' && (entry.kind === 'result' || entry.kind === 'error')) {
      const open =
        (entry.requestSeq !== undefined ? bySeq.get(entry.requestSeq) : undefined) ??
        (frame.id !== undefined ? byId.get(idKey(entry.connection, frame.id as JsonRpcId)) : undefined);
      if (!open || open.answer) continue;
      open.answer = 'error' in frame ? { error: frame.error } : { result: frame.result };
      open.answerSeq = entry.seq;
    } else if (entry.direction === 'in' && entry.kind === 'notification' && typeof frame.method === 'string') {
      const params = isRecord(frame.params) ? frame.params : undefined;
      const token = frame.method === 'notifications/progress' ? params?.progressToken : undefined;
      const owner =
        (token !== undefined ? opened.findLast((open) => sameJson(open.progressToken, token)) : undefined) ??
        lastOnConnection.get(entry.connection);
      if (!owner) continue;
      const notification = { method: frame.method, ...('params' in frame ? { params: frame.params } : {}) };
      (owner.answer ? owner.after : owner.before).push(notification);
    } else if (entry.direction === 'in' && entry.kind === 'request') serverRequests++;
  }
  // A page's log may hold several servers, one after another: the last one to answer initialize is the one replayed.
  const servers = new Map<number, string>();
  for (const open of opened)
    if (open.method === 'initialize' && open.answer && 'result' in open.answer)
      servers.set(open.entry.connection, serverIdentity(open.answer.result));
  const replayed = [...servers.values()].at(-1);
  const otherServers = [...servers].filter(([, identity]) => identity !== replayed).map(([connection]) => connection);
  const exchanges: RecordedExchange[] = [];
  const handshakes: RecordedExchange[] = [];
  const unanswered: { entry: number; method: string }[] = [];
  for (const open of opened) {
    if (otherServers.includes(open.entry.connection)) continue;
    if (!open.answer) {
      unanswered.push({ entry: open.entry.seq + 1, method: open.method });
      continue;
    }
    const exchange: RecordedExchange = {
      entry: open.entry.seq + 1,
      method: open.method,
      ...('params' in open ? { params: open.params } : {}),
      answer: open.answer,
      before: open.before,
      after: open.after,
    };
    (open.method === 'initialize' ? handshakes : exchanges).push(exchange);
  }
  return { exchanges, handshakes, unanswered, serverRequests, otherServers };
}

/** A server as its initialize result names it: name and version. */
function serverIdentity(result: unknown): string {
  const info = isRecord(result) && isRecord(result.serverInfo) ? result.serverInfo : {};
  return JSON.stringify([info.name, info.version]);
}

function parse(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function idKey(connection: number, id: JsonRpcId): string {
  return `${connection} ${typeof id} ${id}`;
}

/** JSON equality whatever the order of object members. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** JSON text with object members sorted, so that two equal values have one text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value)) ?? 'undefined';
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key])]),
  );
}
