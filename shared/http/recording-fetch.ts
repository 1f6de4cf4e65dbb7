import type { FetchLike } from '@modelcontextprotocol/client';
import { classifyText, type ClassifiedFrame } from '../jsonrpc/classify.ts';
import type { Finding } from '../diagnose/finding.ts';
import type { HttpFacts, SseFacts, WireEntry, WireInput } from '../wire/wire-entry.ts';
import type { WireLog } from '../wire/wire-log.ts';
import { headerLines, headerPairs, headerValue, maskUrl } from '../lib/header-list.ts';
import { describeFetchFailure, isSilentBrowserFailure, type FetchFailure } from './fetch-failure.ts';
import { isNullBodyStatus } from './http-target.ts';
import { explanationFinding, type ReachExplanation } from './reach-report.ts';
import { maskSecretsInBody } from './mask-body.ts';
import { splitRelayedHeaders } from './server-headers.ts';
import { recordSseStream } from './sse-recorder.ts';

export interface HttpWireContext {
  log: WireLog;
  connection: number;
  route: 'direct' | 'relay';
  now?: () => number;
  /** Told of each response head and each failure, so a connect can decide what to try next. */
  observer?: HttpExchangeObserver;
  /**
   * Asks the proxy why a request failed when the browser would not say
   * (direct route only): the failure's note and error then name the cause.
   * Undefined, or a promise of undefined, when it should not be asked.
   * `headers`: those the failed request carried, as sent.
   */
  explainFailure?: (url: string, headers: [string, string][]) => Promise<ReachExplanation | undefined>;
  /**
   * Set for the inspector's own probe, to why it was sent: its HTTP entries
   * say so, and what they find wrong is the probe's, not the server's.
   */
  probe?: string;
}

export interface HttpResponseFacts {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  carriedJsonRpc: boolean;
  sessionId: string | undefined;
  /** The response body, when it carried no JSON-RPC and was read whole (OAuth metadata, tokens, errors). */
  body?: string;
  /** The request body, when it carried no JSON-RPC (an OAuth form, a registration). */
  requestBody?: string;
  responseHeaders: [string, string][];
  /** The request carried an Authorization header (a 401 to it means the credentials were refused, not missing). */
  sentAuthorization: boolean;
}

export interface HttpExchangeObserver {
  response?(facts: HttpResponseFacts): void;
  failure?(facts: { method: string; url: string; error: unknown }): void;
  /** An SSE event that carried no JSON-RPC frame (legacy SSE's `endpoint`, say). */
  event?(facts: { method: string; url: string; event: string | undefined; data: string }): void;
  /** A response stream ended: `end` by the server, `dropped` when it broke, `closed` by the inspector. */
  streamEnded?(facts: { method: string; url: string; how: 'end' | 'dropped' | 'closed'; error?: unknown }): void;
}

/** Frames that the JSON-RPC layer handles; anything else in a body is shown as the body of its exchange. */
const jsonRpcKinds = new Set<ClassifiedFrame['kind']>(['request', 'notification', 'result', 'error', 'batch']);

/**
 * A body is taken for JSON-RPC when it says so (`jsonrpc`, or an `id`), or is
 * a batch: an OAuth error such as {"error":"invalid_token"} is an HTTP body,
 * not a JSON-RPC error response.
 */
function isJsonRpc(frame: ClassifiedFrame | undefined): frame is ClassifiedFrame {
  if (!frame || !jsonRpcKinds.has(frame.kind)) return false;
  if (frame.kind === 'batch') return true;
  const value = frame.value as Record<string, unknown>;
  return 'jsonrpc' in value || 'id' in value;
}

/** Bodies that carry no JSON-RPC are kept in the log up to this many characters. */
const bodyLimit = 256 * 1024;

/**
 * Wraps a fetch so that each HTTP exchange is in the wire log, in the same
 * timeline as the JSON-RPC frames it carried: the request head, each frame
 * of its body exactly as sent, the response head, each frame or SSE event of
 * the response as it arrives, and how a stream ended. Frames link to their
 * exchange. A failure is an entry too, with its likely cause.
 */
