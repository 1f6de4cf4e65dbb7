import { type Finding, findingMessages } from '../diagnose/finding.ts';
import { describe, expect, it } from 'vitest';
import {
  describeType,
  displayText,
  optionalNumber,
  optionalRecord,
  optionalText,
  requiredText,
  uniqueKeys,
} from './read-fields.ts';

describe('describeType', () => {
  it('names each JSON type with its article', () => {
    expect([null, [], {}, 'x', 1, true, undefined].map(describeType)).toEqual([
      'null',
      'an array',
      'an object',
      'a string',
      'a number',
      'a boolean',
      'an undefined',
    ]);
  });
});

describe('displayText', () => {
  it('keeps strings and shows anything else as JSON', () => {
    expect(displayText('plain')).toBe('plain');
    expect(displayText({ en: 'Hi' })).toBe('{"en":"Hi"}');
    expect(displayText(null)).toBe('null');
    expect(displayText(undefined)).toBe('undefined');
  });

  it('never throws and cuts huge values', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(displayText(cyclic)).toBe('[object Object]');
    expect(displayText(Object.create(null))).toBe('{}');
    expect(displayText(10n)).toBe('10');
    expect(displayText({ big: 'x'.repeat(10_000) }).length).toBe(2_001);
  });
});

describe('member readers', () => {
  it('read optional text', () => {
    const problems: Finding[] = [];
    expect(optionalText({ a: 'x' }, 'a', problems)).toBe('x');
    expect(optionalText({}, 'a', problems)).toBeUndefined();
    expect(optionalText({ a: { en: 'x' } }, 'a', problems)).toBe('{"en":"x"}');
    expect(optionalText({ a: null }, 'a', problems)).toBe('null');
    expect(findingMessages(problems)).toEqual(['"a" is an object, not a string', '"a" is null, not a string']);
  });

  it('read required text, with a stand-in when it is missing or empty', () => {
    const problems: Finding[] = [];
    expect(requiredText({ name: 'n' }, 'name', '(none)', problems)).toBe('n');
    expect(requiredText({}, 'name', '(none)', problems)).toBe('(none)');
    expect(requiredText({ name: '' }, 'name', '(none)', problems)).toBe('(none)');
    expect(requiredText({ name: 42 }, 'name', '(none)', problems)).toBe('42');
    expect(findingMessages(problems)).toEqual([
      '"name" is missing',
      '"name" is empty',
      '"name" is a number, not a string',
    ]);
  });

  it('read numbers and objects', () => {
    const problems: Finding[] = [];
    expect(optionalNumber({ size: 3 }, 'size', problems)).toBe(3);
    expect(optionalNumber({ size: '3' }, 'size', problems)).toBeUndefined();
    expect(optionalRecord({ a: { b: 1 } }, 'a', problems)).toEqual({ b: 1 });
    expect(optionalRecord({ a: [1] }, 'a', problems)).toBeUndefined();
    expect(findingMessages(problems)).toEqual(['"size" is a string, not a number', '"a" is an array, not an object']);
  });
});

describe('uniqueKeys', () => {
  it('keys by id, falls back to the index, and notes repeats', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 7 }, { id: '' }].map((item) => ({
      ...item,
      findings: [] as Finding[],
    }));
    const keyed = uniqueKeys(items, (item) => item.id, 'name');
    expect(keyed.map((item) => item.key)).toEqual(['id:a', 'id:b', '#2', '#3', '#4']);
    expect(keyed[2]!.findings).toEqual([
      expect.objectContaining({
        rule: 'entry-id-repeated',
        pointer: '/name',
        message: 'another item has the same name "a"',
      }),
    ]);
    expect(new Set(keyed.map((item) => item.key)).size).toBe(5);
  });
});
