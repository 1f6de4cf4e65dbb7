import { histogram, summarize, type HistogramBucket, type LatencySummary } from '../../shared/lib/latency-stats.ts';
import type { Finding } from '../../shared/diagnose/finding.ts';
import type { LoadStop, LoadTally } from './load-run.ts';
import type { MemoryFigures } from './process-memory.ts';

/** One rule's findings over the run: counted once per time it was made, shown by its first message. */
export interface FindingCount {
  rule: string;
  severity: Finding['severity'];
  source: string;
  count: number;
  message: string;
}

export type MemoryReport = ({ measured: true; of: string } & MemoryFigures) | { measured: false; why: string };

/** What `--cli load` prints, and writes with --json: the same figures. */
export interface LoadReport {
  format: 'mcp-loupe-load/1';
  tool: string;
  arguments: Record<string, unknown>;
  server?: string;
  protocolVersion?: string;
  requests?: number;
  durationS?: number;
  concurrency: number;
  calls: number;
  ok: number;
  errors: Record<string, number>;
  elapsedMs: number;
  /** Calls answered per second over the run. */
  throughput: number;
  latencyMs?: LatencySummary;
  histogram: HistogramBucket[];
  memory: MemoryReport;
  findings: FindingCount[];
  stoppedBy: LoadStop;
  serverLost?: LoadTally['lost'];
  exitCode: number;
}

/** Findings grouped by rule, most frequent first; one a rule, with how many times it was made. */
export function countByRule(findings: readonly Finding[]): FindingCount[] {
  const byRule = new Map<string, FindingCount>();
  for (const finding of findings) {
    const seen = byRule.get(finding.rule);
    if (seen) seen.count++;
    else
      byRule.set(finding.rule, {
        rule: finding.rule,
        severity: finding.severity,
        source: finding.source,
        count: 1,
        message: finding.message,
      });
  }
  return [...byRule.values()].sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule));
}

export function loadReport(
  facts: Omit<
    LoadReport,
    | 'format'
    | 'calls'
    | 'ok'
    | 'errors'
    | 'elapsedMs'
    | 'throughput'
    | 'latencyMs'
    | 'histogram'
    | 'stoppedBy'
    | 'serverLost'
  >,
  tally: LoadTally,
): LoadReport {
  const latencyMs = summarize(tally.durationsMs);
  return {
    format: 'mcp-loupe-load/1',
    ...facts,
    calls: tally.calls,
    ok: tally.ok,
    errors: tally.errors,
    elapsedMs: Math.round(tally.elapsedMs),
    throughput: tally.elapsedMs > 0 ? round((tally.calls * 1000) / tally.elapsedMs, 2) : 0,
    ...(latencyMs ? { latencyMs: roundAll(latencyMs) } : {}),
    histogram: histogram(tally.durationsMs),
    stoppedBy: tally.stoppedBy,
    ...(tally.lost ? { serverLost: tally.lost } : {}),
  };
}

/** The report for a person. */
export function loadText(report: LoadReport): string {
  const failed = report.calls - report.ok;
  const lines = [
    `load: tools/call ${report.tool}${report.server ? ` on ${report.server}` : ''}, ${report.concurrency} in flight, ${plan(report)}`,
    `calls:       ${report.calls} answered, ${report.ok} ok, ${failed} failed`,
  ];
  const kinds = Object.entries(report.errors).sort((a, b) => b[1] - a[1]);
  if (kinds.length) lines.push(`errors:      ${kinds.map(([kind, n]) => `${kind} ×${n}`).join(', ')}`);
  lines.push(`throughput:  ${report.throughput} calls/s over ${(report.elapsedMs / 1000).toFixed(2)} s`);
  const l = report.latencyMs;
  lines.push(
    l
      ? `latency:     p50 ${ms(l.p50)}, p90 ${ms(l.p90)}, p99 ${ms(l.p99)}, max ${ms(l.max)} (n=${l.n})`
      : 'latency:     no call was timed',
  );
  const memory = report.memory;
  lines.push(
    memory.measured
      ? `memory:      ${memory.of}: ${mib(memory.startBytes)} at the start, ${mib(memory.maxBytes)} at most, ${mib(memory.endBytes)} at the end (${memory.samples} samples)`
      : `memory:      not measured: ${memory.why}`,
  );
  if (report.findings.length) {
    lines.push(`findings:    ${report.findings.length} rule${report.findings.length === 1 ? '' : 's'}`);
    for (const finding of report.findings)
      lines.push(`  ${finding.severity} ${finding.rule} ×${finding.count}: ${finding.message} [${finding.source}]`);
  } else lines.push('findings:    none');
  if (report.serverLost) {
    const lost = report.serverLost;
    lines.push(
      `stopped:     the server went away ${(lost.atMs / 1000).toFixed(2)} s into the run, after ${lost.afterCalls} call${lost.afterCalls === 1 ? '' : 's'} answered: ${lost.reason}`,
    );
  } else if (report.stoppedBy === 'interrupted') lines.push('stopped:     interrupted');
  return lines.join('\n');
}

function plan(report: LoadReport): string {
  const parts = [
    report.requests !== undefined ? `${report.requests} calls` : undefined,
    report.durationS !== undefined ? `${report.durationS} s` : undefined,
  ].filter(Boolean);
  return `until ${parts.join(' or ')}`;
}

const ms = (value: number) => `${value} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function roundAll(summary: LatencySummary): LatencySummary {
  const out = { ...summary };
  for (const key of Object.keys(out) as (keyof LatencySummary)[]) if (key !== 'n') out[key] = round(out[key], 1);
  return out;
}
