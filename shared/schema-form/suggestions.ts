import type { Path } from './field.ts';

/** Which field a suggestion is asked for: its property name and its JSON Pointer in the value. */
export type SuggestField = { name: string; pointer: string };

/** What a suggestion source answers: completions (MCP `completion/complete`'s shape), or why there are none. */
export type SuggestAnswer = { values: readonly string[]; total?: number; hasMore?: boolean } | { error: string };

/** Asks for completions of `value` typed into a string field. */
export type Suggest = (field: SuggestField, value: string) => Promise<SuggestAnswer>;

/** RFC 6901: "/options/tags/0"; "~" and "/" in names are escaped. The root is "". */
export function jsonPointer(path: Path): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The field as a suggestion source sees it; an array item is named after its array. */
export function suggestField(path: Path): SuggestField {
  const name = [...path].reverse().find((segment): segment is string => typeof segment === 'string') ?? '';
  return { name, pointer: jsonPointer(path) };
}
