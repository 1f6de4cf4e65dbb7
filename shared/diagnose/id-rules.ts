import type { Finding } from './finding.ts';

/**
 * Request ids between one sender and one receiver: unique for the whole
 * session (MCP: "the request ID MUST NOT have been previously used by the
 * requestor within the same session"), and every response names a request
 * that was sent and is not yet answered, with the id's type as sent.
 */

type Id = string | number;

/** What the log knows of an earlier request that had the same id. */
export interface EarlierRequest {
  method: string | undefined;
  /** Its position in the log, from 0. */
  seq: number;
  pending: boolean;
}

export function idReusedFinding(id: Id, earlier: EarlierRequest, revision: string | undefined): Finding {
  const what = `${earlier.method ?? 'request'} (entry ${earlier.seq + 1})`;
  return {
    rule: 'id-reused',
    severity: 'error',
    pointer: '/id',
    source: revision ?? 'MCP',
    message: earlier.pending
      ? `id ${formatId(id)} is already in use by a pending ${what}; a response cannot tell them apart`
      : `id ${formatId(id)} was used before, by ${what}: an id must not be reused within the session`,
  };
}

/** A response whose id matches no request: never sent, or answered already. */
export function responseUnknownIdFinding(id: Id, answered: EarlierRequest | undefined): Finding {
  if (answered) {
    return {
      rule: 'response-already-answered',
      severity: 'error',
      pointer: '/id',
      source: 'JSON-RPC 2.0',
      message: `answers id ${formatId(id)}, but ${answered.method ?? 'that request'} (entry ${answered.seq + 1}) was already answered: one response per request`,
    };
  }
  return {
    rule: 'response-unknown-id',
    severity: 'error',
    pointer: '/id',
    source: 'JSON-RPC 2.0',
    message: `answers id ${formatId(id)}, which no request has (already answered, or never sent)`,
  };
}

/** A response whose id has the value of a pending request's id but the other JSON type ("1" for 1). */
export function idTypeMismatchFinding(id: Id, request: { id: Id; method: string | undefined; seq: number }): Finding {
  return {
    rule: 'response-id-type',
    severity: 'error',
    pointer: '/id',
    source: 'JSON-RPC 2.0',
    message: `answers id ${formatId(id)}, but the pending ${request.method ?? 'request'} (entry ${request.seq + 1}) has id ${formatId(request.id)}: ids must match in type as well as value`,
  };
}

export function formatId(id: Id): string {
  return typeof id === 'string' ? JSON.stringify(id.length > 40 ? `${id.slice(0, 37)}…` : id) : String(id);
}
