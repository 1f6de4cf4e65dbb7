import { describe, expect, it } from 'vitest';
import { previewArgs } from './args-preview.ts';

describe('previewArgs', () => {
  it('shows the arguments as compact JSON', () => {
    expect(previewArgs({ message: 'hi', count: 2 })).toBe('{"message":"hi","count":2}');
    expect(previewArgs({})).toBe('{}');
  });

  it('cuts a long line with an ellipsis', () => {
    const text = previewArgs({ message: 'x'.repeat(200) }, 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
  });
});
