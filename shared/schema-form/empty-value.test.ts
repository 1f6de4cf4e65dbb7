import { describe, expect, it } from 'vitest';
import { emptyValueOf } from './empty-value.ts';

const root = {
  $defs: {
    Point: {
      type: 'object',
      properties: { x: { type: 'number', minimum: 1 }, tag: { type: 'string' } },
      required: ['x'],
    },
  },
};
const empty = (schema: unknown) => emptyValueOf(root, schema);

describe('emptyValueOf', () => {
  it('takes the default, const or first enum value first', () => {
    expect(empty({ type: 'string', default: 'hi' })).toBe('hi');
    expect(empty({ const: 3 })).toBe(3);
    expect(empty({ enum: ['a', 'b'] })).toBe('a');
  });

  it('gives each type its empty value', () => {
    expect(empty({ type: 'object' })).toEqual({});
    expect(empty({ type: 'array' })).toEqual([]);
    expect(empty({ type: 'string' })).toBe('');
    expect(empty({ type: 'integer', exclusiveMinimum: 0 })).toBe(1);
    expect(empty({ type: 'boolean' })).toBe(false);
    expect(empty({ type: ['null', 'object'] })).toEqual({});
    expect(empty({ type: 'null' })).toBeNull();
    expect(empty({})).toBeNull();
  });

  it('fills the required properties of an object, through $refs and unions', () => {
    expect(empty({ $ref: '#/$defs/Point' })).toEqual({ x: 1 });
    expect(empty({ anyOf: [{ $ref: '#/$defs/Point' }, { type: 'string' }] })).toEqual({ x: 1 });
    expect(empty({ type: 'object', required: ['ghost'] })).toEqual({ ghost: null });
  });
});
