import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { createFormState, jsonTextOf, reduceForm } from './form-state.ts';
import type { FormAction, FormState } from './form-state.ts';
import { formatArguments } from './json-text.ts';
import { validateArguments } from './validate.ts';

const model = buildFormModel({
  type: 'object',
  properties: {
    message: { type: 'string' },
    count: { type: 'integer', default: 3 },
    options: { type: 'object', properties: { verbose: { type: 'boolean' }, level: { type: 'string' } } },
    tags: { type: 'array', items: { type: 'string' } },
    rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer', default: 1 } } } },
  },
  required: ['message'],
});

function run(...actions: FormAction[]): FormState {
  return actions.reduce((state, action) => reduceForm(model, state, action), createFormState(model));
}

describe('createFormState', () => {
  it('starts from the defaults, with matching JSON text', () => {
    const state = createFormState(model);
    expect(state.values).toEqual({ count: 3 });
    expect(jsonTextOf(state)).toBe('{\n  "count": 3\n}');
    expect(state.jsonError).toBeUndefined();
    expect(state.invalidInput).toEqual({});
    expect(state.touched).toEqual([]);
    expect(state.submitAttempted).toBe(false);
    expect(state.problemsShown).toBe(false);
  });
});

describe('form -> JSON', () => {
  it('writes every form edit to the JSON text and marks the field touched', () => {
    const state = run(
      { type: 'set', path: ['message'], value: 'hi' },
      { type: 'set', path: ['options', 'verbose'], value: true },
    );
    expect(state.values).toEqual({ count: 3, message: 'hi', options: { verbose: true } });
    expect(JSON.parse(jsonTextOf(state))).toEqual(state.values);
    expect(state.touched).toEqual(['message', 'options.verbose']);
  });

  it('removes a cleared optional field, and an optional object left empty', () => {
    const state = run(
      { type: 'set', path: ['options', 'level'], value: 'x' },
      { type: 'set', path: ['options', 'level'], value: undefined },
      { type: 'set', path: ['count'], value: undefined },
    );
    expect(state.values).toEqual({});
    expect(jsonTextOf(state)).toBe('{}');
  });

  it('keeps an object that still has other keys', () => {
    const state = run(
      { type: 'set', path: ['options', 'level'], value: 'x' },
      { type: 'set', path: ['options', 'verbose'], value: false },
      { type: 'set', path: ['options', 'level'], value: undefined },
    );
    expect(state.values['options']).toEqual({ verbose: false });
  });

  it('adds and removes array items', () => {
    const state = run(
      { type: 'add-item', path: ['tags'] },
      { type: 'set', path: ['tags', 0], value: 'a' },
      { type: 'add-item', path: ['tags'] },
      { type: 'set', path: ['tags', 1], value: 'b' },
      { type: 'add-item', path: ['rows'] },
      { type: 'remove-item', path: ['tags'], index: 0 },
    );
    expect(state.values).toEqual({ count: 3, tags: ['b'], rows: [{ id: 1 }] });
  });

  it('an optional array emptied by removing its last item is not sent again, not sent as []', () => {
    const state = run({ type: 'add-item', path: ['tags'] }, { type: 'remove-item', path: ['tags'], index: 0 });
    expect(state.values).toEqual({ count: 3 });
    expect(jsonTextOf(state)).not.toContain('tags');
  });

  it('an empty array set on purpose (Send []) is sent', () => {
    expect(run({ type: 'set', path: ['tags'], value: [] }).values).toEqual({ count: 3, tags: [] });
  });

  it('a required array emptied by removing its last item stays []', () => {
    const required = buildFormModel({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string' } } },
      required: ['tags'],
    });
    const state = [
      { type: 'add-item', path: ['tags'] } as const,
      { type: 'remove-item', path: ['tags'], index: 0 } as const,
    ].reduce((s, a) => reduceForm(required, s, a), createFormState(required));
    expect(state.values).toEqual({ tags: [] });
  });

  it("Don't send (set to undefined) takes a field back to not sent, false and nested objects included", () => {
    const state = run(
      { type: 'set', path: ['options', 'verbose'], value: true },
      { type: 'set', path: ['options', 'verbose'], value: false },
      { type: 'set', path: ['options', 'verbose'], value: undefined },
    );
    expect(state.values).toEqual({ count: 3 });
    // And a value can be set again afterwards.
    expect(reduceForm(model, state, { type: 'set', path: ['options', 'verbose'], value: true }).values).toEqual({
      count: 3,
      options: { verbose: true },
    });
  });

  it('leaving out an object drops the half-typed input inside it, so it no longer holds Run back', () => {
    const state = run(
      { type: 'set', path: ['options', 'level'], value: 'x' },
      { type: 'invalid-input', path: ['options', 'level'], message: 'Invalid' },
      { type: 'invalid-input', path: ['message'], message: 'Invalid' },
      { type: 'set', path: ['options'], value: undefined },
    );
    expect(state.values).toEqual({ count: 3 });
    expect(state.invalidInput).toEqual({ message: 'Invalid' });
  });

  it('ignores add-item on something that is not an array', () => {
    const before = createFormState(model);
    expect(reduceForm(model, before, { type: 'add-item', path: ['message'] })).toBe(before);
  });
});

