import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import type { ArrayField, Field } from './field.ts';
import { appendedEnumSet, enumSetIndexes, enumSetItem, toggledEnumSet } from './enum-set.ts';

function arrayOf(items: unknown): ArrayField {
  const model = buildFormModel({ type: 'object', properties: { list: { type: 'array', items } } });
  return (model as Extract<Field, { kind: 'object' }>).fields[0] as ArrayField;
}

const wcag = arrayOf({ type: 'string', enum: ['A', 'AA', 'AAA'] });
const item = enumSetItem(wcag)!;

describe('enumSetItem', () => {
  it('is the item enum of an array of fixed choices', () => {
    expect(item.options.map((o) => o.value)).toEqual(['A', 'AA', 'AAA']);
    expect(enumSetItem(arrayOf({ type: 'string' }))).toBeUndefined();
    // A single const is no choice to tick.
    expect(enumSetItem(arrayOf({ const: 'x' }))).toBeUndefined();
  });
});

describe('enumSetIndexes', () => {
  it('reads distinct options; nothing sent is nothing chosen', () => {
    expect(enumSetIndexes(item, undefined)).toEqual([]);
    expect(enumSetIndexes(item, ['AAA', 'A'])).toEqual([2, 0]);
  });

  it('gives up on a value a set would hide', () => {
    expect(enumSetIndexes(item, ['A', 'A'])).toBeUndefined();
    expect(enumSetIndexes(item, ['A', 'B'])).toBeUndefined();
    expect(enumSetIndexes(item, 'A')).toBeUndefined();
  });
});

describe('toggledEnumSet', () => {
  it('keeps schema order whatever the order of the clicks', () => {
    expect(toggledEnumSet(item, [2], 0, true)).toEqual(['A', 'AAA']);
    expect(toggledEnumSet(item, [2, 0], 2, false)).toEqual(['A']);
    expect(toggledEnumSet(item, [0], 0, true)).toEqual(['A']);
  });
});

describe('appendedEnumSet', () => {
  it('adds at the end, never twice', () => {
    expect(appendedEnumSet(item, [2], 0)).toEqual(['AAA', 'A']);
    expect(appendedEnumSet(item, [2, 0], 2)).toEqual(['AAA', 'A']);
  });
});
