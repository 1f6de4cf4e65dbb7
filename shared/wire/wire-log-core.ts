import { findingsText, flags, type Finding } from '../diagnose/finding.ts';
import { probeEntryFindings } from './probe-findings.ts';
import type { ConnectionDescription } from '../diagnose/protocol-view.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import type { FrameFindings } from './frame-findings.ts';
import { isFrame, notFrame } from './not-frame.ts';
import { MemoryBudget, type MemoryBudgetOptions } from './memory-budget.ts';
import type { PayloadMatch } from './payload-store.ts';
import { reportsError } from './frame-facts.ts';
import { utf8Length, type BatchFacts, type WireEntry, type WireInput } from './wire-entry.ts';
import { WirePairing } from './wire-pairing.ts';

export type Schedule = (flush: () => void) => void;

/** Where the log's memory stands: payload text held, and what moved to the browser's storage. */
export interface LogMemory {
  heldChars: number;
  budgetChars: number;
  spilledEntries: number;
  spilledChars: number;
  /** Text handed to the store and not yet written. */
  backlogChars: number;
  /** Why the store stopped taking payloads, when it did. */
  storeFailure?: string;
}

const defaultSchedule: Schedule = (flush) => {
  setTimeout(flush, 16);
};

/** What judges the log's frames: pairs each with what it answers and runs the protocol's rules over it. */
export type FrameJudge = Pick<FrameFindings, 'describe' | 'revisionOf' | 'single' | 'batch'>;

/** Makes a log's judge over the log's own pairing of requests and responses. */
export type MakeFrameJudge = (pairing: WirePairing) => FrameJudge;

/**
 * The append-only wire log. Entries are frozen once written; listeners are
 * told at most once per scheduled flush, however many entries arrived.
 * The snapshot is a version number: it changes exactly when entries change.
 *
 * Each JSON-RPC frame is judged as it is written (see FrameFindings): its
 * findings are on the entry, their text in `problem`. A batch is written as
 * its own entry followed by one entry per item, each paired and judged like
 * any other frame.
 *
 * The judge is handed in (`judgeWith`), so the page can show a log before the protocol's rules (the method catalogue
 * and the rules, with the session's engine) have loaded. WireLog (wire-log.ts) is this log judging from the start.
 * Until its judge comes, it writes the entries that are not frames (notes, stderr, HTTP exchanges) and refuses a frame,
 * loudly: on the page none can come before, as McpSession hands the judge over as it loads its engine, and every frame
 * arrives through a transport the engine makes.
 */
export class WireLogCore {
  readonly #entries: WireEntry[] = [];
  readonly #listeners = new Set<() => void>();
  readonly #pairing = new WirePairing();
  #judge: FrameJudge | undefined;
  /** What the session said of each connection before the judge came, handed to it when it comes. */
  readonly #descriptions: [number, ConnectionDescription][] = [];
  readonly #schedule: Schedule;
  #version = 0;
  #replacements = 0;
  #flushQueued = false;
  readonly #budget: MemoryBudget;
  readonly #pressureListeners = new Set<(paused: boolean) => void>();
  #pressure = false;
  /** Per connection, the ids of requests the inspector sends as its own probes. */
  readonly #probeIds = new Map<number, Set<string>>();

