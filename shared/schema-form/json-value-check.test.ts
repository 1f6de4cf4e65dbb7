import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { validateArguments } from './validate.ts';

/** The problems of `{ v: value }` where v has `schema`. */
function problems(schema: unknown, value: unknown, defs: Record<string, unknown> = {}): Record<string, string> {
  const model = buildFormModel({ type: 'object', properties: { v: schema }, $defs: defs });
  return { ...validateArguments(model, { v: value }) };
}

describe('values typed as JSON are checked against their schema', () => {
  it('a JSON field: the type it allows, null included', () => {
    expect(problems({ type: ['object', 'null'], additionalProperties: { type: 'string' } }, 'oops')).toEqual({
      v: 'Must be an object or null',
    });
    expect(problems({ type: ['object', 'null'], additionalProperties: { type: 'string' } }, null)).toEqual({});
  });

  it('what an object of any keys holds: additionalProperties as a schema, or false', () => {
    expect(problems({ type: 'object', additionalProperties: { type: 'number' } }, { x: 'a', y: 2 })).toEqual({
      'v.x': 'Must be a number',
    });
    expect(
      problems(
        {
          type: 'object',
          properties: { a: { type: 'string' } },
          additionalProperties: { type: 'integer', minimum: 0 },
        },
        { a: 'ok', b: -1 },
      ),
    ).toEqual({
      'v.b': 'Must be ≥ 0',
    });
  });

  it('properties beside alternatives: the properties as plain fields, and one alternative must pass', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string', minLength: 2 }, b: { type: 'string' } },
      anyOf: [{ required: ['a'] }, { required: ['b'] }],
    };
    expect(problems(schema, { a: 1 })).toEqual({ 'v.a': 'Must be a string' });
    expect(problems(schema, { a: 'x' })).toEqual({ 'v.a': 'Must be at least 2 characters' });
    expect(problems(schema, {})).toEqual({ v: 'Does not match any of the alternatives' });
    expect(problems(schema, { b: 'ok' })).toEqual({});
  });

  it('tuples, position by position', () => {
    const schema = { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false };
    expect(problems(schema, ['a', 1])).toEqual({});
    expect(problems(schema, ['a', 'b', 3])).toEqual({
      'v[1]': 'Must be an integer',
      'v[2]': 'Not allowed by the schema',
    });
  });

  it('array items typed as JSON, and $refs inside them', () => {
    const schema = { type: 'array', items: { type: 'object', additionalProperties: { $ref: '#/$defs/Level' } } };
    expect(problems(schema, [{ x: 'high' }, { y: 'loud' }], { Level: { enum: ['low', 'high'] } })).toEqual({
      'v[1].y': 'Must be one of: low, high',
    });
  });

  it('the JSON choice of a union is held to the alternatives', () => {
    const schema = {
      oneOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { type: 'object', properties: { b: { type: 'string' } } },
        { type: 'null' },
      ],
    };
    expect(problems(schema, 'oops')).toEqual({ v: 'Must be an object or null' });
  });

  it('a union of scalars names null among what it may be', () => {
    expect(problems({ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] }, { ok: true })).toEqual({
      v: 'Must be a string or a number or null',
    });
  });

  it('a value of any JSON is still anything', () => {
    expect(problems({}, { anything: ['goes'] })).toEqual({});
    expect(problems({ $ref: '#/$defs/Missing' }, 'x')).toEqual({});
  });

  it('a schema that refers to itself ends with the value', () => {
    const node = {
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
      additionalProperties: false,
    };
    expect(problems({ $ref: '#/$defs/Node' }, { children: [{ children: [{ extra: 1 }] }] }, { Node: node })).toEqual({
      'v.children[0].children[0].extra': 'Not allowed by the schema',
    });
  });
});
