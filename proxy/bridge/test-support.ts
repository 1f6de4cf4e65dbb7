import { readdirSync, readFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import type { BrowserToProxy, ProxyToBrowser } from '../../shared/bridge/messages.ts';
import { encodeBridgeMessage, parseProxyMessage } from '../../shared/bridge/messages.ts';
import { decodeStdoutFrame } from '../../shared/bridge/stdout-frame.ts';
import type { RunningInspector } from '../start-inspector.ts';
import { startInspector } from '../start-inspector.ts';
import type { BridgeDeps } from './bridge-server.ts';
import { watchdogScript } from './group-watchdog.ts';

/** Where a bridge listens: a RunningInspector, or a proxy in a process of its own. */
export type BridgeEndpoint = Pick<RunningInspector, 'port' | 'token'>;

/** A real inspector on a free port, with a short kill grace and a quiet logger. */
export function startTestInspector(bridge: Partial<BridgeDeps> = {}): Promise<RunningInspector> {
  return startInspector({
    port: 0,
    staticRoot: '/nonexistent',
    defaultServer: { command: 'true', args: [], env: {} },
    bridge: { killGraceMs: 500, log: () => {}, ...bridge },
  });
}

/** A spawn request running a small inline Node script. */
export function nodeScript(code: string, extra: Partial<Extract<BrowserToProxy, { type: 'spawn' }>> = {}) {
  return { type: 'spawn' as const, command: process.execPath, args: ['-e', code], env: {}, ...extra };
}

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

/** A binary stdout frame as the test client records it: its bytes, and those bytes read as UTF-8. */
export interface StdoutRecord {
  type: 'stdout';
  line: string;
  bytes: Buffer;
  partial: boolean;
  t: number;
}

export type Received = ProxyToBrowser | StdoutRecord;

/** A bridge client that records every message it receives. */
export class TestClient {
  readonly ws: WebSocket;
  readonly messages: Received[] = [];
  readonly #waiters = new Set<() => void>();

  constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data, isBinary) => {
      const message = isBinary ? readStdoutFrame(data as Buffer) : parseProxyMessage(String(data));
      if (!message) throw new Error(`unparseable ${isBinary ? 'binary frame' : 'message'} ${String(data).slice(0, 100)}`);
      this.messages.push(message);
      for (const wake of this.#waiters) wake();
    });
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

  of<T extends Received['type']>(type: T): Extract<Received, { type: T }>[] {
    return this.messages.filter((message): message is Extract<Received, { type: T }> => message.type === type);
  }

  /** Resolves with the first message (already received or to come) of `type` that matches. */
  waitFor<T extends Received['type']>(
    type: T,
    matches: (message: Extract<Received, { type: T }>) => boolean = () => true,
    timeoutMs = 15_000,
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

  /** Every stdout line, pieces joined as bytes and then read as UTF-8. */
  stdoutLines(): string[] {
    const lines: string[] = [];
    let pieces: Buffer[] = [];
    for (const { bytes, partial } of this.of('stdout')) {
      pieces.push(bytes);
      if (partial) continue;
      lines.push(Buffer.concat(pieces).toString('utf8'));
      pieces = [];
    }
    return lines;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

function readStdoutFrame(data: Buffer): StdoutRecord | undefined {
  const frame = decodeStdoutFrame(data);
  if (!frame) return undefined;
  const bytes = Buffer.from(frame.bytes.buffer, frame.bytes.byteOffset, frame.bytes.length);
  return { type: 'stdout', line: bytes.toString('utf8'), bytes, partial: frame.partial, t: frame.t };
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

/** True once `pid` is gone; a zombie (dead, waiting to be reaped by a parent that is not us) counts as gone. */
export function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

export async function waitUntil(condition: () => boolean, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Pids of the group watchdogs started by the proxy process `proxyPid` (the
 * watchdog names it in its arguments); undefined where there is no /proc.
 */
export function watchdogPids(proxyPid: number): number[] | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  return entries.map(Number).filter((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv[1] === watchdogScript && argv[2] === String(proxyPid) && !isGone(pid);
    } catch {
      return false;
    }
  });
}
