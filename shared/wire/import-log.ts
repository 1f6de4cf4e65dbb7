import { isRecord } from '../lib/guards.ts';
import type { WireEntry } from './wire-entry.ts';
import { utf8Length } from './wire-entry.ts';

/** A line of the file that could not be read as an entry, and why. */
export interface SkippedLine {
  /** From 1, as an editor numbers lines. */
  readonly line: number;
  readonly reason: string;
}

export interface ImportedLog {
  /** Renumbered from 0 in file order; links to entries that were skipped are dropped. */
  readonly entries: readonly WireEntry[];
  readonly skipped: readonly SkippedLine[];
}

const directions = new Set(['out', 'in', 'note']);

/**
 * Reads a JSON Lines log as mcp-loupe's Export writes it (one entry per
 * line). Never throws: a line that is not an entry is reported with its
 * number and skipped. Entries keep everything they carried (pairing,
 * findings, HTTP facts); since a skipped line leaves a gap, entries are
 * numbered again and what links them (a response's request, a frame's HTTP
 * exchange, a batch item's batch) follows the new numbers.
 */
export function parseJsonLines(text: string): ImportedLog {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const read: Array<{ entry: Record<string, unknown>; seq: number | undefined }> = [];
  const skipped: SkippedLine[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const outcome = readEntry(line);
    if (typeof outcome === 'string') skipped.push({ line: index + 1, reason: outcome });
    else read.push(outcome);
  });
  // The seq an entry had when exported -> its position now; a repeated seq keeps its first holder.
  const newSeq = new Map<number, number>();
  read.forEach(({ seq }, position) => {
    if (seq !== undefined && !newSeq.has(seq)) newSeq.set(seq, position);
  });
  const entries = read.map(({ entry }, position) => relink(entry, position, newSeq));
  return { entries, skipped };
}

function readEntry(line: string): { entry: Record<string, unknown>; seq: number | undefined } | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return `not JSON (${(error as Error).message})`;
  }
  if (!isRecord(value)) return 'not an object';
  const wrong: string[] = [];
  if (!isFiniteNumber(value.connection)) wrong.push('"connection" is not a number');
  if (!isFiniteNumber(value.t)) wrong.push('"t" is not a number');
  if (typeof value.direction !== 'string' || !directions.has(value.direction))
    wrong.push('"direction" is not in, out or note');
  if (typeof value.kind !== 'string') wrong.push('"kind" is not a string');
  if (typeof value.raw !== 'string') wrong.push('"raw" is not a string');
  if (wrong.length) return `not a log entry: ${wrong.join(', ')}`;
  const seq = Number.isInteger(value.seq) && (value.seq as number) >= 0 ? (value.seq as number) : undefined;
  return { entry: value, seq };
}

function relink(entry: Record<string, unknown>, seq: number, newSeq: ReadonlyMap<number, number>): WireEntry {
  const linked: Record<string, unknown> = { ...entry, seq };
  if (!isFiniteNumber(entry.size)) linked.size = utf8Length(entry.raw as string);
  for (const key of ['requestSeq', 'cancels', 'exchange'] as const) {
    if (!(key in entry)) continue;
    const target = isFiniteNumber(entry[key]) ? newSeq.get(entry[key]) : undefined;
    if (target === undefined) delete linked[key];
    else linked[key] = target;
  }
  if ('requestSeq' in entry && linked.requestSeq === undefined) delete linked.latencyMs;
  if ('batch' in entry) {
    const batch = entry.batch;
    const group = isRecord(batch) && isFiniteNumber(batch.group) ? newSeq.get(batch.group) : undefined;
    if (group === undefined || !isRecord(batch)) delete linked.batch;
    else linked.batch = { ...batch, group };
  }
  if ('findings' in entry && !Array.isArray(entry.findings)) delete linked.findings;
  const model = entry.model;
  // A model turn names the tools/call frames it caused by seq: they follow the new numbers too (a lost one is dropped).
  if (isRecord(model) && Array.isArray(model.calls))
    linked.model = {
      ...model,
      calls: model.calls
        .filter(isRecord)
        .map((call) => ({ ...call, seq: isFiniteNumber(call.seq) ? newSeq.get(call.seq) : undefined })),
    };
  return linked as unknown as WireEntry;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
