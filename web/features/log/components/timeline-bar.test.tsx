import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TimelineRow } from '../../../../shared/wire/timeline-layout.ts';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { describeRow, TimelineBar } from './timeline-bar.tsx';

const call: TimelineRow = {
  seq: 4,
  kind: 'request',
  direction: 'out',
  connection: 1,
  method: 'tools/call',
  id: 3,
  start: 1_000,
  end: 3_500,
  outcome: 'result',
  responseSeq: 9,
};
const parent = { seq: 4, method: 'tools/call', id: 3 } as WireEntry;

describe('describeRow', () => {
  it('names the frame and says how it went', () => {
    expect(describeRow(call, undefined, 0)).toBe('tools/call #3: request, answered in 2.5 s (slow)');
    expect(describeRow({ ...call, end: 1_012 }, undefined, 0)).toBe('tools/call #3: request, answered in 12 ms');
    expect(describeRow({ ...call, end: undefined, outcome: 'pending' }, undefined, 1_300)).toBe(
      'tools/call #3: request, waiting for 300 ms',
    );
    expect(describeRow({ ...call, outcome: 'cancelled', end: 1_040 }, undefined, 0)).toBe(
      'tools/call #3: request, cancelled after 40 ms',
    );
    expect(describeRow({ ...call, outcome: 'error', end: 1_040 }, undefined, 0)).toBe(
      'tools/call #3: request, error after 40 ms',
    );
    expect(
      describeRow(
        { ...call, seq: 6, direction: 'in', method: 'sampling/createMessage', id: 0, parentSeq: 4, end: 1_100 },
        parent,
        0,
      ),
    ).toBe('sampling/createMessage #0: server request, under tools/call #3, answered in 100 ms');
    expect(
      describeRow(
        { ...call, kind: 'notification', direction: 'in', method: 'notifications/progress', id: undefined },
        undefined,
        0,
      ),
    ).toBe('notifications/progress: notification from the server');
    expect(describeRow({ ...call, kind: 'response', direction: 'in', method: undefined, id: 99 }, undefined, 0)).toBe(
      'response #99: a response to no pending request',
    );
  });
});

describe('TimelineBar', () => {
  it('draws a bar from send to answer on the axis, marks a slow one, and is a button that selects its frame', () => {
    const html = renderToStaticMarkup(
      <TimelineBar
        row={call}
        parent={undefined}
        firstT={500}
        pxPerMs={0.1}
        now={0}
        selected
        onSelect={() => {}}
        top={48}
      />,
    );
    expect(html).toMatch(/^<div role="listitem"[^>]*style="top:48px;height:24px"/);
    expect(html).toContain('aria-label="tools/call #3: request, answered in 2.5 s (slow)" aria-pressed="true"');
    expect(html).toMatch(/ring-amber-400" style="left:58px;width:250px"/);
    expect(html).toContain('>slow<');
  });

  it('draws a notification as a tick', () => {
    const html = renderToStaticMarkup(
      <TimelineBar
        row={{ ...call, kind: 'notification', end: undefined, outcome: undefined }}
        parent={undefined}
        firstT={1_000}
        pxPerMs={1}
        now={0}
        selected={false}
        onSelect={() => {}}
        top={0}
      />,
    );
    expect(html).toMatch(/rotate-45[^"]*" style="left:3px"/);
    expect(html).not.toContain('>slow<');
  });
});

describe('TimelineBar coloured by latency', () => {
  const bar = (band?: 'fast' | 'middle' | 'slow') =>
    renderToStaticMarkup(
      <TimelineBar
        row={{ ...call, end: 1_012 }}
        parent={undefined}
        firstT={1_000}
        pxPerMs={1}
        now={0}
        selected={false}
        onSelect={() => {}}
        top={0}
        band={band}
      />,
    );

  it("takes the band's colour and says the band in its name", () => {
    const html = bar('slow');
    expect(html).toContain('bg-rose-500/90');
    expect(html).not.toContain('bg-sky-500/80');
    expect(html).toContain(
      'aria-label="tools/call #3: request, answered in 12 ms; latency slow (above p90) for tools/call"',
    );
  });

  it('keeps the outcome colour and the name as they were without a band', () => {
    const html = bar();
    expect(html).toContain('bg-sky-500/80');
    expect(html).toContain('aria-label="tools/call #3: request, answered in 12 ms"');
  });
});
