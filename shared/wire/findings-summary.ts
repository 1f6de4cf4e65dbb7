import { LogScan } from './log-scan.ts';
import { isServersFault, type Finding, type FindingSeverity } from '../diagnose/finding.ts';
import type { WireEntry } from './wire-entry.ts';

/** The rule an entry's `problem` is counted under when no finding names one (entries written before the rules had names). */
export const UNNAMED_RULE = 'flagged';

/**
 * What is wrong with an entry, rule by rule: its findings, or else its
 * one-line `problem` as a single finding of UNNAMED_RULE, so that every
 * flagged frame is counted somewhere.
 */
export function entryFindings(entry: Pick<WireEntry, 'findings' | 'problem' | 'probe'>): readonly Finding[] {
  if (entry.findings?.length) return entry.findings;
  if (entry.problem === undefined || entry.probe) return noFindings;
  return [{ rule: UNNAMED_RULE, severity: 'warning', pointer: '', source: '', message: entry.problem }];
}

const noFindings: readonly Finding[] = Object.freeze([]);

/** Whether `entry` has a finding of `rule`. */
export function hasRule(entry: Pick<WireEntry, 'findings' | 'problem'>, rule: string): boolean {
  return entryFindings(entry).some((finding) => finding.rule === rule);
}

/** One rule's line in the findings panel. */
export interface RuleSummary {
  readonly rule: string;
  /** The worst severity any of its findings had. */
  readonly severity: FindingSeverity;
  /** Frames with at least one finding of this rule: what a filter by rule shows. */
  readonly frames: number;
  /** Findings of this rule, counting each place in a frame. */
  readonly findings: number;
  /** The first finding of this rule, and the frame it was on. */
  readonly example: Finding;
  readonly exampleSeq: number;
}

const severityRank: Record<FindingSeverity, number> = { error: 0, warning: 1, info: 2 };

/** Which entries the findings panel counts: one connection's (all when absent), and only those from `fromSeq` on (after a Clear). */
export interface FindingsScope {
  readonly connection?: number | undefined;
  readonly fromSeq?: number | undefined;
}

/**
 * The log's findings counted by rule, kept up to date incrementally: each
 * call looks only at entries appended since the last one, so a
 * 100,000-entry log is summed once, not on every render. A new scope
 * counts again from its first entry. A first count of a big log can be
 * done in slices (`limit`): until `complete`, the counts are those of the
 * entries up to `scanned`, and the panel says so.
 */
export class FindingsSummary {
  #scan = new LogScan();
  #byRule = new Map<string, RuleSummary>();
  #summary: readonly RuleSummary[] = [];
  #flaggedFrames = 0;

  /** Entries read so far (counted, or left out by the scope). */
  get scanned(): number {
    return this.#scan.scanned;
  }

  /**
   * Rules, worst severity first, then most frames. `generation` is the log's: when it changes, counting starts over.
   * `limit`: the most entries read in this call (the rest at the next).
   */
  summarize(
    entries: readonly WireEntry[],
    generation = 0,
    scope: FindingsScope = {},
    limit = Number.POSITIVE_INFINITY,
  ): readonly RuleSummary[] {
    const scopeKey = `${scope.connection ?? '*'}:${scope.fromSeq ?? 0}`;
    if (this.#scan.restarts(entries, generation, scopeKey)) {
      this.#scan.scanned = Math.min(entries.length, Math.max(0, scope.fromSeq ?? 0));
      this.#byRule = new Map();
      this.#summary = [];
      this.#flaggedFrames = 0;
    }
    if (this.#scan.scanned === entries.length) return this.#summary;
    let changed = false;
    const end = Math.min(entries.length, this.#scan.scanned + Math.max(1, limit));
    for (let i = this.#scan.scanned; i < end; i++) {
      const entry = entries[i]!;
      if (scope.connection !== undefined && entry.connection !== scope.connection) continue;
      const all = entryFindings(entry);
      if (!all.length) continue;
      // The findings panel counts what the server did; the inspector's own probes are not its doing.
      const findings = all.filter(isServersFault);
      if (!findings.length) continue;
      this.#count(entry.seq, findings);
      this.#flaggedFrames++;
      changed = true;
    }
    this.#scan.scanned = end;
    // A new array only when something changed: the panel re-renders on a new one.
    if (changed) this.#summary = [...this.#byRule.values()].sort(compareRules);
    return this.#summary;
  }

  /** Frames with at least one finding, of any rule. */
  get flaggedFrames(): number {
    return this.#flaggedFrames;
  }

  #count(seq: number, findings: readonly Finding[]): void {
    const seen = new Set<string>();
    for (const finding of findings) {
      const known = this.#byRule.get(finding.rule);
      const firstOnFrame = !seen.has(finding.rule);
      seen.add(finding.rule);
      if (!known) {
        this.#byRule.set(finding.rule, {
          rule: finding.rule,
          severity: finding.severity,
          frames: 1,
          findings: 1,
          example: finding,
          exampleSeq: seq,
        });
        continue;
      }
      this.#byRule.set(finding.rule, {
        ...known,
        severity: severityRank[finding.severity] < severityRank[known.severity] ? finding.severity : known.severity,
        frames: known.frames + (firstOnFrame ? 1 : 0),
        findings: known.findings + 1,
      });
    }
  }
}

function compareRules(a: RuleSummary, b: RuleSummary): number {
  return severityRank[a.severity] - severityRank[b.severity] || b.frames - a.frames || a.rule.localeCompare(b.rule);
}
