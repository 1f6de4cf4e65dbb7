import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { ITEM_INDEX } from './field.ts';
import type { Field } from './field.ts';

function fieldsOf(schema: unknown): readonly Field[] {
  const model = buildFormModel(schema);
  if (model.kind !== 'object') throw new Error(`root is ${model.kind}`);
  return model.fields;
}

function only(schema: unknown): Field {
  const [field] = fieldsOf({ type: 'object', properties: { x: schema } });
  if (field === undefined) throw new Error('no field');
  return field;
}

describe('buildFormModel: the root', () => {
  it('models server-everything echo', () => {
    const model = buildFormModel({
      type: 'object',
      properties: { message: { type: 'string', description: 'Message to echo' } },
      required: ['message'],
      $schema: 'http://json-schema.org/draft-07/schema#',
    });
    expect(model).toMatchObject({ kind: 'object', path: [], required: true });
    expect(fieldsOf(model.schema)).toMatchObject([
      {
        kind: 'string',
        name: 'message',
        label: 'message',
        path: ['message'],
        description: 'Message to echo',
        required: true,
      },
    ]);
  });

  it('treats a root without properties as an object with no fields', () => {
    expect(buildFormModel({ type: 'object' })).toMatchObject({ kind: 'object', fields: [] });
    expect(buildFormModel({})).toMatchObject({ kind: 'object', fields: [] });
    expect(buildFormModel(undefined)).toMatchObject({ kind: 'object', fields: [] });
  });

  it('resolves a root $ref', () => {
    const model = buildFormModel({
      $ref: '#/$defs/Args',
      $defs: { Args: { type: 'object', properties: { q: { type: 'string' } } } },
    });
    expect(model).toMatchObject({ kind: 'object', fields: [{ name: 'q', kind: 'string' }] });
  });

  it('falls back to raw for a root that is not an object', () => {
    expect(buildFormModel({ type: 'array', items: { type: 'string' } }).kind).toBe('array');
    expect(buildFormModel({ type: 'string' }).kind).toBe('string');
  });

  it('keeps property order', () => {
    const names = fieldsOf({ type: 'object', properties: { b: { type: 'string' }, a: { type: 'string' }, c: {} } }).map(
      (f) => f.name,
    );
    expect(names).toEqual(['b', 'a', 'c']);
  });
});

describe('buildFormModel: primitive fields', () => {
  it('reads strings with formats and length limits', () => {
    expect(only({ type: 'string', format: 'uri', title: 'Link' })).toMatchObject({
      kind: 'string',
      format: 'uri',
      title: 'Link',
      multiline: false,
      constraints: { format: 'uri' },
    });
    expect(only({ type: 'string', minLength: 2, maxLength: 5000, pattern: '^a' })).toMatchObject({
      multiline: true,
      constraints: { minLength: 2, maxLength: 5000, pattern: '^a' },
    });
  });

  it('makes a string multi-line for long text, a text media type or format "textarea"', () => {
    expect(only({ type: 'string', format: 'textarea' })).toMatchObject({ kind: 'string', multiline: true });
    expect(only({ type: 'string', contentMediaType: 'text/markdown' })).toMatchObject({ multiline: true });
    expect(only({ type: 'string' })).toMatchObject({ multiline: false });
  });

  it('reads numbers and integers with their bounds', () => {
    expect(only({ type: 'number', minimum: 1, maximum: 10, default: 3 })).toMatchObject({
      kind: 'number',
      default: { value: 3 },
      constraints: { minimum: 1, maximum: 10 },
    });
    expect(only({ type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 5, multipleOf: 2 })).toMatchObject({
      kind: 'integer',
      constraints: { exclusiveMinimum: 0, exclusiveMaximum: 5, multipleOf: 2 },
    });
  });

  it('reads draft-04 boolean exclusive bounds', () => {
    expect(only({ type: 'number', minimum: 0, exclusiveMinimum: true }).constraints).toEqual({ exclusiveMinimum: 0 });
    expect(only({ type: 'number', maximum: 9, exclusiveMaximum: true }).constraints).toEqual({ exclusiveMaximum: 9 });
  });

  it('reads booleans', () => {
    expect(only({ type: 'boolean', default: false })).toMatchObject({ kind: 'boolean', default: { value: false } });
  });

  it('records a default of null but not an absent one', () => {
    expect(only({ type: ['string', 'null'], default: null }).default).toEqual({ value: null });
    expect(only({ type: 'string' }).default).toBeUndefined();
  });

  it('infers the type from the keywords present', () => {
    expect(only({ properties: { a: { type: 'string' } } }).kind).toBe('object');
    expect(only({ items: { type: 'string' } }).kind).toBe('array');
  });
});

