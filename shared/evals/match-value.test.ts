import { describe, expect, it } from 'vitest';
import type { ValueMatcher } from './case-file.ts';
import { matchValue } from './match-value.ts';
import { readMatcher, type CaseProblem } from './read-matcher.ts';

function matcher(value: unknown, fields = true): ValueMatcher {
  const problems: CaseProblem[] = [];
  const read = readMatcher(value, [], problems, fields);
  expect(problems).toEqual([]);
  return read!;
}

describe('readMatcher', () => {
  it('reads the matcher objects, and any other object field by field', () => {
    expect(matcher({ regex: 'a', flags: 'i' }, false)).toEqual({ kind: 'regex', source: 'a', flags: 'i' });
    expect(matcher({ schema: { type: 'string' } }, false)).toEqual({ kind: 'schema', schema: { type: 'string' } });
    expect(matcher({ equals: { regex: 'a' } }, false)).toEqual({ kind: 'equals', value: { regex: 'a' } });
    expect(matcher({ regex: 'a', other: 1 }, false).kind).toBe('object');
    expect(matcher([1, 'a'], false)).toEqual({
      kind: 'array',
      items: [
        { kind: 'literal', value: 1 },
        { kind: 'literal', value: 'a' },
      ],
    });
  });

  it('reads an arguments object field by field, a field named regex included (a grep tool has one)', () => {
    expect(matcher({ regex: 'a+' })).toEqual({ kind: 'object', fields: [['regex', { kind: 'literal', value: 'a+' }]] });
  });
});

describe('matchValue: literals', () => {
  it('matches equal JSON, objects in any key order', () => {
    expect(matchValue(matcher({ a: 1, b: { c: [1, 2] } }), { b: { c: [1, 2] }, a: 1 }, 'subset')).toEqual([]);
  });

  it('says which field differs, what was expected and what came', () => {
    expect(matchValue(matcher({ message: 'hello' }), { message: 'goodbye' }, 'subset')).toEqual([
      { path: 'message', expected: '"hello"', actual: '"goodbye"' },
    ]);
    expect(matchValue(matcher({ a: 1 }), { a: '1' }, 'subset')).toEqual([{ path: 'a', expected: '1', actual: '"1"' }]);
  });

  it('says a field was left out', () => {
    expect(matchValue(matcher({ a: 1, b: 2 }), { a: 1 }, 'subset')).toEqual([
      { path: 'b', expected: '2', actual: 'nothing (left out)' },
    ]);
  });

  it('lets other fields be under subset, at any depth', () => {
    expect(matchValue(matcher({ a: { b: 1 } }), { a: { b: 1, c: 2 }, d: 3 }, 'subset')).toEqual([]);
  });

  it('refuses other fields under exact, at any depth', () => {
    expect(matchValue(matcher({ a: { b: 1 } }), { a: { b: 1, c: 2 }, d: 3 }, 'exact')).toEqual([
      { path: 'a.c', expected: 'no such field (match: exact)', actual: '2' },
      { path: 'd', expected: 'no such field (match: exact)', actual: '3' },
    ]);
  });

  it('compares lists item by item, and their lengths', () => {
    expect(matchValue(matcher({ l: [1, 2] }), { l: [1, 3] }, 'subset')).toEqual([
      { path: 'l[1]', expected: '2', actual: '3' },
    ]);
    expect(matchValue(matcher({ l: [1, 2] }), { l: [1, 2, 3] }, 'subset')).toEqual([
      { path: 'l', expected: 'a list of 2', actual: 'a list of 3' },
    ]);
    expect(matchValue(matcher({ l: [1] }), { l: 'x' }, 'subset')).toEqual([
      { path: 'l', expected: 'a list of 1', actual: '"x"' },
    ]);
  });

  it('says an object was expected', () => {
    expect(matchValue(matcher({ o: { a: 1 } }), { o: 5 }, 'subset')).toEqual([
      { path: 'o', expected: 'an object', actual: '5' },
    ]);
  });

  it('names odd keys so they can be found', () => {
    expect(matchValue(matcher({ 'a b': 1 }), { 'a b': 2 }, 'subset')[0]?.path).toBe('["a b"]');
  });

  it('cuts long values to a line', () => {
    const [mismatch] = matchValue(matcher({ a: 'x' }), { a: 'y'.repeat(500) }, 'subset');
    expect(mismatch!.actual.length).toBeLessThanOrEqual(80);
    expect(mismatch!.actual.endsWith('…')).toBe(true);
  });
});

describe('matchValue: regex', () => {
  it('finds the pattern in text', () => {
    const m = matcher({ message: { regex: 'hel+o' } });
    expect(matchValue(m, { message: 'why, hello there' }, 'subset')).toEqual([]);
    expect(matchValue(m, { message: 'goodbye' }, 'subset')).toEqual([
      { path: 'message', expected: 'text matching /hel+o/', actual: '"goodbye"' },
    ]);
  });

  it('takes flags, and anchors when written', () => {
    expect(matchValue(matcher({ m: { regex: '^HELLO$', flags: 'i' } }), { m: 'hello' }, 'subset')).toEqual([]);
    expect(matchValue(matcher({ m: { regex: '^hello$' } }), { m: 'hello!' }, 'subset')).toHaveLength(1);
  });

  it('matches the same way each time, a global flag or not', () => {
    const m = matcher({ m: { regex: 'a', flags: 'g' } });
    expect(matchValue(m, { m: 'a' }, 'subset')).toEqual([]);
    expect(matchValue(m, { m: 'a' }, 'subset')).toEqual([]);
  });

  it('wants text', () => {
    expect(matchValue(matcher({ m: { regex: '1' } }), { m: 1 }, 'subset')).toEqual([
      { path: 'm', expected: 'text matching /1/', actual: '1' },
    ]);
  });
});

describe('matchValue: schema', () => {
  it("checks a field by the form's own validator", () => {
    const m = matcher({ n: { schema: { type: 'integer', minimum: 1 } } });
    expect(matchValue(m, { n: 3 }, 'subset')).toEqual([]);
    expect(matchValue(m, { n: 0 }, 'subset')).toEqual([
      { path: 'n', expected: expect.stringMatching(/^a value the schema allows \(.+\)$/), actual: '0' },
    ]);
    expect(matchValue(m, { n: 'x' }, 'subset')[0]?.expected).toBe('a value the schema allows (Must be an integer)');
  });

  it('points inside the value at what the schema refuses', () => {
    const m = matcher({ o: { schema: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } } } });
    expect(matchValue(m, { o: { a: 1 } }, 'subset')).toEqual([
      { path: 'o.a', expected: 'a value the schema allows (Must be a string)', actual: '{"a":1}' },
    ]);
  });
});

describe('matchValue: equals', () => {
  it('compares a literal that looks like a matcher, exactly', () => {
    const m = matcher({ v: { equals: { regex: 'a+' } } });
    expect(matchValue(m, { v: { regex: 'a+' } }, 'subset')).toEqual([]);
    expect(matchValue(m, { v: 'aaa' }, 'subset')).toHaveLength(1);
    expect(matchValue(m, { v: { regex: 'a+', more: 1 } }, 'subset')).toHaveLength(1);
  });
});
