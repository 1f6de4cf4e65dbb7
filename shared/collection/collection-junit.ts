import { junitTestCase } from '../lib/junit-xml.ts';
import { xmlAttribute } from '../lib/xml-text.ts';
import type { CallRun, CollectionRun } from './run-collection.ts';

/**
 * A collection's run as JUnit XML (`--cli run FILE --junit OUT`), its test
 * cases written as the checkup's and the evals' reports write theirs: one test
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
          junitTestCase({
            classname: run.collection,
            name: 'run-stopped',
            outcome: {
              tag: 'error',
              message: `${run.stopped} (${total - run.calls.length} of ${total} calls not made)`,
              type: 'stopped',
            },
          }),
        ]),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function testCase(collection: string, call: CallRun): string {
  const at = { classname: collection, name: call.name, seconds: call.outcome.durationMs / 1000 };
  if (call.verdict.met) return junitTestCase(at);
  return junitTestCase({
    ...at,
    outcome: {
      tag: 'failure',
      message: call.verdict.reasons[0] ?? 'Not met',
      type: 'expectation',
      body: [call.subject, ...call.verdict.reasons].join('\n'),
    },
  });
}
