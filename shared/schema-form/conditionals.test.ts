import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { validateArguments } from './validate.ts';

const check = (schema: Record<string, unknown>, value: Record<string, unknown>) =>
  validateArguments(buildFormModel({ type: 'object', ...schema }), value);

describe('dependentRequired', () => {
  const schema = {
    properties: { card: { type: 'string' }, billing: { type: 'string' }, cvc: { type: 'string' } },
    dependentRequired: { card: ['billing', 'cvc'] },
  };

  it('requires the dependants of a property that is sent', () => {
    expect(check(schema, { card: '4111' })).toEqual({
      billing: 'Required when "card" is sent',
      cvc: 'Required when "card" is sent',
    });
    expect(check(schema, { card: '4111', billing: 'x', cvc: '123' })).toEqual({});
    expect(check(schema, { billing: 'x' })).toEqual({});
  });

  it('reads draft-07 array dependencies the same way, and dependentRequired from allOf members', () => {
    expect(
      check({ properties: { a: {}, b: {} }, dependencies: { a: ['b'], b: { required: ['a'] } } }, { a: 1 }),
    ).toEqual({ b: 'Required when "a" is sent' });
    expect(
      check({ allOf: [{ dependentRequired: { a: ['b'] } }, { dependentRequired: { c: ['d'] } }] }, { a: 1, c: 1 }),
    ).toEqual({
      b: 'Required when "a" is sent',
      d: 'Required when "c" is sent',
    });
  });

  it('keeps the first problem of a path', () => {
    expect(
      check({ properties: { a: {}, b: { type: 'string' } }, dependentRequired: { a: ['b'] } }, { a: 1, b: 2 }),
    ).toEqual({ b: 'Must be a string' });
  });
});

describe('if / then / else', () => {
  const contact = {
    properties: {
      kind: { enum: ['email', 'phone'] },
      address: { type: 'string' },
      number: { type: 'string' },
      verified: { type: 'boolean' },
    },
    required: ['kind'],
    if: { properties: { kind: { const: 'email' } }, required: ['kind'] },
    then: { required: ['address'], properties: { verified: { const: true } } },
    else: { required: ['number'] },
  };

  it('flags what `then` requires when `if` matches', () => {
    expect(check(contact, { kind: 'email' })).toEqual({ address: 'Required when "kind" is "email"' });
    expect(check(contact, { kind: 'email', address: 'a@b', verified: false })).toEqual({
      verified: 'Must be true when "kind" is "email"',
    });
    expect(check(contact, { kind: 'email', address: 'a@b', verified: true })).toEqual({});
  });

  it('flags what `else` requires when it does not', () => {
    expect(check(contact, { kind: 'phone' })).toEqual({ number: 'Required unless "kind" is "email"' });
    expect(check(contact, { kind: 'phone', number: '555' })).toEqual({});
  });

  it('treats an absent property as matching, as JSON Schema does, and says so', () => {
    const loose = {
      properties: { mode: { type: 'string' }, path: { type: 'string' } },
      if: { properties: { mode: { const: 'file' } } },
      then: { required: ['path'] },
    };
    expect(check(loose, {})).toEqual({ path: 'Required when "mode" is "file" or not sent' });
    expect(check(loose, { mode: 'inline' })).toEqual({});
  });

  it('judges every conditional of an allOf', () => {
    const schema = {
      properties: { a: {}, b: {}, x: {}, y: {} },
      allOf: [
        { if: { properties: { a: { const: 1 } }, required: ['a'] }, then: { required: ['x'] } },
        { if: { properties: { b: { enum: [2, 3] } }, required: ['b'] }, then: { required: ['y'] } },
      ],
    };
    expect(check(schema, { a: 1, b: 3 })).toEqual({ x: 'Required when "a" is 1', y: 'Required when "b" is 2 or 3' });
  });

  it('lists what the conditions find in the order of the form’s fields', () => {
    const schema = {
      ...contact,
      properties: { ...contact.properties, card: {}, cvc: {} },
      dependentRequired: { card: ['cvc'] },
    };
    expect(Object.keys(check(schema, { kind: 'email', card: '4111' }))).toEqual(['address', 'cvc']);
  });

  it('leaves an `if` it cannot judge simply to the server', () => {
    const schema = {
      properties: { n: { type: 'number' } },
      if: { properties: { n: { minimum: 10 } } },
      then: { required: ['big'] },
    };
    expect(check(schema, { n: 50 })).toEqual({});
    expect(check({ if: { not: {} }, then: { required: ['z'] } }, {})).toEqual({});
  });
});
