import type { HttpTarget } from '../http/http-target.ts';
import { parseRecord } from '../lib/guards.ts';

/**
 * Messages between the browser and the proxy over the `/bridge` WebSocket.
 * Each WebSocket text frame carries one JSON-encoded message; the binary
 * frames carry the child's stdout to the browser (stdout-frame.ts) and the
 * bytes for its stdin to the proxy (stdin-frame.ts).
 *
 * The proxy is a pipe: it never parses MCP, nor splits stdout into
 * messages. It forwards the child's stdout as the bytes read (JSON or not,
 * whatever the framing), stderr as raw chunks, and process events, each
 * stamped with the proxy's clock (ms since epoch).
 */

/** What the browser asks the proxy to start. Sent once, as the first message. */
export interface SpawnRequest {
  type: 'spawn';
  command: string;
  args: string[];
  /** The server's own variables, over the base the proxy gives it (values here win). */
  env: Record<string, string>;
  /**
   * The base: the proxy's whole environment when true; otherwise only HOME,
   * PATH, USER and the like (the MCP SDK's stdio default), so the
   * inspector's secrets stay out of the server.
   */
  inheritEnv?: boolean;
  /** Working directory; the proxy's cwd when absent or empty. */
  cwd?: string;
}

/**
 * One line for the child's stdin; the proxy appends the newline. The page
 * sends binary stdin frames instead (its own framing, bytes exact); this
 * form stays for simple clients.
 */
export interface StdinMessage {
  type: 'stdin';
  data: string;
}

/**
 * The page cannot keep up (its log's storage is behind): the proxy stops
 * reading the child's stdout and stderr until told to go on, so the child
 * waits on a full pipe instead of the page's memory filling.
 */
export interface FlowMessage {
  type: 'flow';
  paused: boolean;
}

export type BrowserToProxy = SpawnRequest | StdinMessage | FlowMessage;

export interface SpawnedMessage {
  type: 'spawned';
  pid: number;
  t: number;
}

// There is no JSON stdout message: stdout travels as binary frames holding
// the child's bytes (stdout-frame.ts), so a large result is neither decoded
// nor escaped on the way.

/** A raw stderr chunk, as read. */
export interface StderrMessage {
  type: 'stderr';
  chunk: string;
  t: number;
}

/** The process could not be started (ENOENT, EACCES, bad cwd, …), or was not: the proxy runs as many servers as it may. */
export interface SpawnErrorMessage {
  type: 'spawn-error';
  /** Node's error code, such as ENOENT or EACCES, or SERVER_LIMIT_CODE. */
  code: string;
  message: string;
  t: number;
}

/** The process ended. `stderrTail` holds its last stderr lines. */
export interface ExitMessage {
  type: 'exit';
  code: number | null;
  signal: string | null;
  stderrTail: string[];
  t: number;
}

/** The proxy could not honour a browser message (bad JSON, second spawn, …). */
export interface BridgeErrorMessage {
  type: 'bridge-error';
  message: string;
  t: number;
}

/**
 * The server's stdin pipe is full (it reads slower than the page writes, or
 * not at all): the page holds its writes while `paused`, and sends them once
 * told to go on. The proxy keeps reading the socket meanwhile, and queues what
 * still comes up to a limit; past it, the connection ends with a bridge-error.
 */
export interface StdinFlowMessage {
  type: 'stdin-flow';
  paused: boolean;
  /** Bytes the proxy holds for the server's stdin beyond its pipe. */
  queued: number;
  t: number;
}

export type ProxyToBrowser =
  | SpawnedMessage
  | StdinFlowMessage
  | StderrMessage
  | SpawnErrorMessage
  | ExitMessage
  | BridgeErrorMessage;

/** The spawn-error code of a spawn refused because the proxy already runs its most servers (`--max-servers`). */
export const SERVER_LIMIT_CODE = 'SERVER_LIMIT';

export const BRIDGE_PATH = '/bridge';

/** Query parameter that carries the session token on the WebSocket upgrade. */
export const TOKEN_PARAM = 'token';

/** Header that carries the session token on API requests: `Authorization: Bearer <token>`. */
export const AUTH_SCHEME = 'Bearer';

/** What GET /api/config answers: the server the inspector starts with. */
export interface InspectorConfig {
  /** The stdio server the page offers when no URL was given. */
  defaultServer: {
    command: string;
    args: string[];
    env: Record<string, string>;
    cwd?: string;
  };
  /** A server behind a URL (`--url`): when present, the page opens onto it instead of the stdio one. */
  defaultRemote?: HttpTarget;
  version: string;
  /** The proxy's working directory (absolute): where a stdio server runs when given none, and the root the page offers it by default. */
  workingDirectory?: string;
  /**
   * The words that run this same mcp-loupe's command line (Node and its
   * bin script): a replay the log copies runs them as a small client.
   */
  cli?: string[];
  /**
   * The origins MCP App views run on, as a CSP source: `http://*.localhost:<port>`.
   * Each view has a host name of its own (`<view id>.localhost`), so a site
   * of its own, apart from the page's and every other view's. Absent when
   * the proxy serves no apps.
   */
  sandboxOrigins?: string;
}

export function encodeBridgeMessage(message: BrowserToProxy | ProxyToBrowser): string {
  return JSON.stringify(message);
}

const proxyTypes = new Set(['spawned', 'stderr', 'spawn-error', 'exit', 'bridge-error', 'stdin-flow']);
const browserTypes = new Set(['spawn', 'stdin', 'flow']);

function parseTyped(text: string, types: Set<string>): { type: string } | undefined {
  const value = parseRecord(text);
  const type = value?.type;
  return typeof type === 'string' && types.has(type) ? (value as { type: string }) : undefined;
}

export function parseProxyMessage(text: string): ProxyToBrowser | undefined {
  return parseTyped(text, proxyTypes) as ProxyToBrowser | undefined;
}

export function parseBrowserMessage(text: string): BrowserToProxy | undefined {
  return parseTyped(text, browserTypes) as BrowserToProxy | undefined;
}
