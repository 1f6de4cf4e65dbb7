const KEY_NAMES =
  /^(api[-_]?key|x-api-key|x-goog-api-key|authorization|proxy-authorization|access[-_]?token|secret|password)$/i;

/**
 * A request body as it can be shown and logged: any member named like a key
 * is blanked, however deep. Keys travel in headers, never in the bodies the
 * provider libraries build; this keeps it so whatever a future library does.
 */
export function redactKeys(value: unknown, depth = 0): unknown {
  if (depth > 64 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactKeys(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    copy[key] = KEY_NAMES.test(key) && item !== undefined ? '(hidden)' : redactKeys(item, depth + 1);
  return copy;
}
