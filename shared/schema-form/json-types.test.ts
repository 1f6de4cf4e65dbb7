import { describe, expect, it } from 'vitest';
import { admits, admittedTypes, jsonTypeNoun, mustBeMessage } from './json-types.ts';

describe('admittedTypes', () => {
  const root = { $defs: { Name: { type: 'string' } } };
  it('reads type, enum, const and unions', () => {
    expect(admittedTypes(root, { type: 'object' })).toEqual(['object']);
    expect(admittedTypes(root, { type: ['string', 'null'] })).toEqual(['string', 'null']);
    expect(admittedTypes(root, { enum: ['a', 1, null] })).toEqual(['string', 'integer', 'null']);
    expect(admittedTypes(root, { anyOf: [{ $ref: '#/$defs/Name' }, { type: 'array' }] })).toEqual(['string', 'array']);
    expect(admittedTypes(root, { properties: {} })).toEqual(['object']);
  });
  it('is undefined when any value may do or it cannot tell', () => {
    expect(admittedTypes(root, {})).toBeUndefined();
    expect(admittedTypes(root, { anyOf: [{ type: 'string' }, {}] })).toBeUndefined();
    expect(admittedTypes(root, { type: 'date' })).toBeUndefined();
    expect(admittedTypes(root, { $ref: '#/nowhere' })).toBeUndefined();
  });
});

describe('admits and the words for types', () => {
  it('lets a number type take integers', () => {
    expect(admits(['number'], 3)).toBe(true);
    expect(admits(['integer'], 3.5)).toBe(false);
    expect(admits(['object'], null)).toBe(false);
    expect(admits(['array'], [])).toBe(true);
  });
  it('says what a value is and what it must be', () => {
    expect(jsonTypeNoun('seven')).toBe('a string');
    expect(jsonTypeNoun(7)).toBe('a number');
    expect(jsonTypeNoun(true)).toBe('a boolean');
    expect(jsonTypeNoun({})).toBe('an object');
    expect(mustBeMessage(['object'])).toBe('Must be an object');
    expect(mustBeMessage(['boolean'])).toBe('Must be true or false');
    expect(mustBeMessage(['integer', 'number', 'boolean'])).toBe('Must be a number or a boolean');
  });
});
