import { isRecord, type Rec } from '../lib/guards.ts';
/**
 * Small lenient readers shared by the list-item readers: each takes a value a
 * server sent, returns something safe to display, and says in words what is
 * wrong with it. None of them throws, whatever it is given.
 */

/** "an object", "a number", "null", "an array": for messages about a value of the wrong type. */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' || type === 'undefined' ? `an ${type}` : `a ${type}`;
}

/** Wrong-typed values are shown as JSON; this keeps a huge one from flooding a list row. */
const DISPLAY_LIMIT = 2_000;

/** Any value as one line of text: strings as they are, everything else as JSON. */
export function displayText(value: unknown): string {
  if (typeof value === 'string') return value;
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = safeString(value);
  }
  return text.length > DISPLAY_LIMIT ? `${text.slice(0, DISPLAY_LIMIT)}…` : text;
}

/** A value as JSON text for a message: `"echo"`, `42`, `{"a":1}`. */
export function jsonText(value: unknown): string {
  return typeof value === 'string' ? displayText(JSON.stringify(value)) : displayText(value);
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return '[value that cannot be shown]';
  }
}

/**
 * An optional text member (`title`, `description`, …): the string, or the
 * JSON of a value of another type with a problem noted; absent stays absent.
 */
export function optionalText(record: Rec, key: string, problems: string[]): string | undefined {
  if (!Object.hasOwn(record, key) || record[key] === undefined) return undefined;
  const value = record[key];
  if (typeof value === 'string') return value;
  problems.push(`"${key}" is ${describeType(value)}, not a string`);
  return displayText(value);
}

/**
 * A required text member (`name`, `uri`): the string, the JSON of a value of
 * another type, or `missing` when there is none; each case but the first noted.
 */
export function requiredText(record: Rec, key: string, missing: string, problems: string[]): string {
  const value = record[key];
  if (typeof value === 'string') {
    if (value === '') {
      problems.push(`"${key}" is empty`);
      return missing;
    }
    return value;
  }
  if (value === undefined) {
    problems.push(`"${key}" is missing`);
    return missing;
  }
  problems.push(`"${key}" is ${describeType(value)}, not a string`);
  return displayText(value);
}

/** An optional number member (`size`); another type is noted and dropped. */
export function optionalNumber(record: Rec, key: string, problems: string[]): number | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  problems.push(`"${key}" is ${describeType(value)}, not a number`);
  return undefined;
}

/** An optional object member (`annotations`, `inputSchema`); another type is noted and dropped. */
export function optionalRecord(record: Rec, key: string, problems: string[]): Rec | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (isRecord(value)) return value;
  problems.push(`"${key}" is ${describeType(value)}, not an object`);
  return undefined;
}

/**
 * Keys that tell list items apart: from the item's own id (its name or uri)
 * when that is a string not seen before, else from its index (`#3`). Repeats are noted, since a
 * client cannot tell such items apart either.
 */
export function uniqueKeys<T extends { problems: string[] }>(
  items: readonly T[],
  idOf: (item: T) => unknown,
  what: string,
): Array<T & { key: string }> {
  const seen = new Set<string>();
  return items.map((item, index) => {
    const id = idOf(item);
    if (typeof id === 'string' && id !== '') {
      if (!seen.has(id)) {
        seen.add(id);
        return { ...item, key: `id:${id}` };
      }
      return { ...item, key: `#${index}`, problems: [...item.problems, `another item has the same ${what} "${id}"`] };
    }
    return { ...item, key: `#${index}` };
  });
}
