/**
 * One thing wrong (or worth knowing) about a frame, named so it can be
 * counted, filtered and looked up: which rule, how bad, where in the
 * message, and which document the rule comes from.
 */
import type { FindingSeverity } from './finding-severity.ts';
import type { RuleId } from './rules/index.ts';

export { pointer, pointerKey } from '../lib/json-pointer.ts';
export type { FindingSeverity } from './finding-severity.ts';

/**
 * Who caused what a finding names: the server (the default), the
 * inspector's own probe (a `server/discover` sent to learn the revision, a
 * CORS check, a connect plan's try), or the person's own action (Disconnect,
 * Cancel). Only the server's findings count against it: in "Only trouble",
 * in summaries and in the command line's exit code.
 */
/**
 * Whose doing a finding is: the server's (its app's included), the inspector's own probe, the person's action, the
 * inspector itself as a host (an app's, or answering sampling), or a model's (a tool call it made with bad arguments).
 */
export type FindingCause = 'server' | 'probe' | 'person' | 'host' | 'model';

export interface Finding {
  /** A rule declared in the catalogue (`rules/`), such as `id-reused`: the findings panel counts by it. */
  readonly rule: RuleId;
  readonly severity: FindingSeverity;
  /** Where in the frame (RFC 6901 JSON pointer): `` is the whole frame, `/params/_meta/my key` a member. */
  readonly pointer: string;
  /** Where the rule comes from: a protocol revision (`2025-11-25`), `JSON-RPC 2.0`, `stdio transport`, `Streamable HTTP`. */
  readonly source: string;
  /** One line a person reads: what is wrong, and why it matters. */
  readonly message: string;
  /** What was probably meant, when one thing fits (`notifications/resources/updated`). */
  readonly didYouMean?: string;
  /** Absent: the server. */
  readonly cause?: FindingCause;
}

/** The one-line text of findings, for places that show a single sentence (and for older readers of `problem`). */
export function findingsText(findings: readonly Finding[]): string | undefined {
  if (!findings.length) return undefined;
  return findings.map(findingSentence).join('; ');
}

/** One finding as the sentence a person reads: its message, and what was probably meant when one thing fits. */
export function findingSentence(finding: Finding): string {
  return finding.didYouMean ? `${finding.message} (did you mean ${finding.didYouMean}?)` : finding.message;
}

/** Each finding's sentence, for places that list what is wrong one line at a time. */
export function findingMessages(findings: readonly Finding[]): string[] {
  return findings.map((finding) => finding.message);
}

/** Whether a finding flags the frame (an error or a warning); an `info` finding only tells. */
export function flags(finding: Finding): boolean {
  return finding.severity !== 'info';
}

/** Whether a finding is the server's doing (not the inspector's probe, not the person's own action). */
export function isServersFault(finding: Finding): boolean {
  return finding.cause === undefined || finding.cause === 'server';
}

/** Findings from several sources as one list: the same rule at the same place is kept once. */
export function mergeFindings(...lists: ReadonlyArray<readonly Finding[] | undefined>): Finding[] {
  const merged: Finding[] = [];
  for (const list of lists) {
    if (!list) continue;
    for (const finding of list) {
      if (!merged.some((kept) => kept.rule === finding.rule && kept.pointer === finding.pointer)) merged.push(finding);
    }
  }
  return merged;
}

/** The source of a rule that every MCP revision has, or the revision the connection speaks. */
export function mcpSource(revision: string | undefined): string {
  return revision ?? 'MCP';
}
