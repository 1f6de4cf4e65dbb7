import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import type { Field, UnionField } from './field.ts';
import { createFormState, reduceForm } from './form-state.ts';
import { initialArguments } from './initial-value.ts';
import { valueForVariant } from './union-value.ts';
import { variantIndex } from './variant-match.ts';
import { validateArguments } from './validate.ts';

function field(schema: unknown): Field {
  const model = buildFormModel({ type: 'object', properties: { x: schema } });
  const found = model.kind === 'object' ? model.fields[0] : undefined;
  if (!found) throw new Error('no field');
  return found;
}

function union(schema: unknown): UnionField {
  const found = field(schema);
  if (found.kind !== 'union') throw new Error(`not a union: ${found.kind}`);
  return found;
}

const labels = (u: UnionField) => u.variants.map((variant) => variant.label);

describe('union fields', () => {
  it('offers one choice per type of a type array', () => {
    const u = union({ type: ['boolean', 'string'], description: 'Yes, no, or a word' });
    expect(labels(u)).toEqual(['boolean', 'string']);
    expect(u.variants.map((v) => v.field.kind)).toEqual(['boolean', 'string']);
    expect(u.variants[1]!.field.description).toBe('Yes, no, or a word');
  });

  it('offers the alternatives of anyOf and oneOf, named by their titles', () => {
    expect(labels(union({ anyOf: [{ type: 'integer' }, { type: 'string', format: 'date' }] }))).toEqual([
      'integer',
      'string · date',
    ]);
    expect(
      labels(
        union({
          oneOf: [
            { type: 'number', title: 'Seconds' },
            { type: 'string', title: 'Duration text' },
          ],
        }),
      ),
    ).toEqual(['Seconds', 'Duration text']);
  });

  it('adds a JSON choice for complicated unions', () => {
    const shapes = union({
      anyOf: [
        { type: 'object', properties: { x: { type: 'number' } } },
        { type: 'object', properties: { url: { type: 'string' } } },
      ],
    });
    expect(labels(shapes)).toEqual(['{x}', '{url}', 'JSON']);
    expect(shapes.variants[2]!.field.kind).toBe('raw');
    expect(labels(union({ anyOf: [{ type: 'string' }, {}] }))).toEqual(['string', 'JSON']);
    expect(labels(union({ type: ['string', 'array'], items: { type: 'string' } }))).toEqual([
      'string',
      'array of string',
      'JSON',
    ]);
  });

  it('keeps "or null" on the union and on each choice', () => {
    const u = union({ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] });
    expect(u.nullable).toBe(true);
    expect(u.variants.every((v) => v.field.nullable)).toBe(true);
  });

  it('is a plain field when only one alternative can be modelled and nothing else is lost', () => {
    expect(field({ anyOf: [{ type: 'string' }], title: 'Name' })).toMatchObject({ kind: 'string', title: 'Name' });
  });

  it('starts with the first choice\u2019s initial value, or the default', () => {
    const model = buildFormModel({
      type: 'object',
      properties: { flag: { type: ['boolean', 'string'] }, mode: { type: ['boolean', 'string'], default: 'auto' } },
      required: ['flag'],
    });
    expect(initialArguments(model)).toEqual({ flag: false, mode: 'auto' });
  });
});

describe('variantIndex', () => {
  const u = union({ type: ['boolean', 'string', 'integer'] });
  it('keeps the pick while the value is of its type, or absent', () => {
    expect(variantIndex(u, undefined, 1)).toBe(1);
    expect(variantIndex(u, 'yes', 1)).toBe(1);
    expect(variantIndex(u, null, 2)).toBe(2);
  });
  it('follows the value when it is of another choice\u2019s type', () => {
    expect(variantIndex(u, true, 1)).toBe(0);
    expect(variantIndex(u, 7, 0)).toBe(2);
  });
  it('falls back to the JSON choice for a value no choice takes', () => {
    const withJson = union({ anyOf: [{ type: 'string' }, {}] });
    expect(variantIndex(withJson, { a: 1 }, 0)).toBe(1);
  });
});

describe('valueForVariant', () => {
  const u = union({ type: ['boolean', 'string', 'integer'] });
  const [bool, text, int] = u.variants.map((v) => v.field) as [Field, Field, Field];
  it('converts where that is plain', () => {
    expect(valueForVariant(true, text, false)).toBe('true');
    expect(valueForVariant('false', bool, false)).toBe(false);
    expect(valueForVariant('42', int, false)).toBe(42);
    expect(valueForVariant(42, text, false)).toBe('42');
  });
  it('leaves an optional value out when it does not convert, and starts a required one afresh', () => {
    expect(valueForVariant('yes', bool, false)).toBeUndefined();
    expect(valueForVariant('yes', bool, true)).toBe(false);
    expect(valueForVariant('4.5', int, true)).toBe(0);
    expect(valueForVariant(undefined, text, true)).toBe('');
  });
  it('keeps a value the JSON choice is to edit', () => {
    const json = union({ anyOf: [{ type: 'string' }, {}] }).variants[1]!.field;
    expect(valueForVariant({ a: 1 }, json, false)).toEqual({ a: 1 });
  });
});

describe('validating a union', () => {
  const check = (schema: unknown, value: unknown) =>
    validateArguments(buildFormModel({ type: 'object', properties: { x: schema } }), { x: value });
  it('accepts a value any alternative takes', () => {
    expect(check({ type: ['boolean', 'string'] }, 'yes')).toEqual({});
    expect(check({ type: ['boolean', 'string'] }, true)).toEqual({});
  });
  it('gives the problems of the alternative of the value\u2019s type', () => {
    expect(check({ anyOf: [{ type: 'string', minLength: 3 }, { type: 'integer' }] }, 'ab')).toEqual({
      x: 'Must be at least 3 characters',
    });
    expect(
      check(
        { anyOf: [{ type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] }, { type: 'string' }] },
        { n: 'seven' },
      ),
    ).toEqual({ 'x.n': 'Must be an integer' });
  });
  it('names the types when the value is of none of them', () => {
    expect(check({ type: ['boolean', 'string'] }, 5)).toEqual({ x: 'Must be a boolean or a string' });
  });
});

describe('form state through a union', () => {
  it('adds an item to the array choice of a union', () => {
    const model = buildFormModel({
      type: 'object',
      properties: { x: { type: ['string', 'array'], items: { type: 'string' } } },
    });
    const state = reduceForm(
      model,
      { ...createFormState(model), values: { x: [] } },
      { type: 'add-item', path: ['x'] },
    );
    expect(state.values).toEqual({ x: [''] });
  });
});
