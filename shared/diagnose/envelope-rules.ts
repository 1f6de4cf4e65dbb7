import { mcpSource, pointer, type Finding } from './finding.ts';

/**
 * JSON-RPC 2.0's rules for one message's envelope (not its params or
 * result): the version member, the id, and a response's result or error.
 * Pure and cheap: a handful of property reads per frame.
 */

const JSONRPC = 'JSON-RPC 2.0';

export function envelopeFindings(value: unknown, revision?: string): Finding[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [
      {
        rule: 'not-jsonrpc',
        severity: 'error',
        pointer: '',
        source: JSONRPC,
        message: 'A JSON-RPC message must be an object',
      },
    ];
  }
  const message = value as Record<string, unknown>;
  if (!('method' in message) && !('result' in message) && !('error' in message) && !('id' in message)) {
    return [
      {
        rule: 'not-jsonrpc',
        severity: 'error',
        pointer: '',
        source: JSONRPC,
        message: 'neither "method", "result" nor "error" is present',
      },
    ];
  }
  const findings: Finding[] = [];
  if (message.jsonrpc !== '2.0')
    findings.push({
      rule: 'jsonrpc-version',
      severity: 'error',
      pointer: '/jsonrpc',
      source: JSONRPC,
      message: '"jsonrpc" must be "2.0"',
    });
  if (typeof message.method === 'string') {
    if ('id' in message) {
      const problem = requestIdProblem(message.id);
      if (problem)
        findings.push({
          rule: 'request-id-type',
          severity: 'error',
          pointer: '/id',
          source: problem.mcp ? mcpSource(revision) : JSONRPC,
          message: problem.message,
        });
    }
    return findings;
  }
  if ('method' in message) {
    findings.push({
      rule: 'not-jsonrpc',
      severity: 'error',
      pointer: '/method',
      source: JSONRPC,
      message: `"method" must be a string (got ${describe(message.method)})`,
    });
    return findings;
  }
  if ('result' in message || 'error' in message) {
    if (!('id' in message))
      findings.push({
        rule: 'response-id-missing',
        severity: 'error',
        pointer: '',
        source: JSONRPC,
        message: 'a response must carry the "id" of its request',
      });
    else if (message.id === null && !('error' in message)) {
      findings.push({
        rule: 'response-id-missing',
        severity: 'error',
        pointer: '/id',
        source: JSONRPC,
        message:
          'a result must carry the id of its request, not null (null is only for an error about a request whose id could not be read)',
      });
    }
    findings.push(...responseShapeFindings(message));
    return findings;
  }
  // Only an id: a response that has neither member.
  findings.push({
    rule: 'response-no-result-or-error',
    severity: 'error',
    pointer: '',
    source: JSONRPC,
    message: 'a response must have "result" or "error"; this one has neither',
  });
  return findings;
}

/** A response's own shape: both members, or an error object without an integer code or a string message. */
export function responseShapeFindings(message: Record<string, unknown>): Finding[] {
  if ('result' in message && 'error' in message) {
    return [
      {
        rule: 'response-result-and-error',
        severity: 'error',
        pointer: '',
        source: JSONRPC,
        message: 'a response must have "result" or "error", not both',
      },
    ];
  }
  if (!('error' in message)) return [];
  const error = message.error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) {
    return [
      {
        rule: 'error-object-invalid',
        severity: 'error',
        pointer: '/error',
        source: JSONRPC,
        message: '"error" must be an object with "code" and "message"',
      },
    ];
  }
  const { code, message: text } = error as Record<string, unknown>;
  const findings: Finding[] = [];
  if (typeof code !== 'number' || !Number.isInteger(code)) {
    findings.push({
      rule: 'error-object-invalid',
      severity: 'error',
      pointer: pointer('error', 'code'),
      source: JSONRPC,
      message: `"error.code" must be an integer (got ${describe(code)})`,
    });
  }
  if (typeof text !== 'string') {
    findings.push({
      rule: 'error-object-invalid',
      severity: 'error',
      pointer: pointer('error', 'message'),
      source: JSONRPC,
      message: `"error.message" must be a string (got ${describe(text)})`,
    });
  }
  return findings;
}

/** What is wrong with a request's id: JSON-RPC wants a string or a number; MCP adds not null, and no fraction. */
function requestIdProblem(id: unknown): { message: string; mcp: boolean } | undefined {
  if (typeof id === 'string') return undefined;
  if (typeof id === 'number' && Number.isInteger(id)) return undefined;
  if (id === null) return { message: 'a request id must not be null (MCP: a string or an integer)', mcp: true };
  if (typeof id === 'number' && Number.isFinite(id))
    return { message: `a request id must be a string or an integer (got ${id})`, mcp: true };
  return { message: `"id" must be a string or a number (got ${describe(id)})`, mcp: false };
}

/** A value as a short phrase: its JSON when short, else its type; "nothing" when absent. Never stringifies a large value. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}…` : value);
  return String(value);
}
