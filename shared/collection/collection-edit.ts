import {
  callSubject,
  type CallTarget,
  type Collection,
  type CollectionCall,
  type Expectation,
  type VariableValue,
} from './collection.ts';
import { VARIABLE_NAME } from './collection-variables.ts';

/** A collection to start from: nothing in it yet. */
export const EMPTY_COLLECTION: Collection = Object.freeze({ name: 'Untitled collection', variables: {}, calls: [] });

/**
 * The edits the page makes to the collection it holds, each returning a
 * new collection (the old one is never changed): small enough for the
 * first screen, since every tab's "Add to collection" uses them.
 */
export function addCall(collection: Collection, target: CallTarget, name = defaultName(target)): Collection {
  const taken = new Set(collection.calls.map((call) => call.name));
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name} ${n}`;
  return { ...collection, calls: [...collection.calls, { ...target, name: unique } as CollectionCall] };
}

/** Renames a call; a blank name or one another call has is refused (reports tell calls apart by name). */
export function renameCall(collection: Collection, index: number, name: string): Collection | undefined {
  const trimmed = name.trim();
  if (!trimmed || collection.calls.some((call, i) => i !== index && call.name === trimmed)) return undefined;
  return withCall(collection, index, (call) => ({ ...call, name: trimmed }));
}

export function removeCall(collection: Collection, index: number): Collection {
  return { ...collection, calls: collection.calls.filter((_, i) => i !== index) };
}

/** Sets what a call expects as written (`undefined`: only that it succeeds); the reader checks it at the run. */
export function setExpectation(collection: Collection, index: number, expect: Expectation | undefined): Collection {
  return withCall(
    collection,
    index,
    ({ expect: _old, matcher: _matcher, ...call }: CollectionCall & { matcher?: unknown }) =>
      expect ? { ...call, expect } : call,
  );
}

export function describeCollection(
  collection: Collection,
  fields: { name?: string; description?: string },
): Collection {
  const { description: _old, ...rest } = collection;
  const description = fields.description ?? collection.description;
  return {
    ...rest,
    name: fields.name ?? collection.name,
    ...(description !== undefined && description.trim() !== '' ? { description } : {}),
  };
}

function withCall(collection: Collection, index: number, change: (call: CollectionCall) => CollectionCall): Collection {
  return { ...collection, calls: collection.calls.map((call, i) => (i === index ? change(call) : call)) };
}

/** A call's first name: what it calls (`echo`, `simple-prompt`, the URI, the method). */
function defaultName(target: CallTarget): string {
  if (target.kind === 'tool') return target.tool;
  if (target.kind === 'prompt') return target.prompt;
  if (target.kind === 'resource') return target.uri;
  return callSubject(target);
}

/**
 * A hand-written JSON-RPC message (the composer's) as a collection's call:
 * one request, its method and params. Why not, in words, for anything else
 * (a notification has no answer to judge; a batch is many calls).
 */
export function requestFromMessage(text: string): { call: CallTarget } | { why: string } {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { why: 'The message is not valid JSON' };
  }
  if (Array.isArray(message)) return { why: 'A batch is many calls: add its requests one at a time' };
  if (typeof message !== 'object' || message === null) return { why: 'The message is not a JSON-RPC request' };
  const { method, params, id } = message as Record<string, unknown>;
  if (typeof method !== 'string' || method === '') return { why: 'The message has no method' };
  if (id === undefined) return { why: 'A notification has no answer to judge: a collection holds requests' };
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params)))
    return { why: 'A collection keeps params that are an object' };
  return {
    call: { kind: 'request', method, ...(params !== undefined ? { params: params as Record<string, unknown> } : {}) },
  };
}

/** Sets a value the file keeps for `{{name}}` (`undefined` takes it out); a name that cannot be a variable's is refused. */
export function setVariable(
  collection: Collection,
  name: string,
  value: VariableValue | undefined,
): Collection | undefined {
  if (!VARIABLE_NAME.test(name)) return undefined;
  const { [name]: _old, ...others } = collection.variables;
  return { ...collection, variables: value === undefined ? others : { ...collection.variables, [name]: value } };
}
