/** One field where the SKILL.md's front matter and its entry's disagree. */
export interface FrontMatterDifference {
  key: string;
  /** `absent` when that side has no such key. */
  inEntry: unknown;
  inFile: unknown;
}

export const ABSENT = Symbol('absent');

/**
 * Field by field, as the extension asks a host to compare them: every key
 * of either side, values equal as JSON values (key order aside). Any
 * difference is a verification failure.
 */
export function compareFrontMatter(
  entry: Record<string, unknown>,
  file: Record<string, unknown>,
): FrontMatterDifference[] {
  const keys = [...new Set([...Object.keys(entry), ...Object.keys(file)])];
  const differences: FrontMatterDifference[] = [];
  for (const key of keys) {
    const inEntry = Object.hasOwn(entry, key) ? entry[key] : ABSENT;
    const inFile = Object.hasOwn(file, key) ? file[key] : ABSENT;
    if (!sameJson(inEntry, inFile)) differences.push({ key, inEntry, inFile });
  }
  return differences;
}

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

/** A side's value for a sentence: JSON, or "absent". */
export function showValue(value: unknown): string {
  return value === ABSENT ? 'absent' : JSON.stringify(value);
}

export function describeDifference(difference: FrontMatterDifference): string {
  return `${difference.key}: the entry has ${showValue(difference.inEntry)}, SKILL.md has ${showValue(difference.inFile)}`;
}
