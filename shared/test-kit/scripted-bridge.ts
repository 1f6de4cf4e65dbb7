import type { ProxyToBrowser, SpawnRequest } from '../bridge/messages.ts';
import type { BridgeSocket } from '../bridge/socket.ts';
import { decodeStdinFrame } from '../bridge/stdin-frame.ts';
import { encodeStdoutFrame, MAX_STDOUT_CHUNK } from '../bridge/stdout-frame.ts';
import { type RequestFrame, replyBytes, type ScriptedServer } from './scripted-server.ts';

type Untimed<T> = T extends unknown ? Omit<T, 't'> : never;

export interface ScriptedBridgeOptions {
  /**
   * 'soon' (the default): opens a microtask after it is made, once the
   * transport has set its handlers, as a real socket does; 'by-hand': when
   * the test calls open(); 'refused': closes (1006) without opening, as when
   * the proxy is gone or refuses the token.
   */
  opens?: 'soon' | 'by-hand' | 'refused';
  /**
   * 'soon' (the default): the spawn is answered a microtask later;
   * 'at-once': within the send, so a whole case runs synchronously;
   * 'by-hand': the test sends `spawned` (or a spawn-error) itself.
   */
  spawned?: 'soon' | 'at-once' | 'by-hand';
  /** The pid the spawn is answered with. */
  pid?: number;
  /** The stdio server behind the proxy; without one, stdout is the test's to write. */
  server?: ScriptedServer;
  /** The proxy's clock, for each message's `t`. */
  now?: () => number;
}

/**
 * The one fake of the page's bridge socket: its far end is the proxy and a
 * stdio server, played by the test as the real ones would. Messages and
 * stdout bytes arrive as a browser receives them (text, and ArrayBuffers
 * for binary frames); what the page writes is kept in `sent`, and, with a
 * server, each request is answered (or held, for the test to answer later).
 */
export class ScriptedBridge implements BridgeSocket {
  readyState = 0;
  binaryType: BridgeSocket['binaryType'] = 'blob';
  onopen: BridgeSocket['onopen'] = null;
  onmessage: BridgeSocket['onmessage'] = null;
  onclose: BridgeSocket['onclose'] = null;
  onerror: BridgeSocket['onerror'] = null;
  /** Everything the page wrote: JSON messages as text, stdin as binary frames. */
  readonly sent: Array<string | Uint8Array> = [];
  /** The spawn request, once the page has sent it. */
  spawn: SpawnRequest | undefined;
  /** Per method, a reply that overrides the server's. */
  readonly answers = new Map<string, ScriptedServer>();
  /** Methods whose requests wait in `held` until the test calls answer(). */
  readonly hold = new Set<string>();
  readonly held: RequestFrame[] = [];
  readonly pid: number;
  readonly #options: ScriptedBridgeOptions;
  readonly #now: () => number;

  constructor(options: ScriptedBridgeOptions = {}) {
    this.#options = options;
    this.pid = options.pid ?? 4242;
    this.#now = options.now ?? Date.now;
    if (options.opens === 'refused') queueMicrotask(() => this.close(1006));
    else if (options.opens !== 'by-hand') queueMicrotask(() => this.open());
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  send(data: string | Uint8Array): void {
    this.sent.push(data);
    if (typeof data === 'string') {
      const message = JSON.parse(data) as { type: string };
      if (message.type === 'spawn') this.#spawned(message as SpawnRequest);
      return;
    }
    const stdin = decodeStdinFrame(data);
    if (!stdin || (!this.#options.server && this.answers.size === 0)) return;
    for (const request of requestsIn(stdin)) {
      if (this.hold.has(request.method)) this.held.push(request);
      else queueMicrotask(() => this.answer(request));
    }
  }

  #spawned(spawn: SpawnRequest): void {
    this.spawn = spawn;
    const answer = () => this.proxy({ type: 'spawned', pid: this.pid });
    if (this.#options.spawned === 'at-once') answer();
    else if (this.#options.spawned !== 'by-hand') queueMicrotask(answer);
  }

  /** Answers a request as the server (or `answers`) says: a held one, once the test lets it go. */
  answer(request: RequestFrame): void {
    const server = this.answers.get(request.method) ?? this.#options.server;
    if (server) this.stdout(replyBytes(request, server(request)));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }

  /** A message from the proxy, stamped with its clock. */
  proxy(message: Untimed<ProxyToBrowser>): void {
    this.onmessage?.({ data: JSON.stringify({ t: this.#now(), ...message }) });
  }

  /** Stdout bytes, in binary frames of at most the proxy's chunk size. */
  stdout(chunk: string | Uint8Array): void {
    // The transport asks for ArrayBuffers; with the default, a browser would hand it Blobs it cannot read at once.
    if (this.binaryType !== 'arraybuffer') throw new Error('binary frames would arrive as Blobs');
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    for (let at = 0; at < bytes.length || at === 0; at += MAX_STDOUT_CHUNK)
      this.onmessage?.({ data: encodeStdoutFrame(this.#now(), bytes.subarray(at, at + MAX_STDOUT_CHUNK)).buffer });
  }

  /** One JSON-RPC message on stdout, as a line. */
  stdoutJson(value: unknown): void {
    this.stdout(`${JSON.stringify(value)}\n`);
  }

  /** What was written to the child's stdin, each binary frame as text. */
  stdin(): string[] {
    return this.sent
      .filter((data): data is Uint8Array => typeof data !== 'string')
      .map((frame) => new TextDecoder().decode(decodeStdinFrame(frame)));
  }

  /** The server process ends, as the proxy reports it. */
  exit(code: number | null = 0, stderrTail: string[] = []): void {
    this.proxy({ type: 'exit', code, signal: null, stderrTail });
  }
}

/** The requests (messages with an id and a method) in newline-framed stdin bytes; other lines are the test's. */
function requestsIn(bytes: Uint8Array): RequestFrame[] {
  return new TextDecoder()
    .decode(bytes)
    .split('\n')
    .flatMap((line) => {
      try {
        const frame = JSON.parse(line) as Partial<RequestFrame> | null;
        return frame && typeof frame === 'object' && frame.id !== undefined && typeof frame.method === 'string'
          ? [frame as RequestFrame]
          : [];
      } catch {
        return [];
      }
    });
}
