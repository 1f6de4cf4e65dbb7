import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { fixedValue } from './fixed-value.ts';
import { initialArguments } from './initial-value.ts';
import { valueForVariant } from './union-value.ts';

const parents = {
  type: 'object',
  properties: {
    parent: {
      oneOf: [
        {
          type: 'object',
          properties: { type: { const: 'page_id' }, page_id: { type: 'string' } },
          required: ['page_id'],
        },
        {
          type: 'object',
          properties: { type: { type: 'string', const: 'workspace' }, workspace: { type: 'boolean', const: true } },
          required: ['workspace'],
        },
      ],
    },
    kind: { type: 'string', const: 'note' },
    level: { enum: ['a', 'b'] },
  },
  required: ['parent'],
};

describe('consts', () => {
  const model = buildFormModel(parents);
  const fields = model.kind === 'object' ? model.fields : [];

  it('are fixed values; an enum of several is not', () => {
    expect(fixedValue(fields[1]!)).toEqual({ value: 'note' });
    expect(fixedValue(fields[2]!)).toBeUndefined();
  });

  it('are filled in from the start, optional ones too', () => {
    expect(initialArguments(model)).toEqual({ parent: { type: 'page_id' }, kind: 'note' });
  });

  it('are set to the new choice’s when switching object shapes, and keys the shape does not know go', () => {
    const parent = fields[0]!;
    if (parent.kind !== 'union') throw new Error('not a union');
    const workspace = parent.variants[1]!.field;
    expect(valueForVariant({ type: 'page_id', page_id: 'p1' }, workspace, true)).toEqual({
      type: 'workspace',
      workspace: true,
    });
    expect(valueForVariant({ type: 'workspace', workspace: true }, parent.variants[0]!.field, true)).toEqual({
      type: 'page_id',
    });
  });
});
