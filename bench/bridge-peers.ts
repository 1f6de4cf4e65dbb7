// The two ways the bridge benchmarks reach a stdio server: straight over its pipes, and
// through the real proxy's /bridge WebSocket as the page does (token in the URL, the
// page's Origin, stdin as binary frames of kind 4 — the lines written in one task joined into
// one frame, as the page's transport joins them — stdout back as binary frames of kind 3).
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { BridgeTransport } from '../shared/bridge/bridge-transport.ts';
import { BRIDGE_PATH, TOKEN_PARAM } from '../shared/bridge/messages.ts';
import { encodeStdinFrame } from '../shared/bridge/stdin-frame.ts';
import { decodeStdoutFrame } from '../shared/bridge/stdout-frame.ts';
import { WireLog } from '../shared/wire/wire-log.ts';
import type { ServerCommand } from './servers.ts';

/** A JSON-RPC peer on newline-delimited JSON: requests by id, answers matched back. */
export interface LinePeer {
  /** Sends one request; resolves with the answer's line, as read. */
  request(method: string, params?: unknown): Promise<string>;
  close(): Promise<void>;
}

/** Splits a byte stream into lines, keeping the bytes of a line cut across chunks. */
class LineSplitter {
  #held: Buffer[] = [];
  readonly onLine: (line: Buffer) => void;

  constructor(onLine: (line: Buffer) => void) {
    this.onLine = onLine;
  }

  push(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      if (this.#held.length > 0) {
        this.#held.push(piece);
        this.onLine(Buffer.concat(this.#held));
        this.#held = [];
      } else this.onLine(piece);
      start = end + 1;
    }
    if (start < chunk.length) this.#held.push(chunk.subarray(start));
  }
}

/** Request ids and their waiting promises, shared by both peers. */
function requests(write: (line: string) => void) {
  let next = 1;
  const waiting = new Map<number, (line: string) => void>();
  // The id is read from the line's start (`{"jsonrpc":"2.0","id":N`) when it is there, so a big answer is not parsed.
  const onLine = (line: Buffer) => {
    const text = line.toString('utf8');
    const id = Number(
      /^\{"jsonrpc":"2\.0","id":(\d+)/.exec(text.slice(0, 64))?.[1] ?? (JSON.parse(text) as { id?: number }).id,
    );
    const resolve = waiting.get(id);
    if (!resolve) return;
    waiting.delete(id);
    resolve(text);
  };
  const request = (method: string, params?: unknown) =>
    new Promise<string>((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      write(`${JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) })}\n`);
    });
  return { onLine, request };
}

/** The server on its own pipes. */
export async function pipePeer(server: ServerCommand): Promise<LinePeer> {
  const child: ChildProcessWithoutNullStreams = spawn(server.command, server.args, { stdio: 'pipe' });
  const { onLine, request } = requests((line) => child.stdin.write(line));
  const lines = new LineSplitter(onLine);
  child.stdout.on('data', (chunk: Buffer) => lines.push(chunk));
  child.stderr.resume();
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return {
    request,
    close: () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.stdin.end();
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The server through the proxy's bridge, spawned by the proxy as the page asks it to. */
export async function bridgePeer(proxy: { port: number; token: string }, server: ServerCommand): Promise<LinePeer> {
  const origin = `http://127.0.0.1:${proxy.port}`;
  const ws = new WebSocket(`ws://127.0.0.1:${proxy.port}${BRIDGE_PATH}?${TOKEN_PARAM}=${proxy.token}`, {
    headers: { origin },
    perMessageDeflate: false,
  });
  ws.binaryType = 'nodebuffer';
  // The lines of one task go in one frame at its end, as shared/bridge/stdin-hold.ts sends the page's.
  let joined: Uint8Array[] = [];
  const { onLine, request } = requests((line) => {
    joined.push(Buffer.from(line));
    if (joined.length > 1) return;
    queueMicrotask(() => {
      const lines = joined;
      joined = [];
      ws.send(encodeStdinFrame(...lines));
    });
  });
  const lines = new LineSplitter(onLine);
  const spawned = new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) {
        const frame = decodeStdoutFrame(data);
        if (frame) lines.push(Buffer.from(frame.bytes.buffer, frame.bytes.byteOffset, frame.bytes.byteLength));
        return;
      }
      const message = JSON.parse(data.toString('utf8')) as { type: string; message?: string };
      if (message.type === 'spawned') resolve();
      else if (message.type === 'spawn-error' || message.type === 'bridge-error')
        reject(new Error(`bridge: ${message.message}`));
    });
    ws.once('close', (code) => reject(new Error(`bridge closed (${code}) before the server started`)));
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'spawn', command: server.command, args: server.args, env: {} }));
  await spawned;
  return {
    request,
    close: () => {
      if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
      const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
      ws.close(1000, 'bench done');
      return closed;
    },
  };
}

