import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import type { Field, UnionField } from './field.ts';
import { fieldAtPath } from './field-at-path.ts';
import { createFormState, reduceForm } from './form-state.ts';
import { discriminators } from './discriminators.ts';
import { matchVariant, variantIndex } from './variant-match.ts';

const richText = {
  type: 'object',
  properties: { text: { type: 'object', properties: { content: { type: 'string' } } } },
  required: ['text'],
};
const blocks = {
  type: 'object',
  properties: {
    children: {
      type: 'array',
      items: {
        anyOf: [{ $ref: '#/$defs/Heading' }, { $ref: '#/$defs/Paragraph' }],
      },
    },
  },
  $defs: {
    Heading: {
      type: 'object',
      properties: {
        type: { enum: ['heading_1'] },
        heading_1: { type: 'object', properties: { rich_text: { type: 'array', items: richText } } },
      },
      required: ['heading_1'],
    },
    Paragraph: {
      type: 'object',
      properties: {
        type: { const: 'paragraph' },
        paragraph: { type: 'object', properties: { rich_text: { type: 'array', items: richText } } },
      },
      required: ['paragraph'],
    },
  },
};

function itemUnion(): UnionField {
  const item = fieldAtPath(buildFormModel(blocks), ['children', 0]);
  if (item?.kind !== 'union') throw new Error('not a union');
  return item;
}

describe('paths through union choices', () => {
  it('finds a property that lives in a later choice of an array item', () => {
    const model = buildFormModel(blocks);
    expect(fieldAtPath(model, ['children', 0, 'paragraph', 'rich_text'])?.kind).toBe('array');
    expect(fieldAtPath(model, ['children', 0, 'heading_1', 'rich_text'])?.kind).toBe('array');
  });

  it('adds an item to an array inside a choice of an array item', () => {
    const model = buildFormModel(blocks);
    let state = createFormState(model);
    state = reduceForm(model, state, { type: 'add-item', path: ['children'] });
    state = reduceForm(model, state, {
      type: 'set',
      path: ['children', 0],
      value: { type: 'paragraph', paragraph: { rich_text: [] } },
    });
    state = reduceForm(model, state, { type: 'add-item', path: ['children', 0, 'paragraph', 'rich_text'] });
    expect(state.values).toEqual({ children: [{ type: 'paragraph', paragraph: { rich_text: [{ text: {} }] } }] });
    // Into an item of the first choice: the property still names the choice it lives in.
    state = reduceForm(model, state, { type: 'add-item', path: ['children'] });
    state = reduceForm(model, state, { type: 'add-item', path: ['children', 1, 'paragraph', 'rich_text'] });
    expect((state.values['children'] as unknown[])[1]).toEqual({
      type: 'heading_1',
      heading_1: {},
      paragraph: { rich_text: [{ text: {} }] },
    });
  });

  it('uses the item template the control gives', () => {
    const model = buildFormModel(blocks);
    const item: Field = { ...itemUnion(), kind: 'string', multiline: false } as Field;
    const state = reduceForm(model, createFormState(model), { type: 'add-item', path: ['tags'], item });
    expect(state.values).toEqual({ tags: [''] });
  });
});

describe('matching a value to a union choice', () => {
  it('reads const and one-value enum discriminators', () => {
    const u = itemUnion();
    expect(u.variants.map((v) => discriminators(v.field))).toEqual([
      [{ name: 'type', value: 'heading_1' }],
      [{ name: 'type', value: 'paragraph' }],
      [],
    ]);
  });

  it('prefers the discriminator, then the first choice the value is valid for', () => {
    const u = itemUnion();
    expect(matchVariant(u, { type: 'paragraph' })).toBe(1);
    expect(matchVariant(u, { paragraph: { rich_text: [] } })).toBe(1);
    expect(matchVariant(u, { heading_1: {} })).toBe(0);
    expect(matchVariant(u, {})).toBe(-1);
  });

  it('keeps the person’s pick unless the value names another choice', () => {
    const u = itemUnion();
    expect(variantIndex(u, {}, 1)).toBe(1);
    expect(variantIndex(u, { heading_1: {} }, 1)).toBe(1);
    expect(variantIndex(u, { type: 'heading_1' }, 1)).toBe(0);
    // No pick: the value decides.
    expect(variantIndex(u, { paragraph: { rich_text: [] } })).toBe(1);
    expect(variantIndex(u, 'text')).toBe(2);
  });
});
