import { isRecord } from '../lib/guards.ts';
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
} from '@modelcontextprotocol/client';
import type { CallOutcome } from '../session/call-outcome.ts';
import type { Observable } from '../lib/observable.ts';
import type { RawSendResult } from '../session/raw-send.ts';
import type { RequestCallOptions } from '../session/send-request.ts';
import type { LogLevel } from '../session/server-log.ts';
import type { SessionState } from '../session/session-state.ts';
import type { SessionSubscriptions } from '../session/subscriptions.ts';
import { entryLabel, type WireEntry } from '../wire/wire-entry.ts';
import type { WireLog } from '../wire/wire-log.ts';
import type { EvidenceFrame } from './checkup-report.ts';

/** What the checkup needs of a session; `McpSession` fits. */
export interface CheckupSession {
  readonly log: WireLog;
  readonly state: Observable<SessionState>;
  readonly logLevel: Observable<LogLevel | undefined>;
  readonly subscriptions: Pick<SessionSubscriptions, 'subscribeResource' | 'unsubscribeResource' | 'follows'>;
  request(
    method: string,
    params: Record<string, unknown> | undefined,
    options?: RequestCallOptions,
  ): Promise<CallOutcome>;
  sendRaw(value: unknown, signal?: AbortSignal): Promise<RawSendResult>;
}

/** The answer to a hand-made request, as the server sent it, or why there was none. */
export interface RawProbe {
  readonly id: string;
  readonly message?: Readonly<Record<string, unknown>>;
  readonly failure?: string;
  /** From the send to the answer. */
  readonly latencyMs?: number;
  /** The HTTP status the answer came with, when it was not a success (the transport then hands no answer over; the log has it). */
  readonly httpStatus?: number;
  readonly frames: EvidenceFrame[];
}

export interface ProbeOptions {
  timeoutMs: number;
  /** Makes this run's hand-made ids unique on the connection. */
  runTag: string;
  signal?: AbortSignal;
}

/** How far back the envelope of the session's own requests is looked for. */
const ENVELOPE_LOOKBACK = 2000;

/**
 * The checkup's way to the server: requests through the session (as the
 * page makes them) and hand-made frames sent past the SDK, each returned
 * with the frames it made in the wire log and their findings.
 */
export class CheckupProbe {
  readonly connection: number;
  readonly #session: CheckupSession;
  readonly #options: ProbeOptions;
  #count = 0;
  /** Set when a request found no connection: the session may not say so yet (it is still closing). */
  #lost: string | undefined;

  constructor(session: CheckupSession, options: ProbeOptions) {
    this.#session = session;
    this.#options = options;
    this.connection = session.state.getSnapshot().connection;
  }

  get state(): SessionState {
    return this.#session.state.getSnapshot();
  }

  get revision(): string | undefined {
    return this.state.server?.protocolVersion;
  }

  get modern(): boolean {
    return this.state.server?.era === 'modern';
  }

  get session(): CheckupSession {
    return this.#session;
  }

