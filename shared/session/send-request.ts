import {
  LOG_LEVEL_META_KEY,
  SdkError,
  SdkErrorCode,
  UnauthorizedError,
  type Client,
} from '@modelcontextprotocol/client';
import { describeExit } from '../bridge/bridge-transport.ts';
import { mergeFindings, type Finding } from '../diagnose/finding.ts';
import { revisionFindings } from '../diagnose/revision-rules.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import type { StatedTransport } from '../jsonrpc/transport-facts.ts';
import { resultOutcome, type CallOutcome } from './call-outcome.ts';
import { describeRequestError, errorOutcome } from './describe-error.ts';
import type { ParamHeaderMirror } from './param-header-mirror.ts';
import { isTaskResult, type Capture, type RawResults } from './raw-results.ts';
import type { RequestSettings } from './request-settings.ts';
import { resultFindingsInSlices } from './result-problems.ts';
import { yieldTask } from '../lib/yield-task.ts';
import type { LogLevel } from './server-log.ts';

export interface RequestProgress {
  progress: number;
  total?: number;
  message?: string;
}

export interface RequestCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Asks the server for progress (a progressToken is sent) and reports each notification; progress also restarts the timeout (unless the request settings say otherwise). */
  onProgress?: (progress: RequestProgress) => void;
  /** Names the request while it waits, so a server request that arrives meanwhile can be shown beside it. Default: the method. */
  tag?: string;
  /** Sent by the inspector to learn about the server (a checkup's request), not on the person's behalf: the log marks it, its answer and their findings as the inspector's probe. */
  probe?: boolean;
}

/** What one request needs of its session, read when it is sent. */
export interface SendContext {
  client: Client;
  transport: StatedTransport | undefined;
  /** Keeps the answer as it arrived, before the SDK lifts or strips anything. */
  raw: RawResults;
  /** 2026-07-28's Mcp-Param-* headers, from the tools as listed. */
  paramMirror: ParamHeaderMirror;
  settings: RequestSettings;
  /** The log level the person chose; on 2026-07-28 it travels with the request. */
  logLevel: LogLevel | undefined;
  protocolVersion: string | undefined;
  /** The findings of the frames a request was made of (the request with this id and its answer), from the wire log. */
  callFindings?: (id: JsonRpcId) => readonly Finding[];
  /** Tells the log that the request with this id, about to be written, is the inspector's probe. */
  expectProbe?: (id: JsonRpcId) => void;
  /** Marks the request as waiting; returns the call that ends it. */
  track: (tag: string) => () => void;
  /** Whether a 401 will be retried once the person approves (the OAuth flow waits). */
  authorizationPending: () => boolean;
  now: () => number;
  /** Awaited between slices of a long list's check, so no one task runs long; the next task by default. */
  pause?: () => Promise<void>;
}

/** Accepts any result: what the server sent is shown as it is, and checked beside it. */
const anyResult = {
  '~standard': { version: 1 as const, vendor: 'mcp-loupe', validate: (value: unknown) => ({ value }) },
};

/**
 * Sends one request through the SDK client and reports the result exactly
 * as received, with any schema problems listed beside it. Never throws.
 */
export async function sendRequest(
  context: SendContext,
  method: string,
  params: Record<string, unknown> | undefined,
  options: RequestCallOptions,
): Promise<CallOutcome> {
  params = withLogLevel(context, params);
  const excluded = excludedTool(context, method, params);
  if (excluded) return { kind: 'error', message: excluded, durationMs: 0 };
  const capture = context.raw.expect(method, params, options.probe ? context.expectProbe : undefined);
  const outcome = await settle(context, capture, method, params, options);
  return withFrameFindings(
    outcome,
    capture.id === undefined ? [] : (context.callFindings?.(capture.id) ?? []),
    capture.id,
  );
}

/** The frames' findings on the outcome, with those made of its result: a Result never reads "ok" beside a flagged answer. */
function withFrameFindings(
  outcome: CallOutcome,
  frames: readonly Finding[],
  requestId: JsonRpcId | undefined,
): CallOutcome {
  if (outcome.kind === 'cancelled') return outcome;
  const findings = mergeFindings(frames, outcome.findings);
  return { ...outcome, ...(findings.length ? { findings } : {}), ...(requestId !== undefined ? { requestId } : {}) };
}

