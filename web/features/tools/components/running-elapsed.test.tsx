import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatElapsed, RunningElapsed } from './running-elapsed.tsx';

describe('formatElapsed', () => {
  it('counts tenths of a second, then minutes', () => {
    expect(formatElapsed(0)).toBe('0.0 s');
    expect(formatElapsed(3240)).toBe('3.2 s');
    expect(formatElapsed(-5)).toBe('0.0 s');
    expect(formatElapsed(125_000)).toBe('2 min 5 s');
  });
});

describe('RunningElapsed', () => {
  it('shows the time since the call started', () => {
    const html = renderToStaticMarkup(<RunningElapsed startedAt={Date.now() - 3000} />);
    expect(html).toContain('Running…');
    expect(html).toMatch(/role="timer"[^>]*>3\.\d s</);
  });
});
