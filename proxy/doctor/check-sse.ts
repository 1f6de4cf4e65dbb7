import { addressOf } from '../relay/target-url.ts';
import { excerpt } from './answer-body.ts';
import { headerNames, notRun, outcome, skipped, type CheckInput, type CheckOutcome } from './doctor-check.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';
import { mediaType, responseHeaders } from './exchange.ts';
import { streamableHttpAnswers, WRONG_TRANSPORT } from './other-transport.ts';
import { sseStream, type SseEvent, type SseStream } from './sse-stream.ts';

/** `?sessionId=…` and its kin: where legacy servers put the session. */
const sessionParam = /session/i;

type Opened =
  | { ok: true; status: number; headers: Headers; events: SseStream; close(): void }
  | { ok: false; hint: string; code: string };

/** GET the stream, left open: its events are read by this check and the list check after it. */
async function openStream(env: DoctorEnvironment, url: URL, headers: [string, string][]): Promise<Opened> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env.answerTimeoutMs);
  const result = await env.upstream(
    { url, method: 'GET', headers: [['Accept', 'text/event-stream'], ...headers] },
    { trust: env.trust, connectTimeoutMs: env.connectTimeoutMs, signal: controller.signal },
  );
  clearTimeout(timer);
  if (!result.ok) {
    const hint = controller.signal.aborted
      ? `${addressOf(url)} did not answer the GET within ${env.answerTimeoutMs / 1000} s.`
      : result.failure.hint;
    return { ok: false, hint, code: result.failure.code };
  }
  const { response } = result;
  const events = sseStream(response);
  return {
    ok: true,
    status: response.statusCode ?? 0,
    headers: responseHeaders(response.rawHeaders),
    events,
    close: () => {
      events.close();
      controller.abort();
    },
  };
}

/** Reads up to the first `endpoint` event, keeping what came before it as evidence. */
async function endpointEvent(
  stream: SseStream,
  timeoutMs: number,
): Promise<{ endpoint?: SseEvent; before: SseEvent[]; how: 'found' | 'ended' | 'timeout' }> {
  const deadline = Date.now() + timeoutMs;
  const before: SseEvent[] = [];
  for (;;) {
    const next = await stream.next(deadline - Date.now());
    if (next.kind !== 'event') return { before, how: next.kind };
    if (next.event.event === 'endpoint') return { endpoint: next.event, before, how: 'found' };
    before.push(next.event);
  }
}

/**
 * Check 7: the legacy HTTP+SSE transport, when chosen or when the POST said
 * "not here": GET the stream and wait for its `endpoint` event. The stream
 * stays open for the list check.
 */
export async function checkSse({ request, env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked) return notRun('sse', facts);
  if (!facts.legacy) {
    if (request.transport === 'streamable-http')
      return skipped('sse', 'Transport is Streamable HTTP: no legacy stream to check.');
    if (facts.initialized) return skipped('sse', 'The POST was answered as Streamable HTTP: no legacy stream needed.');
    return skipped(
      'sse',
      `Not tried: the POST's answer${facts.post ? ` (${facts.post.status})` : ''} does not point to legacy SSE.`,
    );
  }
  const tried = facts.post ? `The POST was answered ${facts.post.status}, and ` : '';
  const neither = (what: string) =>
    facts.post
      ? `Neither Streamable HTTP (POST answered ${facts.post.status}) nor legacy SSE (${what}) answers at this URL: check the path (often /mcp, or /sse for legacy servers).`
      : `This URL is not a legacy SSE stream (${what}): check the path (often /sse).`;
  const opened = await openStream(env, url, facts.headers);
  if (!opened.ok) {
    return {
      check: outcome('sse', 'fail', `${tried}the GET failed: ${opened.hint}`, { code: opened.code }),
      verdict: opened.hint,
    };
  }
  const { notAStream, ...checked } = await checkStream(env, url, facts, opened, tried, neither);
  // Legacy SSE, as chosen, is not here; if Streamable HTTP is, the transport is wrong, not the path.
  if (notAStream && request.transport === 'sse' && (await streamableHttpAnswers(env, url, facts.headers))) {
    const evidence = { ...checked.check.evidence, streamableHttpAnswers: true };
    return {
      check: outcome(
        'sse',
        'fail',
        `${checked.check.summary} Streamable HTTP answers at this URL (a POST of initialize was answered; its session was ended): the transport is wrong, not the path.`,
        evidence,
      ),
      facts: { ...checked.facts, otherTransport: 'streamable-http' },
      verdict: WRONG_TRANSPORT.streamableHere,
    };
  }
  return checked;
}

