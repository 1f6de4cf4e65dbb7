import { isRecord } from '../lib/guards.ts';
import { parseJsonLines } from '../wire/import-log.ts';
import { snapshotFromLog } from './snapshot-from-log.ts';
import { snapshotSections, type ServerSnapshot } from './snapshot.ts';

/** The first member of a snapshot file mcp-loupe writes; files without it are read too, by their shape. */
export const SNAPSHOT_FORMAT = 'mcp-loupe-snapshot/1';

/** A snapshot as a file: the page's snapshot, marked with its format. */
export function snapshotFileText(snapshot: ServerSnapshot): string {
  return `${JSON.stringify({ format: SNAPSHOT_FORMAT, ...snapshot }, null, 2)}\n`;
}

export type SnapshotRead =
  | { ok: true; snapshot: ServerSnapshot; from: 'snapshot' | 'log'; notes: string[] }
  | { ok: false; reason: string };

/**
 * A snapshot from a file's text, as `mcp-loupe --cli snapshot` writes it or
 * as a log exported by mcp-loupe (JSON Lines: the snapshot is read from its
 * last connection that completed a handshake). `name` is said in the
 * snapshot's origin. Anything else gets a reason a person can act on: not
 * JSON (and where it stops, when it looks cut short), JSON from another
 * tool, a log without a handshake.
 */
export async function readSnapshotText(text: string, name: string): Promise<SnapshotRead> {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, reason: 'the file is empty' };
  let whole: unknown;
  let jsonError: string | undefined;
  try {
    whole = JSON.parse(body);
  } catch (error) {
    jsonError = (error as Error).message;
  }
  if (whole !== undefined) {
    if (isSnapshot(whole)) {
      const { format: _format, ...snapshot } = whole as Record<string, unknown>;
      return { ok: true, snapshot: snapshot as unknown as ServerSnapshot, from: 'snapshot', notes: [] };
    }
    // A log of one entry is also one JSON value; anything else is someone else's JSON.
    if (!isLogEntry(whole)) return { ok: false, reason: anotherTool(whole) };
  }
  const log = parseJsonLines(body);
  if (!log.entries.length) {
    if (jsonError && body.trimStart().startsWith('{') && endsTooSoon(body, jsonError))
      return { ok: false, reason: `not complete JSON: it ends before the value does (truncated?): ${jsonError}` };
    if (jsonError) return { ok: false, reason: `neither JSON nor a log exported by mcp-loupe: ${jsonError}` };
    return { ok: false, reason: 'not a log exported by mcp-loupe: no line is a log entry' };
  }
  const snapshot = await snapshotFromLog(log.entries, { label: name });
  if (!snapshot)
    return {
      ok: false,
      reason: `a log exported by mcp-loupe (${log.entries.length} entries), but no server answered initialize or server/discover in it`,
    };
  const notes = log.skipped.length
    ? [
        `${log.skipped.length} line(s) of the log skipped, the first at line ${log.skipped[0]!.line}: ${log.skipped[0]!.reason}`,
      ]
    : [];
  return { ok: true, snapshot, from: 'log', notes };
}

/** Whether JSON.parse stopped at the end of the text: the text was cut, not wrong. */
function endsTooSoon(body: string, error: string): boolean {
  if (/end of (JSON )?input|Unterminated string/i.test(error)) return true;
  const position = /at position (\d+)/.exec(error)?.[1];
  return position !== undefined && Number(position) >= body.trimEnd().length;
}

function isSnapshot(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (value.format !== undefined && value.format !== SNAPSHOT_FORMAT) return false;
  return (
    isRecord(value.server) &&
    Array.isArray(value.findings) &&
    typeof value.label === 'string' &&
    snapshotSections.every((section) => value[section] === undefined || Array.isArray(value[section]))
  );
}

function isLogEntry(value: unknown): boolean {
  return isRecord(value) && typeof value.direction === 'string' && 'seq' in value;
}

function anotherTool(value: unknown): string {
  if (isRecord(value) && typeof value.format === 'string' && value.format.startsWith('mcp-loupe-snapshot'))
    return `an mcp-loupe snapshot of format "${value.format}", which this version does not read (it reads ${SNAPSHOT_FORMAT})`;
  const what = Array.isArray(value) ? 'a JSON array' : isRecord(value) ? 'a JSON object' : `JSON ${typeof value}`;
  const members = isRecord(value) ? Object.keys(value).slice(0, 5) : [];
  return `${what}, but not an mcp-loupe snapshot (it has no "server", "label" and "findings" members${
    members.length ? `; it has ${members.map((key) => `"${key}"`).join(', ')}` : ''
  }): a file from another tool?`;
}