  /** Why the checkup cannot go on, when it cannot. */
  stopped(): string | undefined {
    if (this.#options.signal?.aborted) return 'Stopped';
    const state = this.state;
    if (state.connection !== this.connection) return 'A new connection replaced the one being checked';
    if (state.status !== 'connected') return `The connection ended${state.reason ? `: ${state.reason}` : ''}`;
    return this.#lost;
  }

  newId(): string {
    return `checkup-${this.#options.runTag}-${++this.#count}`;
  }

  /** A request through the session, and the frames it made (its request and answer). */
  async request(
    method: string,
    params: Record<string, unknown> | undefined,
    options: RequestCallOptions = {},
  ): Promise<{ outcome: CallOutcome; frames: EvidenceFrame[] }> {
    const start = this.#session.log.size;
    const outcome = await this.#session.request(method, params, {
      timeoutMs: this.#options.timeoutMs,
      signal: this.#options.signal,
      tag: `checkup: ${method}`,
      probe: true,
      ...options,
    });
    if (outcome.kind === 'error' && outcome.code === undefined && outcome.message.startsWith('Not connected'))
      this.#lost =
        outcome.message === 'Not connected'
          ? 'The connection ended'
          : `The connection ended (${outcome.message.slice('Not connected: '.length)})`;
    return {
      outcome,
      frames: this.framesSince(
        start,
        (entry) => entry.direction === 'out' && entry.kind === 'request' && entry.method === method,
      ),
    };
  }

  /**
   * A hand-made request with an id of the checkup's own. On 2026-07-28 the
   * request envelope (revision, client info and capabilities) is added to
   * `params._meta` unless `envelope` is false; `meta` overrides members of it.
   */
  raw(
    method: string,
    params: unknown,
    options: { envelope?: boolean; meta?: Record<string, unknown> } = {},
  ): Promise<RawProbe> {
    return this.startRaw(method, params, options).done;
  }

  /** {@link raw}, without waiting: `stop` gives up on the answer (a late one is still logged, and still not the SDK's). */
  startRaw(
    method: string,
    params: unknown,
    options: { envelope?: boolean; meta?: Record<string, unknown> } = {},
  ): { id: string; done: Promise<RawProbe>; stop: () => void } {
    const id = this.newId();
    const frame: Record<string, unknown> = { jsonrpc: '2.0', id, method };
    const sentParams =
      options.envelope !== false && this.modern
        ? withEnvelope(params, { ...this.envelope(), ...options.meta })
        : params;
    if (sentParams !== undefined) frame.params = sentParams;
    const start = this.#session.log.size;
    // The checkup's own question: its answer is judged in the checkup's report, not counted as the server's trouble in the log.
    this.#session.log.expectProbe(this.connection, id);
    const stopper = new AbortController();
    const signals = [
      AbortSignal.timeout(this.#options.timeoutMs),
      stopper.signal,
      ...(this.#options.signal ? [this.#options.signal] : []),
    ];
    const done = this.#session.sendRaw(frame, AbortSignal.any(signals)).then((sent): RawProbe => {
      const answer = sent.answers[0];
      if (!answer && (sent.failure === 'Not connected' || sent.failure?.startsWith('The connection ended')))
        this.#lost = sent.failure === 'Not connected' ? 'The connection ended' : sent.failure;
      const frames = this.framesSince(start, (entry) => entry.direction === 'out' && entry.id === id);
      if (answer) return { id, message: answer.message, latencyMs: answer.latencyMs, frames };
      // An answer that came with an HTTP error status (-32601 with 404 on 2026-07-28) never reaches the sender; the log holds it.
      const logged = loggedAnswer(this.#session.log, start, id, this.connection);
      if (logged) return { id, ...logged, frames };
      const timedOut = sent.failure === 'Stopped waiting' && !stopper.signal.aborted && !this.#options.signal?.aborted;
      const failure = !sent.sent
        ? (sent.failure ?? 'The frame could not be sent')
        : timedOut
          ? `No answer within ${seconds(this.#options.timeoutMs)}`
          : (sent.failure ?? 'No answer');
      return { id, failure, frames };
    });
    return { id, done, stop: () => stopper.abort() };
  }

  /** A notification sent as given (with the 2026-07-28 envelope), and its frame. */
  async notify(method: string, params: Record<string, unknown>): Promise<EvidenceFrame[]> {
    const start = this.#session.log.size;
    await this.#session.sendRaw({
      jsonrpc: '2.0',
      method,
      params: this.modern ? withEnvelope(params, this.envelope()) : params,
    });
    return this.framesSince(
      start,
      (entry) => entry.direction === 'out' && entry.method === method && entry.kind === 'notification',
    );
  }

  /** The frames written since `start` on this connection that `sent` picks, each followed by its answer. */
  framesSince(start: number, sent: (entry: WireEntry) => boolean): EvidenceFrame[] {
    const log = this.#session.log;
    const frames: EvidenceFrame[] = [];
    for (let seq = start; seq < log.size; seq++) {
      const entry = log.at(seq);
      if (!entry || entry.connection !== this.connection || !sent(entry)) continue;
      frames.push(evidenceFrame(entry));
      const answer = log.responseTo(seq);
      if (answer) frames.push(evidenceFrame(answer, { asked: true }));
    }
    return frames;
  }

  /** Frames the server sent on this connection (since it opened) that `pick` chooses: notifications it sent on its own, findings on them. */
  serverFrames(pick: (entry: WireEntry) => boolean, limit = 5): EvidenceFrame[] {
    const frames: EvidenceFrame[] = [];
    for (const entry of this.#session.log.entries()) {
      if (entry.connection === this.connection && entry.direction === 'in' && pick(entry))
        frames.push(evidenceFrame(entry));
      if (frames.length >= limit) break;
    }
    return frames;
  }

  /** The answer that opened this connection (initialize, or server/discover on 2026-07-28), as proof of what the server declared. */
  handshakeFrames(): EvidenceFrame[] {
    const log = this.#session.log;
    const method = this.modern ? 'server/discover' : 'initialize';
    for (const entry of log.entries()) {
      if (
        entry.connection !== this.connection ||
        entry.direction !== 'out' ||
        entry.method !== method ||
        entry.kind !== 'request'
      )
        continue;
      const answer = log.responseTo(entry.seq);
      if (answer && answer.kind === 'result') return [evidenceFrame(entry), evidenceFrame(answer)];
    }
    return [];
  }

  /** The 2026-07-28 request envelope, as the session's own last request carried it (else from what the session knows). */
  envelope(): Record<string, unknown> {
    const log = this.#session.log;
    for (let seq = log.size - 1; seq >= Math.max(0, log.size - ENVELOPE_LOOKBACK); seq--) {
      const entry = log.at(seq);
      if (
        !entry ||
        entry.connection !== this.connection ||
        entry.direction !== 'out' ||
        entry.kind !== 'request' ||
        entry.spilled ||
        !entry.raw.includes(PROTOCOL_VERSION_META_KEY)
      )
        continue;
      const meta = metaOf(entry.raw);
      if (meta && typeof meta[PROTOCOL_VERSION_META_KEY] === 'string') {
        return pick(meta, [PROTOCOL_VERSION_META_KEY, CLIENT_INFO_META_KEY, CLIENT_CAPABILITIES_META_KEY]);
      }
    }
    const state = this.state;
    return {
      [PROTOCOL_VERSION_META_KEY]: state.server?.protocolVersion,
      [CLIENT_INFO_META_KEY]: { name: 'mcp-loupe', version: 'checkup' },
      [CLIENT_CAPABILITIES_META_KEY]: state.clientCapabilities,
    };
  }
}