describe('buildFormModel: enums', () => {
  it('reads string and number enums', () => {
    expect(only({ type: 'string', enum: ['error', 'success'] })).toMatchObject({
      kind: 'enum',
      options: [
        { value: 'error', label: 'error' },
        { value: 'success', label: 'success' },
      ],
    });
    expect(only({ type: 'integer', enum: [1, 2] })).toMatchObject({
      kind: 'enum',
      options: [{ value: 1, label: '1' }, { value: 2 }],
    });
  });

  it('reads titled oneOf/anyOf consts', () => {
    expect(only({ oneOf: [{ const: 'a', title: 'Alpha' }, { const: 'b' }] })).toMatchObject({
      kind: 'enum',
      options: [
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'b' },
      ],
    });
    expect(
      only({
        anyOf: [
          { const: 1, title: 'One' },
          { const: 2, title: 'Two' },
        ],
      }).kind,
    ).toBe('enum');
  });

  it('reads legacy enumNames and a lone const', () => {
    expect(only({ type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] })).toMatchObject({
      options: [{ label: 'Small' }, { label: 'Medium' }],
    });
    expect(only({ const: 'fixed' })).toMatchObject({ kind: 'enum', options: [{ value: 'fixed' }] });
  });

  it('reads an enum behind a $ref, nullable via anyOf', () => {
    const [field] = fieldsOf({
      type: 'object',
      properties: { color: { anyOf: [{ $ref: '#/$defs/Color' }, { type: 'null' }], default: null } },
      $defs: { Color: { enum: ['red', 'blue'], type: 'string' } },
    });
    expect(field).toMatchObject({ kind: 'enum', nullable: true, default: { value: null } });
  });
});

describe('buildFormModel: nullable', () => {
  it('reads ["string", "null"] as a nullable string', () => {
    expect(only({ type: ['string', 'null'] })).toMatchObject({ kind: 'string', nullable: true });
  });
  it('reads pydantic Optional[int]', () => {
    expect(only({ anyOf: [{ type: 'integer' }, { type: 'null' }], default: null, title: 'Limit' })).toMatchObject({
      kind: 'integer',
      nullable: true,
      title: 'Limit',
    });
  });
});

describe('buildFormModel: objects', () => {
  it('builds nested objects recursively with required flags and paths', () => {
    const field = only({
      type: 'object',
      properties: {
        host: { type: 'string' },
        port: { type: 'integer', default: 80 },
        tls: { type: 'object', properties: { on: { type: 'boolean' } } },
      },
      required: ['host'],
    });
    expect(field).toMatchObject({
      kind: 'object',
      path: ['x'],
      fields: [
        { name: 'host', path: ['x', 'host'], required: true, kind: 'string' },
        { name: 'port', path: ['x', 'port'], required: false, kind: 'integer' },
        { name: 'tls', kind: 'object', fields: [{ name: 'on', path: ['x', 'tls', 'on'], kind: 'boolean' }] },
      ],
    });
  });

  it('notes additionalProperties: false', () => {
    expect(only({ type: 'object', properties: { a: {} }, additionalProperties: false })).toMatchObject({
      additionalProperties: false,
    });
  });

  it('edits a free-form object as raw JSON', () => {
    expect(only({ type: 'object' })).toMatchObject({ kind: 'raw', reason: 'Object with any keys' });
    expect(only({ type: 'object', additionalProperties: { type: 'string' } }).kind).toBe('raw');
  });

  it('adds a raw field for a required property the schema never describes', () => {
    const fields = fieldsOf({ type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'ghost'] });
    expect(fields[1]).toMatchObject({ name: 'ghost', kind: 'raw', required: true });
  });
});

