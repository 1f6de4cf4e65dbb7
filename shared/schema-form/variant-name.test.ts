import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import type { UnionField } from './field.ts';
import { distinctLabels } from './variant-name.ts';

function union(schema: unknown, $defs: Record<string, unknown> = {}): UnionField {
  const model = buildFormModel({ type: 'object', properties: { x: schema }, $defs });
  const found = model.kind === 'object' ? model.fields[0] : undefined;
  if (found?.kind !== 'union') throw new Error(`not a union: ${found?.kind}`);
  return found;
}

const labels = (u: UnionField) => u.variants.map((variant) => variant.label);

describe('union choice names', () => {
  it('names a choice by its title first', () => {
    expect(
      labels(
        union({
          oneOf: [{ type: 'object', title: 'Point', properties: { x: { type: 'number' } } }, { type: 'string' }],
        }),
      ),
    ).toEqual(['Point', 'string', 'JSON']);
  });

  it('names a choice by its const or one-value enum discriminator', () => {
    const parents = {
      Page: {
        type: 'object',
        properties: { type: { const: 'page_id' }, page_id: { type: 'string' } },
        required: ['page_id'],
      },
      Database: {
        type: 'object',
        properties: { type: { type: 'string', enum: ['database_id'] }, database_id: { type: 'string' } },
      },
    };
    expect(labels(union({ oneOf: [{ $ref: '#/$defs/Page' }, { $ref: '#/$defs/Database' }] }, parents))).toEqual([
      'page_id',
      'database_id',
      'JSON',
    ]);
  });

  it('names a choice by its required keys, then by its $ref name', () => {
    const defs = {
      Emoji: { type: 'object', properties: { emoji: { type: 'string' } }, required: ['emoji'] },
      Options: { type: 'object', properties: { a: { type: 'string' } } },
    };
    expect(
      labels(
        union(
          {
            anyOf: [
              { $ref: '#/$defs/Emoji' },
              { $ref: '#/$defs/Options' },
              { type: 'object', properties: { b: { type: 'string' }, c: { type: 'string' } }, required: ['b', 'c'] },
            ],
          },
          defs,
        ),
      ),
    ).toEqual(['emoji', 'Options', 'b + c', 'JSON']);
  });

  it('keeps the type as the name of plain alternatives and of type arrays', () => {
    expect(labels(union({ anyOf: [{ type: 'integer' }, { type: 'string', format: 'date' }] }))).toEqual([
      'integer',
      'string · date',
    ]);
    expect(labels(union({ type: ['boolean', 'string'] }))).toEqual(['boolean', 'string']);
  });

  it('tells repeated names apart', () => {
    expect(distinctLabels(['object', 'object', 'string', 'object'])).toEqual([
      'object',
      'object (2)',
      'string',
      'object (3)',
    ]);
  });
});

describe('a union whose choice is itself a union', () => {
  it('offers the inner choices beside the others (a string beside a $ref to a oneOf)', () => {
    const defs = {
      Icon: { oneOf: [{ $ref: '#/$defs/Emoji' }, { $ref: '#/$defs/External' }] },
      Emoji: { type: 'object', properties: { type: { const: 'emoji' }, emoji: { type: 'string' } } },
      External: { type: 'object', properties: { type: { const: 'external' }, url: { type: 'string' } } },
    };
    expect(labels(union({ anyOf: [{ $ref: '#/$defs/Icon' }, { type: 'string' }] }, defs))).toEqual([
      'emoji',
      'external',
      'string',
      'JSON',
    ]);
  });
});
