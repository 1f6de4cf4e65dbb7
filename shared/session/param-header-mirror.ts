import { headerDeclarationProblems, mcpParamDeclarations, mcpParamHeaders } from '../protocol/mcp-param-headers.ts';

/**
 * 2026-07-28's Mcp-Param-* headers for a tools/call, from the tools this
 * connection listed. The SDK mirrors `x-mcp-header` arguments only from its
 * own callTool, and not in a browser; the session's requests go through
 * `request`, so it mirrors them here.
 */
export class ParamHeaderMirror {
  readonly #schemas = new Map<string, unknown>();

  /** Keeps the inputSchemas of a tools/list page as the server sent them. */
  listed(result: unknown): void {
    const tools = (result as { tools?: unknown } | undefined)?.tools;
    if (!Array.isArray(tools)) return;
    for (const tool of tools as { name?: unknown; inputSchema?: unknown }[]) {
      if (typeof tool?.name === 'string') this.#schemas.set(tool.name, tool.inputSchema);
    }
  }

  /**
   * Why a client must not call this tool: its listed `x-mcp-header`
   * declarations break the rules (the first problem); undefined when they
   * do not, or when the tool was not listed.
   */
  exclusion(params: Record<string, unknown> | undefined): string | undefined {
    const name = String(params?.name);
    if (!this.#schemas.has(name)) return undefined;
    const [first, ...others] = headerDeclarationProblems(this.#schemas.get(name));
    if (!first) return undefined;
    return `${first.message}${others.length ? ` (and ${others.length} more)` : ''}`;
  }

  /** The headers for calling a tool with these arguments, or undefined when it declares none. */
  headersFor(params: Record<string, unknown> | undefined): Record<string, string> | undefined {
    const schema = this.#schemas.get(String(params?.name));
    if (schema === undefined) return undefined;
    const headers = mcpParamHeaders(mcpParamDeclarations(schema), params?.arguments);
    return Object.keys(headers).length ? headers : undefined;
  }
}
