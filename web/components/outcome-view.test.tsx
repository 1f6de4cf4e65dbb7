import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { resultOutcome, type CallOutcome } from '../../shared/session/call-outcome.ts';
import { OutcomeView } from './outcome-view.tsx';

const render = (outcome: CallOutcome | undefined, running = false) =>
  renderToStaticMarkup(
    <OutcomeView
      label="Resource contents"
      outcome={outcome}
      running={running}
      actions={<button type="button">Read again</button>}
    >
      {(result, problems) => (
        <p>
          shown {JSON.stringify(result)} with {problems.length} problems
        </p>
      )}
    </OutcomeView>,
  );

describe('OutcomeView', () => {
  it('shows the result through its children, the time, the actions and the raw JSON toggle', () => {
    const x = { rule: 'result-schema', severity: 'error', pointer: '/result/x', source: 'MCP', message: 'x' } as const;
    const html = render(resultOutcome({ contents: [] }, [x], 12));
    expect(html).toContain('shown {&quot;contents&quot;:[]} with 1 problems');
    expect(html).toContain('12 ms');
    expect(html).toContain('Read again');
    expect(html).toContain('Raw result JSON');
  });

  it('shows errors with their code and name, as the tool result does', () => {
    const html = render({
      kind: 'error',
      code: -32002,
      codeName: 'Resource not found',
      message: 'No such uri',
      data: { uri: 'x' },
      durationMs: 3,
    });
    expect(html).toContain('Server answered with an error');
    expect(html).toContain('-32002');
    expect(html).toContain('Resource not found');
    expect(html).toContain('No such uri');
    expect(html).toContain('&quot;uri&quot;: &quot;x&quot;');
  });

  it('says when it is loading or was cancelled', () => {
    expect(render(undefined, true)).toContain('Loading…');
    expect(render({ kind: 'cancelled', durationMs: 1500 })).toContain('Cancelled after 1,500 ms');
  });
});