/**
 * The page's own transport (shared/bridge/bridge-transport.ts) with its wire
 * log, over the bridge, run here in Node on Node's WebSocket: what the page's
 * code adds to a round trip, without the browser's scheduling.
 */
export async function transportPeer(proxy: { port: number; token: string }, server: ServerCommand): Promise<LinePeer> {
  const log = new WireLog();
  const transport = new BridgeTransport({
    url: `ws://127.0.0.1:${proxy.port}${BRIDGE_PATH}?${TOKEN_PARAM}=${proxy.token}`,
    spawn: { command: server.command, args: server.args, env: {} },
    connection: 1,
    log,
  });
  let next = 1;
  const waiting = new Map<number, (line: string) => void>();
  transport.onmessage = (message) => {
    const id = (message as { id?: number }).id;
    const resolve = id === undefined ? undefined : waiting.get(id);
    if (!resolve) return;
    waiting.delete(id!);
    resolve('');
  };
  await transport.start();
  return {
    request: (method, params) =>
      new Promise<string>((resolve, reject) => {
        const id = next++;
        waiting.set(id, resolve);
        transport
          .send({
            jsonrpc: '2.0',
            id,
            method,
            ...(params === undefined ? {} : { params: params as Record<string, unknown> }),
          })
          .catch(reject);
      }),
    close: () => transport.close(),
  };
}

/** The `mcp-loupe` command in a process of its own, as a person starts it. */
export interface ProxyProcess {
  pid: number;
  port: number;
  token: string;
  /** The watchdog the proxy started (it starts with the first server), if any. */
  watchdogPid(): number | undefined;
  close(): Promise<void>;
}

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = join(root, 'bin', 'mcp-loupe.js');
const webIndex = join(root, 'dist', 'web', 'index.html');
const packagedMain = join(root, 'dist', 'node', 'proxy', 'main.js');

/**
 * How mcp-loupe runs: `source` as in this repository (bin/mcp-loupe.js on the
 * TypeScript sources, types stripped by Node as they load), `package` as
 * published (the same sources compiled to dist/node, see buildPackagedProxy).
 */
export type ProxyForm = 'source' | 'package';

/** The compile step of scripts/build-package.ts alone (the page is built already): dist/node, as the package ships it. */
export function buildPackagedProxy(): void {
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.pack.json'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (tsc.status !== 0) throw new Error(`tsc -p tsconfig.pack.json failed (${tsc.status ?? tsc.signal})`);
  for (const file of ['proxy/bridge/group-watchdog-process.js', 'proxy/apps/sandbox-script.js'])
    copyFileSync(join(root, file), join(root, 'dist', 'node', file));
}

export async function startProxy(server: ServerCommand, form: ProxyForm = 'source'): Promise<ProxyProcess> {
  // Without a built page the command would build it first; the benchmarks expect it built.
  if (!existsSync(webIndex)) throw new Error('dist/web is not built: run `npx vite build` first');
  if (form === 'package' && !existsSync(packagedMain))
    throw new Error('dist/node is not built: call buildPackagedProxy() first');
  const argv = ['--no-open', '--port', '0', '--', server.command, ...server.args];
  // The published bin does exactly this import once it finds no sources beside it.
  const entry =
    form === 'source'
      ? [bin, ...argv]
      : [
          '--input-type=module',
          '-e',
          `const { start } = await import(${JSON.stringify(pathToFileURL(packagedMain).href)}); await start(${JSON.stringify(argv)});`,
        ];
  const child = spawn(process.execPath, entry, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const ready = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const line = /^mcp-loupe ready at (\S+)$/m.exec(stdout);
      if (line) resolve(line[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`mcp-loupe exited with ${code} before it was ready: ${stderr}`)));
  });
  const url = new URL(ready);
  const pid = child.pid as number;
  return {
    pid,
    port: Number(url.port),
    token: url.searchParams.get('token') ?? '',
    watchdogPid: () => childrenOf(pid).find((child) => child.command.includes('group-watchdog-process'))?.pid,
    close: () => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

function childrenOf(parent: number): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4, after the command in parentheses (which may hold spaces).
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent)
        found.push({
          pid: Number(entry),
          command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '),
        });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}
