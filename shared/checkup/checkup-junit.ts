import { isServersFault } from '../diagnose/finding.ts';
import { junitTestCase } from '../lib/junit-xml.ts';
import { xmlAttribute } from '../lib/xml-text.ts';
import { framesText } from './checkup-format.ts';
import { checkId, type CheckResult, type CheckupReport } from './checkup-report.ts';

/** The test case the JUnit report adds when the checkup stopped before its end: the checks it did not run cannot pass. */
export const STOPPED_ID = 'checkup-stopped';

/**
 * The checkup as JUnit XML (`--cli check --junit FILE`): one test suite,
 * one test case per check named by its id. A failure by the server's doing
 * is a `failure`; one of the checkup's own probe an `error`; a check that
 * does not apply is `skipped`; a warning passes, its reason in `system-out`.
 */
export function checkupAsJunit(report: CheckupReport): string {
  const checks = report.checks;
  const failures = checks.filter((check) => check.result === 'fail' && serversDoing(check)).length;
  const errors = checks.filter((check) => check.result === 'fail' && !serversDoing(check)).length;
  const skipped = checks.filter((check) => check.result === 'not-applicable').length;
  const stopped = report.stopped === undefined ? 0 : 1;
  const counts = `tests="${checks.length + stopped}" failures="${failures}" errors="${errors + stopped}" skipped="${skipped}"`;
  const time = `time="${(report.durationMs / 1000).toFixed(3)}"`;
  const server = report.server;
  const properties = [
    ['server', server.name],
    ['version', server.version],
    ['protocolVersion', server.protocolVersion],
  ].filter((pair): pair is [string, string] => pair[1] !== undefined);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-loupe checkup" ${counts} ${time}>`,
    `  <testsuite name="${xmlAttribute(`mcp-loupe checkup of ${server.name ?? 'the server'}`)}" ${counts} ${time} timestamp="${xmlAttribute(report.startedAt)}">`,
    ...(properties.length
      ? [
          '    <properties>',
          ...properties.map(([name, value]) => `      <property name="${name}" value="${xmlAttribute(value)}"/>`),
          '    </properties>',
        ]
      : []),
    ...checks.map(testCase),
    ...(report.stopped === undefined
      ? []
      : [
          junitTestCase({
            classname: 'mcp-loupe.checkup',
            name: STOPPED_ID,
            outcome: { tag: 'error', message: `Stopped before the end: ${report.stopped}`, type: 'stopped' },
          }),
        ]),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function testCase(check: CheckResult): string {
  const rule = [check.rule.revision, check.rule.section, check.rule.url].filter(Boolean).join(' · ');
  const about = `${check.title}\n${check.summary}\nrule: ${rule}`;
  const at = { classname: 'mcp-loupe.checkup', name: checkId(check) };
  if (check.result === 'not-applicable')
    return junitTestCase({ ...at, outcome: { tag: 'skipped', message: check.summary } });
  if (check.result === 'pass' || check.result === 'warning')
    return junitTestCase({ ...at, systemOut: check.result === 'warning' ? `WARNING: ${about}` : about });
  const frames = check.evidence.frames.length ? `\nframes: ${framesText(check.evidence.frames)}` : '';
  const evidence = check.evidence.text === check.summary ? '' : `\n${check.evidence.text}`;
  return junitTestCase({
    ...at,
    outcome: {
      tag: serversDoing(check) ? 'failure' : 'error',
      message: check.summary,
      type: checkId(check),
      body: `${about}${evidence}${frames}`,
    },
  });
}

/** A failed check is the server's doing unless its finding says the checkup's own probe could not ask. */
function serversDoing(check: CheckResult): boolean {
  return check.findings.length === 0 || check.findings.some(isServersFault);
}
