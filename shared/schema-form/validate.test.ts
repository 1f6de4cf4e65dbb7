import { describe, expect, it, vi } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { validateArguments } from './validate.ts';

function check(schema: unknown, value: unknown, required = false) {
  const model = buildFormModel({ type: 'object', properties: { x: schema }, ...(required ? { required: ['x'] } : {}) });
  return validateArguments(model, value === undefined ? {} : { x: value });
}
const error = (schema: unknown, value: unknown) => check(schema, value)['x'];

describe('validateArguments: presence', () => {
  it('says Required for a missing required field', () => {
    expect(check({ type: 'string' }, undefined, true)).toEqual({ x: 'Required' });
    expect(check({ type: 'boolean' }, undefined, true)).toEqual({ x: 'Required' });
  });
  it('accepts a missing optional field', () => {
    expect(check({ type: 'string', minLength: 3 }, undefined)).toEqual({});
  });
  it('accepts an empty string for a required string without minLength', () => {
    expect(check({ type: 'string' }, '', true)).toEqual({});
  });
});

describe('validateArguments: types', () => {
  it('checks each primitive type', () => {
    expect(error({ type: 'string' }, 5)).toBe('Must be a string');
    expect(error({ type: 'number' }, 'abc')).toBe('Must be a number');
    expect(error({ type: 'integer' }, 'abc')).toBe('Must be an integer');
    expect(error({ type: 'integer' }, 1.5)).toBe('Must be an integer');
    expect(error({ type: 'integer' }, 2)).toBeUndefined();
    expect(error({ type: 'number' }, 1.5)).toBeUndefined();
    expect(error({ type: 'boolean' }, 'true')).toBe('Must be true or false');
    expect(error({ type: 'object', properties: { a: {} } }, [])).toBe('Must be an object');
    expect(error({ type: 'array', items: { type: 'string' } }, 'a,b')).toBe('Must be an array');
  });

  it('rejects null unless the field is nullable', () => {
    expect(error({ type: 'string' }, null)).toBe('Must be a string');
    expect(error({ type: ['string', 'null'] }, null)).toBeUndefined();
    expect(error({ anyOf: [{ type: 'integer' }, { type: 'null' }] }, null)).toBeUndefined();
    expect(error({ enum: ['a', null] }, null)).toBeUndefined();
  });

  it('accepts anything in a raw field that names no type', () => {
    expect(error({}, { any: ['thing'] })).toBeUndefined();
    expect(error({}, null)).toBeUndefined();
    expect(error({ type: 'object' }, { free: 'form' })).toBeUndefined();
  });

  it('checks the JSON type of a raw field when the schema names it', () => {
    expect(error({ type: 'object' }, 'even a string')).toBe('Must be an object');
    expect(error({ type: 'object' }, null)).toBe('Must be an object');
    expect(error({ type: ['string', 'number'] }, true)).toBe('Must be a string or a number');
    expect(error({ type: ['string', 'number'] }, 3)).toBeUndefined();
    expect(error({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, 1.5)).toBe('Must be a string or an integer');
    expect(error({ anyOf: [{ type: 'string' }, { type: 'array' }, { type: 'null' }] }, null)).toBeUndefined();
    expect(error({ anyOf: [{ type: 'string' }, {}] }, 5)).toBeUndefined();
  });
});

describe('validateArguments: numbers', () => {
  it('checks bounds with short messages', () => {
    expect(error({ type: 'number', minimum: 1 }, 0)).toBe('Must be ≥ 1');
    expect(error({ type: 'number', maximum: 10 }, 11)).toBe('Must be ≤ 10');
    expect(error({ type: 'number', maximum: 10 }, 10)).toBeUndefined();
    expect(error({ type: 'number', exclusiveMinimum: 0 }, 0)).toBe('Must be > 0');
    expect(error({ type: 'number', exclusiveMaximum: 1 }, 1)).toBe('Must be < 1');
    expect(error({ type: 'number', minimum: 0, exclusiveMinimum: true }, 0)).toBe('Must be > 0');
  });

  it('checks multipleOf, tolerating floating point', () => {
    expect(error({ type: 'number', multipleOf: 5 }, 12)).toBe('Must be a multiple of 5');
    expect(error({ type: 'number', multipleOf: 0.1 }, 0.3)).toBeUndefined();
    expect(error({ type: 'number', multipleOf: 0.01 }, 19.99)).toBeUndefined();
  });

  it('rejects non-finite numbers', () => {
    expect(error({ type: 'number' }, Number.NaN)).toBe('Must be a number');
  });
});

describe('validateArguments: strings', () => {
  it('checks length in characters, not UTF-16 units', () => {
    expect(error({ type: 'string', minLength: 3 }, 'ab')).toBe('Must be at least 3 characters');
    expect(error({ type: 'string', minLength: 1 }, '')).toBe('Must not be empty');
    expect(error({ type: 'string', maxLength: 1 }, 'ab')).toBe('Must be at most 1 character');
    expect(error({ type: 'string', maxLength: 2 }, '😀😀')).toBeUndefined();
    expect(error({ type: 'string', minLength: 3 }, '😀😀')).toBe('Must be at least 3 characters');
    expect(error({ type: 'string', minLength: 2, maxLength: 3 }, '😀a😀')).toBeUndefined();
    expect(error({ type: 'string', maxLength: 3 }, '😀a😀b')).toBe('Must be at most 3 characters');
    expect(error({ type: 'string', minLength: 2 }, 'a\ud800')).toBeUndefined();
  });

  it('checks the length of a long text without counting when the limits are far', () => {
    const long = 'x'.repeat(2_000_000);
    // Counting reads the text unit by unit; with far limits no unit is read at all (the count of reads, not the time, is the proof).
    const reads = vi.spyOn(String.prototype, 'charCodeAt');
    try {
      expect(error({ type: 'string', minLength: 1, maxLength: 10_000_000 }, long)).toBeUndefined();
      expect(reads).not.toHaveBeenCalled();
      expect(error({ type: 'string', minLength: 2, maxLength: 3 }, '😀a😀')).toBeUndefined();
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    expect(error({ type: 'string', maxLength: 1_500_000 }, long)).toBe('Must be at most 1500000 characters');
  });

  it('checks patterns and skips ones JavaScript cannot compile', () => {
    expect(error({ type: 'string', pattern: '^[a-z]+$' }, 'ABC')).toBe('Must match ^[a-z]+$');
    expect(error({ type: 'string', pattern: '^[a-z]+$' }, 'abc')).toBeUndefined();
    expect(error({ type: 'string', pattern: '(?i)abc' }, 'x')).toBeUndefined();
  });

  it('checks the common formats', () => {
    expect(error({ type: 'string', format: 'email' }, 'nope')).toBe('Must be an email address');
    expect(error({ type: 'string', format: 'uri' }, 'not a uri')).toBe('Must be a URI (scheme:…)');
    expect(error({ type: 'string', format: 'uri' }, 'https://example.com/x')).toBeUndefined();
    expect(error({ type: 'string', format: 'date' }, '2025-02-30')).toBe('Must be a date (YYYY-MM-DD)');
    expect(error({ type: 'string', format: 'date-time' }, '2025-01-31')).toMatch(/^Must be a date-time/);
    expect(error({ type: 'string', format: 'hostname' }, '!!')).toBeUndefined();
  });
});

describe('validateArguments: enums', () => {
  it('checks membership, listing a few options', () => {
    expect(error({ enum: ['a', 'b'] }, 'c')).toBe('Must be one of: a, b');
    expect(error({ enum: [1, 2, 3, 4, 5, 6, 7] }, 9)).toBe('Must be one of: 1, 2, 3, 4, 5, …');
    expect(error({ oneOf: [{ const: 'lo', title: 'Low' }] }, 'hi')).toBe('Must be one of: Low');
    expect(error({ enum: [1, 2] }, 2)).toBeUndefined();
    expect(error({ enum: [{ a: 1, b: 2 }] }, { b: 2, a: 1 })).toBeUndefined();
  });
});

describe('validateArguments: nesting', () => {
  const schema = {
    type: 'object',
    properties: {
      server: {
        type: 'object',
        properties: { host: { type: 'string' }, port: { type: 'integer', maximum: 65535 } },
        required: ['host'],
      },
      tags: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 2 },
      rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
    },
    required: ['server'],
  };
  const model = buildFormModel(schema);

  it('keys messages by path', () => {
    expect(validateArguments(model, { server: { port: 70000 }, tags: ['', 'ok', 'x'], rows: [{ id: 1 }, {}] })).toEqual(
      {
        'server.host': 'Required',
        'server.port': 'Must be ≤ 65535',
        'tags[0]': 'Must not be empty',
        tags: 'Must have at most 2 items',
        'rows[1].id': 'Required',
      },
    );
  });

  it('lists errors in form order so the first one is the first field', () => {
    const keys = Object.keys(validateArguments(model, { server: {}, rows: [{}] }));
    expect(keys).toEqual(['server.host', 'rows[0].id']);
  });

  it('is happy with valid input', () => {
    expect(validateArguments(model, { server: { host: 'h', port: 1 }, tags: ['a'], rows: [{ id: 1 }] })).toEqual({});
  });

  it('does not check inside an optional object that is absent', () => {
    const m = buildFormModel({
      type: 'object',
      properties: { o: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } },
    });
    expect(validateArguments(m, {})).toEqual({});
    expect(validateArguments(m, { o: {} })).toEqual({ 'o.a': 'Required' });
  });

  it('checks array sizes and uniqueness', () => {
    expect(error({ type: 'array', items: { type: 'number' }, minItems: 1 }, [])).toBe('Must have at least 1 item');
    expect(
      error({ type: 'array', items: { type: 'object', properties: { a: {} } }, uniqueItems: true }, [
        { a: 1 },
        { a: 1 },
      ]),
    ).toBe('Items must be unique');
    expect(check({ type: 'array', items: { type: 'integer' } }, [1, 'x', 2.5])).toEqual({
      'x[1]': 'Must be an integer',
      'x[2]': 'Must be an integer',
    });
  });

  it('flags extra keys only when additionalProperties is false', () => {
    const open = buildFormModel({ type: 'object', properties: { a: { type: 'string' } } });
    expect(validateArguments(open, { a: 'x', extra: 1 })).toEqual({});
    const closed = buildFormModel({
      type: 'object',
      properties: { a: { type: 'string' } },
      additionalProperties: false,
    });
    expect(validateArguments(closed, { a: 'x', extra: 1 })).toEqual({ extra: 'Not allowed by the schema' });
  });

  it('validates through $ref', () => {
    const m = buildFormModel({
      type: 'object',
      properties: { p: { $ref: '#/$defs/P' } },
      required: ['p'],
      $defs: { P: { type: 'integer', minimum: 1 } },
    });
    expect(validateArguments(m, { p: 0 })).toEqual({ p: 'Must be ≥ 1' });
  });
});