describe('JSON -> form', () => {
  it('takes valid JSON as the new values', () => {
    const state = run({ type: 'edit-json', text: '{"message": "from json", "count": 7}' });
    expect(state.values).toEqual({ message: 'from json', count: 7 });
    expect(jsonTextOf(state)).toBe('{"message": "from json", "count": 7}');
  });

  it('keeps the last good values and reports line and column for broken JSON', () => {
    const state = run(
      { type: 'edit-json', text: '{"message": "ok"}' },
      { type: 'edit-json', text: '{\n  "message": "ok",\n}' },
    );
    expect(state.values).toEqual({ message: 'ok' });
    expect(jsonTextOf(state)).toBe('{\n  "message": "ok",\n}');
    expect(state.jsonError).toMatchObject({ line: 3, column: 1 });
  });

  it('clears the error once the JSON is fixed', () => {
    const state = run({ type: 'edit-json', text: '{' }, { type: 'edit-json', text: '{}' });
    expect(state.jsonError).toBeUndefined();
    expect(state.values).toEqual({});
  });

  it('rejects JSON that is not an object', () => {
    const state = run({ type: 'edit-json', text: '[1]' });
    expect(state.jsonError?.message).toBe('Arguments must be a JSON object');
    expect(state.values).toEqual({ count: 3 });
  });

  it('preserves unknown keys through later form edits', () => {
    const state = run(
      { type: 'edit-json', text: '{"message": "a", "extra": {"deep": [1, 2]}, "_meta": {"x": 1}}' },
      { type: 'set', path: ['message'], value: 'b' },
      { type: 'set', path: ['count'], value: 4 },
    );
    expect(state.values).toEqual({ message: 'b', extra: { deep: [1, 2] }, _meta: { x: 1 }, count: 4 });
    expect(JSON.parse(jsonTextOf(state))).toEqual(state.values);
  });

  it('a form edit after a broken JSON edit rewrites the text from the values', () => {
    const state = run(
      { type: 'edit-json', text: '{"message": "a"}' },
      { type: 'edit-json', text: '{oops' },
      { type: 'set', path: ['count'], value: 1 },
    );
    expect(state.jsonError).toBeUndefined();
    expect(state.values).toEqual({ message: 'a', count: 1 });
    expect(jsonTextOf(state)).toBe(formatArguments({ message: 'a', count: 1 }));
  });

  it('round-trips: form values -> text -> values', () => {
    const filled = run(
      { type: 'set', path: ['message'], value: 'línea 1\nlínea 2 "quoted"' },
      { type: 'set', path: ['options', 'verbose'], value: true },
      { type: 'add-item', path: ['rows'] },
    );
    const reparsed = run({ type: 'edit-json', text: jsonTextOf(filled) });
    expect(reparsed.values).toEqual(filled.values);
    expect(validateArguments(model, reparsed.values)).toEqual({});
  });

  it('lets JSON carry values the form would flag, so validation can say so', () => {
    const state = run({ type: 'edit-json', text: '{"message": 5, "count": 1.5}' });
    expect(validateArguments(model, state.values)).toEqual({
      message: 'Must be a string',
      count: 'Must be an integer',
    });
  });
});

