import { LogScan } from './log-scan.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import type { WireEntry } from './wire-entry.ts';

/** How a request ended, as far as the log knows. */
export type TimelineOutcome = 'pending' | 'result' | 'is-error' | 'error' | 'cancelled';

/** Why a server request sits under a client request. */
export type NestingEvidence = 'related-task' | 'exchange' | 'only-pending';

/**
 * One line of the waterfall: a request (a bar), a notification (a tick), or a response that answers nothing (a tick);
 * or a model turn (a bar in the model lane, from its request to the model's last token; `seq` its start, `responseSeq` its end).
 */
export interface TimelineRow {
  readonly seq: number;
  readonly kind: 'request' | 'notification' | 'response' | 'turn';
  readonly direction: 'in' | 'out';
  readonly connection: number;
  readonly method: string | undefined;
  readonly id: JsonRpcId | undefined;
  readonly start: number;
  /** When the answer came, or the cancellation went; absent while pending (and on ticks). */
  readonly end?: number;
  readonly outcome?: TimelineOutcome;
  readonly responseSeq?: number;
  readonly cancelSeq?: number;
  /** For a server request: the client request it came under, and what shows it. */
  readonly parentSeq?: number;
  readonly nesting?: NestingEvidence;
}

export interface TimelineSnapshot {
  readonly rows: readonly TimelineRow[];
  /** The first row's start and the latest time any entry was seen. */
  readonly firstT: number;
  readonly lastT: number;
  /** Requests without an answer or a cancellation: their bars run to now. */
  readonly pending: number;
  readonly requests: number;
  readonly notifications: number;
  /** The connections rows come from, in the order they opened. */
  readonly connections: readonly number[];
  /** The model lane: each step of a conversation with a model, in the order they started. */
  readonly turns: readonly TimelineRow[];
}

const RELATED_TASK = /"io\.modelcontextprotocol\/related-task"\s*:\s*\{\s*"taskId"\s*:\s*"((?:[^"\\]|\\.)*)"/;
const CREATED_TASK = /"task"\s*:\s*\{[^{}]*?"taskId"\s*:\s*"((?:[^"\\]|\\.)*)"/;
/** Ids and `_meta` sit near the start; a 20 MB payload is never scanned whole for them. */
const HEAD_CHARS = 4096;

const emptySnapshot: TimelineSnapshot = {
  rows: [],
  turns: [],
  firstT: 0,
  lastT: 0,
  pending: 0,
  requests: 0,
  notifications: 0,
  connections: [],
};

/**
 * The waterfall's rows, kept up to date incrementally like WireFilter: each
 * call reads only the entries appended since the last one. A response ends
 * its request's bar (rows are replaced, never changed); a cancellation the
 * inspector sent ends it too, unless an answer still comes. A server request
 * is nested under a client request on the best evidence there is: the task
 * it names in `_meta` (the request that created that task), the HTTP
 * exchange that carried it, or being the only client request pending.
 */
export class TimelineLayout {
  #scan = new LogScan();
  #rows: TimelineRow[] = [];
  #rowOf = new Map<number, number>();
  /** Client requests awaiting an answer, per connection, in the order sent. */
  #pending = new Map<number, Set<number>>();
  #requestOfExchange = new Map<number, number>();
  #requestOfTask = new Map<string, number>();
  #lastT = 0;
  #open = 0;
  #requests = 0;
  #notifications = 0;
  #connections: number[] = [];
  #turns: TimelineRow[] = [];
  #turnOf = new Map<number, number>();
  #openTurns = 0;
  #snapshot: TimelineSnapshot = emptySnapshot;

  /** Entries read so far. */
  get scanned(): number {
    return this.#scan.scanned;
  }

