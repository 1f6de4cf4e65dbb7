import type { Finding } from '../diagnose/finding.ts';
import type { FrameKind, JsonRpcId } from '../jsonrpc/classify.ts';
import type { FramingFacts } from '../jsonrpc/framing.ts';

export type { FramingFacts } from '../jsonrpc/framing.ts';
import { maskUrl } from '../lib/header-list.ts';

/** `out`: sent by the inspector; `in`: received from the server; `note`: said by the inspector about the connection. */
export type WireDirection = 'out' | 'in' | 'note';

/**
 * Frame kinds, plus what is not a frame: stderr text, process events, HTTP
 * exchanges (a request head `out`, a response head `in`, a failure `note`)
 * and SSE traffic that carries no JSON-RPC frame (an `endpoint` event, a
 * comment, a `retry` field, data that is not JSON), and the steps of a
 * conversation with a model (`model`: `out` when a step's request left, `in`
 * when the step and the tool calls it made have settled; see ModelTurnFacts).
 */
export type WireEntryKind = FrameKind | 'stderr' | 'process' | 'http' | 'sse' | 'model';

/** What an HTTP entry says about its exchange. Headers as the page sent or could read them, secrets included (masked when shown). */
export interface HttpFacts {
  method: string;
  url: string;
  /** `relay`: through the proxy, which sees every header; `direct`: the browser shows only what CORS exposes. */
  route: 'direct' | 'relay';
  /** On a request head; on a response head, those of its request are on that entry. */
  requestHeaders?: [string, string][];
  status?: number;
  statusText?: string;
  /** Exactly as the server sent them (over the relay: names as sent, repeats kept, Set-Cookie included). */
  responseHeaders?: [string, string][];
  /** Over the relay: what the relay itself added to its answer to the page (its security headers, its mark), kept apart from the server's. */
  relayHeaders?: [string, string][];
  /** On the inspector's own probe (not the MCP client's request): why it was sent. */
  probe?: string;
  /** On an entry that ends a stream: how many SSE events it carried. */
  events?: number;
}

/** Where a JSON-RPC frame or SSE entry rode: its SSE event's own fields. */
export interface SseFacts {
  event?: string;
  id?: string;
  retry?: number;
}

/** Where an entry sits in a JSON-RPC batch: items are entries of their own, after the entry of the whole batch. */
export interface BatchFacts {
  /** The seq of the batch's own entry. */
  readonly group: number;
  /** The item's position in the array, from 0. */
  readonly index: number;
}

/**
 * On a message between an MCP App's view and the inspector as its host
 * (postMessage through the sandbox proxy): which view, rendered from which
 * resource, for which call. `in`: the view (or its sandbox) to the host;
 * `out`: the host to the view. Ids are the channel's own, paired apart
 * from the server's, and the server's protocol rules do not judge it.
 */
export interface AppChannelFacts {
  /** The view, numbered in the page's session from 1. */
  readonly view: number;
  /** The `ui://` resource it was rendered from. */
  readonly uri: string;
  /** The seq of the `tools/call` whose result it renders, when its tool was run. */
  readonly call?: number;
  /** The sandbox proxy's own messages (`ui/notifications/sandbox-*`), not the view's. */
  readonly sandbox?: true;
  /** On the host's answer to a request the view made of the server: the seq of the request the host sent the server for it. */
  readonly served?: number;
}

/** A tools/call a model step caused: the model's call, and the frame it went as when it ran. */
export interface ModelTurnCall {
  /** The tool's name as the model called it. */
  readonly tool: string;
  /** How the call ended in the conversation: done, denied, stopped, not-run. */
  readonly status: string;
  /** The JSON-RPC id of the tools/call request, when it was sent. */
  readonly requestId?: JsonRpcId;
  /** The connection it was sent on. */
  readonly connection?: number;
  /** The seq of that tools/call request in this log, when the log held it as the turn ended. */
  readonly seq?: number;
}

/**
 * On a model turn (one step of a conversation with a model): not the
 * server's wire, and never judged by the server's rules. The step's start
 * carries the first fields; its end adds the figures and the calls.
 */
