/** A string JSON.stringify writes with escapes (quote, backslash, control characters, lone surrogates). */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * The length of `JSON.stringify(value)` for parsed JSON, counted without
 * writing it: a schema of a million enum values is tens of megabytes of
 * text, and building that string only to read its length held the page
 * for a third of a second.
 */
export function jsonLength(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return ESCAPED.test(value) ? JSON.stringify(value).length : value.length + 2;
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'object': {
      if (value === null) return 4;
      if (Array.isArray(value)) {
        let length = 2 + Math.max(0, value.length - 1);
        for (const item of value) length += item === undefined || typeof item === 'function' ? 4 : jsonLength(item);
        return length;
      }
      let length = 2;
      let members = 0;
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined || typeof item === 'function') continue;
        length += jsonLength(key) + 1 + jsonLength(item);
        members++;
      }
      return length + Math.max(0, members - 1);
    }
    default:
      return 0;
  }
}