  /** `limit`: the most entries read in this call, so a big log is first laid out a slice per call (see `scanned`). */
  layout(entries: readonly WireEntry[], generation = 0, limit = Number.POSITIVE_INFINITY): TimelineSnapshot {
    if (this.#scan.restarts(entries, generation)) this.#reset();
    if (this.#scan.scanned === entries.length) return this.#snapshot;
    // A new array, never the one handed out last time: React may still be holding that one.
    const rows = this.#rows.slice();
    const turns = this.#turns.slice();
    const end = Math.min(entries.length, this.#scan.scanned + Math.max(1, limit));
    for (let i = this.#scan.scanned; i < end; i++) {
      const entry = entries[i]!;
      if (entry.kind === 'model') this.#readTurn(entry, turns);
      else this.#read(entry, rows);
    }
    this.#scan.scanned = end;
    this.#rows = rows;
    this.#turns = turns;
    this.#snapshot = {
      rows,
      turns,
      firstT: Math.min(rows[0]?.start ?? this.#lastT, turns[0]?.start ?? this.#lastT),
      lastT: this.#lastT,
      pending: this.#open + this.#openTurns,
      requests: this.#requests,
      notifications: this.#notifications,
      connections: this.#connections,
    };
    return this.#snapshot;
  }

  #reset(): void {
    this.#rows = [];
    this.#rowOf = new Map();
    this.#pending = new Map();
    this.#requestOfExchange = new Map();
    this.#requestOfTask = new Map();
    this.#lastT = 0;
    this.#open = 0;
    this.#requests = 0;
    this.#notifications = 0;
    this.#connections = [];
    this.#turns = [];
    this.#turnOf = new Map();
    this.#openTurns = 0;
    this.#snapshot = emptySnapshot;
  }

  /** A model turn's start opens its bar in the model lane; its end closes it where the model's answer ended. */
  #readTurn(entry: WireEntry, turns: TimelineRow[]): void {
    if (entry.t > this.#lastT) this.#lastT = entry.t;
    const facts = entry.model;
    const method = facts ? `model step ${facts.step}` : entry.method;
    if (entry.direction === 'out') {
      this.#turnOf.set(entry.seq, turns.length);
      turns.push({
        seq: entry.seq,
        kind: 'turn',
        direction: 'out',
        connection: entry.connection,
        method,
        id: undefined,
        start: entry.t,
        outcome: 'pending',
      });
      this.#openTurns++;
      return;
    }
    const outcome: TimelineOutcome =
      facts?.status === 'failed' ? 'error' : facts?.status === 'stopped' ? 'cancelled' : 'result';
    const at = entry.requestSeq === undefined ? undefined : this.#turnOf.get(entry.requestSeq);
    if (at === undefined) {
      // Its start is not in this log (cleared since): the end alone, a tick.
      turns.push({
        seq: entry.seq,
        kind: 'turn',
        direction: 'out',
        connection: entry.connection,
        method,
        id: undefined,
        start: entry.t,
        end: entry.t,
        outcome,
        responseSeq: entry.seq,
      });
      return;
    }
    const row = turns[at]!;
    if (row.outcome === 'pending') this.#openTurns--;
    const end = facts?.totalMs !== undefined ? Math.min(entry.t, row.start + facts.totalMs) : entry.t;
    turns[at] = { ...row, end, outcome, responseSeq: entry.seq };
  }

  #read(entry: WireEntry, rows: TimelineRow[]): void {
    if (entry.t > this.#lastT) this.#lastT = entry.t;
    if (entry.direction === 'note') return;
    const direction = entry.direction;
    switch (entry.kind) {
      case 'request': {
        const parent = direction === 'in' ? this.#parentOf(entry) : undefined;
        const row: TimelineRow = parent
          ? {
              seq: entry.seq,
              kind: 'request',
              direction,
              connection: entry.connection,
              method: entry.method,
              id: entry.id,
              start: entry.t,
              outcome: 'pending',
              parentSeq: parent.seq,
              nesting: parent.nesting,
            }
          : {
              seq: entry.seq,
              kind: 'request',
              direction,
              connection: entry.connection,
              method: entry.method,
              id: entry.id,
              start: entry.t,
              outcome: 'pending',
            };
        // Only requests are looked up again, when their answer or cancellation comes.
        this.#rowOf.set(entry.seq, rows.length);
        this.#push(rows, row);
        this.#open++;
        this.#requests++;
        if (direction === 'out') {
          this.#pendingOf(entry.connection).add(entry.seq);
          if (entry.exchange !== undefined) this.#requestOfExchange.set(entry.exchange, entry.seq);
        }
        return;
      }
      case 'notification':
        this.#push(rows, {
          seq: entry.seq,
          kind: 'notification',
          direction,
          connection: entry.connection,
          method: entry.method,
          id: entry.id,
          start: entry.t,
        });
        this.#notifications++;
        if (entry.cancels !== undefined)
          this.#end(rows, entry.cancels, { end: entry.t, outcome: 'cancelled', cancelSeq: entry.seq });
        return;
      case 'result':
      case 'error': {
        if (entry.requestSeq === undefined || !this.#rowOf.has(entry.requestSeq)) {
          this.#push(rows, {
            seq: entry.seq,
            kind: 'response',
            direction,
            connection: entry.connection,
            method: entry.method,
            id: entry.id,
            start: entry.t,
          });
          return;
        }
        const outcome: TimelineOutcome = entry.kind === 'error' ? 'error' : entry.isError ? 'is-error' : 'result';
        this.#end(rows, entry.requestSeq, { end: entry.t, outcome, responseSeq: entry.seq });
        if (direction === 'in' && entry.kind === 'result') this.#noteCreatedTask(entry);
        return;
      }
      default:
        return;
    }
  }

  #push(rows: TimelineRow[], row: TimelineRow): void {
    const connections = this.#connections;
    if (connections[connections.length - 1] !== row.connection && !connections.includes(row.connection)) {
      this.#connections = [...connections, row.connection].sort((a, b) => a - b);
    }
    rows.push(row);
  }

  #end(
    rows: TimelineRow[],
    requestSeq: number,
    facts: Pick<TimelineRow, 'end' | 'outcome' | 'responseSeq' | 'cancelSeq'>,
  ): void {
    const at = this.#rowOf.get(requestSeq);
    if (at === undefined) return;
    const row = rows[at]!;
    if (row.outcome === 'pending') this.#open--;
    rows[at] = { ...row, ...facts };
    this.#pending.get(row.connection)?.delete(requestSeq);
  }

  #pendingOf(connection: number): Set<number> {
    let seqs = this.#pending.get(connection);
    if (!seqs) this.#pending.set(connection, (seqs = new Set()));
    return seqs;
  }

  #parentOf(entry: WireEntry): { seq: number; nesting: NestingEvidence } | undefined {
    const head = entry.raw.length > HEAD_CHARS ? entry.raw.slice(0, HEAD_CHARS) : entry.raw;
    const taskId = head.includes('related-task') ? RELATED_TASK.exec(head)?.[1] : undefined;
    const byTask = taskId === undefined ? undefined : this.#requestOfTask.get(`${entry.connection}|${taskId}`);
    if (byTask !== undefined) return { seq: byTask, nesting: 'related-task' };
    const byExchange = entry.exchange === undefined ? undefined : this.#requestOfExchange.get(entry.exchange);
    if (byExchange !== undefined) return { seq: byExchange, nesting: 'exchange' };
    const pending = this.#pending.get(entry.connection);
    if (pending?.size === 1) return { seq: pending.values().next().value!, nesting: 'only-pending' };
    return undefined;
  }

  #noteCreatedTask(entry: WireEntry): void {
    const head = entry.raw.slice(0, HEAD_CHARS);
    if (!head.includes('"taskId"')) return;
    const taskId = CREATED_TASK.exec(head)?.[1];
    if (taskId !== undefined && entry.requestSeq !== undefined)
      this.#requestOfTask.set(`${entry.connection}|${taskId}`, entry.requestSeq);
  }
}

