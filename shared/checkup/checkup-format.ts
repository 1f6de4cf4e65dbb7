import { isServersFault } from '../diagnose/finding.ts';
import {
  checkId,
  type CheckOutcome,
  type CheckResult,
  type CheckupReport,
  type EvidenceFrame,
} from './checkup-report.ts';

const LABELS: Record<CheckOutcome, string> = { pass: 'PASS', fail: 'FAIL', warning: 'WARN', 'not-applicable': 'N/A ' };

/** The report as JSON: what the page copies and `mcp-loupe --cli check --format json` prints. Frames are log seqs (from 0), as in an exported log. */
export function checkupAsJson(report: CheckupReport): string {
  // Each check's id first: the one name CI follows across runs (see checkId).
  const checks = report.checks.map((check) => ({ id: checkId(check), ...check }));
  return JSON.stringify({ format: 'mcp-loupe-checkup', version: 1, ...report, checks }, null, 2);
}

/** The counts in one line: `14 pass · 1 warning · 2 fail · 3 not applicable`. */
export function checkupTotals(report: Pick<CheckupReport, 'counts'>): string {
  const { pass, warning, fail } = report.counts;
  const notApplicable = report.counts['not-applicable'];
  return `${pass} pass · ${warning} warning${warning === 1 ? '' : 's'} · ${fail} fail · ${notApplicable} not applicable`;
}

/** Frames as a person finds them in the Log: entry numbers count from 1. */
export function framesText(frames: readonly EvidenceFrame[]): string {
  return frames
    .map(
      (frame) =>
        `${frame.direction === 'out' ? '→' : frame.direction === 'in' ? '←' : '·'} ${frame.label} (entry ${frame.seq + 1})`,
    )
    .join(', ');
}

/** The report as readable text, one block per check; failures and warnings carry their evidence. */
export function checkupAsText(report: CheckupReport): string {
  const { server } = report;
  const who = [server.name ?? 'The server', server.version].filter(Boolean).join(' ');
  const lines = [
    `Checkup of ${who}${server.protocolVersion ? ` (${server.protocolVersion})` : ''}, connection ${report.connection}${report.callTools ? ', tools called' : ''}`,
    `${checkupTotals(report)} (${(report.durationMs / 1000).toFixed(1)} s)`,
  ];
  if (report.stopped) lines.push(`Stopped before the end: ${report.stopped}`);
  const width = Math.max(0, ...report.checks.map((check) => check.name.length));
  for (const check of report.checks) lines.push('', ...checkText(check, width));
  return `${lines.join('\n')}\n`;
}

function checkText(check: CheckResult, width: number): string[] {
  const indent = ' '.repeat(6);
  const lines = [
    `${informs(check) ? 'INFO' : LABELS[check.result]}  ${check.name.padEnd(width)}  ${check.title}`,
    `${indent}${check.summary}`,
  ];
  if (check.result === 'fail' || check.result === 'warning') {
    if (!check.summary.includes(check.evidence.text))
      lines.push(...check.evidence.text.split('\n').map((line) => `${indent}${line}`));
    if (check.evidence.frames.length) lines.push(`${indent}frames: ${framesText(check.evidence.frames)}`);
    for (const frame of check.evidence.frames)
      for (const finding of frame.findings ?? [])
        if (frame.direction === 'in')
          lines.push(
            `${indent}finding on entry ${frame.seq + 1}: ${finding.rule} (${finding.severity}): ${finding.message}`,
          );
  }
  const rule = check.rule;
  lines.push(`${indent}rule: ${[rule.revision, rule.section, rule.url].filter(Boolean).join(' · ')}`);
  return lines;
}

/** Whether a check passed and tells something worth knowing (an `info` finding): it is shown as information, and counted as a pass. */
export function informs(check: Pick<CheckResult, 'result' | 'findings'>): boolean {
  return check.result === 'pass' && check.findings.some((finding) => finding.severity === 'info');
}

/**
 * Whether the checkup should end the command with a non-zero exit: always
 * when it stopped before its end (nothing can be vouched for); under
 * `strict`, when the server broke a rule: a check failed, by the server's
 * doing (a failure of the checkup's own probe is not the server's).
 * Warnings never fail it, even under `strict`: they are the revisions'
 * advice (SHOULD), or results the checkup cannot settle, and a script that
 * wants them counts them itself.
 */
export function checkupFailed(report: CheckupReport, options: { strict: boolean }): boolean {
  if (report.stopped !== undefined) return true;
  return options.strict && serverBrokeRules(report);
}

/** Whether some check failed by the server's doing. */
export function serverBrokeRules(report: Pick<CheckupReport, 'checks'>): boolean {
  return report.checks.some((check) =>
    check.findings.some((finding) => finding.severity === 'error' && isServersFault(finding)),
  );
}
