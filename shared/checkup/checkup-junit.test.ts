import { describe, expect, it } from 'vitest';
import { readXml, type XmlElement } from '../test-kit/xml-tree.ts';
import { checkupAsJson } from './checkup-format.ts';
import { checkupAsJunit } from './checkup-junit.ts';
import { checkId, countOutcomes, type CheckResult, type CheckupReport } from './checkup-report.ts';

const rule = { revision: '2025-11-25', section: 'Ping' };
const check = (name: string, result: CheckResult['result'], extra: Partial<CheckResult> = {}): CheckResult =>
  ({
    name,
    title: `${name} <is> "checked" & judged`,
    result,
    summary: `${name}: ${result}`,
    evidence: { text: `${name}: ${result}`, frames: [] },
    rule,
    findings: [],
    ...extra,
  }) as CheckResult;

const finding = (cause?: 'probe') => ({
  rule: 'checkup-ping' as const,
  severity: 'error' as const,
  pointer: '',
  source: '2025-11-25 › Ping',
  message: 'failed',
  ...(cause ? { cause } : {}),
});

const checks = [
  check('ping', 'pass'),
  check('unknown-method', 'fail', {
    findings: [finding()],
    evidence: { text: 'Sent x/y', frames: [{ seq: 6, direction: 'out', label: 'x/y' }] },
  }),
  check('invalid-params', 'fail', { findings: [finding('probe')] }),
  check('server-discover', 'not-applicable'),
  check('tool-names', 'warning'),
];
const report = (overrides: Partial<CheckupReport> = {}): CheckupReport => ({
  server: { name: 'demo & co', version: '1.0.0', protocolVersion: '2025-11-25' },
  connection: 1,
  callTools: false,
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 1500,
  checks,
  counts: countOutcomes(checks),
  ...overrides,
});

const cases = (root: XmlElement) => root.children[0]!.children.filter((child) => child.name === 'testcase');

describe('the checkup as JUnit', () => {
  it('is well-formed XML: one suite, a test case per check named by its id', () => {
    const root = readXml(checkupAsJunit(report()));
    expect(root.name).toBe('testsuites');
    expect(root.attributes).toMatchObject({ tests: '5', failures: '1', errors: '1', skipped: '1', time: '1.500' });
    const suite = root.children[0]!;
    expect(suite.attributes.name).toBe('mcp-loupe checkup of demo & co');
    expect(suite.children[0]!.children.map((property) => property.attributes)).toContainEqual({
      name: 'protocolVersion',
      value: '2025-11-25',
    });
    expect(cases(root).map((testCase) => testCase.attributes.name)).toEqual(checks.map(checkId));
  });

  it("makes the server's failure a failure, the probe's an error, a check that does not apply skipped", () => {
    const [pass, failed, probe, skipped, warning] = cases(readXml(checkupAsJunit(report())));
    expect(pass!.children.map((child) => child.name)).toEqual(['system-out']);
    expect(failed!.children[0]).toMatchObject({ name: 'failure', attributes: { type: 'checkup-unknown-method' } });
    expect(failed!.children[0]!.text).toContain('unknown-method <is> "checked" & judged');
    expect(failed!.children[0]!.text).toContain('frames: → x/y (entry 7)');
    expect(probe!.children[0]!.name).toBe('error');
    expect(skipped!.children[0]).toMatchObject({
      name: 'skipped',
      attributes: { message: 'server-discover: not-applicable' },
    });
    expect(warning!.children[0]!.text).toMatch(/^WARNING: /);
  });

  it('adds an error when the checkup stopped before its end: what it did not run cannot pass', () => {
    const root = readXml(checkupAsJunit(report({ stopped: 'The connection ended' })));
    expect(root.attributes.errors).toBe('2');
    expect(cases(root).at(-1)).toMatchObject({ attributes: { name: 'checkup-stopped' } });
  });
});

describe('check ids', () => {
  it("are the check's rule in the catalogue, first in each JSON check", () => {
    const json = JSON.parse(checkupAsJson(report()));
    expect(json.checks.map((each: { id: string }) => each.id)).toEqual([
      'checkup-ping',
      'checkup-unknown-method',
      'checkup-invalid-params',
      'checkup-server-discover',
      'checkup-tool-names',
    ]);
    expect(Object.keys(json.checks[0])[0]).toBe('id');
  });
});
