import { describe, expect, it } from 'vitest';
import { resolveRef, resolveSchema } from './resolve-schema.ts';

const root = {
  type: 'object',
  $defs: {
    Color: { type: 'string', enum: ['red', 'green'] },
    'a/b': { type: 'integer' },
    Alias: { $ref: '#/$defs/Color' },
  },
  definitions: { Legacy: { type: 'boolean' }, Anchored: { $anchor: 'here', type: 'number' } },
};

describe('resolveRef', () => {
  it('finds $defs, definitions and the root', () => {
    expect(resolveRef(root, '#/$defs/Color')).toEqual({ type: 'string', enum: ['red', 'green'] });
    expect(resolveRef(root, '#/definitions/Legacy')).toEqual({ type: 'boolean' });
    expect(resolveRef(root, '#')).toBe(root);
  });
  it('decodes JSON pointer escapes and anchors', () => {
    expect(resolveRef(root, '#/$defs/a~1b')).toEqual({ type: 'integer' });
    expect(resolveRef(root, '#here')).toEqual({ $anchor: 'here', type: 'number' });
  });
  it('gives undefined for external or missing targets', () => {
    expect(resolveRef(root, 'https://example.com/schema.json')).toBeUndefined();
    expect(resolveRef(root, '#/$defs/Nope')).toBeUndefined();
  });
});

describe('resolveSchema', () => {
  it('follows $ref chains and lets siblings override the target', () => {
    const result = resolveSchema(root, { $ref: '#/$defs/Alias', description: 'Pick one' });
    expect(result.ok).toBe(true);
    expect(result.schema).toEqual({ type: 'string', enum: ['red', 'green'], description: 'Pick one' });
    expect(result.refStack).toEqual(['#/$defs/Alias', '#/$defs/Color']);
  });

  it('reports a $ref already being expanded as recursive', () => {
    const result = resolveSchema(root, { $ref: '#/$defs/Color' }, ['#/$defs/Color']);
    expect(result).toMatchObject({ ok: false, reason: 'Recursive schema (#/$defs/Color)' });
  });

  it('reports a self-referencing $ref chain as recursive', () => {
    const loop = { $defs: { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } } };
    expect(resolveSchema(loop, { $ref: '#/$defs/A' })).toMatchObject({ ok: false });
  });

  it('reports an unresolvable $ref', () => {
    expect(resolveSchema(root, { $ref: '#/$defs/Missing' })).toMatchObject({
      ok: false,
      reason: 'Cannot resolve $ref #/$defs/Missing',
    });
  });

  it('merges allOf members', () => {
    const result = resolveSchema(root, {
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'number' } }, required: ['b'] },
      ],
      description: 'Both',
    });
    expect(result.schema).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['a', 'b'],
      description: 'Both',
    });
  });

  it('keeps each allOf member’s if/then/else whole, and joins dependentRequired', () => {
    const first = { if: { properties: { a: { const: 1 } } }, then: { required: ['x'] } };
    const second = { if: { properties: { b: { const: 2 } } }, else: { required: ['y'] } };
    const result = resolveSchema(root, {
      allOf: [
        { ...first, dependentRequired: { a: ['b'] } },
        { ...second, dependentRequired: { c: ['d'] } },
      ],
    });
    expect(result.schema).toEqual({ dependentRequired: { a: ['b'], c: ['d'] }, allOf: [first, second] });
    expect(resolveSchema(root, result.schema).schema).toEqual(result.schema);
  });

  it('unwraps pydantic-style allOf with a single $ref', () => {
    const result = resolveSchema(root, { allOf: [{ $ref: '#/$defs/Color' }], default: 'red' });
    expect(result.schema).toEqual({ type: 'string', enum: ['red', 'green'], default: 'red' });
  });

  it('turns a type array with null into a nullable type', () => {
    const result = resolveSchema(root, { type: ['string', 'null'] });
    expect(result).toMatchObject({ ok: true, nullable: true, schema: { type: 'string' } });
  });

  it('honours OpenAPI nullable: true', () => {
    expect(resolveSchema(root, { type: 'integer', nullable: true })).toMatchObject({ nullable: true });
  });

  it('turns anyOf [X, {type: null}] into a nullable X, keeping outer annotations', () => {
    const result = resolveSchema(root, {
      anyOf: [{ $ref: '#/$defs/Color' }, { type: 'null' }],
      default: null,
      title: 'Colour',
    });
    expect(result).toMatchObject({ ok: true, nullable: true });
    expect(result.schema).toEqual({ type: 'string', enum: ['red', 'green'], default: null, title: 'Colour' });
  });

  it('keeps a real union but notes that null is allowed', () => {
    const result = resolveSchema(root, { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] });
    expect(result).toMatchObject({
      ok: true,
      nullable: true,
      schema: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    });
  });

  it('treats true and a missing schema as "anything"', () => {
    expect(resolveSchema(root, true)).toMatchObject({ ok: true, schema: {} });
    expect(resolveSchema(root, undefined)).toMatchObject({ ok: true, schema: {} });
    expect(resolveSchema(root, 42)).toMatchObject({ ok: false });
  });
});
