import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { readXml } from '../../shared/test-kit/xml-tree.ts';
import { EXIT } from './exit-codes.ts';

// `mcp-loupe --cli check --json FILE --junit FILE`, twice, each a process of its own, against a server that fails
// several checks: the ids CI follows must be the same in both runs, and the JUnit must parse.
const fixture = fileURLToPath(new URL('../../e2e/fixtures/checkup-broken.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'loupe-check-reports-'));
const at = (name: string) => join(scratch, name);
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cli = (args: string[]) => runMcpLoupe(['--cli', 'check', ...args, '--', process.execPath, fixture]);

describe('mcp-loupe --cli check --json FILE --junit FILE', () => {
  it('gives each check the same id in two runs, in the JSON and as the JUnit test case', async () => {
    const runs = [];
    for (const n of [1, 2]) {
      const run = await cli(['--format', 'text', '--json', at(`check-${n}.json`), `--junit=${at(`check-${n}.xml`)}`]);
      expect(run.code, run.stderr).toBe(EXIT.ok);
      // What is printed is still what --format asks for.
      expect(run.stdout).toMatch(/^Checkup of checkup-broken/);
      runs.push({
        json: JSON.parse(readFileSync(at(`check-${n}.json`), 'utf8')),
        junit: readXml(readFileSync(at(`check-${n}.xml`), 'utf8')),
      });
    }
    const ids = runs.map(({ json }) => json.checks.map((check: { id: string }) => check.id));
    expect(ids[0].length).toBeGreaterThan(10);
    expect(new Set(ids[0]).size).toBe(ids[0].length);
    expect(ids[1]).toEqual(ids[0]);
    for (const [n, { json, junit }] of runs.entries()) {
      const suite = junit.children[0]!;
      const cases = suite.children.filter((child) => child.name === 'testcase');
      expect(cases.map((testCase) => testCase.attributes.name)).toEqual(ids[n]);
      // The server breaks rules on purpose: its failed checks are JUnit failures, counted as such.
      const failed = json.checks
        .filter((check: { result: string }) => check.result === 'fail')
        .map((check: { id: string }) => check.id);
      expect(failed).toContain('checkup-unknown-method');
      const failures = cases.filter((testCase) =>
        testCase.children.some((child) => child.name === 'failure' || child.name === 'error'),
      );
      expect(failures.map((testCase) => testCase.attributes.name)).toEqual(failed);
      expect(Number(junit.attributes.failures) + Number(junit.attributes.errors)).toBe(failed.length);
    }
  });

  it('says so when a report cannot be written, and exits 1', async () => {
    const run = await cli(['--junit', join(scratch, 'no-such-dir', 'x.xml')]);
    expect(run.code).toBe(EXIT.failed);
    expect(run.stderr).toContain('--junit');
    expect(run.stderr).toContain('no-such-dir');
  });
});
