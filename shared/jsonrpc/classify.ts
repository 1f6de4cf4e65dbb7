import { envelopeFindings, responseShapeFindings } from '../diagnose/envelope-rules.ts';
import { findingsText, type Finding } from '../diagnose/finding.ts';

/**
 * Classifies one raw frame as the wire saw it. Never throws: text that is not
 * JSON, or JSON that is not JSON-RPC, is a kind of its own so it can be shown.
 */
export type { FrameKind, JsonRpcId } from '../protocol/message-kinds.ts';
import type { FrameKind, JsonRpcId } from '../protocol/message-kinds.ts';

export interface ClassifiedFrame {
  kind: FrameKind;
  method?: string;
  id?: JsonRpcId;
  /** The parsed value, when the text is JSON. */
  value?: unknown;
  /** Why the frame is not valid JSON-RPC, when it is not: the findings' text in one line. */
  problem?: string;
  /** What breaks JSON-RPC's envelope rules, rule by rule (a batch's items are not looked into here). */
  findings?: Finding[];
}

export function classifyText(raw: string): ClassifiedFrame {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return withFindings({ kind: 'invalid-json' }, [notJsonFinding(raw, error)]);
  }
  return classifyValue(value);
}

/** Why text is not JSON. The parser's own words make no sense for a character nobody can see. */
export function notJsonFinding(raw: string, error?: unknown): Finding {
  if (raw.startsWith('\uFEFF')) {
    return {
      rule: 'byte-order-mark',
      severity: 'error',
      pointer: '',
      source: 'JSON-RPC 2.0',
      message: 'starts with a byte order mark (U+FEFF), which is not JSON: the server must not write one',
    };
  }
  const message = error instanceof Error ? error.message : 'not JSON';
  return { rule: 'not-json', severity: 'error', pointer: '', source: 'JSON-RPC 2.0', message };
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

export function classifyValue(value: unknown): ClassifiedFrame {
  if (Array.isArray(value)) return { kind: 'batch', value };
  const findings = envelopeFindings(value);
  if (typeof value !== 'object' || value === null) return withFindings({ kind: 'not-jsonrpc', value }, findings);
  const message = value as Record<string, unknown>;
  const id = isId(message.id) ? message.id : undefined;
  if (typeof message.method === 'string') {
    return withFindings(
      { kind: 'id' in message ? 'request' : 'notification', method: message.method, id, value },
      findings,
    );
  }
  if (!('method' in message) && ('result' in message || 'error' in message)) {
    return withFindings(
      { kind: 'error' in message && !('result' in message) ? 'error' : 'result', id, value },
      findings,
    );
  }
  return withFindings({ kind: 'not-jsonrpc', id, value }, findings);
}

/** What is wrong with a response's own shape (not its result's): both members, or a malformed error. */
export function responseShapeProblems(message: Record<string, unknown>): string[] {
  return responseShapeFindings(message).map((finding) => finding.message);
}

function withFindings(frame: ClassifiedFrame, findings: Finding[]): ClassifiedFrame {
  return findings.length ? { ...frame, findings, problem: findingsText(findings) } : frame;
}
