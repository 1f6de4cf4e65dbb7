import { changeClasses, type ChangeClass, type ContractChange } from './contract-change.ts';
import type { ContractDiff } from './contract-diff.ts';

export type ContractFormat = 'text' | 'json' | 'markdown';
/** Which differences fail a CI run: breaking ones, any at all, or none. */
export type FailOn = 'breaking' | 'any' | 'none';

const TITLES: Record<ChangeClass, string> = { breaking: 'Breaking', risky: 'Risky', compatible: 'Compatible' };

export interface ContractReportInput {
  diff: ContractDiff;
  /** How each side is named: `weather 1.0.0 (v1.json)`. */
  before: string;
  after: string;
  failOn: FailOn;
}

/** Whether the differences fail the run under `failOn`. */
export function contractFails(diff: ContractDiff, failOn: FailOn): boolean {
  if (failOn === 'none') return false;
  if (failOn === 'any') return diff.changes.length > 0;
  return diff.counts.breaking > 0;
}

/** "2 breaking, 1 risky, 3 compatible", or "no differences". */
export function countsLine(diff: ContractDiff): string {
  if (!diff.changes.length) return 'no differences';
  return changeClasses.map((name) => `${diff.counts[name]} ${name}`).join(', ');
}

export function contractReport(input: ContractReportInput, format: ContractFormat): string {
  if (format === 'json') return contractJson(input);
  if (format === 'markdown') return contractMarkdown(input);
  return contractText(input);
}

function contractText({ diff, before, after }: ContractReportInput): string {
  const lines = [`${before} → ${after}`, countsLine(diff)];
  if (diff.unrelated) lines.push(`Note: ${diff.unrelated}.`);
  for (const name of changeClasses) {
    const changes = diff.changes.filter((change) => change.class === name);
    if (!changes.length) continue;
    lines.push('', `${name.toUpperCase()} (${changes.length})`);
    for (const change of changes) lines.push(`  ${change.pointer || '/'}  ${change.why}`);
  }
  return lines.join('\n');
}

/** Ready for a pull-request comment: a heading with the counts, the two sides, then a table per class. */
function contractMarkdown({ diff, before, after }: ContractReportInput): string {
  const mark = diff.counts.breaking ? '❌' : diff.counts.risky ? '⚠️' : '✅';
  const lines = [`### ${mark} MCP server contract: ${countsLine(diff)}`, '', `${code(before)} → ${code(after)}`];
  if (diff.unrelated) lines.push('', `> **Note:** ${cell(diff.unrelated)}.`);
  for (const name of changeClasses) {
    const changes = diff.changes.filter((change) => change.class === name);
    if (!changes.length) continue;
    lines.push('', `#### ${TITLES[name]} (${changes.length})`, '', '| Where | What | Rule |', '| --- | --- | --- |');
    for (const change of changes)
      lines.push(`| ${code(change.pointer || '/')} | ${cell(change.why)} | ${code(change.rule)} |`);
  }
  return lines.join('\n');
}

function contractJson({ diff, before, after, failOn }: ContractReportInput): string {
  const changes: readonly ContractChange[] = diff.changes;
  return JSON.stringify(
    {
      before,
      after,
      counts: diff.counts,
      failOn,
      failed: contractFails(diff, failOn),
      ...(diff.unrelated ? { unrelated: diff.unrelated } : {}),
      changes,
    },
    null,
    2,
  );
}

/** Inline code that survives backticks and pipes in the text. */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${text.replaceAll('|', '\\|')}${fence}`;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}
