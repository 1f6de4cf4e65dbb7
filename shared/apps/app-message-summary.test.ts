import { describe, expect, it } from 'vitest';
import { appMessageSummary, SUMMARY_CHARS } from './app-message-summary.ts';

describe('appMessageSummary', () => {
  it('reads a log as level, logger and data, and a ui/message as role and text', () => {
    expect(appMessageSummary({ kind: 'log', params: { level: 'info', logger: 'flood', data: 'line 1' } })).toBe(
      'info flood: line 1',
    );
    expect(appMessageSummary({ kind: 'log', params: { level: 'error', data: { code: 7 } } })).toBe('error: {"code":7}');
    expect(
      appMessageSummary({
        kind: 'message',
        params: { role: 'user', content: [{ type: 'text', text: 'hello\nthere' }] },
      }),
    ).toBe('user: hello there');
  });

  it('shows any other shape as its JSON, on one line and cut', () => {
    expect(appMessageSummary({ kind: 'log', params: 'not an object' })).toBe('"not an object"');
    expect(appMessageSummary({ kind: 'message', params: { role: 'user', content: [{ type: 'image' }] } })).toBe(
      'user: {"role":"user","content":[{"type":"image"}]}',
    );
    const long = appMessageSummary({ kind: 'log', params: { level: 'info', data: 'x'.repeat(10_000) } });
    expect(long.length).toBe(SUMMARY_CHARS + 1);
    expect(long.endsWith('…')).toBe(true);
  });
});
