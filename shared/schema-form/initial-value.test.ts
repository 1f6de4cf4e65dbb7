import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { initialArguments, newItemValue } from './initial-value.ts';
import type { Field } from './field.ts';

const args = (schema: unknown) => initialArguments(buildFormModel(schema));

function item(schema: unknown): Field {
  const model = buildFormModel({ type: 'object', properties: { list: { type: 'array', items: schema } } });
  const list = model.kind === 'object' ? model.fields[0] : undefined;
  if (list?.kind !== 'array') throw new Error('not an array');
  return list.item;
}

describe('initialArguments', () => {
  it('pre-fills defaults', () => {
    expect(
      args({
        type: 'object',
        properties: {
          messageType: { type: 'string', enum: ['error', 'success'] },
          includeImage: { type: 'boolean', default: false },
          count: { type: 'number', default: 3 },
        },
        required: ['messageType'],
      }),
    ).toEqual({ includeImage: false, count: 3 });
  });

  it('leaves optional fields without a default out, never "" or null', () => {
    expect(
      args({
        type: 'object',
        properties: {
          a: { type: 'string' },
          b: { type: 'number' },
          c: { type: ['string', 'null'] },
          d: { type: 'boolean' },
        },
      }),
    ).toEqual({});
  });

  it('starts required booleans at false, required arrays and objects empty', () => {
    expect(
      args({
        type: 'object',
        properties: {
          flag: { type: 'boolean' },
          tags: { type: 'array', items: { type: 'string' } },
          opts: { type: 'object', properties: { a: { type: 'string' } } },
        },
        required: ['flag', 'tags', 'opts'],
      }),
    ).toEqual({ flag: false, tags: [], opts: {} });
  });

  it('leaves a required string without a default out, so validation says Required', () => {
    expect(args({ type: 'object', properties: { message: { type: 'string' } }, required: ['message'] })).toEqual({});
  });

  it('fills nested defaults inside a required object', () => {
    expect(
      args({
        type: 'object',
        properties: {
          server: {
            type: 'object',
            properties: { host: { type: 'string', default: 'localhost' }, port: { type: 'integer', default: 8080 } },
          },
        },
        required: ['server'],
      }),
    ).toEqual({ server: { host: 'localhost', port: 8080 } });
  });

  it('fills an optional object whose nested defaults make it complete', () => {
    expect(
      args({
        type: 'object',
        properties: { retry: { type: 'object', properties: { times: { type: 'integer', default: 3 } } } },
      }),
    ).toEqual({ retry: { times: 3 } });
  });

  it('leaves out an optional object whose required fields have no default', () => {
    expect(
      args({
        type: 'object',
        properties: {
          auth: {
            type: 'object',
            properties: { user: { type: 'string' }, scheme: { type: 'string', default: 'basic' } },
            required: ['user'],
          },
        },
      }),
    ).toEqual({});
  });

  it('leaves out an optional object with nothing defaulted', () => {
    expect(
      args({
        type: 'object',
        properties: { o: { type: 'object', properties: { list: { type: 'array' } }, required: ['list'] } },
      }),
    ).toEqual({});
  });

  it('uses an object default as given, and copies it', () => {
    const schema = {
      type: 'object',
      properties: {
        o: { type: 'object', properties: { a: { type: 'string', default: 'inner' } }, default: { a: 'outer' } },
      },
    };
    const first = args(schema);
    expect(first).toEqual({ o: { a: 'outer' } });
    (first['o'] as Record<string, unknown>)['a'] = 'changed';
    expect(args(schema)).toEqual({ o: { a: 'outer' } });
  });

  it('uses defaults found through $ref', () => {
    expect(
      args({
        type: 'object',
        properties: { mode: { $ref: '#/$defs/Mode' } },
        $defs: { Mode: { type: 'string', enum: ['a', 'b'], default: 'b' } },
      }),
    ).toEqual({ mode: 'b' });
  });

  it('keeps a default of null', () => {
    expect(
      args({
        type: 'object',
        properties: { limit: { anyOf: [{ type: 'integer' }, { type: 'null' }], default: null } },
      }),
    ).toEqual({ limit: null });
  });

  it('gives {} for a root that is not an object', () => {
    expect(args({ type: 'array' })).toEqual({});
  });
});

describe('newItemValue', () => {
  it('starts each kind with something sendable', () => {
    expect(newItemValue(item({ type: 'string' }))).toBe('');
    expect(newItemValue(item({ type: 'number' }))).toBe(0);
    expect(newItemValue(item({ type: 'integer', minimum: 5 }))).toBe(5);
    expect(newItemValue(item({ type: 'integer', exclusiveMinimum: 5 }))).toBe(6);
    expect(newItemValue(item({ type: 'boolean' }))).toBe(false);
    expect(newItemValue(item({ enum: ['x', 'y'] }))).toBe('x');
    expect(newItemValue(item({ type: 'string', default: 'd' }))).toBe('d');
    expect(newItemValue(item({}))).toBeNull();
  });

  it('starts an object item with its nested defaults', () => {
    expect(
      newItemValue(
        item({ type: 'object', properties: { id: { type: 'integer' }, on: { type: 'boolean', default: true } } }),
      ),
    ).toEqual({ on: true });
  });
});

describe('a property named __proto__', () => {
  it('keeps its default as a plain key', () => {
    const model = buildFormModel({
      type: 'object',
      properties: { ['__proto__']: { type: 'string', default: 'kept' } },
    });
    const args = initialArguments(model);
    expect(Object.keys(args)).toEqual(['__proto__']);
    expect(JSON.stringify(args)).toBe('{"__proto__":"kept"}');
  });
});
