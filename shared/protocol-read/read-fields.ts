import { type Finding, mcpSource } from '../diagnose/finding.ts';
import type { RuleId } from '../diagnose/rules/index.ts';
import { isRecord, type Rec } from '../lib/guards.ts';
import { pointer } from '../lib/json-pointer.ts';
/**
 * Small lenient readers shared by the list-item readers: each takes a value a
 * server sent, returns something safe to display, and says what is wrong
 * with it as findings (pointers within the entry read). None of them
 * throws, whatever it is given.
 */

/** A finding on an entry a server sent, at `path` within it. */
export function entryFinding(
  rule: RuleId,
  path: ReadonlyArray<string | number>,
  message: string,
  severity: Finding['severity'] = 'error',
): Finding {
  return { rule, severity, pointer: pointer(...path), source: mcpSource(undefined), message };
}

/** Findings on a part of an entry (`arguments[0]`), moved to where the part sits and said as of it. */
export function within(findings: readonly Finding[], where: string, path: ReadonlyArray<string | number>): Finding[] {
  return findings.map((finding) => ({
    ...finding,
    pointer: pointer(...path) + finding.pointer,
    message: `${where}: ${finding.message}`,
  }));
}

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
export function optionalText(record: Rec, key: string, findings: Finding[]): string | undefined {
  if (!Object.hasOwn(record, key) || record[key] === undefined) return undefined;
  const value = record[key];
  if (typeof value === 'string') return value;
  findings.push(wrongType(key, value, 'a string'));
  return displayText(value);
}

/**
 * A required text member (`name`, `uri`): the string, the JSON of a value of
 * another type, or `missing` when there is none; each case but the first noted.
 */
export function requiredText(record: Rec, key: string, missing: string, findings: Finding[]): string {
  const value = record[key];
  if (typeof value === 'string') {
    if (value === '') {
      findings.push(entryFinding('member-empty', [key], `"${key}" is empty`));
      return missing;
    }
    return value;
  }
  if (value === undefined) {
    findings.push(memberMissing(key));
    return missing;
  }
  findings.push(wrongType(key, value, 'a string'));
  return displayText(value);
}

/** An optional number member (`size`); another type is noted and dropped. */
export function optionalNumber(record: Rec, key: string, findings: Finding[]): number | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  findings.push(wrongType(key, value, 'a number'));
  return undefined;
}

/** An optional object member (`annotations`, `inputSchema`); another type is noted and dropped. */
export function optionalRecord(record: Rec, key: string, findings: Finding[]): Rec | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (isRecord(value)) return value;
  findings.push(wrongType(key, value, 'an object'));
  return undefined;
}

/** `"key" is missing`. */
export function memberMissing(key: string): Finding {
  return entryFinding('member-missing', [key], `"${key}" is missing`);
}

/** `"key" is a number, not a string`; `label` names the member when it is not at `key` (`annotations.title`). */
export function wrongType(
  key: string | ReadonlyArray<string | number>,
  value: unknown,
  expected: string,
  label = typeof key === 'string' ? key : key.join('.'),
): Finding {
  return entryFinding(
    'member-wrong-type',
    typeof key === 'string' ? [key] : key,
    `"${label}" is ${describeType(value)}, not ${expected}`,
  );
}

/** The whole entry is not an object: `the entry is a string ("x"), not an object`. */
export function notAnObject(raw: unknown, what = 'the entry', path: ReadonlyArray<string | number> = []): Finding {
  return entryFinding('entry-not-object', path, `${what} is ${describeType(raw)} (${jsonText(raw)}), not an object`);
}

/**
 * Keys that tell list items apart: from the item's own id (its name or uri)
 * when that is a string not seen before, else from its index (`#3`). Repeats are noted, since a
 * client cannot tell such items apart either.
 */
export function uniqueKeys<T extends { findings: Finding[] }>(
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
      const repeated = entryFinding('entry-id-repeated', [what], `another item has the same ${what} "${id}"`);
      return { ...item, key: `#${index}`, findings: [...item.findings, repeated] };
    }
    return { ...item, key: `#${index}` };
  });
}