describe('invalid input', () => {
  it('is recorded by path, keeps the last good value, and clears when the field gets a value', () => {
    const typed = run(
      { type: 'set', path: ['count'], value: 5 },
      { type: 'invalid-input', path: ['count'], message: 'Must be a number' },
    );
    expect(typed.invalidInput).toEqual({ count: 'Must be a number' });
    expect(typed.values['count']).toBe(5);
    expect(typed.touched).toContain('count');
    expect(reduceForm(model, typed, { type: 'set', path: ['count'], value: 6 }).invalidInput).toEqual({});
  });

  it('is dropped when JSON replaces the values or an item is removed', () => {
    const typed = run({ type: 'invalid-input', path: ['tags', 1], message: 'x' });
    expect(reduceForm(model, typed, { type: 'edit-json', text: '{}' }).invalidInput).toEqual({});
    expect(reduceForm(model, typed, { type: 'remove-item', path: ['tags'], index: 0 }).invalidInput).toEqual({});
    expect(reduceForm(model, typed, { type: 'edit-json', text: '{' }).invalidInput).toEqual({ 'tags[1]': 'x' });
  });
});

describe('touch, submit and reset', () => {
  it('records touches once', () => {
    const state = run({ type: 'touch', path: ['message'] }, { type: 'touch', path: ['message'] });
    expect(state.touched).toEqual(['message']);
  });

  it('gives back the same state when a field touched before is left again', () => {
    const touched = run({ type: 'set', path: ['message'], value: 'x' });
    expect(reduceForm(model, touched, { type: 'touch', path: ['message'] })).toBe(touched);
    expect(reduceForm(model, touched, { type: 'touch', path: ['count'] }).touched).toEqual(['message', 'count']);
  });

  it('records a run attempt', () => {
    expect(run({ type: 'submit-attempt' }).submitAttempted).toBe(true);
    expect(run({ type: 'submit-attempt' }).problemsShown).toBe(true);
  });

  it('resets to the initial state', () => {
    const state = run({ type: 'set', path: ['message'], value: 'x' }, { type: 'submit-attempt' }, { type: 'reset' });
    expect(state).toEqual(createFormState(model));
  });

  it('loads arguments from elsewhere as a fresh form, keys the schema does not know included', () => {
    const values = { message: 'again', tags: ['a'], extra: { kept: true } };
    const state = run(
      { type: 'set', path: ['count'], value: 7 },
      { type: 'invalid-input', path: ['count'], message: 'not a number' },
      { type: 'edit-json', text: '{ broken' },
      { type: 'submit-attempt' },
      { type: 'load', values },
    );
    expect(state.values).toBe(values);
    expect(JSON.parse(jsonTextOf(state))).toEqual(values);
    expect(state.jsonError).toBeUndefined();
    expect(state.invalidInput).toEqual({});
    expect(state.touched).toEqual([]);
    expect(state.submitAttempted).toBe(false);
    expect(state.problemsShown).toBe(false);
  });
});

describe('sending', () => {
  it("hides the list of problems once the values are sent, and keeps the fields' errors showing", () => {
    const state = run({ type: 'submit-attempt' }, { type: 'sent' });
    expect(state.problemsShown).toBe(false);
    expect(state.submitAttempted).toBe(true);
    expect(run({ type: 'submit-attempt' }, { type: 'sent' }, { type: 'submit-attempt' }).problemsShown).toBe(true);
  });

  it('changes nothing when no list was shown', () => {
    const before = run({ type: 'set', path: ['message'], value: 'hi' });
    expect(reduceForm(model, before, { type: 'sent' })).toBe(before);
  });
});
