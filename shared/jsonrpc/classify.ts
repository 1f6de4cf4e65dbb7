/**
 * Classifies one raw frame as the wire saw it. Never throws: text that is not
 * JSON, or JSON that is not JSON-RPC, is a kind of its own so it can be shown.
 */
export type FrameKind =
  | 'request'
  | 'notification'
  | 'result'
  | 'error'
  | 'batch'
  | 'invalid-json'
  | 'not-jsonrpc';

export type JsonRpcId = string | number;

export interface ClassifiedFrame {
  kind: FrameKind;
  method?: string;
  id?: JsonRpcId;
  /** The parsed value, when the text is JSON. */
  value?: unknown;
  /** Why the frame is not valid JSON-RPC, when it is not. */
  problem?: string;
}

export function classifyText(raw: string): ClassifiedFrame {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    // The parser's own words make no sense for a character nobody can see.
    if (raw.startsWith('\uFEFF')) return { kind: 'invalid-json', problem: 'starts with a byte order mark (U+FEFF), which is not JSON: the server must not write one' };
    return { kind: 'invalid-json', problem: (error as Error).message };
  }
  return classifyValue(value);
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

export function classifyValue(value: unknown): ClassifiedFrame {
  if (Array.isArray(value)) return { kind: 'batch', value };
  if (typeof value !== 'object' || value === null) {
    return { kind: 'not-jsonrpc', value, problem: 'A JSON-RPC message must be an object' };
  }
  const message = value as Record<string, unknown>;
  const problems: string[] = [];
  if (message.jsonrpc !== '2.0') problems.push('"jsonrpc" must be "2.0"');
  const id = isId(message.id) ? message.id : undefined;
  if (typeof message.method === 'string') {
    const kind = 'id' in message ? 'request' : 'notification';
    if (kind === 'request' && id === undefined) problems.push('"id" must be a string or a number');
    return withProblems({ kind, method: message.method, id, value }, problems);
  }
  if ('result' in message || 'error' in message) {
    if (!('id' in message)) problems.push('a response must carry the "id" of its request');
    problems.push(...responseShapeProblems(message));
    return withProblems({ kind: 'error' in message && !('result' in message) ? 'error' : 'result', id, value }, problems);
  }
  problems.push('neither "method", "result" nor "error" is present');
  return withProblems({ kind: 'not-jsonrpc', id, value }, problems);
}

/** What is wrong with a response's own shape (not its result's): both members, or a malformed error. */
export function responseShapeProblems(message: Record<string, unknown>): string[] {
  if ('result' in message && 'error' in message) return ['a response must have "result" or "error", not both'];
  if (!('error' in message)) return [];
  const error = message.error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return ['"error" must be an object with "code" and "message"'];
  const { code, message: text } = error as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof code !== 'number' || !Number.isInteger(code)) problems.push(`"error.code" must be an integer (got ${JSON.stringify(code) ?? 'nothing'})`);
  if (typeof text !== 'string') problems.push(`"error.message" must be a string (got ${JSON.stringify(text) ?? 'nothing'})`);
  return problems;
}

function withProblems(frame: ClassifiedFrame, problems: string[]): ClassifiedFrame {
  return problems.length ? { ...frame, problem: problems.join('; ') } : frame;
}