/** The time a set of rows spans (a filtered or single-connection view, with its model lane), and how many of them still wait. */
export function rowBounds(
  rows: readonly TimelineRow[],
  turns: readonly TimelineRow[] = [],
): { firstT: number; lastT: number; pending: number } {
  const firstT = Math.min(rows[0]?.start ?? Number.POSITIVE_INFINITY, turns[0]?.start ?? Number.POSITIVE_INFINITY);
  let lastT = Number.isFinite(firstT) ? firstT : 0;
  let pending = 0;
  for (const list of [rows, turns])
    for (const row of list) {
      lastT = Math.max(lastT, row.end ?? row.start);
      if (row.outcome === 'pending') pending++;
    }
  return { firstT: Number.isFinite(firstT) ? firstT : 0, lastT, pending };
}

/** Where a row is drawn: `left` and `width` in pixels from the axis's start. A tick has width 0. */
export function barGeometry(
  row: TimelineRow,
  firstT: number,
  pxPerMs: number,
  now: number,
  minWidth = 2,
): { left: number; width: number } {
  const left = (row.start - firstT) * pxPerMs;
  if (row.kind !== 'request' && row.kind !== 'turn') return { left, width: 0 };
  const end = row.end ?? Math.max(now, row.start);
  return { left, width: Math.max(minWidth, (end - row.start) * pxPerMs) };
}

/** How long a request took, or has been waiting (to `now`); undefined for ticks. */
export function rowDuration(row: TimelineRow, now: number): number | undefined {
  if (row.kind !== 'request' && row.kind !== 'turn') return undefined;
  return Math.max(0, (row.end ?? now) - row.start);
}

/** A request at least this long is marked slow. */
export const SLOW_MS = 1000;

export function isSlow(row: TimelineRow, now: number, slowMs = SLOW_MS): boolean {
  return (rowDuration(row, now) ?? 0) >= slowMs;
}

/** The scale that fits `spanMs` into `widthPx`; a span of nothing still gets a readable scale. */
export function fitScale(spanMs: number, widthPx: number): number {
  return widthPx / Math.max(spanMs, 10);
}

/** Axis marks every 1, 2 or 5 × 10^k ms, at least `minGapPx` apart, from 0 to `spanMs`. */
export function axisTicks(spanMs: number, pxPerMs: number, minGapPx = 80): number[] {
  if (!(pxPerMs > 0) || !(spanMs >= 0)) return [0];
  const wanted = minGapPx / pxPerMs;
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const fit = [1, 2, 5].map((factor) => factor * magnitude).find((candidate) => candidate >= wanted);
    if (fit !== undefined) {
      step = fit;
      break;
    }
  }
  const ticks: number[] = [];
  for (let at = 0; at <= spanMs; at += step) ticks.push(at);
  return ticks;
}

/** `850 ms`, `1.25 s`, `2 min 5 s`: an axis or bar label. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(ms < 10_000 ? 2 : 1))} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}
