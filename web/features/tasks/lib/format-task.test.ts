import { describe, expect, it } from 'vitest';
import { argumentsLine, formatSpan, formatTaskTime } from './format-task.ts';

describe('task formatting', () => {
  it('reads spans in the unit that suits them', () => {
    expect(formatSpan(250)).toBe('250 ms');
    expect(formatSpan(1000)).toBe('1 s');
    expect(formatSpan(1500)).toBe('1.5 s');
    expect(formatSpan(300_000)).toBe('5 min');
    expect(formatSpan(null)).toBe('no limit');
    expect(formatSpan(undefined)).toBeUndefined();
  });

  it('shows a timestamp that does not parse as sent, and long arguments cut short', () => {
    expect(formatTaskTime('yesterday')).toBe('yesterday');
    expect(formatTaskTime(undefined)).toBeUndefined();
    expect(argumentsLine({ topic: 'python' })).toBe('{"topic":"python"}');
    expect(argumentsLine({ text: 'x'.repeat(300) }).endsWith('…')).toBe(true);
  });
});
