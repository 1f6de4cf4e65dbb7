import { LineCounter, parseDocument } from 'yaml';
import { offsetOf } from '../evals/parse-case-file.ts';
import { readMatcher, type CaseProblem } from '../evals/read-matcher.ts';
import { isRecord } from '../lib/guards.ts';
import { pointer } from '../lib/json-pointer.ts';
import { findJsonSyntaxError } from '../schema-form/json-error-position.ts';
import type { CallTarget, Collection, CollectionCall, Expectation, VariableValue } from './collection.ts';
import { VARIABLE_NAME } from './collection-variables.ts';

/** Something in a collection file that cannot be used, at its JSON pointer, and its place in the text when known (1-based). */
export interface CollectionProblem {
  readonly pointer: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

export interface ReadCollection {
  /** The collection, when nothing is wrong with the file. */
  readonly collection?: Collection;
  readonly problems: readonly CollectionProblem[];
}

const TOP = ['$schema', 'name', 'description', 'variables', 'calls'];
const CALL = ['name', 'description', 'tool', 'prompt', 'resource', 'request', 'arguments', 'params', 'expect'];
const KINDS = ['tool', 'prompt', 'resource', 'request'] as const;
const EXPECT = ['error', 'schema', 'match'];

/**
 * A collection file's text, checked against the format: every problem
 * found (not only the first), each with its place. A field the format
 * does not have is refused rather than ignored, so a misspelt `expect`
 * cannot make a call pass. The JSON is read by JSON's rules; the places
 * come from the YAML reader, which reads JSON too.
 */
export function readCollection(text: string): ReadCollection {
  const lines = new LineCounter();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const error = findJsonSyntaxError(text) ?? { message: 'Not valid JSON', offset: 0 };
    lines.addNewLine(0);
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') lines.addNewLine(i + 1);
    return { problems: [{ pointer: '', message: `Not valid JSON: ${error.message}`, ...place(lines, error.offset) }] };
  }
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const raw: Omit<CollectionProblem, 'line' | 'column'>[] = [];
  const collection = checkCollection(value, raw);
  const usable = doc.errors.length ? undefined : doc;
  const problems = raw.map((problem) => {
    const offset = usable ? offsetOf(usable, problem.pointer) : undefined;
    return offset === undefined ? problem : { ...problem, ...place(lines, offset) };
  });
  if (problems.length || !collection) return { problems };
  const calls = collection.calls.map((call, i) => {
    const offset = usable ? offsetOf(usable, `/calls/${i}`) : undefined;
    return offset === undefined ? call : { ...call, line: lines.linePos(offset).line };
  });
  return { collection: { ...collection, calls }, problems: [] };
}

/** `tests.collection.json:3:7: message`: a problem as one line of the command line's output. */
export function problemLine(fileName: string, problem: CollectionProblem): string {
  const where = problem.line === undefined ? fileName : `${fileName}:${problem.line}:${problem.column ?? 1}`;
  const at = problem.line === undefined && problem.pointer !== '' ? ` (at ${problem.pointer})` : '';
  return `${where}: ${problem.message}${at}`;
}

type Problems = Omit<CollectionProblem, 'line' | 'column'>[];
type Path = ReadonlyArray<string | number>;

function checkCollection(value: unknown, problems: Problems): Collection | undefined {
  const at = (path: Path, message: string) => problems.push({ pointer: pointer(...path), message });
  if (!isRecord(value)) {
    at([], `A collection is a JSON object with "name" and "calls", not ${kindOf(value)}`);
    return undefined;
  }
  unknownFields(value, TOP, [], problems);
  if (value.$schema !== undefined && typeof value.$schema !== 'string')
    at(['$schema'], `"$schema" is the address of the format's JSON Schema (text), not ${kindOf(value.$schema)}`);
  const name = text(value, 'name', [], problems, true);
  const description = text(value, 'description', [], problems, false);
  const variables: Record<string, VariableValue> = {};
  if (value.variables !== undefined) {
    if (!isRecord(value.variables))
      at(['variables'], `"variables" is an object of names and values, not ${kindOf(value.variables)}`);
    else
      for (const [key, given] of Object.entries(value.variables)) {
        if (!VARIABLE_NAME.test(key))
          at(
            ['variables', key],
            `${JSON.stringify(key)} cannot be a variable's name: letters, digits and _, not first a digit`,
          );
        else if (typeof given === 'string' || typeof given === 'number' || typeof given === 'boolean')
          variables[key] = given;
        else at(['variables', key], `The variable "${key}" is text, a number or true/false, not ${kindOf(given)}`);
      }
  }
  const calls: CollectionCall[] = [];
  if (!Array.isArray(value.calls)) at(['calls'], `"calls" is a list of calls, not ${kindOf(value.calls)}`);
  else
    value.calls.forEach((call, i) => {
      const read = checkCall(call, ['calls', i], problems);
      if (read) calls.push(read);
    });
  const seen = new Set<string>();
  calls.forEach((call, i) => {
    if (seen.has(call.name))
      at(['calls', i, 'name'], `Two calls are named ${JSON.stringify(call.name)}: reports tell calls apart by name`);
    seen.add(call.name);
  });
  if (name === undefined) return undefined;
  return { name, ...(description !== undefined ? { description } : {}), variables, calls };
}

