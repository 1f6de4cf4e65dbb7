import { describe, expect, it } from 'vitest';
import type { TimelineRow } from '../../../../shared/wire/timeline-layout.ts';
import { latencyByMethod, rowBand } from './latency-bands.ts';

let seq = 0;
const request = (method: string, start: number, end?: number): TimelineRow =>
  ({
    seq: seq++,
    kind: 'request',
    direction: 'out',
    connection: 1,
    method,
    start,
    ...(end === undefined ? { outcome: 'pending' } : { end, outcome: 'result' }),
  }) as TimelineRow;

describe('latency bands', () => {
  it("judges each call against its own method's calls: fast up to p50, slow above p90", () => {
    const calls = [10, 10, 10, 10, 10, 20, 20, 20, 20, 400].map((ms, i) =>
      request('tools/call', i * 1000, i * 1000 + ms),
    );
    const list = request('tools/list', 0, 300);
    const figures = latencyByMethod([...calls, list]);
    expect(figures.get('tools/call')).toMatchObject({ n: 10, p50: 10, p90: 20 });
    expect(calls.map((row) => rowBand(row, figures))).toEqual([
      ...Array(5).fill('fast'),
      ...Array(4).fill('middle'),
      'slow',
    ]);
    // Slower than every tools/call, but the only tools/list: not slow for its method.
    expect(rowBand(list, figures)).toBe('fast');
  });

  it('gives no band to a request still waiting, nor to a notification', () => {
    const waiting = request('tools/call', 0);
    const figures = latencyByMethod([waiting]);
    expect(figures.size).toBe(0);
    expect(rowBand(waiting, figures)).toBeUndefined();
    expect(rowBand({ ...waiting, kind: 'notification' } as TimelineRow, figures)).toBeUndefined();
  });
});
