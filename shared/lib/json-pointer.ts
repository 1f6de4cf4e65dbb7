/** Escapes one key for a JSON pointer (RFC 6901). */
export function pointerKey(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A pointer from its keys: `pointer('params', '_meta', 'a/b')` is `/params/_meta/a~1b`. */
export function pointer(...keys: Array<string | number>): string {
  return keys.map((key) => `/${pointerKey(key)}`).join('');
}
