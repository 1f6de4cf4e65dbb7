import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../../shared/evals/eval-results.ts';
import type { EvalRun } from '../../../../shared/evals/eval-results.ts';
import { ResultsTable } from './results-table.tsx';

const run = (caseName: string, passed: boolean, n = 1): EvalRun => ({
  caseName,
  model: 'openai gpt',
  run: n,
  grade: { passed, failures: passed ? [] : [{ kind: 'call-missing', message: 'Expected a call to echo' }] },
  transcript: { calls: [], turns: 1, finalText: '', errors: [] },
});

describe('ResultsTable', () => {
  it('shows each case’s pass rate with each model, a case below the minimum, and a case not run yet', () => {
    const { models } = summarize({
      file: 'cases.yaml',
      models: ['openai gpt'],
      cases: [{ name: 'echoes' }, { name: 'adds' }, { name: 'later' }],
      runs: [run('echoes', true), run('adds', true), run('adds', false, 2)],
      minPassRate: 1,
    });
    const html = renderToStaticMarkup(<ResultsTable models={models} caseNames={['echoes', 'adds', 'later']} />);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('echoes PASS 1/1 100%');
    expect(text).toContain('adds FAIL 1/2 50% below the minimum');
    expect(text).toContain('later not run');
    expect(text).toContain('2/3 runs passed');
  });
});
