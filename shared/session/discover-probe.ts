import type { WireEntry } from '../wire/wire-entry.ts';
import type { WireLog } from '../wire/wire-log.ts';

/**
 * What became of the inspector's 2026-07-28 probe (`server/discover`) on a
 * connection that did not enter the stateless era, read from the log:
 * - `server`: the server answered it, and not with a DiscoverResult;
 * - `silence`: nothing came back;
 * - `unsent`: the request never reached the server (the browser refused to
 *   send it, or the network failed), so the server said nothing at all.
 */
export interface DiscoverProbeOutcome {
  by: 'server' | 'silence' | 'unsent';
  /** What it met, to sit in a sentence: "HTTP 500 with JSON-RPC error -32603 (Internal error)". */
  met: string;
  /** A result came back to it: the server may speak the stateless era, and a failure after it is no probe's failure. */
  answeredWithResult: boolean;
}

/** The last server/discover the inspector sent on `connection` from `fromSeq` on, and what it met. */
export function readDiscoverProbe(log: WireLog, connection: number, fromSeq = 0): DiscoverProbeOutcome | undefined {
  const entries = log.entries();
  let probe: WireEntry | undefined;
  for (let seq = Math.max(0, fromSeq); seq < entries.length; seq++) {
    const entry = entries[seq]!;
    if (
      entry.connection === connection &&
      entry.direction === 'out' &&
      entry.kind === 'request' &&
      entry.method === 'server/discover'
    )
      probe = entry;
  }
  if (!probe) return undefined;
  const paired = log.responseTo(probe.seq);
  const exchange = probe.exchange;
  let head: WireEntry | undefined;
  let failure: WireEntry | undefined;
  let frame: WireEntry | undefined = paired;
  if (exchange !== undefined) {
    for (let seq = exchange + 1; seq < entries.length; seq++) {
      const entry = entries[seq]!;
      if (entry.connection !== connection) continue;
      if (entry.kind === 'http' && entry.requestSeq === exchange && entry.direction === 'in') head ??= entry;
      // A fetch that failed says why (a problem, or the proxy's explanation); one the inspector aborted (the probe's time was up) says nothing against anyone.
      else if (
        entry.kind === 'http' &&
        entry.requestSeq === exchange &&
        entry.direction === 'note' &&
        (entry.problem !== undefined || entry.findings?.length)
      )
        failure ??= entry;
      // An error with id null answers no request by id: it is the probe's when its exchange carried it.
      else if (
        entry.exchange === exchange &&
        entry.direction === 'in' &&
        (entry.kind === 'error' || entry.kind === 'result')
      )
        frame ??= entry;
    }
  }
  const answeredWithResult = frame?.kind === 'result';
  const status = head?.http?.status;
  const error = frame?.kind === 'error' ? errorWords(frame.raw) : undefined;
  if (status !== undefined && (status < 200 || status >= 300))
    return { by: 'server', met: `HTTP ${status}${error ? ` with ${error}` : ''}`, answeredWithResult };
  if (error) return { by: 'server', met: error, answeredWithResult };
  if (frame?.kind === 'result') return { by: 'server', met: 'a result that is no DiscoverResult', answeredWithResult };
  if (status !== undefined)
    return {
      by: 'server',
      met: `an HTTP ${status} without a JSON-RPC answer${head?.problem ? ` (${head.problem})` : ''}`,
      answeredWithResult,
    };
  if (failure) return { by: 'unsent', met: whyUnsent(failure), answeredWithResult };
  return { by: 'silence', met: 'no answer', answeredWithResult };
}

/**
 * Why a request did not reach the server, from its failure's note: the CORS rule the proxy found the browser
 * breaking (the part of the explanation that names it), else the explanation, else the failure itself.
 */
function whyUnsent(failure: WireEntry): string {
  const explained = failure.findings?.find(
    (finding) =>
      finding.rule === 'cors-refused' ||
      finding.rule === 'browser-fetch-failed' ||
      finding.rule === 'server-unreachable',
  );
  if (explained?.rule === 'cors-refused') {
    const rule = /the server answers the proxy: (.+?)\.? Choose "via proxy"/.exec(explained.message)?.[1];
    return rule ? `the browser refused it: ${rule[0]!.toLowerCase()}${rule.slice(1)}` : 'the browser refused it (CORS)';
  }
  return (explained?.message ?? failure.problem ?? failure.raw).replace(/[.]+$/, '');
}

/** "JSON-RPC error -32603 (Internal error)", from an error frame's text. */
function errorWords(raw: string): string {
  try {
    const error = (JSON.parse(raw) as { error?: { code?: unknown; message?: unknown } }).error;
    const code = typeof error?.code === 'number' ? ` ${error.code}` : '';
    const message = typeof error?.message === 'string' && error.message ? ` (${error.message})` : '';
    return `JSON-RPC error${code}${message}`;
  } catch {
    return 'a JSON-RPC error';
  }
}

/**
 * The connection's fact, for a session that began with initialize after the
 * probe: what the probe says of the server's 2026-07-28, and nothing more.
 */
export function discoverProbeFact(outcome: DiscoverProbeOutcome): string {
  if (outcome.by === 'unsent')
    return `Not known whether it speaks 2026-07-28: the inspector's server/discover probe did not reach it (${outcome.met}).`;
  const met = outcome.by === 'silence' ? 'got no answer' : `was answered with ${outcome.met}`;
  return `Does not speak 2026-07-28: the inspector's server/discover probe ${met}.`;
}

/**
 * The probe that ended a connect attempt (its entries from `fromSeq` on):
 * the last request the attempt sent was server/discover, and no result came
 * back to it. A server that answered with something else, or not at all,
 * has not shown it speaks 2026-07-28, and is asked with initialize instead.
 */
export function probeThatFailed(log: WireLog, connection: number, fromSeq: number): DiscoverProbeOutcome | undefined {
  const entries = log.entries();
  let lastMethod: string | undefined;
  for (let seq = Math.max(0, fromSeq); seq < entries.length; seq++) {
    const entry = entries[seq]!;
    if (entry.connection === connection && entry.direction === 'out' && entry.kind === 'request')
      lastMethod = entry.method;
  }
  if (lastMethod !== 'server/discover') return undefined;
  const outcome = readDiscoverProbe(log, connection, fromSeq);
  return outcome && !outcome.answeredWithResult ? outcome : undefined;
}
