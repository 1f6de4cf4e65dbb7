/** Names of JSON-RPC and MCP error codes, for display beside the number. */
const names: Record<number, string> = {
  [-32700]: 'Parse error',
  [-32600]: 'Invalid request',
  [-32601]: 'Method not found',
  [-32602]: 'Invalid params',
  [-32603]: 'Internal error',
  [-32000]: 'Connection closed',
  [-32001]: 'Request timeout',
  [-32002]: 'Resource not found',
  [-32022]: 'Unsupported protocol version',
  [-32042]: 'URL elicitation required',
};

export function errorCodeName(code: number): string {
  const known = names[code];
  if (known) return known;
  if (code >= -32099 && code <= -32000) return 'Server error';
  return 'Application error';
}
