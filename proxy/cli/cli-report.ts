import { findingMessages, flags, isServersFault, type Finding } from '../../shared/diagnose/finding.ts';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import type { CliMethod, CliSubcommand } from './cli-options.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import type { MethodAnswer } from './run-method.ts';

/** One finding with the frame it is on (a judgement of the answer as a whole, made of no one frame, has none). */
export interface ReportedFinding extends Finding {
  seq?: number;
  connection?: number;
  direction?: WireEntry['direction'];
  kind?: WireEntry['kind'];
  method?: string;
  id?: WireEntry['id'];
}

/** What one run of the CLI printed as JSON, and what its exit code is made from. */
export interface CliReport {
  method: CliMethod | CliSubcommand;
  /** The revision spoken, once connected. */
  protocolVersion?: string;
  /** Why the connection could not be made or was lost. */
  connectionFailure?: string;
  answer?: MethodAnswer;
  /** Every finding the rules made on the run's frames, in log order, then those made of the answer's result (its schema, the tool's outputSchema). */
  findings: ReportedFinding[];
  exitCode: ExitCode;
}

/** The server's findings on every entry of the log (the inspector's own probes are in the log, not held against the server). */
export function findingsOf(entries: readonly WireEntry[]): ReportedFinding[] {
  const found: ReportedFinding[] = [];
  for (const entry of entries) {
    for (const finding of entry.findings ?? []) {
      if (isServersFault(finding)) found.push(onFrame(finding, entry));
    }
  }
  return found;
}

function onFrame(finding: Finding, entry: WireEntry): ReportedFinding {
  return {
    ...finding,
    seq: entry.seq,
    connection: entry.connection,
    direction: entry.direction,
    kind: entry.kind,
    ...(entry.method !== undefined ? { method: entry.method } : {}),
    ...(entry.id !== undefined ? { id: entry.id } : {}),
  };
}

/**
 * The judgements of the answer that no frame of the log holds (the result
 * against the protocol's schema, against the tool's outputSchema), each on
 * the response it judges when the log has it.
 */
export function answerFindings(answer: MethodAnswer | undefined, entries: readonly WireEntry[]): ReportedFinding[] {
  if (answer?.kind !== 'result' && answer?.kind !== 'error') return [];
  const onFrames = new Set(entries.flatMap((entry) => (entry.findings ?? []).map(findingKey)));
  const response =
    answer.requestId === undefined
      ? undefined
      : entries.findLast(
          (entry) =>
            entry.direction === 'in' &&
            entry.id === answer.requestId &&
            (entry.kind === 'result' || entry.kind === 'error'),
        );
  return (answer.findings ?? [])
    .filter((finding) => !onFrames.has(findingKey(finding)))
    .map((finding) => (response ? onFrame(finding, response) : { ...finding }));
}

const findingKey = (finding: Finding) => `${finding.rule}\u0000${finding.pointer}\u0000${finding.message}`;

/** Whether a finding says the server broke a rule: an error or a warning, the server's doing, not on a frame the inspector sent. */
export function brokenByServer(finding: ReportedFinding): boolean {
  return flags(finding) && isServersFault(finding) && finding.direction !== 'out';
}

/** The exit code of a run: see EXIT. `connected`: whether the session was still connected when the answer came. */
export function exitCodeFor(facts: {
  connectionFailure?: string;
  answer?: MethodAnswer;
  findings: readonly ReportedFinding[];
  strict: boolean;
  connected: boolean;
}): ExitCode {
  const { answer } = facts;
  if (facts.connectionFailure !== undefined || !answer) return EXIT.connection;
  const own = answerCode(answer, facts.connected);
  if (own !== EXIT.ok) return own;
  if (facts.strict && facts.findings.some(brokenByServer)) return EXIT.finding;
  return EXIT.ok;
}

function answerCode(answer: MethodAnswer, connected: boolean): ExitCode {
  switch (answer.kind) {
    case 'result':
      return isToolError(answer.result) ? EXIT.toolError : EXIT.ok;
    case 'cancelled':
      return EXIT.interrupted;
    case 'error':
      if (answer.timedOut) return EXIT.timeout;
      if (answer.code !== undefined) return EXIT.jsonRpcError;
      return connected ? EXIT.failed : EXIT.connection;
    case 'raw': {
      const { sent } = answer;
      if (sent.answers.some((reply) => 'error' in reply.message)) return EXIT.jsonRpcError;
      if (!sent.unanswered.length && sent.sent) return EXIT.ok;
      if (/^No answer within/.test(sent.failure ?? '')) return EXIT.timeout;
      if (/^The connection ended/.test(sent.failure ?? '') || !connected) return EXIT.connection;
      if (sent.failure === 'Stopped waiting') return EXIT.interrupted;
      return EXIT.failed;
    }
  }
}

/** A tools/call result that says the tool failed. */
export function isToolError(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { isError?: unknown }).isError === true;
}

/** The report as printed with --format json (the default). */
export function reportJson(report: CliReport): string {
  const { answer } = report;
  const body: Record<string, unknown> = { method: report.method };
  if (report.protocolVersion) body.protocolVersion = report.protocolVersion;
  if (report.connectionFailure !== undefined) body.connectionFailure = report.connectionFailure;
  if (answer?.kind === 'result') {
    body.result = answer.result;
    if (answer.pages !== undefined) body.pages = answer.pages;
    body.problems = findingMessages(answer.resultFindings);
    body.durationMs = answer.durationMs;
  } else if (answer?.kind === 'error') {
    const { kind: _kind, durationMs, findings: _findings, requestId: _requestId, ...error } = answer;
    body.error = error;
    body.durationMs = durationMs;
  } else if (answer?.kind === 'cancelled') {
    body.cancelled = true;
  } else if (answer?.kind === 'raw') {
    body.raw = answer.sent;
  }
  body.findings = report.findings;
  body.exitCode = report.exitCode;
  return JSON.stringify(body, null, 2);
}

/** One finding as a line on stderr. */
export function findingLine(finding: ReportedFinding): string {
  const arrow = finding.direction === 'out' ? '→' : finding.direction === 'in' ? '←' : '·';
  const what = [
    finding.method ?? finding.kind ?? 'the answer',
    finding.id !== undefined ? `id ${JSON.stringify(finding.id)}` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const hint = finding.didYouMean ? ` (did you mean ${finding.didYouMean}?)` : '';
  const where = finding.pointer ? ` at ${finding.pointer}` : '';
  const frame = finding.seq !== undefined ? ` (frame ${finding.seq + 1})` : '';
  const cause =
    finding.cause === 'probe' ? " (the inspector's own doing)" : finding.cause === 'person' ? ' (your own doing)' : '';
  return `${finding.severity} ${finding.rule}: ${arrow} ${what}${frame}${where}: ${finding.message}${hint} [${finding.source}]${cause}`;
}
