import { LogScan } from './log-scan.ts';
import { flags } from '../diagnose/finding.ts';
import { hasRule } from './findings-summary.ts';
import type { PayloadMatch } from './payload-store.ts';
import { CANCELLED } from './frame-facts.ts';
import { stderrReadsAsTrouble } from './stderr-trouble.ts';
import { entryLabel, type WireEntry } from './wire-entry.ts';
import { everySeq, includesSeq, insertSeq, listedSeqs, type ShownSeqs } from './shown-seqs.ts';

export { includesSeq } from './shown-seqs.ts';
export type { ShownSeqs } from './shown-seqs.ts';

/** What the log is narrowed to; every part given must match. */
export interface WireQuery {
  /** Words to find in an entry's label, id or raw text (case-insensitive); a regular expression when `regex` is set. */
  text: string;
  regex?: boolean;
  /** Only entries with a finding of this rule. */
  rule?: string;
  /** Only trouble (see isTrouble). */
  onlyProblems?: boolean;
  /** Only the steps of conversations with a model (entries of kind `model`). */
  modelTurns?: boolean;
}

/** `text` as a regular expression (case-insensitive), or why it is not one. */
export function searchPattern(text: string): { pattern: RegExp } | { error: string } {
  try {
    return { pattern: new RegExp(text, 'i') };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The seqs of the entries matching a query, kept up to date incrementally:
 * each call only looks at entries appended since the last one, so filtering
 * a 100,000-entry log costs work proportional to what is new. No query at
 * all is every entry, which costs nothing to keep. A first read of a big
 * log can be done in slices (`limit`): `scanned` says how far it got, and
 * what is handed out is what matched so far.
 */
export class WireFilter {
  #scan = new LogScan();
  /** Grows in place; the items already handed out (in #shown) never change: an insertion works on a copy. */
  #matches: number[] = [];
  #shown: ShownSeqs = listedSeqs([]);

  /** Entries read so far for the current query. */
  get scanned(): number {
    return this.#scan.scanned;
  }

  /**
   * `generation` is the log's: when it changes, the entries were replaced and the scan starts over.
   * A string query is text alone (with `onlyProblems` beside it); a regular expression that does not compile filters nothing out.
   * `limit`: the most entries read in this call (the rest at the next).
   */
  matches(
    entries: readonly WireEntry[],
    query: string | WireQuery,
    generation = 0,
    onlyProblems = false,
    limit = Number.POSITIVE_INFINITY,
  ): ShownSeqs {
    const {
      text,
      regex = false,
      rule,
      onlyProblems: troubleOnly = false,
      modelTurns = false,
    } = typeof query === 'string' ? { text: query, onlyProblems } : query;
    const normalized = regex ? text : text.trim().toLowerCase();
    const key = JSON.stringify([normalized, regex, rule ?? null, troubleOnly, modelTurns]);
    if (this.#scan.restarts(entries, generation, key)) {
      this.#matches = [];
      this.#shown = listedSeqs(this.#matches, 0);
    }
    if (this.#scan.scanned === entries.length) return this.#shown;
    if (!normalized && rule === undefined && !troubleOnly && !modelTurns) {
      this.#scan.scanned = entries.length;
      this.#shown = everySeq(entries.length);
      return this.#shown;
    }
    let matches = this.#matches;
    const writable = () => {
      if (matches === this.#matches) matches = matches.slice();
      return matches;
    };
    const wanted = textTest(normalized, regex);
    const kept = (entry: WireEntry) =>
      (!modelTurns || entry.kind === 'model') && (rule === undefined || hasRule(entry, rule)) && wanted(entry);
    const end = Math.min(entries.length, this.#scan.scanned + Math.max(1, limit));
    for (let i = this.#scan.scanned; i < end; i++) {
      const entry = entries[i]!;
      if (troubleOnly && !isTrouble(entry)) continue;
      if (kept(entry)) matches.push(i);
      // The request a cancellation names was scanned before it, when it did not look like trouble yet.
      const named = troubleOnly && entry.cancels !== undefined ? entries[entry.cancels] : undefined;
      if (named && kept(named) && !includesSeq(matches, named.seq)) insertSeq(writable(), named.seq);
      // So was what the server said on stderr just before it crashed.
      if (troubleOnly && endedBadly(entry))
        for (const seq of stderrBefore(entries, entry))
          if (kept(entries[seq]!) && !includesSeq(matches, seq)) insertSeq(writable(), seq);
    }
    this.#scan.scanned = end;
    if (matches !== this.#matches || matches.length !== this.#shown.length) {
      this.#matches = matches;
      this.#shown = listedSeqs(matches);
    }
    return this.#shown;
  }
}

/**
 * What to ask the payload store for, so that text moved out of memory is
 * searched too; undefined when there is nothing to ask (no text, an id
 * query, a regular expression that does not compile).
 */
export function storedMatch(query: Pick<WireQuery, 'text' | 'regex'>): PayloadMatch | undefined {
  if (query.regex)
    return query.text && !('error' in searchPattern(query.text)) ? { pattern: query.text, flags: 'i' } : undefined;
  const text = query.text.trim().toLowerCase();
  return text && !text.startsWith('#') ? { text } : undefined;
}

/**
 * `matches` with the entries whose stored text matched the query's text,
 * when they pass its other parts (rule, Only trouble) too; the same array
 * when that adds nothing. Both lists ascend, and so does the result.
 */
export function withStoredMatches(
  matches: ShownSeqs,
  stored: readonly number[],
  entries: readonly WireEntry[],
  query: Pick<WireQuery, 'rule' | 'onlyProblems' | 'modelTurns'>,
): ShownSeqs {
  const kept = stored.filter((seq) => {
    const entry = entries[seq];
    return (
      entry !== undefined &&
      !matches.has(seq) &&
      (!query.modelTurns || entry.kind === 'model') &&
      (query.rule === undefined || hasRule(entry, query.rule)) &&
      (!query.onlyProblems || isTrouble(entry))
    );
  });
  if (!kept.length) return matches;
  const merged: number[] = [];
  let a = 0;
  let b = 0;
  while (a < matches.length || b < kept.length) {
    if (b >= kept.length || (a < matches.length && matches.seqAt(a) < kept[b]!)) merged.push(matches.seqAt(a++));
    else merged.push(kept[b++]!);
  }
  return listedSeqs(merged);
}

function textTest(text: string, regex: boolean): (entry: WireEntry) => boolean {
  if (!text) return () => true;
  if (!regex) {
    // Case-insensitive without a lowercased copy of every entry's text: the same scan, no garbage (100,000 entries: about half the time).
    const literal = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    return (entry) => entryMatches(entry, text, literal);
  }
  const compiled = searchPattern(text);
  if ('error' in compiled) return () => true;
  const { pattern } = compiled;
  return (entry) => pattern.test(entry.raw) || pattern.test(entryLabel(entry));
}

/** `query` lowercased; `literal` the same text as a case-insensitive pattern. */
function entryMatches(entry: WireEntry, query: string, literal: RegExp): boolean {
  // "#7" means id 7, as the id column shows it.
  if (query.startsWith('#')) return entry.id !== undefined && String(entry.id).toLowerCase() === query.slice(1);
  if (literal.test(entryLabel(entry))) return true;
  if (entry.id !== undefined && String(entry.id) === query) return true;
  return literal.test(entry.raw);
}

/**
 * What someone hunting a misbehaving server wants to see first: any frame a
 * finding flags (an error or a warning; an `info` finding only tells), any
 * other problem, any error response, a result with `isError: true`, stderr
 * that reads as an error or a stack trace (servers may log routine lines
 * there), a process that ended badly and the stderr just before it
 * (WireFilter adds those lines when the end comes), lines that are not JSON-RPC, an HTTP status of 400 or more, what the SDK
 * complained of, and a cancellation the inspector sent (the person's, or a
 * timeout's). The request that cancellation names is trouble too;
 * WireFilter adds it when the cancellation comes, since a request alone
 * cannot tell. Not trouble: the inspector's own probes (the revision probe
 * a server of an earlier revision refused, a connect plan's attempt that
 * another followed), nor anything that answered or carried one.
 */
export function isTrouble(entry: WireEntry): boolean {
  if (entry.probe) return false;
  if (entry.findings?.length) {
    if (entry.findings.some(flags)) return true;
    if (entry.findings.some((finding) => finding.rule === PROBE_DECLINED)) return false;
  }
  return (
    entry.problem !== undefined ||
    entry.kind === 'error' ||
    entry.isError === true ||
    (entry.kind === 'notification' && entry.direction === 'out' && entry.method === CANCELLED) ||
    (entry.kind === 'stderr' && stderrReadsAsTrouble(entry.raw)) ||
    endedBadly(entry) ||
    entry.kind === 'invalid-json' ||
    entry.kind === 'not-jsonrpc' ||
    (entry.kind === 'http' && (entry.http?.status ?? 0) >= 400) ||
    (entry.kind === 'process' && entry.direction === 'note' && entry.raw.startsWith(SDK_COMPLAINT))
  );
}

/** Signals sent to end a process from outside (the proxy stopping it, a person's kill): not the server's crash. */
const ENDED_FROM_OUTSIDE = new Set(['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGKILL']);

/** A stdio server's process that ended with a failing code or a signal of its own doing (SIGSEGV, SIGABRT, …). */
function endedBadly(entry: WireEntry): boolean {
  if (entry.kind !== 'process' || entry.direction !== 'note' || typeof entry.exit !== 'object' || entry.exit === null)
    return false;
  const { code, signal } = entry.exit;
  return typeof signal === 'string' ? !ENDED_FROM_OUTSIDE.has(signal) : typeof code === 'number' && code !== 0;
}

/** How many stderr lines before a bad end count as its context, and how far back to look for them. */
const STDERR_BEFORE_END = 20;
const LOOK_BACK = 5_000;

/** The seqs of the connection's last stderr lines before `end`, oldest first. */
function stderrBefore(entries: readonly WireEntry[], end: WireEntry): number[] {
  const found: number[] = [];
  for (let seq = end.seq - 1; seq >= Math.max(0, end.seq - LOOK_BACK) && found.length < STDERR_BEFORE_END; seq--) {
    const entry = entries[seq];
    if (entry?.connection === end.connection && entry.kind === 'stderr') found.push(seq);
  }
  return found.reverse();
}

/** The finding on a server/discover refused while the inspector probes for the revision. */
const PROBE_DECLINED = 'revision-probe-declined';
/** How the session logs what the SDK reports through onerror. */
const SDK_COMPLAINT = 'SDK: ';
