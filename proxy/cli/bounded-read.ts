import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';

/**
 * The most mcp-loupe reads from an option's file (`--env-from`,
 * `--headers-from`): an env or headers file is a few KiB; past this it is the
 * wrong file (a log, a disk image, /dev/zero), and reading on would only
 * fill memory.
 */
export const OPTION_FILE_LIMIT = 1024 * 1024;

/** How the limit is written in messages. */
export const OPTION_FILE_LIMIT_TEXT = '1 MiB';

/** A file that is not one to read as text: `reason` says why, in words (the kind of file, or its size). */
export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

/** Bytes asked of the kernel at a time. */
const CHUNK = 64 * 1024;

/**
 * The text of a regular file, a pipe (a named one, or `<(command)` in bash,
 * which is `/dev/fd/N`) or standard input (fd 0), read to its end but never
 * past `limit` bytes: /dev/zero or /dev/urandom would never end, and a file
 * of 64 MiB is not an env file. Devices, sockets and directories are refused
 * by their kind before anything is read. A pipe waits for its writer, so
 * `note` is told first: the wait is never silent.
 */
export function readBoundedText(
  path: string | 0,
  note: (line: string) => void = () => {},
  limit = OPTION_FILE_LIMIT,
): string {
  if (path === 0) return readAll(0, limit);
  const kind = fileKind(statSync(path));
  if (kind !== 'file' && kind !== 'pipe') throw new UnreadableFileError(`${kind}, not a regular file`);
  if (kind === 'pipe')
    note(
      `a pipe: reading it until its writer closes it (at most ${OPTION_FILE_LIMIT_TEXT}); nothing is read until then`,
    );
  const fd = openSync(path, 'r');
  try {
    // Looked at again through the descriptor: the path may have been swapped since the first look.
    const stats = fstatSync(fd);
    const opened = fileKind(stats);
    if (opened !== 'file' && opened !== 'pipe') throw new UnreadableFileError(`${opened}, not a regular file`);
    if (opened === 'file' && stats.size > limit) throw tooLarge(limit);
    return readAll(fd, limit);
  } finally {
    closeSync(fd);
  }
}

function readAll(fd: number, limit: number): string {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, limit + 1 - total));
    let read: number;
    try {
      read = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      // Standard input left non-blocking by the shell: wait a moment and read again.
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      throw error;
    }
    if (read === 0) break;
    chunks.push(chunk.subarray(0, read));
    total += read;
    if (total > limit) throw tooLarge(limit);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

function tooLarge(limit: number): UnreadableFileError {
  return new UnreadableFileError(
    `larger than ${limit === OPTION_FILE_LIMIT ? OPTION_FILE_LIMIT_TEXT : `${limit} bytes`}, the most mcp-loupe reads from an option's file`,
  );
}

function fileKind(stats: Stats): string {
  if (stats.isFile()) return 'file';
  if (stats.isFIFO()) return 'pipe';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'something else';
}

/**
 * A big input file (a snapshot, a log) read whole, or why not: one over `limit` is refused by its size before a
 * byte is read (a 1 GB file by mistake costs nothing); `what` names it in that reason ("a log").
 */
export function readCappedFile(
  path: string,
  limit: number,
  what: string,
  note: (line: string) => void,
): { ok: true; text: string } | { ok: false; reason: string } {
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
  const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
  if (size > limit)
    return {
      ok: false,
      reason: `${mib(size)}, over the ${mib(limit)} ${what} may be: not read (is it the right file?)`,
    };
  try {
    return { ok: true, text: readBoundedText(path, note, limit) };
  } catch (error) {
    return { ok: false, reason: error instanceof UnreadableFileError ? error.reason : (error as Error).message };
  }
}
