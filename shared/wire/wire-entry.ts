import type { FrameKind, JsonRpcId } from '../jsonrpc/classify.ts';

/** `out`: sent by the inspector; `in`: received from the server; `note`: said by the inspector about the connection. */
export type WireDirection = 'out' | 'in' | 'note';

/** Frame kinds, plus what is not a frame: stderr text and process events. */
export type WireEntryKind = FrameKind | 'stderr' | 'process';

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
  /** Exactly the text that crossed the wire (or the note's text). */
  readonly raw: string;
  /** Bytes that crossed the wire: as the server wrote them for stdout lines, else the UTF-8 bytes of `raw`. */
  readonly size: number;
  /** What is wrong with it, when something is. */
  readonly problem?: string;
  /** On a response: the seq of the request it answers, and how long that took. */
  readonly requestSeq?: number;
  readonly latencyMs?: number;
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
  /** The byte length, when the transport knows it: spares the log a scan of a large `raw`. */
  size?: number;
  problem?: string;
}

/** The words a person reads in the log for an entry's kind. */
export function entryLabel(entry: Pick<WireEntry, 'kind' | 'method' | 'direction'>): string {
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
    default:
      return entry.method ?? (entry.kind === 'error' ? 'error' : 'response');
  }
}

/** UTF-8 length without allocating an encoded copy. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
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