export interface ModelTurnFacts {
  /** The conversation, numbered in the page's session from 1. */
  readonly conversation: number;
  /** The step, numbered across the conversation from 1 (the tools/call's tag says `model step N`). */
  readonly step: number;
  /** The person's turn it belongs to. */
  readonly turn: number;
  /** The model as a person reads it (`gpt-4.1 (openai)`). */
  readonly model: string;
  /** On the end: how the step ended (`done`, `failed`, `stopped`), and why the model stopped (`tool-calls`, `stop`). */
  readonly status?: string;
  readonly finishReason?: string;
  /** On the end: from the request to the first token, and to the step's end (the stream, not its tool calls). */
  readonly firstTokenMs?: number;
  readonly totalMs?: number;
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly cost?: number;
  /** On the end: the tools/call frames the step caused, in the order the model asked. */
  readonly calls?: readonly ModelTurnCall[];
}

/** One thing that crossed the wire, frozen once written. */
export interface WireEntry {
  /** Position in the log, from 0. */
  readonly seq: number;
  /** Which connection (each connect starts a new one). */
  readonly connection: number;
  /** When the page saw it (sent or received), ms since the epoch. */
  readonly t: number;
  /** For what came through the stdio proxy: when the proxy read it from the pipe. */
  readonly pipeT?: number;
  readonly direction: WireDirection;
  readonly kind: WireEntryKind;
  /** The method; on responses, the method of the request they answer. */
  readonly method?: string;
  readonly id?: JsonRpcId;
  /** Exactly the text that crossed the wire (or the note's text); only its start when `spilled`. */
  readonly raw: string;
  /** The whole text moved to the browser's storage to keep the log within its memory budget: `raw` is a preview, `WireLog.text(seq)` reads it all back. */
  readonly spilled?: true;
  /** Bytes that crossed the wire: as the server wrote them for stdout lines, else the UTF-8 bytes of `raw`. */
  readonly size: number;
  /** What is wrong with it, when something is: the findings' text in one line. */
  readonly problem?: string;
  /** What is wrong with it (or worth knowing), rule by rule. */
  readonly findings?: readonly Finding[];
  /** On stdio frames: how the bytes were delimited. */
  readonly framing?: FramingFacts;
  /** On the items of a batch. */
  readonly batch?: BatchFacts;
  /** On a batch's own entry: how many items it holds. */
  readonly items?: number;
  /** On a response: the seq of the request it answers, and how long that took. */
  readonly requestSeq?: number;
  readonly latencyMs?: number;
  /** On a result whose `result.isError` is true: the tool ran and reports failure. */
  readonly isError?: true;
  /** On a `notifications/cancelled` the inspector sent (cancelled, or timed out): the seq of the pending request it names. */
  readonly cancels?: number;
  /** On HTTP entries. */
  readonly http?: HttpFacts;
  /** On frames and SSE entries that came over HTTP: the seq of the request head of the exchange that carried them. */
  readonly exchange?: number;
  readonly sse?: SseFacts;
  /**
   * Sent or said by the inspector to learn about the server, not on the
   * person's behalf (the 2026-07-28 `server/discover` probe, an attempt of
   * the connect plan that another one followed), with everything it led to.
   * Never trouble, and its findings are the inspector's, not the server's.
   */
  readonly probe?: true;
  /** On a message of an MCP App's channel (view and host), not the server's. */
  readonly app?: AppChannelFacts;
  /** On the note that a stdio server's process ended: how, as the proxy saw it. */
  readonly exit?: ProcessEnd;
  /** On a model turn's start and end (kind `model`, whose `method` is its label: `model step 2`, `model step 2 ended`). */
  readonly model?: ModelTurnFacts;
}

/** How a server's process ended: its exit code, or the signal that ended it. */
export interface ProcessEnd {
  readonly code: number | null;
  readonly signal: string | null;
}