async function settle(
  context: SendContext,
  capture: Capture,
  method: string,
  params: Record<string, unknown> | undefined,
  options: RequestCallOptions,
): Promise<CallOutcome> {
  const { client, transport, raw, settings, now } = context;
  const started = now();
  const untrack = context.track(options.tag ?? method);
  const judge = async (result: unknown) => [
    ...(await resultFindingsInSlices(method, result, context.protocolVersion, { pause: context.pause ?? yieldTask })),
    ...revisionFindings(method, result, context.protocolVersion),
  ];
  try {
    // Inside the try: the SDK throws at once for a method the negotiated era does not have.
    const sdkRequest = client.request({ method, params }, anyResult, {
      headers: paramHeaders(context, method, params),
      signal: options.signal,
      timeout: options.timeoutMs ?? settings.timeoutMs,
      ...(settings.maxTotalMs !== undefined ? { maxTotalTimeout: settings.maxTotalMs } : {}),
      onprogress: options.onProgress,
      resetTimeoutOnProgress: options.onProgress !== undefined && settings.resetOnProgress,
    });
    // A malformed answer settles the call first; the SDK's own promise then settles on a stand-in error.
    sdkRequest.catch(() => {});
    const settled = await Promise.race([sdkRequest.then((lifted) => ({ lifted })), capture.malformed]);
    if ('problem' in settled) {
      return {
        kind: 'error',
        message: `The server answered, but not in a shape JSON-RPC allows: ${settled.problem}`,
        data: settled.message,
        durationMs: now() - started,
      };
    }
    // Show what the server sent; the SDK's copy may have wire-only members stripped.
    const result = capture.received ? capture.result : settled.lifted;
    if (method === 'tools/list') context.paramMirror.listed(result);
    // Timed at the answer: the check after it (in slices, for a long list) is not the server's time.
    const durationMs = now() - started;
    return resultOutcome(result, await judge(result), durationMs);
  } catch (error) {
    // The SDK reports a caller's abort as a timeout carrying the abort reason; the signal says what happened.
    if (options.signal?.aborted) return { kind: 'cancelled', durationMs: now() - started };
    // The error as the server sent it: the SDK may have mapped its code.
    if (capture.error) return errorOutcome(capture.error, now() - started, context.protocolVersion);
    // A result the SDK refused (2026-07-28's resultType rules, say) is still shown, with the refusal as a problem.
    // A task (2026-07-28's tasks extension) is the SDK's to refuse and ours to follow: it comes back as the result it is.
    if (
      capture.received &&
      error instanceof SdkError &&
      (error.code === SdkErrorCode.InvalidResult || error.code === SdkErrorCode.UnsupportedResultType)
    ) {
      const refused = error.code === SdkErrorCode.UnsupportedResultType && isTaskResult(capture.result);
      const refusal: Finding[] = refused
        ? []
        : [
            {
              rule: 'result-refused',
              severity: 'error',
              pointer: '/result',
              source: context.protocolVersion ?? 'MCP',
              message: `the SDK refused this result: ${error.message}`,
            },
          ];
      const durationMs = now() - started;
      return resultOutcome(capture.result, [...refusal, ...(await judge(capture.result))], durationMs);
    }
    const exit = transport?.facts().exit;
    const closedBecause = exit ? describeExit(exit) : undefined;
    const described = describeRequestError(error, now() - started, closedBecause, context.protocolVersion);
    if (error instanceof UnauthorizedError && context.authorizationPending() && described.kind === 'error') {
      return {
        ...described,
        message: `The server asks for authorization: approve in the window that opened (see the OAuth panel); the request goes again once you have. ${described.message}`,
        unauthorized: true,
      };
    }
    return described;
  } finally {
    untrack();
    raw.release(capture);
  }
}

/** On 2026-07-28 the level the person chose travels with every request; without it, a server sends no logs. */
function withLogLevel(
  context: SendContext,
  params: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (context.logLevel === undefined || context.client.getProtocolEra() !== 'modern') return params;
  const meta =
    typeof params?._meta === 'object' && params._meta !== null ? (params._meta as Record<string, unknown>) : {};
  return { ...params, _meta: { [LOG_LEVEL_META_KEY]: context.logLevel, ...meta } };
}

/**
 * 2026-07-28 over HTTP: a tool whose listed x-mcp-header declarations break
 * the rules is one a client must leave out, so the call is not sent (the
 * composer can still send it by hand).
 */
function excludedTool(
  context: SendContext,
  method: string,
  params: Record<string, unknown> | undefined,
): string | undefined {
  if (
    method !== 'tools/call' ||
    !context.transport?.facts().carriesHeaders ||
    context.client.getProtocolEra() !== 'modern'
  )
    return undefined;
  const why = context.paramMirror.exclusion(params);
  return (
    why &&
    `Not sent: tool ${JSON.stringify(String(params?.name))} is one a 2026-07-28 client must leave out, its x-mcp-header declarations being invalid: ${why}. It can still be sent by hand: the composer under the Log in the page, --method raw on the command line.`
  );
}

/** 2026-07-28 over HTTP: a tool call's arguments mirrored into Mcp-Param-* headers, as its inputSchema asks. */
function paramHeaders(
  context: SendContext,
  method: string,
  params: Record<string, unknown> | undefined,
): Record<string, string> | undefined {
  const { transport } = context;
  if (method !== 'tools/call' || !transport?.facts().carriesHeaders) return undefined;
  if (context.client.getProtocolEra() !== 'modern') return undefined;
  return context.paramMirror.headersFor(params);
}
