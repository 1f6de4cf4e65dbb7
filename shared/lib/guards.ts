/** A JSON object (not null, not an array), read-only where it is only read. */
export type Rec = Readonly<Record<string, unknown>>;

/** Whether a value is a JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