describe('buildFormModel: arrays', () => {
  it('builds arrays of primitives with an item template', () => {
    expect(
      only({ type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3, uniqueItems: true }),
    ).toMatchObject({
      kind: 'array',
      constraints: { minItems: 1, maxItems: 3, uniqueItems: true },
      item: { kind: 'string', required: true, path: ['x', ITEM_INDEX] },
    });
  });

  it('builds arrays of objects', () => {
    expect(
      only({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } }),
    ).toMatchObject({
      item: { kind: 'object', fields: [{ name: 'id', required: true, path: ['x', ITEM_INDEX, 'id'] }] },
    });
  });

  it('edits tuples and untyped items as raw', () => {
    expect(only({ type: 'array', items: [{ type: 'string' }] }).kind).toBe('raw');
    expect(only({ type: 'array', prefixItems: [{ type: 'string' }] }).kind).toBe('raw');
    expect(only({ type: 'array' })).toMatchObject({ kind: 'array', item: { kind: 'raw' } });
  });
});

describe('buildFormModel: $ref and cycles', () => {
  const tree = {
    type: 'object',
    properties: { root: { $ref: '#/$defs/Node' } },
    $defs: {
      Node: {
        type: 'object',
        properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
        required: ['label'],
      },
    },
  };

  it('expands a $ref once and stops at the cycle with a raw field', () => {
    const [root] = fieldsOf(tree);
    expect(root).toMatchObject({
      kind: 'object',
      fields: [
        { name: 'label', kind: 'string', required: true },
        { name: 'children', kind: 'array', item: { kind: 'raw', reason: 'Recursive schema (#/$defs/Node)' } },
      ],
    });
  });

  it('uses the same $def twice side by side without calling it a cycle', () => {
    const fields = fieldsOf({
      type: 'object',
      properties: { from: { $ref: '#/definitions/Point' }, to: { $ref: '#/definitions/Point' } },
      definitions: { Point: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } } } },
    });
    expect(fields.map((f) => f.kind)).toEqual(['object', 'object']);
  });

  it('stops at a property that refers to the whole schema', () => {
    const [self] = fieldsOf({ type: 'object', properties: { self: { $ref: '#' } } });
    expect(self).toMatchObject({ kind: 'raw', reason: 'Recursive schema (#)' });
  });

  it('makes an unresolvable $ref a raw field', () => {
    expect(only({ $ref: 'other.json#/x' })).toMatchObject({ kind: 'raw', reason: 'Cannot resolve $ref other.json#/x' });
  });
});

describe('buildFormModel: never unusable', () => {
  it('falls back to raw for unions of nothing it models, unknown types and junk', () => {
    expect(only({ type: ['string', 'date'] })).toMatchObject({
      kind: 'raw',
      reason: 'One of several types: string, date',
    });
    expect(only({ anyOf: [{}, { type: 'object' }] })).toMatchObject({
      kind: 'raw',
      reason: 'anyOf with 2 alternatives',
    });
    expect(
      only({ type: 'object', properties: { a: {}, b: {} }, anyOf: [{ required: ['a'] }, { required: ['b'] }] }),
    ).toMatchObject({ kind: 'raw' });
    expect(only({ type: 'date' })).toMatchObject({ kind: 'raw', reason: 'Unknown type "date"' });
    expect(only({})).toMatchObject({ kind: 'raw', reason: 'Any JSON value' });
    expect(only(42)).toMatchObject({ kind: 'raw' });
    expect(only(true)).toMatchObject({ kind: 'raw' });
  });

  it('stops absurd nesting', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 40; i++) schema = { type: 'object', properties: { n: schema } };
    let field: Field | undefined = buildFormModel(schema);
    let depth = 0;
    while (field?.kind === 'object') {
      field = field.fields[0];
      depth++;
    }
    expect(field?.kind).toBe('raw');
    expect(depth).toBeLessThan(20);
  });

  it('ignores keywords of the wrong type', () => {
    expect(only({ type: 'string', minLength: 'two', pattern: 5 }).constraints).toEqual({});
    expect(fieldsOf({ type: 'object', properties: { a: { type: 'string' } }, required: 'a' })[0]?.required).toBe(false);
  });
});
