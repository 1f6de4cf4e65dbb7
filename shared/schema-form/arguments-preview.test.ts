import { describe, expect, it } from 'vitest';
import { argumentsPreview, compactJsonLength, compactJsonStart } from './arguments-preview.ts';

describe('argumentsPreview', () => {
  it('is one compact line when short', () => {
    expect(argumentsPreview({ a: 1, b: [true, null] })).toEqual({
      text: '{"a":1,"b":[true,null]}',
      oneLine: true,
      total: 23,
      truncated: false,
    });
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

describe('compactJsonLength and compactJsonStart', () => {
  const values: unknown[] = [
    {},
    [],
    { a: 1, b: [true, null, undefined, 'x'], c: undefined, d: { e: 'quote " and \\ and \n', f: -0.5e-7 } },
    { emoji: '😀 and 𝄞', nested: [[[]], { '': '' }], n: Number.NaN, big: 1e21 },
    { long: 'ab😀'.repeat(5000), after: [1, 2, 3] },
    ['x'.repeat(20_000), { y: 'z'.repeat(20_000) }],
    'plain string',
    42,
    null,
  ];

  it('counts exactly what JSON.stringify writes', () => {
    for (const value of values) expect(compactJsonLength(value)).toBe(JSON.stringify(value).length);
    const pasted = 'lorem '.repeat(5_000);
    expect(compactJsonLength({ note: pasted })).toBe(JSON.stringify({ note: pasted }).length);
    expect(compactJsonLength({ note: pasted, name: 'x' })).toBe(JSON.stringify({ note: pasted, name: 'x' }).length);
  });

  it('writes exactly the start of what JSON.stringify writes', () => {
    for (const value of values) {
      for (const limit of [0, 1, 5, 17, 100, 4000, 30_000])
        expect(compactJsonStart(value, limit)).toBe(JSON.stringify(value).slice(0, limit));
    }
  });

  it('cuts a huge value at the shown length without writing it whole', () => {
    const huge = argumentsPreview({ note: 'ab😀'.repeat(100_000), name: 'x' });
    expect(huge).toEqual({
      text: JSON.stringify({ note: 'ab😀'.repeat(100_000), name: 'x' }).slice(0, 4000),
      oneLine: false,
      total: JSON.stringify({ note: 'ab😀'.repeat(100_000), name: 'x' }).length,
      truncated: true,
    });
  });
});
