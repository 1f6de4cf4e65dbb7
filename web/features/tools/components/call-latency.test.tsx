import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createCallHistory } from '../../../../shared/call-history/call-history.ts';
import CallLatency from './call-latency.tsx';

function entries(outcomes: Array<[kind: 'result' | 'cancelled', durationMs: number]>) {
  const history = createCallHistory();
  for (const [kind, durationMs] of outcomes)
    history.record('echo', {
      at: 0,
      args: {},
      outcome: kind === 'result' ? { kind, result: { content: [] }, durationMs } : { kind, durationMs },
    });
  return history.entries('echo');
}

describe('CallLatency', () => {
  it("gives p50 and p95 over the tool's calls, with how many", () => {
    const html = renderToStaticMarkup(
      <CallLatency
        entries={entries([
          ['result', 7],
          ['result', 12],
        ])}
      />,
    );
    // Nearest rank over the two calls: p50 is the faster one's, p95 the slower one's.
    expect(html).toContain('aria-label="Latency: p50 7 ms · p95 12 ms (n=2)"');
  });

  it('leaves cancelled calls out: they never got an answer to time', () => {
    const html = renderToStaticMarkup(
      <CallLatency
        entries={entries([
          ['result', 7],
          ['cancelled', 900],
        ])}
      />,
    );
    expect(html).toContain('(n=1)');
    expect(renderToStaticMarkup(<CallLatency entries={entries([['cancelled', 900]])} />)).toBe('');
  });
});
