import { useMemo, useReducer, useState } from 'react';
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
  errors: ValidationErrors;
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
  const [state, dispatch] = useReducer((s: FormState, a: FormAction) => reduceForm(model, s, a), model, createFormState);
  const [jsonMode, setJsonMode] = useState(false);
  const errors = useMemo(() => validateArguments(model, state.values), [model, state.values]);
  const { problems, blocked } = runProblems(errors, state, jsonMode);
  return { model, state, dispatch, errors, problems, blocked, jsonMode, setJsonMode };
}