export function recordingFetch(base: FetchLike, context: HttpWireContext): FetchLike {
  const now = context.now ?? Date.now;
  const { log, connection, route } = context;
  const append = (entry: Omit<Parameters<WireLog['append']>[0], 'connection' | 't'>): WireEntry =>
    log.append({ connection, t: now(), ...(context.probe ? probeEntry(entry, context.probe) : entry) });

  return async (input, init) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const requestHeaders = headerPairs(init?.headers);
    const body = bodyText(init?.body);
    const sent = body === undefined ? undefined : classifyText(body);
    const carriesJsonRpc = isJsonRpc(sent);
    const http: HttpFacts = { method, url, route, requestHeaders };
    const head = append({
      direction: 'out',
      kind: 'http',
      // The exchange that carries the inspector's probe is the probe's too.
      ...(carriesJsonRpc && sent!.kind === 'request' && log.isProbe(connection, sent!.id)
        ? { probe: true as const }
        : {}),
      raw: `${method} ${maskUrl(url)}\n${headerLines(requestHeaders)}${body !== undefined && !carriesJsonRpc ? `\n\n${clip(maskSecretsInBody(body))}` : ''}`,
      http,
    });
    if (carriesJsonRpc && body !== undefined) {
      append({
        direction: 'out',
        kind: sent!.kind,
        method: sent!.method,
        id: sent!.id,
        raw: body,
        value: sent!.value,
        problem: sent!.problem,
        exchange: head.seq,
      });
    }

    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      if (init?.signal?.aborted === true) {
        const cancelled = cancellation(head.seq);
        append({
          direction: 'note',
          kind: 'http',
          ...(cancelled ? { cancels: cancelled.requestSeq } : {}),
          raw: cancelled?.text ?? 'Ended by the inspector (request aborted)',
          requestSeq: head.seq,
          latencyMs: now() - head.t,
          http: { method, url, route },
        });
        throw error;
      }
      const failedAt = now();
      const explained = await explain(error, url, requestHeaders);
      const failure = describeFetchFailure(error, route);
      append({
        direction: 'note',
        kind: 'http',
        raw: explained ? `${failure.message}. ${explained.message}` : failure.message,
        ...(explained ? { findings: [explanationFinding(explained)] } : { problem: failure.cause }),
        requestSeq: head.seq,
        latencyMs: failedAt - head.t,
        http: { method, url, route },
      });
      // What is told and thrown names the cause when it is known (the proxy's answer, the network's code).
      const named = namedFailure(error, explained, failure);
      context.observer?.failure?.({ method, url, error: named });
      throw named;
    }

    // Over the relay, the server's headers are those it listed; what else came is the relay's own.
    const relayed = route === 'relay' ? splitRelayedHeaders(response.headers) : undefined;
    const responseHeaders = relayed?.server ?? headerPairs(response.headers);
    const relayHeaders = relayed?.relay.length ? { relayHeaders: relayed.relay } : {};
    const contentType = headerValue(responseHeaders, 'content-type');
    const respond = (facts: Partial<HttpFacts>, raw: string, problem?: string) =>
      append({
        direction: 'in',
        kind: 'http',
        raw: `${response.status} ${response.statusText}\n${headerLines(responseHeaders)}${raw}`,
        problem,
        requestSeq: head.seq,
        latencyMs: now() - head.t,
        http: {
          method,
          url,
          route,
          status: response.status,
          statusText: response.statusText,
          responseHeaders,
          ...relayHeaders,
          ...facts,
        },
      });
    const mcpExchange =
      carriesJsonRpc || (method === 'GET' && /text\/event-stream/i.test(headerValue(requestHeaders, 'accept') ?? ''));
    const sessionId = headerValue(requestHeaders, 'mcp-session-id');
    const tell = (carriedJsonRpc: boolean, responseBody?: string) =>
      context.observer?.response?.({
        method,
        url,
        status: response.status,
        contentType,
        carriedJsonRpc,
        sessionId,
        body: responseBody,
        requestBody: carriesJsonRpc ? undefined : body,
        responseHeaders,
        sentAuthorization: headerValue(requestHeaders, 'authorization') !== undefined,
      });

    // A manual redirect's opaque response has no body and cannot be rebuilt.
    if (response.type === 'opaqueredirect' || response.status === 0) {
      respond({}, '');
      tell(false);
      return response;
    }

    if (/^text\/event-stream/i.test(contentType ?? '') && response.body) {
      respond({}, '');
      tell(true);
      return rebuild(response, recordSseBody(response.body, head.seq, init?.signal ?? undefined));
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The head came; the body did not (cut, or the request was given up): both are said.
      respond({}, '');
      tell(false);
      const aborted = init?.signal?.aborted === true;
      const explained = aborted ? undefined : await explain(error, url);
      const failure = describeFetchFailure(error, route);
      append({
        direction: 'note',
        kind: 'http',
        raw: aborted
          ? 'Body not read: the inspector gave up the request'
          : `Body cut short: ${explained?.message ?? failure.message}`,
        problem: aborted ? undefined : 'the response body broke off before its end',
        requestSeq: head.seq,
        http: { method, url, route },
      });
      throw aborted ? error : namedFailure(error, explained, failure);
    }
    const received = text.trim() ? classifyText(text) : undefined;
    if (isJsonRpc(received)) {
      respond({}, '', contentTypeProblem(contentType, 'application/json'));
      append({
        direction: 'in',
        kind: received.kind,
        method: received.method,
        id: received.id,
        raw: text,
        value: received.value,
        problem: received.problem,
        exchange: head.seq,
      });
      tell(true);
    } else {
      respond(
        {},
        text ? `\n\n${clip(maskSecretsInBody(text))}` : '',
        mcpExchange ? unexpectedBodyProblem(response.status, contentType, text) : undefined,
      );
      tell(false, text);
    }
    return rebuild(response, text === '' ? null : text);
  };

  /** Why a request failed when the browser would not say: the proxy's answer, if it can be asked. */
  function explain(
    error: unknown,
    url: string,
    headers: [string, string][] = [],
  ): Promise<ReachExplanation | undefined> | undefined {
    if (route !== 'direct' || !context.explainFailure || !isSilentBrowserFailure(error)) return undefined;
    return context.explainFailure(url, headers).catch(() => undefined);
  }

  /**
   * A request the inspector gave up while it waited for its answer, on a
   * revision that cancels over HTTP by closing the request's stream
   * (2026-07-28: no notifications/cancelled is sent): the note that says so
   * names the request it cancels.
   */
  function cancellation(exchange: number): { requestSeq: number; text: string } | undefined {
    const revision = log.revisionOf(connection);
    if (revision === undefined || revision < '2026-07-28') return undefined;
    // The frame a request carried is written right after its head.
    const request = log.at(exchange + 1);
    if (
      !request ||
      request.exchange !== exchange ||
      request.direction !== 'out' ||
      request.kind !== 'request' ||
      log.responseTo(request.seq)
    )
      return undefined;
    return {
      requestSeq: request.seq,
      text: `Stream closed by the inspector: ${request.method ?? 'the request'} (id ${JSON.stringify(request.id)}) is cancelled, as ${revision} cancels a request over HTTP`,
    };
  }

  function recordSseBody(
    body: ReadableStream<Uint8Array>,
    exchange: number,
    signal: AbortSignal | undefined,
  ): ReadableStream<Uint8Array> {
    let events = 0;
    const started = now();
    return recordSseStream(
      body,
      {
        event(message) {
          events++;
          const sse: SseFacts = { event: message.event, id: message.id };
          const frame = message.data.trim() ? classifyText(message.data) : undefined;
          const isMessage = message.event === undefined || message.event === 'message';
          if (isJsonRpc(frame) && isMessage) {
            append({
              direction: 'in',
              kind: frame.kind,
              method: frame.method,
              id: frame.id,
              raw: message.data,
              value: frame.value,
              problem: frame.problem,
              exchange,
              sse,
            });
            return;
          }
          const problem =
            isMessage && message.data.trim()
              ? `an SSE message event must carry one JSON-RPC message: ${frame?.problem ?? 'not JSON-RPC'}`
              : undefined;
          append({ direction: 'in', kind: 'sse', raw: message.data, problem, exchange, sse });
          const head = log.at(exchange);
          context.observer?.event?.({
            method: head?.http?.method ?? 'GET',
            url: head?.http?.url ?? '',
            event: message.event,
            data: message.data,
          });
        },
        retry(ms) {
          append({ direction: 'in', kind: 'sse', raw: `retry: ${ms}`, exchange, sse: { retry: ms } });
        },
        comment(text) {
          append({ direction: 'in', kind: 'sse', raw: `: ${text}`, exchange, sse: { event: 'comment' } });
        },
        malformed(text) {
          append({ direction: 'in', kind: 'sse', raw: text, problem: `not SSE: ${text}`, exchange });
        },
        cutOff(text) {
          append({
            direction: 'in',
            kind: 'sse',
            raw: text,
            problem: 'the stream ended in the middle of this event (no blank line after it): a client discards it',
            exchange,
          });
        },
      },
      (how) => {
        const during = `${events} event${events === 1 ? '' : 's'} in ${((now() - started) / 1000).toFixed(1)} s`;
        const entry = log.at(exchange);
        const facts: HttpFacts = { method: entry?.http?.method ?? 'GET', url: entry?.http?.url ?? '', route, events };
        if (how.kind === 'end') {
          append({
            direction: 'note',
            kind: 'http',
            raw: `Stream ended by the server (${during})`,
            requestSeq: exchange,
            http: facts,
          });
          context.observer?.streamEnded?.({ method: facts.method, url: facts.url, how: 'end' });
        } else if (how.kind === 'cancelled' || signal?.aborted) {
          // The inspector let go (Disconnect, Cancel, a timeout, a superseded attempt): nothing the server did.
          const cancelled = cancellation(exchange);
          append({
            direction: 'note',
            kind: 'http',
            raw: `${cancelled?.text ?? 'Stream closed by the inspector'} (${during})`,
            requestSeq: exchange,
            http: facts,
            ...(cancelled ? { cancels: cancelled.requestSeq } : {}),
          });
          context.observer?.streamEnded?.({ method: facts.method, url: facts.url, how: 'closed' });
        } else {
          const failure = describeFetchFailure(how.error, route);
          const dropped =
            'the stream broke before the server ended it; the client resumes it if the server gave event ids';
          const write = (explained?: ReachExplanation) =>
            append({
              direction: 'note',
              kind: 'http',
              raw: `Stream dropped (${during}): ${explained ? explained.message : failure.message}`,
              problem: explained ? `${dropped}. ${explained.message}` : dropped,
              requestSeq: exchange,
              http: facts,
            });
          // The browser hides why; the note waits for the proxy's answer, the stream's reader does not.
          const asking = explain(how.error, facts.url);
          if (asking) void asking.then(write);
          else write();
          context.observer?.streamEnded?.({ method: facts.method, url: facts.url, how: 'dropped', error: how.error });
        }
      },
    );
  }
}

