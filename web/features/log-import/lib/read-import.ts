import { parseJsonLines, type SkippedLine } from '../../../../shared/wire/import-log.ts';
import { WireLog } from '../../../../shared/wire/wire-log.ts';
import { frameSchedule } from '../../../lib/frame-schedule.ts';

/** An exported log read back: its own WireLog, which nothing sends through. */
export interface ImportedLog {
  readonly name: string;
  readonly log: WireLog;
  readonly skipped: readonly SkippedLine[];
}

/** Reads a JSON Lines file written by Export into a log of its own. Never throws for what the file holds; a file the browser cannot read rejects. */
export async function readImport(file: Blob & { name: string }): Promise<ImportedLog> {
  const { entries, skipped } = parseJsonLines(await file.text());
  const log = new WireLog(frameSchedule);
  log.load(entries);
  return { name: file.name, log, skipped };
}
