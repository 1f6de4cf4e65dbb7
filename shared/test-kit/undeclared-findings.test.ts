import { describe, expect, it } from 'vitest';
import type { Finding } from '../diagnose/finding.ts';
import { RULES, type RuleId } from '../diagnose/rules/index.ts';
import { undeclaredFindings } from './undeclared-findings.ts';

const finding = (rule: string, severity: Finding['severity']): Finding => ({
  rule: rule as RuleId,
  severity,
  pointer: '',
  source: 'JSON-RPC 2.0',
  message: `broke ${rule}`,
});

describe('the catalogue of rules', () => {
  it('declares every rule in kebab-case, with what it means, what it cites and whose fault it is', () => {
    for (const [id, spec] of Object.entries(RULES)) {
      expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(spec.means.length, id).toBeGreaterThan(10);
      expect(spec.cites.length, id).toBeGreaterThan(2);
      expect(['server', 'inspector', 'person', 'network', 'model']).toContain(spec.fault);
    }
  });

  it('names a finding whose rule it does not declare', () => {
    expect(undeclaredFindings([finding('not-json', 'error'), finding('made-up-rule', 'warning')])).toEqual([
      'made-up-rule: not in the catalogue (broke made-up-rule)',
    ]);
  });

  it('names a finding graver than its rule says, and lets a milder one pass', () => {
    expect(undeclaredFindings([finding('stdio-crlf', 'error')])).toEqual([
      'stdio-crlf: reported as error, declared info',
    ]);
    expect(undeclaredFindings([finding('app-load-failed', 'info')])).toEqual([]);
  });
});