/** An entry of the inspector's own probe: its HTTP facts say why it was sent; a problem found on it is the probe's finding. */
function probeEntry<T extends Omit<WireInput, 'connection' | 't'>>(entry: T, probe: string): T {
  if (entry.kind !== 'http' && entry.kind !== 'sse') return entry;
  const { problem, ...rest } = entry;
  const findings: Finding[] = [
    ...(entry.findings ?? []).map((finding) => ({ ...finding, cause: 'probe' as const })),
    ...(problem
      ? [
          {
            rule: 'probe-answer' as const,
            severity: 'warning' as const,
            pointer: '',
            source: 'HTTP',
            message: problem,
            cause: 'probe' as const,
          },
        ]
      : []),
  ];
  return {
    ...rest,
    probe: true,
    ...(entry.http ? { http: { ...entry.http, probe } } : {}),
    ...(findings.length ? { findings } : {}),
  } as T;
}

/** The error the caller gets: one that names the cause when it is known (the proxy's answer, the network's code), else the runtime's own. */
function namedFailure(error: unknown, explained: ReachExplanation | undefined, failure: FetchFailure): unknown {
  // Still a TypeError, as the SDK expects of a network failure; `explained` says the proxy already told why.
  if (explained) return Object.assign(new TypeError(explained.message, { cause: error }), { explained });
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (error instanceof TypeError && typeof code?.code === 'string')
    return new TypeError(failure.message, { cause: code });
  return error;
}

