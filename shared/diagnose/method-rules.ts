import { findMethod, revisionsWith, specsNamed, suggestMethod, type MethodSpec } from '../protocol/catalogue.ts';
import { PROTOCOL_REVISIONS } from '../protocol/revisions.ts';
import { mcpSource, type Finding } from './finding.ts';

export type Sender = 'client' | 'server';

/** What the method rules read of a frame. */
export interface MethodFrame {
  method: string;
  /** `request`: the message carries an id; `notification`: it does not. */
  kind: 'request' | 'notification';
  sender: Sender;
}

/**
 * Whether the revision defines the method, as the kind of message it came
 * as, from the side that sent it. `revision` undefined (not negotiated
 * yet): judged against every revision together.
 */
export function methodFindings(frame: MethodFrame, revision: string | undefined): Finding[] {
  const { method, kind, sender } = frame;
  const source = mcpSource(revision);
  if (method.startsWith('rpc.')) {
    return [
      {
        rule: 'reserved-method-name',
        severity: 'error',
        pointer: '/method',
        source: 'JSON-RPC 2.0',
        message: `method names that begin with "rpc." are reserved for JSON-RPC itself`,
      },
    ];
  }
  const spec = revision === undefined ? specsNamed(method)[0] : findMethod(method, revision);
  if (!spec) return [notDefined(frame, revision)];
  const findings: Finding[] = [];
  if (spec.kind === 'notification' && kind === 'request') {
    findings.push({
      rule: 'notification-with-id',
      severity: 'error',
      pointer: '/id',
      source,
      message: `${method} is a notification: it must not carry an id (a message with an id is a request, and waits for an answer)`,
    });
  } else if (spec.kind === 'request' && kind === 'notification') {
    findings.push({
      rule: 'request-without-id',
      severity: 'error',
      pointer: '',
      source,
      message: `${method} is a request: without an id it cannot be answered`,
    });
  }
  if (spec.from !== 'both' && spec.from !== sender) {
    findings.push({
      rule: 'wrong-sender',
      severity: 'error',
      pointer: '/method',
      source,
      message: `${method} is sent by the ${spec.from}; the ${sender} must not send it`,
    });
  }
  return findings;
}

function notDefined(frame: MethodFrame, revision: string | undefined): Finding {
  const { method, kind } = frame;
  const revisions = revisionsWith(method);
  const noun = kind === 'notification' ? 'notification' : 'method';
  if (revision !== undefined && revisions.length > 0) {
    return {
      rule: 'method-not-in-revision',
      severity: kind === 'request' ? 'error' : 'warning',
      pointer: '/method',
      source: revision,
      message: `${method} is not a ${noun} of ${revision} (${span(revisions)})`,
    };
  }
  const didYouMean = revision === undefined ? suggestInAny(method) : suggestMethod(method, revision);
  return {
    rule: kind === 'notification' ? 'unknown-notification' : 'unknown-method',
    severity: 'warning',
    pointer: '/method',
    source: mcpSource(revision),
    message: `${method} is not a ${noun} MCP defines${revision ? ` in ${revision}` : ''}: the receiver ignores it${kind === 'request' ? ' or answers -32601' : ''}`,
    ...(didYouMean ? { didYouMean } : {}),
  };
}

function suggestInAny(method: string): string | undefined {
  for (const revision of [...PROTOCOL_REVISIONS].reverse()) {
    const suggestion = suggestMethod(method, revision);
    if (suggestion) return suggestion;
  }
  return undefined;
}

/** "defined in 2025-11-25 only", "defined from 2024-11-05 to 2025-11-25", "defined from 2026-07-28". */
function span(revisions: readonly string[]): string {
  if (revisions.length === 1) return `defined in ${revisions[0]} only`;
  const last = revisions.at(-1)!;
  if (last === PROTOCOL_REVISIONS.at(-1)) return `defined from ${revisions[0]}`;
  return `defined from ${revisions[0]} to ${last}`;
}

export type { MethodSpec };
