import { isJSONRPCRequest, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/client';
import type { Finding } from '../diagnose/finding.ts';
import { BatchReplies, readBatch } from '../jsonrpc/batch-replies.ts';
import { classifyText } from '../jsonrpc/classify.ts';
import { contentLengthHeader, encodeFrame, type FramingMode } from '../jsonrpc/framing.ts';
import type { FramingFacts, ProcessEnd } from '../wire/wire-entry.ts';
import type { WireLog } from '../wire/wire-log.ts';
import {
  encodeBridgeMessage,
  parseProxyMessage,
  type ExitMessage,
  type ProxyToBrowser,
  type SpawnRequest,
} from './messages.ts';
import { defaultSocketFactory, type BridgeSocketFactory, type BridgeSocket } from './socket.ts';
import { StderrLines } from './stderr-lines.ts';
import { StdinHold } from './stdin-hold.ts';
import { decodeStdoutFrame } from './stdout-frame.ts';
import { defaultTimer, SilenceWatch, type Timer } from './silence-watch.ts';
import { samePipeState, type StdioPipeState } from './stdio-pipe.ts';
import { StdoutReader, type StdoutMessage } from './stdout-reader.ts';

export { firstInvalidUtf8 } from './stdout-reader.ts';

export interface ProcessExit {
  code: number | null;
  signal: string | null;
  stderrTail: string[];
}

export interface BridgeTransportOptions {
  /** ws:// URL of the proxy's bridge, token included. */
  url: string;
  spawn: Omit<SpawnRequest, 'type'>;
  connection: number;
  log: WireLog;
  /** How stdout is split into messages and how messages are written; `auto` by default. */
  framing?: FramingMode;
  /** Told whenever what the pipe holds, how it is written, or the hint changes. */
  onPipe?: (state: StdioPipeState) => void;
  socketFactory?: BridgeSocketFactory;
  now?: () => number;
  /** Runs the hint's timer; setTimeout by default. */
  timer?: Timer;
}

const JSONRPC_KINDS = new Set(['request', 'notification', 'result', 'error', 'batch']);
/** While a large message streams in, its held count is told at most this often: each telling re-renders and repaints the page, which then reads the socket more slowly. */
export const HELD_BYTES_INTERVAL_MS = 100;
const utf8 = new TextEncoder();

/**
 * An MCP transport over the proxy's stdio bridge. The proxy forwards the
 * child's stdout as bytes; this transport frames them (newline, or
 * Content-Length), records every frame in the wire log exactly as it
 * crossed the pipe before anything parses it, and writes each message in
 * the server's framing. Frames that are not JSON-RPC are logged and go no
 * further; a batch's items go on one by one, and the answers to a batch of
 * requests go back as one array.
 *
 * `pid` and `stderr` make it stdio-shaped to the SDK, whose version probe
 * then treats a silent server as a legacy one rather than an outage.
 */
export class BridgeTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  pid: number | undefined;
  readonly stderr = null;
  /** How the process ended, once it has. */
  exit: ProcessExit | undefined;
  /** Why it could not start, when it could not. */
  spawnError: string | undefined;
  readonly #options: BridgeTransportOptions;
  readonly #now: () => number;
  readonly #stdout: StdoutReader;
  readonly #stderrLines = new StderrLines();
  readonly #batches = new BatchReplies<JSONRPCMessage>();
  readonly #silence: SilenceWatch;
  #pipe: StdioPipeState;
  #socket: BridgeSocket | undefined;
  /** Joins the stdin messages of one task into one frame; they wait there while the proxy says the server's pipe is full. */
  #stdin: StdinHold | undefined;
  #closed = false;
  #ended = false;
  #stopHolding: (() => void) | undefined;
  /** Cancels the pending telling of a grown held count. */
  #heldLater: (() => void) | undefined;

  constructor(options: BridgeTransportOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#stdout = new StdoutReader(options.framing ?? 'auto');
    this.#silence = new SilenceWatch({
      changed: () => this.#updatePipe(),
      pipe: () => this.#pipe,
      timer: options.timer,
    });
    this.#pipe = this.#pipeNow();
  }

  /** What the pipe holds, how messages are written, and the hint when the server is silent. */
  get pipe(): StdioPipeState {
    return this.#pipeNow();
  }

  start(): Promise<void> {
    const { url, spawn } = this.#options;
    return new Promise((resolve, reject) => {
      const socket = (this.#options.socketFactory ?? defaultSocketFactory)(url);
      socket.binaryType = 'arraybuffer';
      this.#socket = socket;
      this.#stdin = new StdinHold((frame) => {
        if (socket.readyState === 1) socket.send(frame);
      });
      let started = false;
      socket.onopen = () => {
        socket.send(encodeBridgeMessage({ type: 'spawn', ...spawn }));
        // While the log's storage is behind, the proxy stops reading the server: it waits on a full pipe, and nothing is lost.
        this.#stopHolding = this.#options.log.onPressure((paused) => {
          if (socket.readyState === 1) socket.send(encodeBridgeMessage({ type: 'flow', paused }));
        });
      };
      socket.onmessage = (event) => {
        if (event.data instanceof ArrayBuffer) return this.#stdoutFrame(event.data);
        const message = typeof event.data === 'string' ? parseProxyMessage(event.data) : undefined;
        if (!message)
          return this.#note(
            `The proxy sent a message the inspector does not understand: ${String(event.data).slice(0, 200)}`,
          );
        if (message.type === 'spawned' && !started) {
          started = true;
          this.pid = message.pid;
          this.#note(`Started process ${message.pid}: ${[spawn.command, ...spawn.args].join(' ')}`);
          resolve();
          return;
        }
        if (message.type === 'spawn-error' && !started) {
          this.spawnError = message.message;
          this.#note(message.message);
          reject(new Error(message.message));
          this.#finish();
          return;
        }
        this.#receive(message);
      };
      socket.onclose = (event) => {
        if (!started) {
          const reason =
            event.code === 1006
              ? 'the proxy refused or dropped the connection'
              : `closed with code ${event.code}${event.reason ? `: ${event.reason}` : ''}`;
          reject(new Error(`Cannot reach the inspector's proxy: ${reason}`));
        } else if (!this.#closed && !this.exit) {
          this.#note(`Connection to the proxy closed (code ${event.code})`);
        }
        this.#finish();
      };
      socket.onerror = () => {
        // The close event that follows carries the detail.
      };
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const socket = this.#socket;
    if (socket?.readyState !== 1 || this.exit) {
      throw new Error(this.exit ? describeExit(this.exit) : 'Not connected');
    }
    // Refused before it is logged or routed: this message never goes.
    const refusal = this.#stdin?.refusal();
    if (refusal) throw new Error(refusal);
    const route = this.#batches.route(message);
    if (route.route === 'held') return;
    const raw = JSON.stringify(route.route === 'batch' ? route.replies : message);
    const writing = this.#stdout.writeFraming;
    const body = utf8.encode(raw);
    const framing: FramingFacts =
      writing === 'content-length'
        ? { kind: 'content-length', header: contentLengthHeader(body.length) }
        : { kind: 'newline' };
    this.#record('out', raw, { framing, size: body.length });
    this.#stdin?.write(encodeFrame(body, writing));
    if ('method' in message && 'id' in message) this.#silence.requestSent(message.method);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    // Messages sent in this task are logged as sent: they go before the close.
    this.#stdin?.flush();
    this.#socket?.close(1000, 'disconnect');
    this.#finish();
  }

  /** A chunk of stdout: framed, then each whole frame decoded once, so no character is cut. */
  #stdoutFrame(data: ArrayBuffer): void {
    const chunk = decodeStdoutFrame(data);
    if (!chunk)
      return this.#note(`The proxy sent a binary frame the inspector does not understand (${data.byteLength} bytes)`);
    for (const message of this.#stdout.push(chunk.bytes)) this.#deliver(message, chunk.t);
    // Whole messages only, before and after, and no hint to take back: nothing the pipe state says has changed (a burst's many small chunks skip the work).
    const pipe = this.#pipe;
    if (
      pipe.held.bytes === 0 &&
      pipe.hint === undefined &&
      this.#stdout.held.bytes === 0 &&
      this.#stdout.writeFraming === pipe.writing
    )
      return;
    this.#updatePipe(true);
  }

  #receive(message: ProxyToBrowser): void {
    switch (message.type) {
      case 'stderr':
        for (const line of this.#stderrLines.push(message.chunk)) this.#stderr(line, message.t);
        return;
      case 'exit':
        this.#endStdout(message.t);
        for (const line of this.#stderrLines.flush()) this.#stderr(line, message.t);
        this.exit = { code: message.code, signal: message.signal, stderrTail: message.stderrTail };
        this.#note(describeExit(this.exit), this.#now(), { code: message.code, signal: message.signal });
        this.#finish();
        return;
      case 'bridge-error':
        this.#note(`Proxy: ${message.message}`);
        return;
      case 'stdin-flow':
        this.#stdin?.set(message.paused);
        return;
      default:
        return;
    }
  }

  /** `pipeT`: when the proxy read the bytes from the pipe; the entry's own time is when it reached the page. */
  #deliver(message: StdoutMessage, pipeT: number): void {
    const { frame } = message;
    this.#record('in', message.raw, {
      pipeT,
      size: message.size,
      framing: message.framing,
      findings: message.findings,
      frame,
    });
    if (!JSONRPC_KINDS.has(frame.kind)) {
      this.#silence.unread(message.raw);
      return;
    }
    this.#silence.answered();
    if (frame.kind !== 'batch') {
      this.onmessage?.(frame.value as JSONRPCMessage);
      return;
    }
    // No item stops the rest; the requests among them are answered together, as one array.
    const batch = readBatch(frame.value as unknown[], isJSONRPCRequest);
    this.#batches.expect(batch.requestIds);
    for (const item of batch.messages) this.onmessage?.(item as JSONRPCMessage);
  }

  /** The stream is over: what stdout still held is logged, flagged as cut short. */
  #endStdout(pipeT: number): void {
    if (this.#ended) return;
    this.#ended = true;
    for (const message of this.#stdout.end()) this.#deliver(message, pipeT);
    this.#updatePipe();
  }

  /**
   * Every entry is timed by the page's clock, so times rise in log order and
   * latencies compare with the Result's; the proxy's read time rides along.
   * `size`: the bytes as they crossed the pipe, when known; the log counts them otherwise.
   */
  #record(
    direction: 'in' | 'out',
    raw: string,
    facts: {
      pipeT?: number;
      size?: number;
      framing?: FramingFacts;
      findings?: Finding[];
      frame?: ReturnType<typeof classifyText>;
    },
  ) {
    const frame = facts.frame ?? classifyText(raw);
    const { connection, log } = this.#options;
    // The log words `problem` from the findings, its own and these.
    const findings = facts.findings?.length ? facts.findings : undefined;
    log.append({
      connection,
      t: this.#now(),
      pipeT: facts.pipeT,
      direction,
      kind: frame.kind,
      method: frame.method,
      id: frame.id,
      raw,
      value: frame.value,
      size: facts.size,
      problem: frame.problem,
      findings,
      framing: facts.framing,
    });
  }

  #stderr(line: string, pipeT: number): void {
    this.#options.log.append({
      connection: this.#options.connection,
      t: this.#now(),
      pipeT,
      direction: 'in',
      kind: 'stderr',
      raw: line,
    });
  }

  #note(text: string, t = this.#now(), exit?: ProcessEnd): void {
    this.#options.log.append({
      connection: this.#options.connection,
      t,
      direction: 'note',
      kind: 'process',
      raw: text,
      ...(exit ? { exit } : {}),
    });
  }

  #pipeNow(): StdioPipeState {
    const hint = this.#silence.hint;
    const hintFraming = this.#silence.hintFraming;
    return {
      mode: this.#stdout.mode,
      writing: this.#stdout.writeFraming,
      held: this.#stdout.held,
      ...(hint ? { hint } : {}),
      ...(hint && hintFraming ? { hintFraming } : {}),
    };
  }

  /**
   * Tells `onPipe` of a change. With `streaming`, a held count that only grew
   * mid-message is told later (once per HELD_BYTES_INTERVAL_MS, the latest
   * count then); anything else, including the count going back to zero, at once.
   */
  #updatePipe(streaming = false): void {
    const next = this.#pipeNow();
    if (samePipeState(next, this.#pipe)) return;
    if (streaming && onlyHeldGrew(this.#pipe, next)) {
      this.#heldLater ??= (this.#options.timer ?? defaultTimer)(() => {
        this.#heldLater = undefined;
        this.#updatePipe();
      }, HELD_BYTES_INTERVAL_MS);
      return;
    }
    this.#heldLater?.();
    this.#heldLater = undefined;
    this.#pipe = next;
    this.#options.onPipe?.(next);
  }

  #finish(): void {
    this.#stdin?.clear();
    this.#stopHolding?.();
    this.#stopHolding = undefined;
    const socket = this.#socket;
    if (socket && socket.readyState <= 1 && this.exit) socket.close(1000, 'process ended');
    if (this.pid !== undefined) this.#endStdout(this.#now());
    this.#silence.stop();
    this.#batches.clear();
    this.#updatePipe();
    const onclose = this.onclose;
    this.onclose = undefined;
    onclose?.();
  }
}

/** The same pipe but for more bytes held of the same message. */
function onlyHeldGrew(before: StdioPipeState, after: StdioPipeState): boolean {
  return (
    before.held.bytes > 0 &&
    after.held.bytes > before.held.bytes &&
    samePipeState(before, { ...after, held: { ...after.held, bytes: before.held.bytes } })
  );
}

export function describeExit(exit: ProcessExit | Omit<ExitMessage, 'type' | 't'>): string {
  const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
  const tail = exit.stderrTail.filter((line) => line.trim()).slice(-5);
  return `Server process ${how}.${tail.length ? `\nLast stderr:\n${tail.join('\n')}` : ''}`;
}
