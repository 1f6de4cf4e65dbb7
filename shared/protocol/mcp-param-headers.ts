import { pointer } from '../lib/json-pointer.ts';

/**
 * `Mcp-Param-*` headers (2026-07-28): a tool's inputSchema may mark
 * properties with `x-mcp-header`, and a client calling it over HTTP mirrors
 * those arguments into headers so that gateways can route without reading
 * the body. Only properties reached through a chain of `properties` count,
 * and only primitive values are mirrored; values that are not plain
 * printable ASCII travel base64-encoded between `=?base64?` and `?=`.
 */

export interface McpParamDeclaration {
  path: string[];
  headerName: string;
}

const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The declarations of a schema, or none when it declares nothing usable. */
export function mcpParamDeclarations(inputSchema: unknown): McpParamDeclaration[] {
  const found: McpParamDeclaration[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    const name = schema['x-mcp-header'];
    if (
      path.length > 0 &&
      typeof name === 'string' &&
      token.test(name) &&
      ['string', 'integer', 'boolean'].includes(String(schema.type))
    ) {
      if (!found.some((declaration) => declaration.headerName.toLowerCase() === name.toLowerCase()))
        found.push({ path, headerName: name });
    }
    const properties = schema.properties;
    if (properties !== null && typeof properties === 'object') {
      for (const [key, child] of Object.entries(properties)) visit(child, [...path, key]);
    }
  };
  visit(inputSchema, []);
  return found;
}

/** One way a schema breaks the rules for `x-mcp-header`: where (a JSON pointer into the inputSchema) and what. */
export interface HeaderDeclarationProblem {
  pointer: string;
  message: string;
}

/** Subschemas an `x-mcp-header` must never sit under: only a chain of `properties` is statically reachable. */
const UNREACHABLE_ARRAYS = ['prefixItems', 'oneOf', 'anyOf', 'allOf'];
const UNREACHABLE_SCHEMAS = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const UNREACHABLE_MAPS = ['$defs', 'definitions', 'patternProperties', 'dependentSchemas'];
const PERMITTED_TYPES = ['string', 'integer', 'boolean'];

/**
 * Every way a tool's `x-mcp-header` declarations break 2026-07-28's rules
 * (Streamable HTTP, "Schema Extension"): a non-empty RFC 9110 token, on a
 * property of type string, integer or boolean (number is not allowed),
 * reached through `properties` alone, unique without regard to case. A
 * client must exclude a tool with any of these; an empty list means none.
 */
export function headerDeclarationProblems(inputSchema: unknown): HeaderDeclarationProblem[] {
  const problems: HeaderDeclarationProblem[] = [];
  const seen = new Map<string, string>();
  const visit = (node: unknown, at: string[], names: string[], reachable: boolean) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const schema = node as Record<string, unknown>;
    if ('x-mcp-header' in schema) {
      const declared = pointer(...at, 'x-mcp-header');
      const where = names.length ? `property ${names.join('.')}` : 'the schema itself';
      const name = schema['x-mcp-header'];
      const type = typeof schema.type === 'string' ? schema.type : undefined;
      if (!reachable || names.length === 0)
        problems.push({
          pointer: declared,
          message: `${where}: x-mcp-header is only allowed on a property reached through "properties" alone (not the root, items, additionalProperties, oneOf/anyOf/allOf/not, if/then/else or $defs)`,
        });
      else if (typeof name !== 'string' || name === '')
        problems.push({ pointer: declared, message: `${where}: x-mcp-header must be a non-empty string` });
      else if (!token.test(name))
        problems.push({
          pointer: declared,
          message: `${where}: x-mcp-header ${JSON.stringify(name)} is not an HTTP header name (RFC 9110 token: no spaces, colons, control characters or non-ASCII)`,
        });
      else if (!PERMITTED_TYPES.includes(type ?? ''))
        problems.push({
          pointer: declared,
          message: `${where}: x-mcp-header is only allowed on a property of type string, integer or boolean${type === 'number' ? ' (not number)' : ''}; this one is ${type ?? 'untyped'}`,
        });
      else {
        const earlier = seen.get(name.toLowerCase());
        if (earlier !== undefined)
          problems.push({
            pointer: declared,
            message: `${where}: x-mcp-header ${JSON.stringify(name)} is declared twice (also as ${JSON.stringify(earlier)}); header names are compared without regard to case`,
          });
        else seen.set(name.toLowerCase(), name);
      }
    }
    const properties = schema.properties;
    if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [key, child] of Object.entries(properties))
        visit(child, [...at, 'properties', key], [...names, key], reachable);
    }
    for (const keyword of UNREACHABLE_SCHEMAS) visit(schema[keyword], [...at, keyword], names, false);
    for (const keyword of UNREACHABLE_ARRAYS) {
      const branches = schema[keyword];
      if (Array.isArray(branches))
        for (const [index, branch] of branches.entries()) visit(branch, [...at, keyword, String(index)], names, false);
    }
    for (const keyword of UNREACHABLE_MAPS) {
      const map = schema[keyword];
      if (map !== null && typeof map === 'object' && !Array.isArray(map))
        for (const [key, child] of Object.entries(map)) visit(child, [...at, keyword, key], names, false);
    }
  };
  visit(inputSchema, [], [], true);
  return problems;
}

export function mcpParamHeaders(declarations: readonly McpParamDeclaration[], args: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const declaration of declarations) {
    let value: unknown = args;
    for (const key of declaration.path)
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    const text = primitiveText(value);
    if (text !== undefined) headers[`Mcp-Param-${declaration.headerName}`] = encodeValue(text);
  }
  return headers;
}

function primitiveText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)))
    return String(value);
  return undefined;
}

function encodeValue(text: string): string {
  const plain =
    text.length > 0 &&
    text === text.trim() &&
    !(text.startsWith('=?base64?') && text.endsWith('?=')) &&
    /^[\t\x20-\x7e]*$/.test(text);
  if (plain) return text;
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}
