import { describe, expect, it } from 'vitest';
import { at, atOrReason, judge, markdownTable, type FigureSpec } from './targets.ts';

const results = {
  firstScreen: { gzipKB: 120 },
  cli: { loupe: { wallMs: 300 }, reference: { wallMs: 600 }, ratio: 0.5 },
  burst: { loupe: { longestTaskMs: 40 }, reference: { didNotFinish: 'did not finish in 120 s' } },
};

const specs: FigureSpec[] = [
  { id: 'bytes', what: 'first screen', unit: 'KB', target: { below: 150 }, pick: (r) => at(r, 'firstScreen.gzipKB') },
  { id: 'cli', what: 'CLI, ours / official', unit: '×', target: { below: 0.5 }, pick: (r) => at(r, 'cli.ratio') },
  {
    id: 'burst',
    what: 'burst longest task',
    unit: 'ms',
    target: { below: 50 },
    pick: (r) => at(r, 'burst.loupe.longestTaskMs'),
    reference: (r) => atOrReason(r, 'burst.reference.longestTaskMs'),
  },
  { id: 'absent', what: 'never measured', unit: 'ms', target: { atLeast: 1 }, pick: (r) => at(r, 'nowhere.at.all') },
];

describe('judge', () => {
  it('meets a "below" target strictly, and says so per figure', () => {
    const judged = judge(specs, results);
    expect(judged.map((figure) => figure.met)).toEqual([true, false, true, null]);
  });

  it('keeps a figure that was not measured as null, never 0', () => {
    expect(judge(specs, results)[3]).toMatchObject({ value: null, met: null });
  });

  it("takes the reference's reason when it has no number", () => {
    expect(judge(specs, results)[2]!.reference).toBe('did not finish in 120 s');
  });
});

describe('at', () => {
  it('reads numbers only', () => {
    expect(at({ a: { b: '3' } }, 'a.b')).toBeUndefined();
    expect(at({ a: { b: 3 } }, 'a.b')).toBe(3);
  });
});

describe('markdownTable', () => {
  it('writes one row per figure with value, reference, target and verdict', () => {
    const table = markdownTable(judge(specs, results), 'MCP Inspector');
    expect(table.split('\n')).toHaveLength(2 + specs.length);
    expect(table).toContain('| first screen | 120 KB |  | under 150 KB | yes |');
    expect(table).toContain('| CLI, ours / official | 0.5× |  | under 0.5× | no |');
    expect(table).toContain('| never measured | not measured |  | at least 1 ms |  |');
  });

  it('reads a 0 as the figure says it should (a longest task of 0: none over 50 ms)', () => {
    const table = markdownTable(
      judge(
        [
          {
            id: 'task',
            what: 'longest task',
            unit: 'ms',
            target: { below: 50 },
            zero: 'none over 50 ms',
            pick: () => 0,
            reference: () => 3_165,
          },
        ],
        {},
      ),
      'MCP Inspector',
    );
    expect(table).toContain('| longest task | none over 50 ms | 3,165 ms | under 50 ms | yes |');
  });
});
