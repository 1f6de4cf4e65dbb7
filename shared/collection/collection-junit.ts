import { xmlAttribute, xmlText } from '../lib/xml-text.ts';
import type { CallRun, CollectionRun } from './run-collection.ts';

/**
 * A collection's run as JUnit XML (`--cli run FILE --junit OUT`), written
 * with the XML escaping the checkup's and the evals' reports use: one test
 * suite, a test case per call named as in the file. A call that did not
 * meet its expectation is a `failure`, its reasons the body; a run that
 * stopped early adds an `error` case for the calls it did not make.
 */
export function collectionJunit(run: CollectionRun, total: number): string {
  const failures = run.calls.filter((call) => !call.verdict.met).length;
  const stopped = run.stopped === undefined ? 0 : 1;
  const seconds = run.calls.reduce((sum, call) => sum + call.outcome.durationMs, 0) / 1000;
  const counts = `tests="${run.calls.length + stopped}" failures="${failures}" errors="${stopped}" time="${seconds.toFixed(3)}"`;
  const name = xmlAttribute(`mcp-loupe collection ${run.collection}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${name}" ${counts}>`,
    `  <testsuite name="${name}" ${counts}>`,
    ...run.calls.map((call) => testCase(run.collection, call)),
    ...(run.stopped === undefined
      ? []
      : [
          `    <testcase classname="${xmlAttribute(run.collection)}" name="run-stopped">`,
          `      <error message="${xmlAttribute(`${run.stopped} (${total - run.calls.length} of ${total} calls not made)`)}" type="stopped"/>`,
          '    </testcase>',
        ]),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function testCase(collection: string, call: CallRun): string {
  const open = `    <testcase classname="${xmlAttribute(collection)}" name="${xmlAttribute(call.name)}" time="${(call.outcome.durationMs / 1000).toFixed(3)}"`;
  if (call.verdict.met) return `${open}/>`;
  const [first = 'Not met'] = call.verdict.reasons;
  return [
    `${open}>`,
    `      <failure message="${xmlAttribute(first)}" type="expectation">${xmlText([call.subject, ...call.verdict.reasons].join('\n'))}</failure>`,
    '    </testcase>',
  ].join('\n');
}
