import { readRecordingText, type RecordingRead } from '../../shared/mock/read-recording.ts';
import { readCappedFile } from '../cli/bounded-read.ts';

/** The largest log --mock reads: a page's log of 100,000 entries is well under it; a larger file is refused unread. */
export const MOCK_LOG_LIMIT = 256 * 1024 * 1024;

/** A recording from a file, or why not; a file over the limit is refused by its size, before a byte is read. */
export function readLogFile(path: string, note: (line: string) => void): RecordingRead {
  const read = readCappedFile(path, MOCK_LOG_LIMIT, 'a log', note);
  return read.ok ? readRecordingText(read.text) : read;
}
