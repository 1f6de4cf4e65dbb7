import type { Finding, FindingCause, FindingSeverity } from '../diagnose/finding.ts';

/** What one check found: `not-applicable` says why in its summary (the revision has no such thing, the server offers nothing to try it on). */
export type CheckOutcome = 'pass' | 'fail' | 'warning' | 'not-applicable';

export const CHECK_OUTCOMES: readonly CheckOutcome[] = ['pass', 'fail', 'warning', 'not-applicable'];

/** Where a check's rule is written: the revision (or `JSON-RPC 2.0`), the section, and its address when it has a stable one. */
export interface SpecRule {
  readonly revision: string;
  readonly section: string;
  readonly url?: string;
}

/** One frame a check sent or got, as the wire log holds it. */
export interface EvidenceFrame {
  /** The frame's position in the wire log (the Log opens it). */
  readonly seq: number;
  readonly direction: 'out' | 'in' | 'note';
  /** `tools/list`, `tools/list result`, `ping error -32601`, … */
  readonly label: string;
  /** What the protocol rules found on this frame. */
  readonly findings?: readonly {
    readonly rule: string;
    readonly severity: FindingSeverity;
    readonly message: string;
    readonly cause?: FindingCause;
  }[];
}

export interface CheckEvidence {
  /** What was sent and what came back, in a sentence or two. */
  readonly text: string;
  readonly frames: readonly EvidenceFrame[];
}

export interface CheckResult {
  /** Stable, kebab-case: scripts match on it. */
  readonly name: string;
  /** What is checked, for a person. */
  readonly title: string;
  readonly result: CheckOutcome;
  /** Why this result, in one line: a failure's or a warning's is the message of its finding. */
  readonly summary: string;
  readonly evidence: CheckEvidence;
  readonly rule: SpecRule;
  /**
   * The judgement as findings: one for a failure (`error`) or a warning,
   * rule `checkup-<name>`, source the rule's revision and section, and who
   * caused it (the server, or the checkup's own probe when it could not ask).
   * A pass that tells something worth knowing (the app-only tools) has one
   * `info` finding; other passes and checks that do not apply have none.
   */
  readonly findings: readonly Finding[];
}

export interface CheckupReport {
  readonly server: {
    readonly name?: string;
    readonly version?: string;
    readonly protocolVersion?: string;
    readonly era?: 'legacy' | 'modern';
  };
  /** The wire log's connection the checks ran on. */
  readonly connection: number;
  /** Whether the person allowed the checkup to call tools. */
  readonly callTools: boolean;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly checks: readonly CheckResult[];
  readonly counts: Readonly<Record<CheckOutcome, number>>;
  /** Why the checkup stopped before its end (not connected, the connection ended, stopped by the person). */
  readonly stopped?: string;
}

/**
 * A check's id for machines: its rule in the catalogue (`checkup-ping`),
 * which a check cannot be without (CheckName) and which names the same
 * check in every run and every version, whatever its title says, so CI can
 * follow one check of one server over time.
 */
export function checkId(check: Pick<CheckResult, 'name'>): string {
  return `checkup-${check.name}`;
}

export function countOutcomes(checks: readonly CheckResult[]): Record<CheckOutcome, number> {
  const counts: Record<CheckOutcome, number> = { pass: 0, fail: 0, warning: 0, 'not-applicable': 0 };
  for (const check of checks) counts[check.result]++;
  return counts;
}
