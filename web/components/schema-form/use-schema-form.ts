import { useDeferredValue, useMemo, useReducer, useState } from 'react';
import { buildFormModel } from '../../../shared/schema-form/build-fields.ts';
import type { FormModel } from '../../../shared/schema-form/field.ts';
import { createFormState, reduceForm } from '../../../shared/schema-form/form-state.ts';
import type { FormAction, FormState } from '../../../shared/schema-form/form-state.ts';
import { runProblems } from '../../../shared/schema-form/run-problems.ts';
import type { RunProblems } from '../../../shared/schema-form/run-problems.ts';
import { validateArguments } from '../../../shared/schema-form/validate.ts';
import type { ValidationErrors } from '../../../shared/schema-form/validate.ts';

/** Everything a schema form holds: the model, the values being edited, their problems, and whether JSON is edited directly. */
export type SchemaFormController = RunProblems & {
  model: FormModel;
  state: FormState;
  dispatch: (action: FormAction) => void;
  /** The problems shown as the person types: they may trail the values by a render while a large value is checked. */
  errors: ValidationErrors;
  /** The problems of the values as they are this moment: what a submit must go by. */
  check: () => RunProblems;
  jsonMode: boolean;
  setJsonMode: (on: boolean) => void;
};

/**
 * The state of a form generated from a JSON Schema (a tool's inputSchema, an
 * elicitation's requestedSchema). The schema is read once per identity; give
 * the owning component a key to start afresh for another schema.
 */
export function useSchemaForm(schema: unknown): SchemaFormController {
  const model = useMemo(() => buildFormModel(schema), [schema]);
  const [state, dispatch] = useReducer(
    (s: FormState, a: FormAction) => reduceForm(model, s, a),
    model,
    createFormState,
  );
  const [jsonMode, setJsonMode] = useState(false);
  // Checking waits for a deferred render, so a keystroke in a large value paints first.
  const checkedValues = useDeferredValue(state.values);
  const errors = useMemo(() => validateArguments(model, checkedValues), [model, checkedValues]);
  // The same object while nothing in it changes, so a form drawn from it need not be drawn again when its owner is (a call starting or ending).
  return useMemo(() => {
    const { problems, blocked } = runProblems(errors, state, jsonMode);
    const check = () =>
      runProblems(checkedValues === state.values ? errors : validateArguments(model, state.values), state, jsonMode);
    return { model, state, dispatch, errors, check, problems, blocked, jsonMode, setJsonMode };
  }, [model, state, errors, checkedValues, jsonMode]);
}
