/** JSON text with object keys sorted, so equal values give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Equal as JSON values: same type and content, object keys in any order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return a === b || stableJson(a) === stableJson(b);
}
