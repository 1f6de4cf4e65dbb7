import { closeSync, fstatSync, openSync } from 'node:fs';
import { readRecordingText, type RecordingRead } from '../../shared/mock/read-recording.ts';
import { readBoundedText, UnreadableFileError } from '../cli/bounded-read.ts';

/** The largest log --mock reads: a page's log of 100,000 entries is well under it; a larger file is refused unread. */
export const MOCK_LOG_LIMIT = 256 * 1024 * 1024;

/** A recording from a file, or why not; a file over the limit is refused by its size, before a byte is read. */
export function readLogFile(path: string, note: (line: string) => void): RecordingRead {
  let size: number;
  try {
    const fd = openSync(path, 'r');
    try {
      const stats = fstatSync(fd);
      size = stats.isFile() ? stats.size : 0;
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, reason: code === 'ENOENT' ? 'no such file' : (error as Error).message };
  }
  if (size > MOCK_LOG_LIMIT)
    return {
      ok: false,
      reason: `${Math.round(size / 1024 / 1024)} MiB, over the 256 MiB a log may be: not read (is it the right file?)`,
    };
  try {
    return readRecordingText(readBoundedText(path, note, MOCK_LOG_LIMIT));
  } catch (error) {
    return { ok: false, reason: error instanceof UnreadableFileError ? error.reason : (error as Error).message };
  }
}