/** What the opened GET shows: a legacy stream with a usable endpoint (left open for the list check), or why not (closed); `notAStream` when it is no legacy stream at all. */
async function checkStream(
  env: DoctorEnvironment,
  url: URL,
  facts: CheckInput['facts'],
  opened: Extract<Opened, { ok: true }>,
  tried: string,
  neither: (what: string) => string,
): Promise<CheckOutcome & { notAStream?: true }> {
  const contentType = opened.headers.get('content-type') ?? undefined;
  const evidence: Record<string, unknown> = {
    status: opened.status,
    contentType,
    sentHeaders: headerNames(facts.headers),
  };
  let kept = false;
  try {
    if (opened.status !== 200 || mediaType(contentType) !== 'text/event-stream') {
      const what =
        opened.status !== 200
          ? `GET answered ${opened.status}`
          : `GET answered ${contentType ?? 'with no content type'}, not text/event-stream`;
      return {
        check: outcome('sse', 'fail', `${tried}the ${what}.`, evidence),
        verdict: neither(what),
        notAStream: true,
      };
    }
    const { endpoint, before, how } = await endpointEvent(opened.events, env.sseTimeoutMs);
    if (before.length > 0)
      evidence.eventsBefore = before.map((event) => ({ event: event.event ?? 'message', data: excerpt(event.data) }));
    if (!endpoint) {
      const what =
        how === 'timeout'
          ? `no endpoint event within ${env.sseTimeoutMs / 1000} s`
          : 'the stream ended without an endpoint event';
      return {
        check: outcome('sse', 'fail', `${tried}the stream opened but ${what}.`, evidence),
        verdict: neither(what),
        notAStream: true,
      };
    }
    const data = endpoint.data.trim();
    let postUrl: URL;
    try {
      postUrl = new URL(data, url);
    } catch {
      evidence.endpoint = data;
      return {
        check: outcome(
          'sse',
          'fail',
          `The endpoint event names ${JSON.stringify(data)}, which is not a URL.`,
          evidence,
        ),
        verdict: `The legacy stream's endpoint event (${JSON.stringify(data)}) is not a URL: the server must name where to POST.`,
      };
    }
    const relative = !/^[a-z][a-z0-9+.-]*:/i.test(data);
    const sessionInQuery = [...postUrl.searchParams.keys()].some((name) => sessionParam.test(name));
    Object.assign(evidence, {
      endpoint: data,
      postUrl: postUrl.href,
      relative,
      sessionInQuery,
      sameOrigin: postUrl.origin === url.origin,
    });
    if (postUrl.origin !== url.origin) {
      return {
        check: outcome(
          'sse',
          'fail',
          `The endpoint event points to another origin (${postUrl.origin}); a client must refuse it.`,
          evidence,
        ),
        verdict: `The legacy stream sends messages to another origin (${postUrl.origin}), which clients refuse: the server must name an endpoint on its own origin.`,
      };
    }
    kept = true;
    const form = `${relative ? 'relative' : 'absolute'} endpoint ${data}`;
    return {
      check: outcome(
        'sse',
        'pass',
        `${tried}the legacy stream opened, with the ${form} (POST to ${postUrl.pathname}${postUrl.search}${sessionInQuery ? ', session in the query' : ''}).`,
        evidence,
      ),
      facts: { stream: { events: opened.events, postUrl } },
    };
  } finally {
    if (!kept) opened.close();
  }
}
