import { isRecord } from '../lib/guards.ts';
import type { CallTarget, Collection, VariableValue } from './collection.ts';

/** A variable's name, as `{{name}}` writes it. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const WHOLE = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;

/** The names of the `{{name}}` placeholders in any string of the calls (arguments, uri, params), in order of first use. */
export function variablesUsed(calls: readonly CallTarget[]): string[] {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') for (const match of value.matchAll(PLACEHOLDER)) names.add(match[1]!);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) Object.values(value).forEach(visit);
  };
  for (const call of calls)
    visit(call.kind === 'resource' ? call.uri : call.kind === 'request' ? call.params : call.arguments);
  return [...names];
}

/** Where the values come from, first given first: the person's (`--var`, the page's form), the file's, the environment's. */
export interface VariableSources {
  readonly given?: Readonly<Record<string, string>>;
  /** The proxy's (or the command line's) environment: only when the person agreed to it for this run. */
  readonly environment?: Readonly<Record<string, string | undefined>>;
}

export interface ResolvedVariables {
  readonly values: Readonly<Record<string, VariableValue>>;
  /** Used by some call and given by no source: the run cannot start. */
  readonly missing: readonly string[];
  /** The names whose values came from the environment (said in the report; their values never are). */
  readonly fromEnvironment: readonly string[];
}

/**
 * The value of each variable the calls use. The environment fills only
 * names the file leaves out: a value written in the file is what the
 * person meant, and no environment variable silently replaces it.
 */
export function resolveVariables(collection: Collection, sources: VariableSources): ResolvedVariables {
  const values: Record<string, VariableValue> = {};
  const missing: string[] = [];
  const fromEnvironment: string[] = [];
  for (const name of variablesUsed(collection.calls)) {
    const given = sources.given?.[name];
    const written = collection.variables[name];
    const environment = sources.environment?.[name];
    if (given !== undefined) values[name] = given;
    else if (written !== undefined) values[name] = written;
    else if (environment !== undefined) {
      values[name] = environment;
      fromEnvironment.push(name);
    } else missing.push(name);
  }
  return { values, missing, fromEnvironment };
}

/**
 * A call with its placeholders filled. A string that is one placeholder
 * alone takes the value as it is (a number stays a number); a placeholder
 * inside text becomes the value's text. A name without a value is left as
 * written (resolveVariables has said it is missing).
 */
export function fillCall<T extends CallTarget>(call: T, values: Readonly<Record<string, VariableValue>>): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = WHOLE.exec(value);
      if (whole && values[whole[1]!] !== undefined) return values[whole[1]!];
      return value.replace(PLACEHOLDER, (written, name: string) =>
        values[name] === undefined ? written : String(values[name]),
      );
    }
    if (Array.isArray(value)) return value.map(fill);
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, fill(field)]));
    return value;
  };
  if (call.kind === 'resource') return { ...call, uri: String(fill(call.uri)) };
  if (call.kind === 'request') return call.params === undefined ? call : { ...call, params: fill(call.params) };
  return { ...call, arguments: fill(call.arguments) };
}
