import { pointer, type Finding } from './finding.ts';

/**
 * Error codes a server sends: JSON-RPC reserves -32768 to -32000 and
 * defines five of them, leaving -32000 to -32099 to implementations; MCP's
 * own codes exist only from the revision that defines them.
 */
const JSONRPC_DEFINED = new Set([-32700, -32600, -32601, -32602, -32603]);
const MCP_SINCE: Record<number, string> = { [-32042]: '2025-11-25', [-32021]: '2026-07-28', [-32022]: '2026-07-28' };

export function errorCodeFindings(code: unknown, revision: string | undefined): Finding[] {
  if (typeof code !== 'number' || !Number.isInteger(code)) return [];
  const at = pointer('error', 'code');
  if (code >= -32768 && code < -32099 && !JSONRPC_DEFINED.has(code)) {
    return [
      {
        rule: 'error-code-reserved',
        severity: 'warning',
        pointer: at,
        source: 'JSON-RPC 2.0',
        message: `${code} lies in the range JSON-RPC reserves (-32768 to -32000) but is not one of its codes`,
      },
    ];
  }
  const since = MCP_SINCE[code];
  if (since && revision !== undefined && revision < since) {
    return [
      {
        rule: 'error-code-not-in-revision',
        severity: 'info',
        pointer: at,
        source: revision,
        message: `${code} has its MCP meaning from ${since}; on ${revision} it is an implementation-defined server error`,
      },
    ];
  }
  return [];
}
