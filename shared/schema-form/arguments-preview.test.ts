import { describe, expect, it } from 'vitest';
import { argumentsPreview } from './arguments-preview.ts';

describe('argumentsPreview', () => {
  it('is one compact line when short', () => {
    expect(argumentsPreview({ a: 1, b: [true, null] })).toEqual({ text: '{"a":1,"b":[true,null]}', oneLine: true, total: 23, truncated: false });
    expect(argumentsPreview({}).text).toBe('{}');
  });

  it('is indented when long, and cut when huge', () => {
    const long = argumentsPreview({ text: 'x'.repeat(120) });
    expect(long.oneLine).toBe(false);
    expect(long.text).toBe(`{\n  "text": "${'x'.repeat(120)}"\n}`);
    const huge = argumentsPreview({ text: 'x'.repeat(10_000) });
    expect(huge.truncated).toBe(true);
    expect(huge.text.length).toBe(4000);
    expect(huge.total).toBe(10_011);
    expect(huge.text.startsWith('{\n  "text": "xxx')).toBe(true);
    // Too large to write twice: its start, compact.
    expect(argumentsPreview({ text: 'x'.repeat(200_000) }).text.startsWith('{"text":"xxx')).toBe(true);
  });
});
