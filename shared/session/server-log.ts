import { BatchedListeners, type Schedule } from '../lib/batched-listeners.ts';
import { Observable } from '../lib/observable.ts';

/** RFC 5424 severities, least to most severe, as MCP names them. */
export const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerLogEntry {
  key: number;
  connection: number;
  t: number;
  /** As sent; a level MCP does not define is kept and ranked with the most severe. */
  level: string;
  logger?: string;
  data: unknown;
}

/** How many messages the view keeps; the wire log keeps every frame regardless. */
const kept = 5000;

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

/** 0 for debug … 7 for emergency; an unknown level ranks as severe, so it is never filtered away. */
export function levelRank(level: string): number {
  const rank = (LOG_LEVELS as readonly string[]).indexOf(level);
  return rank < 0 ? LOG_LEVELS.length : rank;
}

/** Runs `flush` a little later, once for any number of calls before it runs. */
export type { Schedule };

const defaultSchedule: Schedule = (flush) => {
  setTimeout(flush, 16);
};

/**
 * The last `kept` messages, appended to in place: a snapshot (a new array)
 * is made only when asked for after a change, and listeners are told once
 * per scheduled flush, however many messages came. A flood of messages so
 * costs one copy of the list per flush, not one per message.
 */
export class ServerLogEntries {
  #list: ServerLogEntry[] = [];
  #snapshot: readonly ServerLogEntry[] = [];
  #stale = false;
  readonly #listeners: BatchedListeners;

  constructor(schedule: Schedule = defaultSchedule) {
    this.#listeners = new BatchedListeners(schedule);
  }

  getSnapshot = (): readonly ServerLogEntry[] => {
    if (this.#stale) {
      this.#stale = false;
      this.#snapshot = this.#list.length > kept ? this.#list.slice(this.#list.length - kept) : this.#list.slice();
    }
    return this.#snapshot;
  };

  subscribe = (listener: () => void): (() => void) => this.#listeners.subscribe(listener);

  add(entry: ServerLogEntry): void {
    this.#list.push(entry);
    // Trimmed now and then rather than on every message.
    if (this.#list.length >= 2 * kept) this.#list = this.#list.slice(this.#list.length - kept);
    this.#changed();
  }

  clear(): void {
    this.#list = [];
    this.#changed();
  }

  #changed(): void {
    this.#stale = true;
    this.#listeners.changed();
  }
}

/** The server's `notifications/message`, as a list to read and filter. */
export class ServerLog {
  readonly entries: ServerLogEntries;
  /** The name each connection's server gave itself, so each message says whose it is. */
  readonly servers = new Observable<ReadonlyMap<number, string>>(new Map());
  #nextKey = 1;

  constructor(schedule?: Schedule) {
    this.entries = new ServerLogEntries(schedule);
  }

  /** Records the name the server of `connection` gave itself (once connected). */
  nameServer(connection: number, name: string): void {
    if (this.servers.getSnapshot().get(connection) === name) return;
    this.servers.set(new Map(this.servers.getSnapshot()).set(connection, name));
  }

  add(connection: number, t: number, params: unknown): void {
    const record = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
    const entry: ServerLogEntry = Object.freeze({
      key: this.#nextKey++,
      connection,
      t,
      level: typeof record.level === 'string' ? record.level : String(record.level),
      ...(typeof record.logger === 'string' ? { logger: record.logger } : {}),
      data: record.data,
    });
    this.entries.add(entry);
  }

  clear(): void {
    this.entries.clear();
  }
}

export interface ServerLogFilter {
  /** Least severe level shown. */
  minimum: LogLevel;
  /** Only this logger, when set. */
  logger?: string;
  /** Text the message must contain (case-insensitive). */
  text?: string;
}

export function filterServerLog(entries: readonly ServerLogEntry[], filter: ServerLogFilter): ServerLogEntry[] {
  const minimum = levelRank(filter.minimum);
  const text = filter.text?.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      levelRank(entry.level) >= minimum &&
      (filter.logger === undefined || entry.logger === filter.logger) &&
      (!text || messageText(entry.data).toLowerCase().includes(text)),
  );
}

/** The message as one line of text: a string as it is, anything else as JSON. */
export function messageText(data: unknown): string {
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data) ?? String(data);
  } catch {
    return String(data);
  }
}

/** `#3 server-everything`: which connection a message came on, and whose server it was (when it said). */
export function connectionLabel(connection: number, servers: ReadonlyMap<number, string>): string {
  const name = servers.get(connection);
  return name ? `#${connection} ${name}` : `#${connection}`;
}
