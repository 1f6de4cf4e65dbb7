import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { createFormState, reduceForm } from './form-state.ts';
import type { FormAction, FormState } from './form-state.ts';
import { runProblems } from './run-problems.ts';
import { validateArguments } from './validate.ts';

const model = buildFormModel({
  type: 'object',
  properties: { name: { type: 'string', minLength: 2 }, age: { type: 'integer' } },
  required: ['name'],
});
const run = (...actions: FormAction[]): FormState =>
  actions.reduce((state, action) => reduceForm(model, state, action), createFormState(model));
const problemsOf = (state: FormState, jsonMode: boolean) =>
  runProblems(validateArguments(model, state.values), state, jsonMode);

describe('runProblems', () => {
  it('lists only the parse error, with line and column, while the JSON text does not parse', () => {
    const state = run(
      { type: 'set', path: ['name'], value: 'b' },
      { type: 'submit-attempt' },
      { type: 'edit-json', text: '{\n  "name": "bob",\n}' },
    );
    expect(problemsOf(state, true)).toEqual({
      problems: [['', expect.stringMatching(/^The JSON does not parse\. Line 3, column 1: /)]],
      blocked: true,
    });
  });

  it('takes the problems from the parsed value once it parses', () => {
    const state = run(
      { type: 'set', path: ['name'], value: 'b' },
      { type: 'edit-json', text: '{"name":' },
      { type: 'edit-json', text: '{"name":"bob","age":"seven"}' },
    );
    expect(problemsOf(state, true)).toEqual({ problems: [['age', 'Must be an integer']], blocked: false });
  });

  it('in the form, lists the values\u2019 problems and text typed into a control that is not a value yet', () => {
    const state = run(
      { type: 'set', path: ['name'], value: 'b' },
      { type: 'invalid-input', path: ['age'], message: 'Must be an integer' },
    );
    expect(problemsOf(state, false)).toEqual({
      problems: [
        ['name', 'Must be at least 2 characters'],
        ['age', 'Must be an integer'],
      ],
      blocked: true,
    });
  });
});
