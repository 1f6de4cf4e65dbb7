import type { Rec } from '../../shared/lib/guards.ts';
import type { DoctorCheck, DoctorCheckId, DoctorRequest } from '../../shared/http/doctor-report.ts';
import type { DoctorEnvironment, ResolvedAddress } from './doctor-environment.ts';
import type { SseStream } from './sse-stream.ts';

/** What the checks so far found, for the ones after them. */
export interface DoctorFacts {
  url?: URL;
  /** The person's headers, in order. */
  headers: [string, string][];
  addresses?: ResolvedAddress[];
  /** Why the server cannot be reached at all: later checks skip, saying this. */
  blocked?: string;
  /** The POST of `initialize` (Streamable HTTP), when it was answered. */
  post?: PostFacts;
  /** Try the legacy HTTP+SSE transport (chosen, or the POST was answered 400, 404 or 405). */
  legacy?: boolean;
  /** The legacy stream, open, and where its messages are posted. */
  stream?: { events: SseStream; postUrl: URL };
  /** The result of `initialize`, over whichever transport answered it. */
  initialized?: { protocolVersion?: string; capabilities?: Rec; sessionId?: string; over: 'streamable-http' | 'sse' };
  /** Revisions `server/discover` named (2026-07-28 and later). */
  discovered?: string[];
  /** The transport the person chose is not here, but this one answers at the URL: a wrong transport, not a wrong path. */
  otherTransport?: 'streamable-http' | 'sse';
}

export interface PostFacts {
  status: number;
  sessionId?: string;
  /** The WWW-Authenticate challenge of a 401 or 403, read by the SDK's parser. */
  challenge?: { error?: string; errorDescription?: string; scope?: string; resourceMetadataUrl?: string };
  /** A JSON-RPC error to `initialize`. */
  refused?: Rec;
}

export interface CheckInput {
  request: DoctorRequest;
  env: DoctorEnvironment;
  facts: DoctorFacts;
}

export interface CheckOutcome {
  check: Omit<DoctorCheck, 'ms'>;
  facts?: Partial<DoctorFacts>;
  /**
   * The report's verdict when this check is the first that fails; for a
   * warning, the verdict when nothing fails and no earlier warning has one.
   */
  verdict?: string;
}

export type DoctorCheckRun = (input: CheckInput) => Promise<CheckOutcome>;

export const CHECK_TITLES: Record<DoctorCheckId, string> = {
  url: 'URL',
  dns: 'Name lookup (DNS)',
  tcp: 'TCP connection',
  tls: 'TLS certificate',
  http: 'MCP over HTTP (initialize)',
  cors: 'Browser access (CORS)',
  sse: 'Legacy SSE stream',
  auth: 'Authorization (OAuth)',
  revisions: 'Protocol revisions',
  list: 'Tool list',
};

export function outcome(
  id: DoctorCheckId,
  status: DoctorCheck['status'],
  summary: string,
  evidence?: Record<string, unknown>,
): CheckOutcome['check'] {
  return { id, title: CHECK_TITLES[id], status, summary, ...(evidence ? { evidence } : {}) };
}

export function skipped(id: DoctorCheckId, why: string): CheckOutcome {
  return { check: outcome(id, 'skip', why) };
}

/** The skip of a check that needs the server, when an earlier check found it unreachable. */
export function notRun(id: DoctorCheckId, facts: DoctorFacts): CheckOutcome {
  return skipped(id, `Not run: ${facts.blocked ?? 'the URL cannot be used'}.`);
}

/** The names of the person's headers, never their values. */
export function headerNames(headers: readonly [string, string][]): string[] {
  return headers.map(([name]) => name);
}

const TRANSPORT_NAMES = { 'streamable-http': 'Streamable HTTP', sse: 'legacy HTTP+SSE' } as const;

/** The skip of a check that needs MCP answered over the chosen transport, when it was not: a URL that answers another transport is said to. */
export function notAnsweringMcp(id: DoctorCheckId, facts: DoctorFacts): CheckOutcome {
  if (facts.otherTransport)
    return skipped(
      id,
      `Not run: the URL answers MCP over ${TRANSPORT_NAMES[facts.otherTransport]}, not over the transport chosen (see above); choose ${TRANSPORT_NAMES[facts.otherTransport]} (or auto) and run the doctor again.`,
    );
  return skipped(id, 'Not run: the URL does not answer MCP (see above).');
}

/** Whether the server answered MCP in some way: initialize, a 401, a JSON-RPC refusal, or the legacy transport to try. */
export function answersMcp(facts: DoctorFacts): boolean {
  return (
    facts.initialized !== undefined ||
    facts.post?.status === 401 ||
    facts.post?.refused !== undefined ||
    facts.legacy === true
  );
}
