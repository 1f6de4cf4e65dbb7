import { describe, expect, it } from 'vitest';
import { readXml } from '../test-kit/xml-tree.ts';
import { collectionJunit } from './collection-junit.ts';
import type { CollectionRun } from './run-collection.ts';

const run: CollectionRun = {
  collection: 'smoke & co',
  met: false,
  stopped: 'The connection ended: the server exited',
  calls: [
    {
      name: 'echo',
      subject: 'tools/call echo',
      outcome: { kind: 'result', result: {}, durationMs: 1500 },
      verdict: { met: true, reasons: [] },
    },
    {
      name: 'sum <2>',
      subject: 'tools/call get-sum',
      outcome: { kind: 'result', result: {}, durationMs: 500 },
      verdict: { met: false, reasons: ['result.x: expected 1, got 2', 'The tool answered with isError: true'] },
    },
  ],
};

describe('collectionJunit', () => {
  it('has a case per call, a failure with every reason, and an error for the calls a stopped run did not make', () => {
    const root = readXml(collectionJunit(run, 5));
    expect(root.attributes).toMatchObject({ tests: '3', failures: '1', errors: '1', time: '2.000' });
    const cases = root.children[0]!.children;
    expect(cases.map((testCase) => testCase.attributes.name)).toEqual(['echo', 'sum <2>', 'run-stopped']);
    expect(cases[1]!.children[0]).toMatchObject({
      name: 'failure',
      attributes: { message: 'result.x: expected 1, got 2', type: 'expectation' },
    });
    expect(cases[1]!.children[0]!.text).toBe(
      'tools/call get-sum\nresult.x: expected 1, got 2\nThe tool answered with isError: true',
    );
    expect(cases[2]!.children[0]).toMatchObject({
      name: 'error',
      attributes: { message: 'The connection ended: the server exited (3 of 5 calls not made)', type: 'stopped' },
    });
  });
});