/**
 * The answer to the request with `id` (sent since `start` on `connection`)
 * as the log holds it, with the HTTP status it came with: for an answer the
 * transport threw away, since an HTTP error status made the send fail.
 */
export function loggedAnswer(
  log: WireLog,
  start: number,
  id: string,
  connection: number,
): { message: Record<string, unknown>; latencyMs?: number; httpStatus?: number } | undefined {
  for (let seq = start; seq < log.size; seq++) {
    const entry = log.at(seq);
    if (
      !entry ||
      entry.connection !== connection ||
      entry.direction !== 'out' ||
      entry.id !== id ||
      entry.kind !== 'request'
    )
      continue;
    const response = log.responseTo(seq);
    if (!response || response.spilled || (response.kind !== 'result' && response.kind !== 'error')) continue;
    let message: unknown;
    try {
      message = JSON.parse(response.raw);
    } catch {
      continue;
    }
    if (!isRecord(message)) continue;
    const status = response.exchange === undefined ? undefined : log.responseTo(response.exchange)?.http?.status;
    return {
      message,
      ...(response.latencyMs !== undefined ? { latencyMs: response.latencyMs } : {}),
      ...(status !== undefined ? { httpStatus: status } : {}),
    };
  }
  return undefined;
}

/**
 * An entry as the checkup's evidence. `asked`: the server's answer to the
 * checkup's own request, which the log marks as the inspector's probe (not
 * the server's trouble there); the checkup judges what the server answered,
 * so its findings are the server's again.
 */
export function evidenceFrame(entry: WireEntry, { asked = false } = {}): EvidenceFrame {
  const serversAnswer = asked && entry.direction === 'in';
  const findings = entry.findings?.map(({ rule, severity, message, cause }) => ({
    rule,
    severity,
    message,
    ...(cause && !(serversAnswer && cause === 'probe') ? { cause } : {}),
  }));
  return {
    seq: entry.seq,
    direction: entry.direction,
    label: frameLabel(entry),
    ...(findings?.length ? { findings } : {}),
  };
}

function frameLabel(entry: WireEntry): string {
  const name = entry.method ?? entryLabel(entry);
  if (entry.direction !== 'in') return name;
  if (entry.kind === 'error') {
    const code = errorCode(entry);
    return code === undefined ? `${name} error` : `${name} error ${code}`;
  }
  if (entry.kind === 'result') return `${name} result`;
  return name;
}

function errorCode(entry: WireEntry): number | undefined {
  if (entry.spilled) return undefined;
  try {
    const code = (JSON.parse(entry.raw) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

function metaOf(raw: string): Record<string, unknown> | undefined {
  try {
    const meta = (JSON.parse(raw) as { params?: { _meta?: unknown } }).params?._meta;
    return isRecord(meta) ? meta : undefined;
  } catch {
    return undefined;
  }
}

function withEnvelope(params: unknown, envelope: Record<string, unknown>): unknown {
  if (params === undefined) return { _meta: envelope };
  if (!isRecord(params)) return params;
  const meta = isRecord(params._meta) ? params._meta : {};
  return { ...params, _meta: { ...envelope, ...meta } };
}

function pick(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
}

export function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}
