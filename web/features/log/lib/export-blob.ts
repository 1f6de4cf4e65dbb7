import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { toJsonLines } from './export.ts';

/** What an export reads: the entries, and the whole text of those whose payload moved to storage. */
export interface ExportSource {
  entries(): readonly WireEntry[];
  text(seq: number): Promise<string>;
}

/** Strings are gathered into a Blob part at about this many code units, so a log of gigabytes is never one string in memory. */
const PART_CHARS = 16 * 1024 * 1024;
const ENTRIES_PER_SLICE = 2000;

/**
 * The log as a JSON Lines Blob, with every payload whole: entries whose
 * text moved to the browser's storage are read back one by one. Yields to
 * the page between slices, and tells `onProgress` how far it got. An entry
 * whose text cannot be read back is written as it is in memory (its
 * preview, still marked `spilled`), so the export says what it lacks.
 */
export async function exportBlob(
  source: ExportSource,
  options: { revealSecrets?: boolean; onProgress?: (done: number, total: number) => void } = {},
): Promise<Blob> {
  const entries = source.entries();
  const total = entries.length;
  const blobs: Blob[] = [];
  let parts: string[] = [];
  let chars = 0;
  for (let index = 0; index < total; index++) {
    let entry = entries[index]!;
    if (entry.spilled) {
      try {
        const { spilled: _spilled, ...rest } = entry;
        entry = { ...rest, raw: await source.text(entry.seq) };
      } catch {
        // Kept as it is in memory.
      }
    }
    const line = toJsonLines([entry], options);
    parts.push(line);
    chars += line.length;
    if (chars >= PART_CHARS) {
      blobs.push(new Blob(parts));
      parts = [];
      chars = 0;
    }
    if ((index + 1) % ENTRIES_PER_SLICE === 0) {
      options.onProgress?.(index + 1, total);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  blobs.push(new Blob(parts));
  options.onProgress?.(total, total);
  return new Blob(blobs, { type: 'application/x-ndjson' });
}
