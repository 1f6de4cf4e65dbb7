import type { Field, Path } from './field.ts';
import { asKind, fieldAtPath } from './field-at-path.ts';
import { initialArguments, newItemValue } from './initial-value.ts';
import { formatArguments, parseArgumentsText } from './json-text.ts';
import type { JsonTextError } from './json-text.ts';
import { getAtPath, pathKey, removeAtIndex, setAtPath } from './path.ts';

/**
 * A tool form's state. `values` is the arguments object itself, so keys the
 * schema does not know (typed in the JSON editor) survive form edits and are
 * sent. The JSON text is kept as typed while it is being edited; when it does
 * not parse, `jsonError` says where, and `values` keeps the last good state.
 */
export type FormState = {
  values: Record<string, unknown>;
  /**
   * The JSON text as typed in the editor; absent while it is the values'
   * own JSON, written only when asked (`jsonTextOf`): a form edit with a
   * pasted megabyte in it does not write that megabyte again, indented.
   */
  jsonText?: string;
  jsonError?: JsonTextError;
  /**
   * Text typed into a control that is not a value yet (a raw field's JSON
   * that does not parse, a number input the browser calls bad), by path key.
   * The value keeps its last good state meanwhile; Run is refused.
   */
  invalidInput: Readonly<Record<string, string>>;
  /** Path keys of fields the user has changed or left; their errors show. */
  touched: readonly string[];
  /** Set by a Run attempt: from then on every error shows. */
  submitAttempted: boolean;
  /**
   * The list of problems that kept Run from sending shows: set by a refused
   * Run, cleared once the values are sent (Run anyway), so it never stands
   * beside the answer to what was sent.
   */
  problemsShown: boolean;
};

export type FormAction =
  | { type: 'set'; path: Path; value: unknown }
  | { type: 'touch'; path: Path }
  | { type: 'invalid-input'; path: Path; message: string }
  /** `item`: the template of the new item, as the control shows it (the union choice it sits in included). */
  | { type: 'add-item'; path: Path; item?: Field }
  | { type: 'remove-item'; path: Path; index: number }
  | { type: 'edit-json'; text: string }
  | { type: 'submit-attempt' }
  | { type: 'sent' }
  | { type: 'reset' }
  /** Arguments from elsewhere (an earlier call, a saved one): the form starts afresh with them. */
  | { type: 'load'; values: Record<string, unknown> };

export function createFormState(model: Field): FormState {
  const values = initialArguments(model);
  return { values, invalidInput: {}, touched: [], submitAttempted: false, problemsShown: false };
}

/** The text the JSON editor shows: as typed there, else the values' own JSON. */
export function jsonTextOf(state: FormState): string {
  return state.jsonText ?? formatArguments(state.values);
}

function touch(touched: readonly string[], path: Path): readonly string[] {
  const key = pathKey(path);
  return touched.includes(key) ? touched : [...touched, key];
}

function withoutKey(record: Readonly<Record<string, string>>, key: string): Readonly<Record<string, string>> {
  if (!Object.hasOwn(record, key)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/** Without the half-typed input at `key` and beneath it: a field left out takes what was typed inside it along. */
function withoutKeysUnder(record: Readonly<Record<string, string>>, key: string): Readonly<Record<string, string>> {
  const under = (at: string) => at === key || key === '' || at.startsWith(`${key}.`) || at.startsWith(`${key}[`);
  if (!Object.keys(record).some(under)) return record;
  return Object.fromEntries(Object.entries(record).filter(([at]) => !under(at)));
}

/**
 * An optional property's array emptied by removing its last item goes back
 * to "not sent": `[]` may mean something else to the server than leaving it
 * out, and the person never chose it (Send [] does, on purpose).
 */
function emptiedOptionalArray(model: Field, values: unknown, path: Path): boolean {
  const list = getAtPath(values, path);
  if (!Array.isArray(list) || list.length > 0 || typeof path[path.length - 1] !== 'string') return false;
  const field = fieldAtPath(model, path, values);
  return field !== undefined && !field.required;
}

/** New values from a form edit: the JSON text is rewritten from them. */
function withValues(state: FormState, values: unknown, path: Path, invalidInput = state.invalidInput): FormState {
  const record =
    typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  const { jsonError: _dropped, jsonText: _written, ...rest } = state;
  return { ...rest, values: record, invalidInput, touched: touch(state.touched, path) };
}

/**
 * After a property is removed, an optional object left empty goes too, so
 * clearing the last nested field does not send `"options": {}`.
 */
function pruneEmptyParents(model: Field, values: unknown, path: Path): unknown {
  let result = values;
  for (let end = path.length - 1; end > 0; end--) {
    const parentPath = path.slice(0, end);
    const parent = getAtPath(result, parentPath);
    const field = fieldAtPath(model, parentPath, result);
    const isProperty = typeof parentPath[parentPath.length - 1] === 'string';
    const empty =
      typeof parent === 'object' && parent !== null && !Array.isArray(parent) && Object.keys(parent).length === 0;
    if (!empty || !isProperty || field === undefined || field.required || field.default !== undefined) break;
    result = setAtPath(result, parentPath, undefined);
  }
  return result;
}

export function reduceForm(model: Field, state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'set': {
      let values = setAtPath(state.values, action.path, action.value);
      if (action.value !== undefined)
        return withValues(state, values, action.path, withoutKey(state.invalidInput, pathKey(action.path)));
      values = pruneEmptyParents(model, values, action.path);
      return withValues(state, values, action.path, withoutKeysUnder(state.invalidInput, pathKey(action.path)));
    }
    case 'touch': {
      // Leaving a field touched before (each click on Run does) changes nothing, so nothing is drawn again.
      const touched = touch(state.touched, action.path);
      return touched === state.touched ? state : { ...state, touched };
    }
    case 'invalid-input':
      return {
        ...state,
        invalidInput: { ...state.invalidInput, [pathKey(action.path)]: action.message },
        touched: touch(state.touched, action.path),
      };
    case 'add-item': {
      const item = action.item ?? asKind(fieldAtPath(model, action.path, state.values), 'array')?.item;
      if (item === undefined) return state;
      const list = getAtPath(state.values, action.path);
      const items = Array.isArray(list) ? list : [];
      return withValues(state, setAtPath(state.values, action.path, [...items, newItemValue(item)]), action.path);
    }
    case 'remove-item': {
      let values = removeAtIndex(state.values, action.path, action.index);
      if (emptiedOptionalArray(model, values, action.path))
        values = pruneEmptyParents(model, setAtPath(values, action.path, undefined), action.path);
      // Items after the removed one move up; text typed into them is re-read from their values.
      return withValues(state, values, action.path, {});
    }
    case 'edit-json': {
      const parsed = parseArgumentsText(action.text);
      if (!parsed.ok) return { ...state, jsonText: action.text, jsonError: parsed.error };
      const { jsonError: _dropped, ...rest } = state;
      // Controls show the new values, so half-typed input in them is gone.
      return { ...rest, jsonText: action.text, values: parsed.value, invalidInput: {} };
    }
    case 'submit-attempt':
      return { ...state, submitAttempted: true, problemsShown: true };
    case 'sent':
      return state.problemsShown ? { ...state, problemsShown: false } : state;
    case 'reset':
      return createFormState(model);
    case 'load':
      return { ...createFormState(model), values: action.values };
  }
}
