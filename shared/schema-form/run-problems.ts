import type { FormState } from './form-state.ts';
import { describeJsonTextError } from './json-text.ts';
import type { ValidationErrors } from './validate.ts';

export type RunProblems = {
  /** [path key, message]; the key "" is the arguments as a whole. */
  problems: readonly (readonly [string, string])[];
  /** Even "Run anyway" cannot send: there is no value to send yet. */
  blocked: boolean;
};

/**
 * Why Run would not send. While the JSON editor's text does not parse, that
 * is the only problem: the values the other problems were found in are not
 * what the text says any more. Otherwise, the problems of the values, and
 * text typed into a control that is not a value yet.
 */
export function runProblems(errors: ValidationErrors, state: FormState, jsonMode: boolean): RunProblems {
  if (jsonMode && state.jsonError !== undefined) {
    return { problems: [['', `The JSON does not parse. ${describeJsonTextError(state.jsonError)}`]], blocked: true };
  }
  return {
    problems: Object.entries({ ...errors, ...state.invalidInput }),
    blocked: Object.keys(state.invalidInput).length > 0,
  };
}
