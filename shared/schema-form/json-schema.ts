/**
 * JSON Schema as MCP servers send it: draft-07 or 2020-12, often generated
 * (zod-to-json-schema, pydantic), sometimes hand-written and sloppy. Kept as a
 * loose record: every keyword is read defensively.
 */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** `type` as a list: "string" -> ["string"], ["string","null"] stays, absent -> []. */
export function schemaTypes(schema: JsonSchema): string[] {
  const type = schema['type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

export function numberKeyword(schema: JsonSchema, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function stringKeyword(schema: JsonSchema, key: string): string | undefined {
  const value = schema[key];
  return typeof value === 'string' ? value : undefined;
}
