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
  if ('result' in message) return withProblems({ kind: 'result', id, value }, problems);
  if ('error' in message) return withProblems({ kind: 'error', id, value }, problems);
  problems.push('neither "method", "result" nor "error" is present');
  return withProblems({ kind: 'not-jsonrpc', id, value }, problems);
}

function withProblems(frame: ClassifiedFrame, problems: string[]): ClassifiedFrame {
  return problems.length ? { ...frame, problem: problems.join('; ') } : frame;
}
