/** A JSON object (not null, not an array), read-only where it is only read. */
export type Rec = Readonly<Record<string, unknown>>;

/** Whether a value is a JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `text` parsed as JSON when it is an object (not an array), else undefined: never throws. */
export function parseRecord(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
