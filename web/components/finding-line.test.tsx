import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../shared/diagnose/finding.ts';
import { ItemProblems } from './item-problems.tsx';
import { ListProblems } from './list-state.tsx';
import { ProblemMarker } from './problem-marker.tsx';

const missingName: Finding = {
  rule: 'member-missing',
  severity: 'error',
  pointer: '/name',
  source: '2025-11-25',
  message: '"name" is missing',
};
const misspelt: Finding = {
  rule: 'unknown-method',
  severity: 'warning',
  pointer: '/method',
  source: '2025-11-25',
  message: 'Unknown method "tools/lst"',
  didYouMean: 'tools/list',
};

describe('the problem lists take findings', () => {
  it('ItemProblems lists each finding as its sentence and the rule it breaks', () => {
    const html = renderToStaticMarkup(<ItemProblems noun="tool" findings={[missingName, misspelt]} raw={{}} />);
    expect(html).toContain('aria-label="Problems with this tool"');
    expect(html).toContain('breaks the protocol (2 problems)');
    expect(html).toContain(
      '&quot;name&quot; is missing <span class="whitespace-nowrap opacity-60">[member-missing]</span>',
    );
    expect(html).toContain('Unknown method &quot;tools/lst&quot; (did you mean tools/list?)');
    expect(renderToStaticMarkup(<ItemProblems noun="tool" findings={[]} raw={{}} />)).toBe('');
  });

  it('ProblemMarker counts the findings in its name and gives their sentences and rules in its tooltip', () => {
    const html = renderToStaticMarkup(<ProblemMarker findings={[missingName, misspelt]} />);
    expect(html).toContain('aria-label="2 problems"');
    expect(html).toContain(
      'title="&quot;name&quot; is missing [member-missing]\nUnknown method &quot;tools/lst&quot; (did you mean tools/list?) [unknown-method]"',
    );
    expect(renderToStaticMarkup(<ProblemMarker findings={[missingName]} />)).toContain('aria-label="1 problem"');
    expect(renderToStaticMarkup(<ProblemMarker findings={[]} />)).toBe('');
  });

  it('ListProblems folds the list-wide findings under their count', () => {
    const html = renderToStaticMarkup(<ListProblems findings={[missingName]} />);
    expect(html).toContain('1 protocol problem in the list');
    expect(html).toContain('[member-missing]');
    expect(renderToStaticMarkup(<ListProblems findings={[]} />)).toBe('');
  });
});
