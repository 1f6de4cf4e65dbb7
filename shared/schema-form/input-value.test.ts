import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { enumIndex, textToValue, valueToText } from './input-value.ts';
import type { EnumField, Field } from './field.ts';

function field(schema: unknown): Field {
  const model = buildFormModel({ type: 'object', properties: { x: schema } });
  const found = model.kind === 'object' ? model.fields[0] : undefined;
  if (!found) throw new Error('no field');
  return found;
}

describe('textToValue', () => {
  const text = field({ type: 'string' });
  const number = field({ type: 'number' });
  const integer = field({ type: 'integer' });

  it('leaves an emptied optional property out', () => {
    expect(textToValue(text, '', false)).toBeUndefined();
    expect(textToValue(number, '  ', false)).toBeUndefined();
  });

  it('keeps an emptied array element as "" or null', () => {
    expect(textToValue(text, '', true)).toBe('');
    expect(textToValue(number, '', true)).toBeNull();
  });

  it('keeps text as typed, spaces included', () => {
    expect(textToValue(text, ' hi ', false)).toBe(' hi ');
  });

  it('reads numbers, keeping what is not one as text for validation to flag', () => {
    expect(textToValue(number, '1.5', false)).toBe(1.5);
    expect(textToValue(integer, ' 42 ', false)).toBe(42);
    expect(textToValue(number, '-1e3', false)).toBe(-1000);
    expect(textToValue(integer, 'abc', false)).toBe('abc');
  });
});

describe('valueToText', () => {
  it('shows values as control text', () => {
    expect(valueToText(undefined)).toBe('');
    expect(valueToText(null)).toBe('');
    expect(valueToText('a')).toBe('a');
    expect(valueToText(3)).toBe('3');
    expect(valueToText(true)).toBe('true');
    expect(valueToText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('enumIndex', () => {
  const colors = field({ enum: ['red', 1, null, { a: 1 }] });
  it('finds options by value', () => {
    if (colors.kind !== 'enum') throw new Error('not enum');
    expect(enumIndex(colors, 'red')).toBe(0);
    expect(enumIndex(colors, 1)).toBe(1);
    expect(enumIndex(colors, null)).toBe(2);
    expect(enumIndex(colors, { a: 1 })).toBe(3);
    expect(enumIndex(colors, '1')).toBe(-1);
    expect(enumIndex(colors, undefined)).toBe(-1);
  });
});

describe('enumIndex over many options', () => {
  it('finds a string, number, boolean or null by identity, and an object whatever its key order', () => {
    const field = {
      kind: 'enum',
      options: [
        ...Array.from({ length: 1000 }, (_, index) => ({ value: `v${index}`, label: `v${index}` })),
        { value: 7, label: '7' },
        { value: null, label: 'null' },
        { value: { a: 1, b: 2 }, label: 'ab' },
      ],
    } as unknown as EnumField;
    expect(enumIndex(field, 'v999')).toBe(999);
    expect(enumIndex(field, 7)).toBe(1000);
    expect(enumIndex(field, null)).toBe(1001);
    expect(enumIndex(field, { b: 2, a: 1 })).toBe(1002);
    expect(enumIndex(field, 'v1000')).toBe(-1);
    expect(enumIndex(field, '7')).toBe(-1);
    expect(enumIndex(field, undefined)).toBe(-1);
  });
});
