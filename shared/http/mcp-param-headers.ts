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
    if (path.length > 0 && typeof name === 'string' && token.test(name) && ['string', 'integer', 'boolean'].includes(String(schema.type))) {
      if (!found.some((declaration) => declaration.headerName.toLowerCase() === name.toLowerCase())) found.push({ path, headerName: name });
    }
    const properties = schema.properties;
    if (properties !== null && typeof properties === 'object') {
      for (const [key, child] of Object.entries(properties)) visit(child, [...path, key]);
    }
  };
  visit(inputSchema, []);
  return found;
}

export function mcpParamHeaders(declarations: readonly McpParamDeclaration[], args: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const declaration of declarations) {
    let value: unknown = args;
    for (const key of declaration.path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    const text = primitiveText(value);
    if (text !== undefined) headers[`Mcp-Param-${declaration.headerName}`] = encodeValue(text);
  }
  return headers;
}

function primitiveText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))) return String(value);
  return undefined;
}

function encodeValue(text: string): string {
  const plain = text.length > 0 && text === text.trim() && !(text.startsWith('=?base64?') && text.endsWith('?=')) && /^[\t\x20-\x7e]*$/.test(text);
  if (plain) return text;
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}
