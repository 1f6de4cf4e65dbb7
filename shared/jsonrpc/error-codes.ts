/**
 * Names of JSON-RPC error codes as the protocol revision in use defines
 * them, for display beside the number. A code in JSON-RPC's range for
 * implementation-defined server errors (-32000 to -32099) means whatever the
 * server says it means: it is called that, and its message says the rest.
 * The SDK's own client-side codes (-32000 connection closed, -32001 request
 * timeout) never name what a server sent.
 */
export interface ErrorCodeContext {
  /** The revision the connection speaks; unknown: every code MCP defines is named. */
  revision?: string;
  /** The error's message: -32002 is "Resource not found" only when the message agrees. */
  message?: string;
}

const jsonRpcNames: Record<number, string> = {
  [-32700]: 'Parse error',
  [-32600]: 'Invalid request',
  [-32601]: 'Method not found',
  [-32602]: 'Invalid params',
  [-32603]: 'Internal error',
};

/** MCP's own codes, with the first revision that defines each. */
const mcpCodes: Record<number, { name: string; since: string }> = {
  [-32002]: { name: 'Resource not found', since: '2024-11-05' },
  [-32042]: { name: 'URL elicitation required', since: '2025-11-25' },
  [-32021]: { name: 'Missing required client capability', since: '2026-07-28' },
  [-32022]: { name: 'Unsupported protocol version', since: '2026-07-28' },
};

export const IMPLEMENTATION_DEFINED = 'Implementation-defined server error';

export function errorCodeName(code: number, context: ErrorCodeContext = {}): string {
  const standard = jsonRpcNames[code];
  if (standard) return standard;
  const mcp = mcpCodes[code];
  if (
    mcp &&
    (context.revision === undefined || context.revision >= mcp.since) &&
    (code !== -32002 || messageSaysNotFound(context.message))
  )
    return mcp.name;
  if (code >= -32099 && code <= -32000) return IMPLEMENTATION_DEFINED;
  if (code >= -32768 && code <= -32000) return 'Reserved by JSON-RPC (undefined)';
  return 'Application error';
}

/** A -32002 whose message says something else ("not readable") is the server's own use of the code. */
function messageSaysNotFound(message: string | undefined): boolean {
  if (message === undefined) return true;
  return /not\s*found|no such|does\s*n[o']t exist|unknown (resource|uri)|missing/i.test(message);
}