  /** `budget`: how much payload text stays in memory, and where the rest goes (unbounded and in memory without one). */
  constructor(schedule: Schedule = defaultSchedule, options: { budget?: MemoryBudgetOptions } = {}) {
    this.#schedule = schedule;
    this.#budget = new MemoryBudget(options.budget ?? { budgetChars: Number.POSITIVE_INFINITY });
    this.#budget.onStoreProgress = () => {
      this.#checkPressure();
      this.#changed();
    };
  }

  /** The whole text of an entry, read back from storage when only its start is in memory. */
  async text(seq: number): Promise<string> {
    const entry = this.#entries[seq];
    if (!entry) throw new Error(`There is no entry ${seq + 1}`);
    if (!entry.spilled) return entry.raw;
    const store = this.#budget.store;
    if (!store) throw new Error(`The text of entry ${seq + 1} is not available`);
    return await store.get(seq);
  }

  /** Entries whose text moved to storage and matches, in ascending order; empty when nothing moved. */
  async searchStored(match: PayloadMatch): Promise<number[]> {
    const store = this.#budget.store;
    if (!store || this.#budget.spilledEntries === 0) return [];
    return await store.search(match);
  }

  get memory(): LogMemory {
    const budget = this.#budget;
    const failure = budget.store?.failure;
    return {
      heldChars: budget.heldChars,
      budgetChars: budget.budgetChars,
      spilledEntries: budget.spilledEntries,
      spilledChars: budget.spilledChars,
      backlogChars: budget.store?.backlog ?? 0,
      ...(failure ? { storeFailure: failure } : {}),
    };
  }

  /** Changes the memory budget (UTF-16 code units); older payloads move out at the next entry. */
  setBudget(chars: number): void {
    this.#budget.budgetChars = chars;
    this.#budget.enforce(this.#entries);
    this.#changed();
  }

  /**
   * Told `true` when the store falls behind and sources should stop sending
   * (a stdio bridge pauses its server), `false` once it has caught up.
   */
  onPressure(listener: (paused: boolean) => void): () => void {
    this.#pressureListeners.add(listener);
    return () => this.#pressureListeners.delete(listener);
  }

  #checkPressure(): void {
    const pressure = this.#budget.pressure;
    if (pressure === this.#pressure) return;
    this.#pressure = pressure;
    for (const listener of this.#pressureListeners) listener(pressure);
  }

  get size(): number {
    return this.#entries.length;
  }

  at(seq: number): WireEntry | undefined {
    return this.#entries[seq];
  }

  /** The response to the request at `requestSeq`, once it has arrived. */
  responseTo(requestSeq: number): WireEntry | undefined {
    const seq = this.#pairing.responseTo(requestSeq);
    return seq === undefined ? undefined : this.#entries[seq];
  }

  /**
   * Tells the log what the session knows of a connection (the revision it
   * speaks, the capabilities each side declared), so the rules judge its
   * frames by it. Frames already written keep their findings.
   */
  describeConnection(connection: number, description: ConnectionDescription): void {
    if (this.#judge) this.#judge.describe(connection, description);
    else this.#descriptions.push([connection, description]);
  }

  /** The revision the log judges a connection's frames by, as far as it knows. */
  revisionOf(connection: number): string | undefined {
    if (this.#judge) return this.#judge.revisionOf(connection);
    // No frame was written yet: only what the session stated counts, the last statement winning.
    const stated = this.#descriptions.filter(([which, { revision }]) => which === connection && revision !== undefined);
    return stated.at(-1)?.[1].revision;
  }

  /** Gives the log its judge of frames, once: a log that has one keeps it. */
  judgeWith(make: MakeFrameJudge): void {
    if (this.#judge) return;
    const judge = make(this.#pairing);
    for (const [connection, description] of this.#descriptions.splice(0)) judge.describe(connection, description);
    this.#judge = judge;
  }

  /** The judge, for a frame about to be written. */
  #frameJudge(input: WireInput): FrameJudge {
    if (this.#judge) return this.#judge;
    throw new Error(
      `The log has no judge yet: a ${input.kind} frame on connection ${input.connection} came before the session's engine`,
    );
  }

  /** The seq of the last request the inspector sent on `connection` with `id`. */
  sentRequestSeq(connection: number, id: JsonRpcId): number | undefined {
    return this.#pairing.requestSeq('out', connection, id);
  }

  /**
   * The findings of one call the inspector made: its request (the last one
   * sent on `connection` with `id`) and the response paired with it.
   */
  callFindings(connection: number, id: JsonRpcId): Finding[] {
    const requestSeq = this.#pairing.requestSeq('out', connection, id);
    if (requestSeq === undefined) return [];
    const request = this.#entries[requestSeq];
    const response = this.responseTo(requestSeq);
    return [...(request?.findings ?? []), ...(response?.findings ?? [])];
  }

  /**
   * The session is about to send request `id` on `connection` as its own
   * probe (the 2026-07-28 `server/discover`): the frame, its answer and the
   * HTTP exchange that carries them are marked as the inspector's.
   */
  expectProbe(connection: number, id: JsonRpcId): void {
    let ids = this.#probeIds.get(connection);
    if (!ids) this.#probeIds.set(connection, (ids = new Set()));
    ids.add(JSON.stringify(id));
  }

  /** Whether request `id` on `connection` is one of the inspector's probes. */
  isProbe(connection: number, id: JsonRpcId | undefined): boolean {
    return id !== undefined && this.#probeIds.get(connection)?.has(JSON.stringify(id)) === true;
  }

  /**
   * An attempt of the connect plan that another one followed was the
   * inspector trying a transport or a route: its entries on `connection`
   * from `fromSeq` on are marked as probes. Anything counted from the
   * entries starts over (the generation changes).
   */
  markProbes(connection: number, fromSeq: number): void {
    let changed = false;
    for (let seq = Math.max(0, fromSeq); seq < this.#entries.length; seq++) {
      const entry = this.#entries[seq]!;
      if (entry.connection !== connection || entry.probe) continue;
      const findings = entry.findings ? probeEntryFindings(entry.findings) : undefined;
      this.#entries[seq] = Object.freeze({ ...entry, probe: true, ...(findings ? { findings } : {}) });
      changed = true;
    }
    if (!changed) return;
    this.#replacements++;
    this.#changed();
  }

  append(input: WireInput): WireEntry {
    if (input.kind === 'batch' && input.direction !== 'note') return this.#appendBatch(input);
    return this.#append(input);
  }

  #append(input: WireInput, batch?: BatchFacts, extra?: readonly Finding[]): WireEntry {
    const seq = this.#entries.length;
    const { size, value, findings: _findings, problem: _problem, ...fields } = input;
    const judged = isFrame(input) ? this.#frameJudge(input).single(input, seq, extra) : notFrame(input);
    const probe = this.#probe(input, judged.facts.requestSeq);
    const findings = probe ? probeEntryFindings(judged.findings) : judged.findings;
    // A rule a probe's entry does not answer to leaves its text too.
    const problem =
      findings.length === judged.findings.length
        ? judged.problem
        : [...new Set([input.problem, findingsText(findings.filter(flags))].filter(Boolean))].join('; ') || undefined;
    const entry: WireEntry = {
      ...fields,
      ...judged.facts,
      seq,
      size: size ?? utf8Length(input.raw),
      ...(batch ? { batch } : {}),
      ...(input.kind === 'result' && reportsError(value) ? { isError: true } : {}),
      ...(probe ? { probe: true } : {}),
      ...(findings.length ? { findings } : {}),
      // An entry keeps a `problem` member its transport gave, even an empty one.
      ...(problem ? { problem } : 'problem' in input ? { problem: undefined } : {}),
    };
    return this.#push(entry, input);
  }

  /** Whether an entry is the inspector's probe: said so, a probe request, or what answers, carries or follows one. */
  #probe(input: WireInput, pairedRequest: number | undefined): boolean {
    if (input.probe) return true;
    if (input.direction === 'out' && input.kind === 'request' && this.isProbe(input.connection, input.id)) return true;
    for (const seq of [input.requestSeq, input.exchange, pairedRequest]) {
      if (seq !== undefined && this.#entries[seq]?.probe && this.#entries[seq]!.connection === input.connection)
        return true;
    }
    return false;
  }

  /** The batch's own entry, then its items, each a frame of its own; nothing in a batch can stop the rest. */
  #appendBatch(input: WireInput): WireEntry {
    const seq = this.#entries.length;
    const { size, value: _value, findings: _findings, problem: _problem, framing, ...fields } = input;
    const judged = this.#frameJudge(input).batch(input);
    const group: WireEntry = {
      ...fields,
      ...(framing ? { framing } : {}),
      seq,
      size: size ?? utf8Length(input.raw),
      items: judged.items.length,
      ...(judged.findings.length ? { findings: judged.findings } : {}),
      ...(judged.problem ? { problem: judged.problem } : {}),
    };
    this.#push(group, input);
    judged.items.forEach((item, index) => {
      const { connection, t, pipeT, direction, exchange, sse } = input;
      this.#append(
        {
          connection,
          t,
          direction,
          ...(pipeT !== undefined ? { pipeT } : {}),
          ...(exchange !== undefined ? { exchange } : {}),
          ...(sse ? { sse } : {}),
          ...item.frame,
        },
        { group: seq, index },
        item.findings,
      );
    });
    return this.#entries[seq]!;
  }

  #push(entry: WireEntry, input: WireInput): WireEntry {
    // An HTTP response and a model turn's end pair with their start by seq, not by a JSON-RPC id.
    if (
      (input.kind === 'http' || input.kind === 'model') &&
      input.requestSeq !== undefined &&
      input.direction !== 'out'
    )
      this.#pairing.link(input.requestSeq, entry.seq);
    Object.freeze(entry);
    this.#entries.push(entry);
    this.#budget.added(entry);
    if (this.#budget.enforce(this.#entries)) this.#checkPressure();
    this.#changed();
    return entry;
  }

  /**
   * Another attempt at opening `connection` starts a new MCP session on it
   * (a new client, whose request ids start over): ids of the attempt before
   * are not reuse. Entries already written keep their findings.
   */
  newSession(connection: number): void {
    this.#pairing.newSession(connection);
  }

  /**
   * Replaces the entries with ones read back from an export, kept as they
   * were written (pairing, findings); each entry's `seq` must be its position.
   */
  load(entries: readonly WireEntry[]): void {
    this.clear();
    for (const entry of entries) {
      this.#entries.push(Object.freeze(entry));
      this.#budget.added(entry);
      if (entry.requestSeq !== undefined) this.#pairing.link(entry.requestSeq, entry.seq);
    }
    this.#budget.enforce(this.#entries);
    this.#changed();
  }

  /** Starts over (a user action); the old entries are gone. */
  clear(): void {
    this.#entries.length = 0;
    this.#pairing.clear();
    this.#probeIds.clear();
    this.#budget.reset();
    this.#checkPressure();
    this.#replacements++;
    this.#changed();
  }

  /** Changes on every clear, so anything derived from the entries knows to start over. */
  get generation(): number {
    return this.#replacements;
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