function checkCall(value: unknown, path: Path, problems: Problems): CollectionCall | undefined {
  const at = (where: Path, message: string) => problems.push({ pointer: pointer(...where), message });
  if (!isRecord(value)) {
    at(
      path,
      `A call is an object with "name" and one of "tool", "prompt", "resource" or "request", not ${kindOf(value)}`,
    );
    return undefined;
  }
  const before = problems.length;
  unknownFields(value, CALL, path, problems);
  const name = text(value, 'name', path, problems, true);
  const description = text(value, 'description', path, problems, false);
  const kinds = KINDS.filter((kind) => value[kind] !== undefined);
  if (kinds.length !== 1) {
    at(
      path,
      kinds.length
        ? `A call sends one thing: it has ${kinds.map((kind) => `"${kind}"`).join(' and ')}`
        : 'A call needs one of "tool", "prompt", "resource" or "request"',
    );
    return undefined;
  }
  const kind = kinds[0]!;
  const subject = text(value, kind, path, problems, true);
  const args = value.arguments;
  if (args !== undefined && !isRecord(args))
    at([...path, 'arguments'], `"arguments" is an object, not ${kindOf(args)}`);
  if (args !== undefined && kind !== 'tool' && kind !== 'prompt')
    at(
      [...path, 'arguments'],
      `"arguments" goes with "tool" or "prompt"; a ${kind} takes ${kind === 'request' ? '"params"' : 'none'}`,
    );
  const params = value.params;
  if (params !== undefined && kind !== 'request')
    at([...path, 'params'], '"params" goes with "request"; a tool or prompt takes "arguments"');
  else if (params !== undefined && !isRecord(params))
    at([...path, 'params'], `"params" is an object, not ${kindOf(params)}`);
  const expect = value.expect === undefined ? undefined : checkExpect(value.expect, [...path, 'expect'], problems);
  if (problems.length > before || subject === undefined || name === undefined) return undefined;
  const target: CallTarget =
    kind === 'tool' || kind === 'prompt'
      ? kind === 'tool'
        ? { kind, tool: subject, arguments: (args ?? {}) as Record<string, unknown> }
        : { kind, prompt: subject, arguments: (args ?? {}) as Record<string, unknown> }
      : kind === 'resource'
        ? { kind, uri: subject }
        : { kind, method: subject, ...(params !== undefined ? { params: params as Record<string, unknown> } : {}) };
  return { name, ...(description !== undefined ? { description } : {}), ...target, ...(expect ? { expect } : {}) };
}

function checkExpect(value: unknown, path: Path, problems: Problems): Expectation | undefined {
  const at = (where: Path, message: string) => problems.push({ pointer: pointer(...where), message });
  if (!isRecord(value)) {
    at(path, `"expect" is an object with "error", "schema" or "match", not ${kindOf(value)}`);
    return undefined;
  }
  unknownFields(value, EXPECT, path, problems);
  const { error, schema, match } = value;
  if (error !== undefined && typeof error !== 'boolean')
    at([...path, 'error'], `"error" is true or false, not ${kindOf(error)}`);
  if (schema !== undefined && !isRecord(schema) && typeof schema !== 'boolean')
    at([...path, 'schema'], `"schema" is a JSON Schema (an object), not ${kindOf(schema)}`);
  if (error === true && (schema !== undefined || match !== undefined))
    at([...path, 'error'], '"error": true expects a failure, which has no result for "schema" or "match" to check');
  let matcher: Expectation['matcher'];
  if (match !== undefined) {
    const read: CaseProblem[] = [];
    matcher = readMatcher(match, [...path, 'match'], read);
    for (const problem of read) problems.push({ pointer: problem.pointer, message: problem.message });
  }
  return {
    ...(typeof error === 'boolean' ? { error } : {}),
    ...(isRecord(schema) ? { schema } : {}),
    ...(match !== undefined ? { match } : {}),
    ...(matcher ? { matcher } : {}),
  };
}

function unknownFields(value: Record<string, unknown>, known: readonly string[], path: Path, problems: Problems) {
  for (const key of Object.keys(value))
    if (!known.includes(key))
      problems.push({
        pointer: pointer(...path, key),
        message: `${JSON.stringify(key)} is not a field of a ${path.length === 0 ? 'collection' : path.at(-1) === 'expect' ? 'call\'s "expect"' : 'call'} (it has ${known.map((name) => `"${name}"`).join(', ')})`,
      });
}

function text(value: Record<string, unknown>, key: string, path: Path, problems: Problems, required: boolean) {
  const given = value[key];
  if (given === undefined && !required) return undefined;
  if (typeof given === 'string' && given.trim() !== '') return given;
  problems.push({
    pointer: pointer(...path, key),
    message: given === undefined ? `"${key}" is missing` : `"${key}" is text that is not blank, not ${kindOf(given)}`,
  });
  return undefined;
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.trim() === '' ? 'blank text' : 'text';
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'number' ? 'the number' : ''} ${JSON.stringify(value)}`.trim();
}

function place(lines: LineCounter, offset: number): { line: number; column: number } {
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}
