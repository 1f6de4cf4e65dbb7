import { describe, expect, it } from 'vitest';
import type { Finding } from '../diagnose/finding.ts';
import type { RuleId } from '../diagnose/rules/index.ts';
import { entryFindings, FindingsSummary, hasRule, UNNAMED_RULE } from './findings-summary.ts';
import type { WireEntry } from './wire-entry.ts';

// Counting and filtering work on any name; made-up ones keep the tests short.
const finding = (rule: string, severity: Finding['severity'] = 'warning', message = `broke ${rule}`): Finding => ({
  rule: rule as RuleId,
  severity,
  pointer: '',
  source: '2025-11-25',
  message,
});

function entries(...specs: Array<Partial<WireEntry>>): WireEntry[] {
  return specs.map((spec, seq) => ({
    seq,
    connection: 1,
    t: seq,
    direction: 'in',
    kind: 'notification',
    raw: '{}',
    size: 2,
    ...spec,
  }));
}

describe('entryFindings', () => {
  it('takes the findings, or else the problem under the unnamed rule, or nothing', () => {
    const [named, unnamed, clean] = entries(
      { findings: [finding('id-reused')], problem: 'id 1 reused' },
      { problem: 'answers id 9, which no pending request has' },
      {},
    );
    expect(entryFindings(named!).map((f) => f.rule)).toEqual(['id-reused']);
    expect(entryFindings(unnamed!)).toEqual([
      {
        rule: UNNAMED_RULE,
        severity: 'warning',
        pointer: '',
        source: '',
        message: 'answers id 9, which no pending request has',
      },
    ]);
    expect(entryFindings(clean!)).toEqual([]);
    expect(hasRule(unnamed!, UNNAMED_RULE)).toBe(true);
    expect(hasRule(named!, UNNAMED_RULE)).toBe(false);
  });
});

describe('FindingsSummary', () => {
  it('counts frames and findings by rule, keeps the worst severity and the first example, worst rules first', () => {
    const log = entries(
      { findings: [finding('unknown-notification', 'warning', 'first'), finding('meta-key', 'info')] },
      {},
      { findings: [finding('unknown-notification', 'error', 'second'), finding('unknown-notification', 'warning')] },
      { findings: [finding('meta-key', 'info'), finding('meta-key', 'info')] },
      { findings: [finding('meta-key', 'info')] },
    );
    const summary = new FindingsSummary();
    const rules = summary.summarize(log);
    expect(rules.map(({ rule, severity, frames, findings }) => ({ rule, severity, frames, findings }))).toEqual([
      { rule: 'unknown-notification', severity: 'error', frames: 2, findings: 3 },
      { rule: 'meta-key', severity: 'info', frames: 3, findings: 4 },
    ]);
    expect(rules[0]!.example.message).toBe('first');
    expect(rules[0]!.exampleSeq).toBe(0);
    expect(summary.flaggedFrames).toBe(4);
  });

  it('looks only at what was appended since, and hands back the same array when nothing new was flagged', () => {
    const log = entries({ findings: [finding('a')] }, {});
    const summary = new FindingsSummary();
    const first = summary.summarize(log);
    expect(first.map((rule) => rule.frames)).toEqual([1]);
    log.push(...entries({}, {}, {}).map((entry, index) => ({ ...entry, seq: 2 + index })));
    expect(summary.summarize(log)).toBe(first);
    // An entry already counted is not counted again, even if the array were re-read.
    log.push({ ...entries({ problem: 'odd' })[0]!, seq: 5 });
    const next = summary.summarize(log);
    expect(next).not.toBe(first);
    expect(next.map((rule) => [rule.rule, rule.frames])).toEqual([
      ['a', 1],
      [UNNAMED_RULE, 1],
    ]);
    expect(first.map((rule) => rule.frames)).toEqual([1]);
  });

  it('starts over when the log was cleared, even if it has grown past where it was', () => {
    const summary = new FindingsSummary();
    expect(summary.summarize(entries({ findings: [finding('a')] }), 0)).toHaveLength(1);
    const after = summary.summarize(entries({}, {}, { findings: [finding('b')] }), 1);
    expect(after.map((rule) => rule.rule)).toEqual(['b']);
    expect(summary.flaggedFrames).toBe(1);
  });

  it('sums 100,000 entries once, then only the new ones', () => {
    const log = entries(
      ...Array.from({ length: 100_000 }, (_, i) => (i % 10 === 0 ? { findings: [finding(`rule-${i % 7}`)] } : {})),
    );
    const summary = new FindingsSummary();
    const rules = summary.summarize(log);
    expect(rules.reduce((sum, rule) => sum + rule.frames, 0)).toBe(10_000);
    log.push({ ...log[0]!, seq: 100_000 });
    expect(summary.summarize(log).reduce((sum, rule) => sum + rule.frames, 0)).toBe(10_001);
  });

  it('counts one connection when asked, and only from a Clear on; a new scope counts again', () => {
    const log = entries(
      { findings: [finding('old')], connection: 1 },
      { findings: [finding('a')], connection: 2 },
      { findings: [finding('b')], connection: 2 },
    );
    const summary = new FindingsSummary();
    expect(summary.summarize(log, 0, { connection: 2 }).map((rule) => rule.rule)).toEqual(['a', 'b']);
    expect(summary.summarize(log, 0, {}).map((rule) => rule.rule)).toEqual(['a', 'b', 'old']);
    expect(summary.summarize(log, 0, { connection: 2, fromSeq: 2 }).map((rule) => rule.rule)).toEqual(['b']);
    expect(summary.flaggedFrames).toBe(1);
    log.push({ ...log[0]!, seq: 3, connection: 2, findings: [finding('c')] });
    expect(summary.summarize(log, 0, { connection: 2, fromSeq: 2 }).map((rule) => rule.rule)).toEqual(['b', 'c']);
    expect(summary.summarize(log, 0, { fromSeq: 9 })).toEqual([]);
  });
});

describe('FindingsSummary in slices', () => {
  const big = entries(
    ...Array.from({ length: 250 }, (_, seq): Partial<WireEntry> => {
      if (seq % 7 === 0) return { findings: [finding('id-reused'), finding('meta-key', 'error')] };
      if (seq % 11 === 0) return { connection: 2, problem: 'answers id 9, which no pending request has' };
      return {};
    }),
  );

  it('counts a big log a slice per call to the same rules and frames as all at once, and says how far it read', () => {
    for (const scope of [{}, { connection: 1 }, { fromSeq: 40 }]) {
      const once = new FindingsSummary();
      const whole = once.summarize(big, 0, scope);
      const sliced = new FindingsSummary();
      const reads: number[] = [];
      let rules = sliced.summarize(big, 0, scope, 60);
      reads.push(sliced.scanned);
      while (sliced.scanned < big.length) {
        rules = sliced.summarize(big, 0, scope, 60);
        reads.push(sliced.scanned);
      }
      expect(rules, JSON.stringify(scope)).toEqual(whole);
      expect(sliced.flaggedFrames).toBe(once.flaggedFrames);
      expect(reads.at(-1)).toBe(250);
      expect(reads[0]).toBe(Math.min(250, (scope.fromSeq ?? 0) + 60));
    }
  });

  it('counts, before it is complete, only the entries read so far', () => {
    const summary = new FindingsSummary();
    const rules = summary.summarize(big, 0, {}, 10);
    expect(summary.scanned).toBe(10);
    // Entries 0 and 7 carry findings among the first ten.
    expect(summary.flaggedFrames).toBe(2);
    expect(rules.find((rule) => rule.rule === 'id-reused')?.frames).toBe(2);
  });
});
