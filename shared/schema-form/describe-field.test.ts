import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { constraintHints, mismatchNote, typeLabel } from './describe-field.ts';
import type { Field } from './field.ts';

function field(schema: unknown): Field {
  const model = buildFormModel({ type: 'object', properties: { x: schema } });
  const found = model.kind === 'object' ? model.fields[0] : undefined;
  if (!found) throw new Error('no field');
  return found;
}

describe('typeLabel', () => {
  it('names each kind briefly', () => {
    expect(typeLabel(field({ type: 'string' }))).toBe('string');
    expect(typeLabel(field({ type: 'string', format: 'uri' }))).toBe('string · uri');
    expect(typeLabel(field({ type: 'integer' }))).toBe('integer');
    expect(typeLabel(field({ enum: ['a', 'b'] }))).toBe('enum');
    expect(typeLabel(field({ enum: ['a'] }))).toBe('const');
    expect(typeLabel(field({ type: 'array', items: { type: 'number' } }))).toBe('array of number');
    expect(typeLabel(field({ type: 'array' }))).toBe('array');
    expect(typeLabel(field({ anyOf: [{ type: 'string' }, { type: 'number' }] }))).toBe('string | number');
    expect(typeLabel(field({ anyOf: [{}, { type: 'object' }] }))).toBe('JSON');
  });
});

describe('constraintHints', () => {
  it('lists bounds, lengths, patterns and defaults', () => {
    expect(constraintHints(field({ type: 'number', minimum: 1, maximum: 10, default: 3 }))).toEqual([
      '≥ 1',
      '≤ 10',
      'default: 3',
    ]);
    expect(constraintHints(field({ type: 'string', minLength: 2, maxLength: 8, pattern: '^a' }))).toEqual([
      '2–8 characters',
      'pattern ^a',
    ]);
    expect(constraintHints(field({ type: 'string', maxLength: 8 }))).toEqual(['at most 8 characters']);
    expect(constraintHints(field({ type: 'array', minItems: 1, uniqueItems: true }))).toEqual([
      'at least 1 item',
      'unique',
    ]);
    expect(constraintHints(field({ type: ['integer', 'null'], exclusiveMinimum: 0, multipleOf: 5 }))).toEqual([
      '> 0',
      'multiple of 5',
      'nullable',
    ]);
    expect(constraintHints(field({ type: 'string', default: 'x'.repeat(100) }))[0]).toBe(
      `default: "${'x'.repeat(38)}…`,
    );
  });
});

describe('mismatchNote', () => {
  it('says what a value the control cannot hold really is', () => {
    expect(mismatchNote(field({ type: 'integer' }), 'seven')).toBe('"seven" (a string)');
    expect(mismatchNote(field({ type: 'number' }), true)).toBe('true (a boolean)');
    expect(mismatchNote(field({ type: 'boolean' }), 'yes')).toBe('"yes" (a string)');
    expect(mismatchNote(field({ type: 'string' }), 5)).toBe('5 (a number)');
    expect(mismatchNote(field({ type: 'string' }), { a: 1 })).toBe('{"a":1} (an object)');
    expect(mismatchNote(field({ type: 'array', items: { type: 'string' } }), 'a,b')).toBe('"a,b" (a string)');
    expect(mismatchNote(field({ type: 'object', properties: { a: {} } }), [1])).toBe('[1] (an array)');
    expect(mismatchNote(field({ type: 'string' }), null)).toBe('null');
  });

  it('says nothing when the value fits, is absent, or is an allowed null', () => {
    expect(mismatchNote(field({ type: 'integer' }), 1.5)).toBeUndefined();
    expect(mismatchNote(field({ type: 'string' }), undefined)).toBeUndefined();
    expect(mismatchNote(field({ type: ['string', 'null'] }), null)).toBeUndefined();
    expect(mismatchNote(field({ enum: ['s', 'm'] }), 'xl')).toBeUndefined();
    expect(mismatchNote(field({}), 'anything')).toBeUndefined();
  });
});

describe('safe-integer bounds', () => {
  it('are not shown: Zod writes them on every int', () => {
    const model = buildFormModel({
      type: 'object',
      properties: {
        a: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        b: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        c: { type: 'number', exclusiveMinimum: -9007199254740991 },
      },
    });
    const fields = model.kind === 'object' ? model.fields : [];
    expect(fields.map((f) => constraintHints(f))).toEqual([[], ['≥ 1'], []]);
  });
});
