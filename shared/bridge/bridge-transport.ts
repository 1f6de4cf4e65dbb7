import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { classifyText } from '../jsonrpc/classify.ts';
import type { WireLog } from '../wire/wire-log.ts';
import { ChunkLines, LineJoiner } from './line-joiner.ts';
import { encodeBridgeMessage, parseProxyMessage, type ExitMessage, type ProxyToBrowser, type SpawnRequest } from './messages.ts';
import { defaultSocketFactory, type BridgeSocketFactory, type BridgeSocket } from './socket.ts';
import { decodeStdoutFrame } from './stdout-frame.ts';

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
  socketFactory?: BridgeSocketFactory;
  now?: () => number;
}

/**
 * An MCP transport over the proxy's stdio bridge. It records every frame in
 * the wire log exactly as it crossed the pipe, before anything parses it;
 * lines that are not JSON-RPC are logged and go no further.
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
  readonly #stdout = new LineJoiner();
  /** Keeps a byte order mark as text rather than dropping it: the log shows what was written. */
  readonly #utf8 = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  readonly #utf8Lenient = new TextDecoder('utf-8', { ignoreBOM: true });
  readonly #stderrLines = new ChunkLines();
  #socket: BridgeSocket | undefined;
  #closed = false;

  constructor(options: BridgeTransportOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  start(): Promise<void> {
    const { url, spawn } = this.#options;
    return new Promise((resolve, reject) => {
      const socket = (this.#options.socketFactory ?? defaultSocketFactory)(url);
      socket.binaryType = 'arraybuffer';
      this.#socket = socket;
      let started = false;
      socket.onopen = () => socket.send(encodeBridgeMessage({ type: 'spawn', ...spawn }));
      socket.onmessage = (event) => {
        if (event.data instanceof ArrayBuffer) return this.#stdoutFrame(event.data);
        const message = typeof event.data === 'string' ? parseProxyMessage(event.data) : undefined;
        if (!message) return this.#note(`The proxy sent a message the inspector does not understand: ${String(event.data).slice(0, 200)}`);
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
          const reason = event.code === 1006 ? 'the proxy refused or dropped the connection' : `closed with code ${event.code}${event.reason ? `: ${event.reason}` : ''}`;
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
    if (!socket || socket.readyState !== 1 || this.exit) {
      throw new Error(this.exit ? describeExit(this.exit) : 'Not connected');
    }
    const raw = JSON.stringify(message);
    this.#record('out', raw);
    socket.send(encodeBridgeMessage({ type: 'stdin', data: raw }));
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#socket?.close(1000, 'disconnect');
    this.#finish();
  }

  /** A stdout line or piece: bytes joined first, then decoded once, so no character is cut. */
  #stdoutFrame(data: ArrayBuffer): void {
    const frame = decodeStdoutFrame(data);
    if (!frame) return this.#note(`The proxy sent a binary frame the inspector does not understand (${data.byteLength} bytes)`);
    const bytes = this.#stdout.push(frame.bytes, frame.partial);
    if (bytes === undefined) return;
    let text: string;
    let problem: string | undefined;
    try {
      text = this.#utf8.decode(bytes);
    } catch {
      // Shown with U+FFFD where the bytes were, and said so: the line is not what a JSON-RPC peer may send.
      text = this.#utf8Lenient.decode(bytes);
      problem = `not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(bytes)}); shown with \uFFFD in its place`;
    }
    this.#deliver(text, frame.t, bytes.length, problem);
  }

  #receive(message: ProxyToBrowser): void {
    switch (message.type) {
      case 'stderr':
        for (const line of this.#stderrLines.push(message.chunk)) this.#stderr(line, message.t);
        return;
      case 'exit':
        for (const line of this.#stderrLines.flush()) this.#stderr(line, message.t);
        this.exit = { code: message.code, signal: message.signal, stderrTail: message.stderrTail };
        this.#note(describeExit(this.exit));
        this.#finish();
        return;
      case 'bridge-error':
        this.#note(`Proxy: ${message.message}`);
        return;
      default:
        return;
    }
  }

  /** `pipeT`: when the proxy read the line from the pipe; the entry's own time is when it reached the page. */
  #deliver(raw: string, pipeT: number, size: number, encodingProblem?: string): void {
    const frame = this.#record('in', raw, pipeT, size, encodingProblem);
    if (frame.kind === 'batch') {
      for (const item of frame.value as JSONRPCMessage[]) this.onmessage?.(item);
    } else if (frame.kind !== 'invalid-json' && frame.kind !== 'not-jsonrpc') {
      this.onmessage?.(frame.value as JSONRPCMessage);
    }
  }

  /**
   * Every entry is timed by the page's clock, so times rise in log order and
   * latencies compare with the Result's; the proxy's read time rides along.
   * `size`: the bytes as they crossed the pipe, when known; the log counts them otherwise.
   */
  #record(direction: 'in' | 'out', raw: string, pipeT?: number, size?: number, extraProblem?: string) {
    const frame = classifyText(raw);
    const { connection, log } = this.#options;
    const problem = [extraProblem, frame.problem].filter(Boolean).join('; ') || undefined;
    log.append({ connection, t: this.#now(), pipeT, direction, kind: frame.kind, method: frame.method, id: frame.id, raw, value: frame.value, size, problem });
    return frame;
  }

  #stderr(line: string, pipeT: number): void {
    this.#options.log.append({ connection: this.#options.connection, t: this.#now(), pipeT, direction: 'in', kind: 'stderr', raw: line });
  }

  #note(text: string, t = this.#now()): void {
    this.#options.log.append({ connection: this.#options.connection, t, direction: 'note', kind: 'process', raw: text });
  }

  #finish(): void {
    const socket = this.#socket;
    if (socket && socket.readyState <= 1 && this.exit) socket.close(1000, 'process ended');
    const onclose = this.onclose;
    this.onclose = undefined;
    onclose?.();
  }
}

export function describeExit(exit: ProcessExit | Omit<ExitMessage, 'type' | 't'>): string {
  const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
  const tail = exit.stderrTail.filter((line) => line.trim()).slice(-5);
  return `Server process ${how}.${tail.length ? `\nLast stderr:\n${tail.join('\n')}` : ''}`;
}

/** Offset of the first byte that breaks UTF-8, for the problem message. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let low = 0;
  let high = bytes.length;
  // The longest valid prefix, found by halving: decode is linear, so this stays O(n log n).
  // A fresh decoder each time: a streaming decoder carries bytes over from the last try.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, middle), { stream: true });
      low = middle;
    } catch {
      high = middle - 1;
    }
  }
  return low;
}
