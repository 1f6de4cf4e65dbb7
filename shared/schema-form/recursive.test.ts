import { describe, expect, it } from 'vitest';
import { buildFormModel, expandRecursive } from './build-fields.ts';
import { createFormState, reduceForm } from './form-state.ts';
import type { FormAction, FormState } from './form-state.ts';
import { newItemValue } from './initial-value.ts';
import { validateArguments } from './validate.ts';

const tree = buildFormModel({
  type: 'object',
  properties: { root: { $ref: '#/$defs/Node' } },
  required: ['root'],
  $defs: {
    Node: {
      type: 'object',
      properties: {
        label: { type: 'string', minLength: 1 },
        children: { type: 'array', items: { $ref: '#/$defs/Node' } },
      },
      required: ['label'],
    },
  },
});
const loose = buildFormModel({
  type: 'object',
  properties: { nodes: { type: 'array', items: { $ref: '#/$defs/Node' } } },
  $defs: {
    Node: {
      type: 'object',
      properties: {
        next: { anyOf: [{ $ref: '#/$defs/Node' }, { type: 'null' }] },
        children: { type: 'array', items: { $ref: '#/$defs/Node' } },
      },
    },
  },
});

function childItem() {
  const root = tree.kind === 'object' ? tree.fields[0] : undefined;
  const children = root?.kind === 'object' ? root.fields[1] : undefined;
  if (children?.kind !== 'array') throw new Error('no children');
  return children.item;
}

describe('a recursive $ref', () => {
  it('starts a new item as a valid empty value, never null', () => {
    expect(newItemValue(childItem())).toEqual({ label: '' });
    const list = loose.kind === 'object' ? loose.fields[0] : undefined;
    expect(list?.kind === 'array' ? newItemValue(list.item) : undefined).toEqual({});
  });

  it('"Add item" appends that value, and it is sent without complaint once filled', () => {
    const run = (...actions: FormAction[]): FormState =>
      actions.reduce((state, action) => reduceForm(tree, state, action), createFormState(tree));
    const state = run(
      { type: 'set', path: ['root', 'label'], value: 'top' },
      { type: 'add-item', path: ['root', 'children'] },
    );
    expect(state.values).toEqual({ root: { label: 'top', children: [{ label: '' }] } });
    expect(validateArguments(tree, state.values)).toEqual({ 'root.children[0].label': 'Must not be empty' });
    const filled = reduceForm(tree, state, {
      type: 'edit-json',
      text: '{"root":{"label":"top","children":[{"label":"a"}]}}',
    });
    expect(validateArguments(tree, filled.values)).toEqual({});
  });

  it('flags a null where null is not allowed, and checks the value as deep as it goes', () => {
    expect(validateArguments(tree, { root: { label: 'a', children: [null] } })).toEqual({
      'root.children[0]': 'Must be an object',
    });
    expect(
      validateArguments(tree, { root: { label: 'a', children: [{ label: 'b', children: [{ label: 7 }, {}] }] } }),
    ).toEqual({
      'root.children[0].children[0].label': 'Must be a string',
      'root.children[0].children[1].label': 'Required',
    });
  });

  it('allows the null of an optional recursive member', () => {
    expect(validateArguments(loose, { nodes: [{ next: null }, { next: { next: { next: null } } }] })).toEqual({});
    expect(validateArguments(loose, { nodes: [{ next: 'x' }] })).toEqual({ 'nodes[0].next': 'Must be an object' });
  });

  it('expands one level at a time and stops at a $ref that only names itself', () => {
    const item = childItem();
    expect(item.kind === 'raw' ? expandRecursive(item)?.kind : undefined).toBe('object');
    const selfish = buildFormModel({
      type: 'object',
      properties: { x: { $ref: '#/$defs/A' } },
      $defs: { A: { $ref: '#/$defs/A' } },
    });
    expect(validateArguments(selfish, { x: 1 })).toEqual({});
  });
});