/** What a transport hands to the log; the log assigns seq and pairing, and the size unless told. */
export interface WireInput {
  connection: number;
  t: number;
  pipeT?: number;
  direction: WireDirection;
  kind: WireEntryKind;
  method?: string;
  id?: JsonRpcId;
  raw: string;
  /** The parsed frame, when the transport has it: the log reads facts from it (`isError`, what a cancellation names) and does not keep it. */
  value?: unknown;
  /** The byte length, when the transport knows it: spares the log a scan of a large `raw`. */
  size?: number;
  problem?: string;
  /** Findings the transport made (encoding, framing); the log adds its own. */
  findings?: Finding[];
  framing?: FramingFacts;
  /** For entries that pair by something other than a JSON-RPC id (an HTTP response and its request). */
  requestSeq?: number;
  latencyMs?: number;
  http?: HttpFacts;
  exchange?: number;
  sse?: SseFacts;
  /** The inspector's own probe (see WireEntry.probe); the log also marks what answers or follows one. */
  probe?: true;
  /** On a note that cancels a pending request without a notification (2026-07-28 over HTTP closes the request's stream): that request's seq. */
  cancels?: number;
  /** A message of an MCP App's channel (see WireEntry.app). */
  app?: AppChannelFacts;
  /** On the note that a stdio server's process ended (see WireEntry.exit). */
  exit?: ProcessEnd;
  /** A model turn's start or end (see WireEntry.model). */
  model?: ModelTurnFacts;
}

/** The words a person reads in the log for an entry's kind. */
export function entryLabel(
  entry: Pick<WireEntry, 'kind' | 'method' | 'direction' | 'http' | 'sse' | 'problem'>,
): string {
  // A model turn's label is its `method` (`model step 2`, `model step 2 ended`): no code here, which the first screen loads.
  switch (entry.kind) {
    case 'stderr':
      return 'stderr';
    case 'invalid-json':
      return entry.direction === 'in' ? 'stdout (not JSON)' : 'not JSON';
    case 'not-jsonrpc':
      return 'not JSON-RPC';
    case 'batch':
      return 'batch';
    case 'process':
      return 'process';
    case 'http':
      return httpLabel(entry);
    case 'sse':
      return entry.sse?.event ? `SSE ${entry.sse.event}` : 'SSE';
    default:
      return entry.method ?? (entry.kind === 'error' ? 'error' : 'response');
  }
}

const encoder = new TextEncoder();
const PIECE_CHARS = 65_536;
let scratch: Uint8Array | undefined;

/**
 * UTF-8 length (a lone surrogate counts as the replacement character it is
 * sent as) without keeping an encoded copy: encoded piece by piece into one
 * small buffer, natively, which is some forty times faster than counting in
 * script (a stderr flood's 64 KB lines were counted char by char).
 */
export function utf8Length(text: string): number {
  scratch ??= new Uint8Array(PIECE_CHARS * 3);
  let bytes = 0;
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + PIECE_CHARS, text.length);
    // A surrogate pair is never cut in two.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    bytes += encoder.encodeInto(at === 0 && end === text.length ? text : text.slice(at, end), scratch).written;
    at = end;
  }
  return bytes;
}

/**
 * A row's worth of an entry: for JSON-RPC, what follows the envelope (params,
 * result or error), since "{"jsonrpc":"2.0","method":…" says nothing the row
 * does not already show. Never more than `length` characters of any entry.
 */
export function entryPreview(entry: Pick<WireEntry, 'kind' | 'raw'>, length = 300): string {
  const head = entry.raw.slice(0, 4096);
  if (entry.kind === 'request' || entry.kind === 'notification' || entry.kind === 'result' || entry.kind === 'error') {
    const match = /"(params|result|error)"\s*:/.exec(head);
    if (match) return head.slice(match.index, match.index + length);
  }
  return head.slice(0, length);
}

/** `POST /mcp`, `200 POST /mcp`, `POST /mcp failed`: the path only, the row is narrow. */
function httpLabel(entry: Pick<WireEntry, 'direction' | 'http' | 'problem'>): string {
  const http = entry.http;
  if (!http) return 'HTTP';
  let path = http.url;
  try {
    const url = new URL(maskUrl(http.url));
    path = url.pathname + url.search;
  } catch {
    // Shown as given.
  }
  if (entry.direction === 'out') return `${http.method} ${path}`;
  if (entry.direction === 'note') return `${http.method} ${path} ${entry.problem ? 'failed' : 'ended'}`;
  return `${http.status ?? ''} ${http.method} ${path}`.trim();
}
