import { describe, expect, it } from 'vitest';
import { modelMatchReason } from './model-match.ts';

describe('modelMatchReason', () => {
  it('names the hint that matched', () => {
    expect(modelMatchReason(['claude', 'gpt'], 'gpt', 'gpt-4o')).toBe(
      "the request's hint “gpt” matches the configured model gpt-4o",
    );
  });
  it('says when the request names no model', () => {
    expect(modelMatchReason([], undefined, 'llama3')).toBe('the request names no model: the configured model llama3');
    expect(modelMatchReason(['  '], undefined, 'llama3')).toContain('names no model');
  });
  it('lists the hints none of which matched', () => {
    expect(modelMatchReason(['claude-3-sonnet', 'claude'], undefined, 'llama3')).toBe(
      'no hint (“claude-3-sonnet”, “claude”) matches a configured model: the first configured, llama3',
    );
  });
});
