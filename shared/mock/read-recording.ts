import { isRecord } from '../lib/guards.ts';
import { parseJsonLines } from '../wire/import-log.ts';
import { indexRecording, type Recording } from './recording.ts';

export type RecordingRead =
  | { ok: true; recording: Recording; entries: number; notes: string[] }
  | { ok: false; reason: string };

/**
 * A recording from a log's text, as the page's Export (or Save as mock) and
 * `--cli --log` write it. Strict where the page's Import is lenient: a mock
 * that skipped a line would answer from a session that never happened, so
 * any line that is not an entry refuses the whole file, with its number.
 */
export function readRecordingText(text: string): RecordingRead {
  if (text.trim() === '') return { ok: false, reason: 'the file is empty: not a log' };
  const log = parseJsonLines(text);
  if (log.entries.length === 0) {
    const document = oneDocument(text);
    if (document !== undefined)
      return {
        ok: false,
        reason: `one JSON document${document}, not a log exported by mcp-loupe (JSON Lines, one entry a line)`,
      };
    const first = log.skipped[0]!;
    return { ok: false, reason: `not a log exported by mcp-loupe: line ${first.line} is ${first.reason}` };
  }
  if (log.skipped.length) {
    const first = log.skipped[0]!;
    const lastLine = text.replace(/\n+$/, '').split('\n').length;
    const more = log.skipped.length > 1 ? ` (and ${log.skipped.length - 1} more lines)` : '';
    if (log.skipped.length === 1 && first.line === lastLine && first.reason.startsWith('not JSON'))
      return { ok: false, reason: `truncated: its last line (${first.line}) is cut short: ${first.reason}` };
    return { ok: false, reason: `malformed: line ${first.line} is ${first.reason}${more}` };
  }
  const recording = indexRecording(log.entries);
  if (recording.handshakes.length === 0)
    return {
      ok: false,
      reason: `a log exported by mcp-loupe (${log.entries.length} entries), but no server answered initialize in it: nothing to replay`,
    };
  const notes: string[] = [];
  if (recording.unanswered.length)
    notes.push(
      `${recording.unanswered.length} recorded request(s) have no answer in the log and are not replayed: ` +
        recording.unanswered
          .slice(0, 5)
          .map((request) => `entry ${request.entry} ${request.method}`)
          .join(', '),
    );
  if (recording.otherServers.length)
    notes.push(
      `connection(s) ${recording.otherServers.join(', ')} reached another server than the last one and are left out`,
    );
  if (recording.serverRequests)
    notes.push(`${recording.serverRequests} request(s) the server made of the client are not replayed`);
  return { ok: true, recording, entries: log.entries.length, notes };
}

/** ` ("format": "…")` when the whole text is one JSON value (another tool's export, a snapshot), else undefined. */
function oneDocument(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && typeof value.format === 'string' ? ` ("format": ${JSON.stringify(value.format)})` : '';
  } catch {
    return undefined;
  }
}
