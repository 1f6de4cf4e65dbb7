import { type Finding, findingMessages } from '../diagnose/finding.ts';
import { verdict, type Verdict } from './verdict.ts';

/** The first `limit` sentences, the rest counted: a summary stays one readable line. */
export function listed(messages: readonly string[], limit: number): string {
  return messages.slice(0, limit).join('; ') + (messages.length > limit ? `; and ${messages.length - limit} more` : '');
}

/**
 * A check's verdict, its text made of the findings: it fails on an error,
 * warns on a warning, and passes with `pass` otherwise. The summary says
 * the first `limit` of the worst kind; the text says every one, errors first.
 */
export function findingsVerdict(findings: readonly Finding[], pass: string, limit: number): Verdict {
  const errors = findingMessages(findings.filter((finding) => finding.severity === 'error'));
  const warnings = findingMessages(findings.filter((finding) => finding.severity === 'warning'));
  const all = [...errors, ...warnings].join('\n');
  if (errors.length) return verdict('fail', listed(errors, limit), all);
  if (warnings.length) return verdict('warning', listed(warnings, limit), all);
  return verdict('pass', pass);
}
