import { WebSocket } from 'ws';
import type { BrowserToProxy, ProxyToBrowser } from '../../shared/bridge/messages.ts';
import { encodeBridgeMessage, parseProxyMessage } from '../../shared/bridge/messages.ts';
import { encodeStdinFrame } from '../../shared/bridge/stdin-frame.ts';
import { decodeStdoutFrame } from '../../shared/bridge/stdout-frame.ts';
import { FramingDecoder } from '../../shared/jsonrpc/framing.ts';
import type { RunningInspector } from '../start-inspector.ts';
import { WAIT_MS, waitUntil } from './waits.ts';

/** Where a bridge listens: a RunningInspector, or a proxy in a process of its own. */
export type BridgeEndpoint = Pick<RunningInspector, 'port' | 'token'>;

export interface ConnectOptions {
  token?: string | null;
  headers?: Record<string, string>;
  path?: string;
}

export function bridgeUrl(inspector: BridgeEndpoint, options: ConnectOptions = {}): string {
  const token = options.token === undefined ? inspector.token : options.token;
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  return `ws://127.0.0.1:${inspector.port}${options.path ?? '/bridge'}${query}`;
}

/** A binary stdout frame as the test client records it: the bytes as read from the pipe. */
export interface StdoutChunkRecord {
  type: 'stdout-chunk';
  bytes: Buffer;
  t: number;
}

/**
 * A stdout line the test client cut from the chunks (newline framing), as
 * bytes and as UTF-8 text; a "\r" before the "\n" is kept. The last line
 * comes once the process has exited, even without a newline.
 */
export interface StdoutRecord {
  type: 'stdout';
  line: string;
  bytes: Buffer;
  t: number;
}

export type Received = ProxyToBrowser | StdoutChunkRecord | StdoutRecord;

/** A bridge client that records every message it receives, and the stdout lines its chunks make. */
export class TestClient {
  readonly ws: WebSocket;
  readonly messages: Received[] = [];
  readonly #waiters = new Set<() => void>();
  readonly #lines = new FramingDecoder('newline');

  constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data, isBinary) => {
      const message = isBinary ? readStdoutFrame(data as Buffer) : parseProxyMessage(String(data));
      if (!message)
        throw new Error(`unparseable ${isBinary ? 'binary frame' : 'message'} ${String(data).slice(0, 100)}`);
      if (message.type === 'exit') this.#addLines(this.#lines.end(), message.t);
      this.messages.push(message);
      if (message.type === 'stdout-chunk') this.#addLines(this.#lines.push(message.bytes), message.t);
      for (const wake of this.#waiters) wake();
    });
  }

  #addLines(frames: { bytes: Uint8Array }[], t: number): void {
    for (const { bytes } of frames) {
      const copy = Buffer.from(bytes);
      this.messages.push({ type: 'stdout', line: copy.toString('utf8'), bytes: copy, t });
    }
  }

  static open(inspector: BridgeEndpoint, options: ConnectOptions = {}): Promise<TestClient> {
    const ws = new WebSocket(bridgeUrl(inspector, options), { headers: options.headers ?? {} });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestClient(ws)));
      ws.once('error', reject);
    });
  }

  send(message: BrowserToProxy | string): void {
    this.ws.send(typeof message === 'string' ? message : encodeBridgeMessage(message));
  }

  /** Bytes for the child's stdin, written by the proxy exactly as given. */
  sendStdin(bytes: Uint8Array | string): void {
    this.ws.send(encodeStdinFrame(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes));
  }

  /**
   * Resolves once the proxy takes stdin again, as a page does before it
   * writes: its own bytes flushed, then no stdin-flow asking it to hold.
   */
  async stdinReady(timeoutMs = 30_000): Promise<void> {
    await waitUntil(() => this.ws.bufferedAmount === 0, timeoutMs, 'the client to flush its stdin');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await waitUntil(() => this.of('stdin-flow').at(-1)?.paused !== true, timeoutMs, 'the proxy to take stdin again');
  }

  of<T extends Received['type']>(type: T): Extract<Received, { type: T }>[] {
    return this.messages.filter((message): message is Extract<Received, { type: T }> => message.type === type);
  }

  /** Resolves with the first message (already received or to come) of `type` that matches. */
  waitFor<T extends Received['type']>(
    type: T,
    matches: (message: Extract<Received, { type: T }>) => boolean = () => true,
    timeoutMs = WAIT_MS,
  ): Promise<Extract<Received, { type: T }>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.of(type).find(matches);
        if (!found) return;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`no ${type} message in ${timeoutMs} ms; got ${JSON.stringify(this.messages).slice(0, 500)}`));
      }, timeoutMs);
      this.#waiters.add(check);
      check();
    });
  }

  /** Every stdout line so far, read as UTF-8. */
  stdoutLines(): string[] {
    return this.of('stdout').map((message) => message.line);
  }

  /** All stdout bytes so far, as read. */
  stdoutBytes(): Buffer {
    return Buffer.concat(this.of('stdout-chunk').map((message) => message.bytes));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

function readStdoutFrame(data: Buffer): StdoutChunkRecord | undefined {
  const frame = decodeStdoutFrame(data);
  if (!frame) return undefined;
  return {
    type: 'stdout-chunk',
    bytes: Buffer.from(frame.bytes.buffer, frame.bytes.byteOffset, frame.bytes.length),
    t: frame.t,
  };
}

/** Whether the upgrade is refused, and with which HTTP status. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number | 'open'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      ws.terminate();
    });
    ws.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}