function rebuild(response: Response, body: BodyInit | null): Response {
  // A null-body status cannot carry a body, even an empty one.
  const nullBody = isNullBodyStatus(response.status);
  return new Response(nullBody ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return `(a ${Object.prototype.toString.call(body).slice(8, -1)} body)`;
}

function clip(text: string): string {
  return text.length > bodyLimit
    ? `${text.slice(0, bodyLimit)}\n… (${text.length - bodyLimit} more characters not kept)`
    : text;
}

function contentTypeProblem(contentType: string | undefined, expected: string): string | undefined {
  if (contentType?.toLowerCase().startsWith(expected)) return undefined;
  return `JSON-RPC in a body of type ${contentType ? JSON.stringify(contentType) : '(none)'}; Streamable HTTP answers with ${expected} or text/event-stream`;
}

/** What is wrong with a body that should have carried JSON-RPC and did not. */
function unexpectedBodyProblem(status: number, contentType: string | undefined, text: string): string | undefined {
  if (status === 202 || status === 204) return undefined;
  if (status >= 400) return undefined;
  if (/html/i.test(contentType ?? '') || /^\s*<(!doctype|html)/i.test(text)) {
    return `a ${status} with an HTML page where JSON-RPC was expected: is this the MCP endpoint, or a web page or proxy in front of it?`;
  }
  if (!text.trim()) return `a ${status} with an empty body where JSON-RPC was expected`;
  return `a ${status} of type ${contentType ? JSON.stringify(contentType) : '(none)'} that is not JSON-RPC`;
}
