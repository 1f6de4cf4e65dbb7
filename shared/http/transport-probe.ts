import type { FetchLike } from '@modelcontextprotocol/client';
import { createParser } from 'eventsource-parser';
import type { HttpTransportKind } from './http-transport.ts';

/** The id of the probe's initialize: one no MCP client of ours uses. */
export const TRANSPORT_PROBE_ID = 'mcp-loupe-transport-probe';
/** The revision the probe's initialize asks for (any server of the initialize era answers it, with its own if it must). */
const PROBE_REVISION = '2025-11-25';
const DEFAULT_TIMEOUT_MS = 5000;

export interface TransportProbeOptions {
  /** The person's headers for this server (and the bearer), as the transport sends them. */
  headers: Record<string, string>;
  timeoutMs?: number;
}

/**
 * Does this transport answer at this URL? Asked when the other one, chosen
 * by the person, failed: Streamable HTTP answers a POSTed initialize with a
 * JSON-RPC answer to it; legacy HTTP+SSE answers a GET with an event stream
 * whose first word is an `endpoint` event. Nothing is left open: a session
 * the POST opened is ended with DELETE, the legacy stream is closed (which
 * ends a legacy session). Never throws: a failure is a no.
 */
export async function transportAnswers(
  kind: HttpTransportKind,
  url: string,
  fetch: FetchLike,
  options: TransportProbeOptions,
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    return kind === 'sse'
      ? await legacyStreamAnswers(url, fetch, options.headers, controller)
      : await initializeAnswered(url, fetch, options.headers, controller.signal);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function initializeAnswered(
  url: string,
  fetch: FetchLike,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<boolean> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: TRANSPORT_PROBE_ID,
    method: 'initialize',
    params: {
      protocolVersion: PROBE_REVISION,
      capabilities: {},
      clientInfo: { name: 'mcp-loupe transport probe', version: '1' },
    },
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body,
    signal,
  });
  const sessionId = response.headers.get('mcp-session-id');
  let answer: Record<string, unknown> | undefined;
  try {
    if (response.ok) answer = await readAnswer(response, signal);
    else await response.body?.cancel().catch(() => {});
  } finally {
    // Whatever came of it, a session the POST opened is not left behind.
    if (sessionId) await endSession(url, fetch, headers, sessionId, answer);
  }
  return answer !== undefined;
}

/** The answer to the probe's initialize, from a JSON body or the first events of a stream. */
async function readAnswer(response: Response, signal: AbortSignal): Promise<Record<string, unknown> | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (/^text\/event-stream/i.test(type) && response.body) {
    let answer: Record<string, unknown> | undefined;
    await readEvents(response.body, signal, (_event, data) => {
      answer = probeAnswer(data);
      return answer !== undefined;
    });
    return answer;
  }
  return probeAnswer(await response.text());
}

function probeAnswer(text: string): Record<string, unknown> | undefined {
  try {
    const message = JSON.parse(text) as unknown;
    const found = (Array.isArray(message) ? message : [message]).find(
      (item) =>
        item !== null &&
        typeof item === 'object' &&
        (item as { id?: unknown }).id === TRANSPORT_PROBE_ID &&
        ('result' in item || 'error' in item),
    );
    return found as Record<string, unknown> | undefined;
  } catch {
    return undefined;
  }
}

async function endSession(
  url: string,
  fetch: FetchLike,
  headers: Record<string, string>,
  sessionId: string,
  answer: Record<string, unknown> | undefined,
): Promise<void> {
  const result = answer?.result as { protocolVersion?: unknown } | undefined;
  const revision = typeof result?.protocolVersion === 'string' ? result.protocolVersion : PROBE_REVISION;
  const signal = AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'DELETE',
      headers: { ...headers, 'mcp-session-id': sessionId, 'mcp-protocol-version': revision },
      signal,
    });
    await response.body?.cancel().catch(() => {});
  } catch {
    // The server keeps the session until it expires: nothing more the probe can do.
  }
}

async function legacyStreamAnswers(
  url: string,
  fetch: FetchLike,
  headers: Record<string, string>,
  controller: AbortController,
): Promise<boolean> {
  const response = await fetch(url, {
    method: 'GET',
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !/^text\/event-stream/i.test(response.headers.get('content-type') ?? '') || !response.body) {
    await response.body?.cancel().catch(() => {});
    return false;
  }
  let endpoint = false;
  await readEvents(response.body, controller.signal, (event) => (endpoint = event === 'endpoint'));
  return endpoint;
}

/** Reads events until `done` says so, the stream ends or the signal gives up, then lets go of the stream. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  done: (event: string | undefined, data: string) => boolean,
): Promise<void> {
  let finished = false;
  const parser = createParser({ onEvent: (message) => (finished ||= done(message.event, message.data)) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  // Not every fetch ends a body with its request's signal: the reader is let go of here too.
  const giveUp = () => void reader.cancel().catch(() => {});
  if (signal.aborted) giveUp();
  else signal.addEventListener('abort', giveUp, { once: true });
  try {
    while (!finished) {
      const chunk = await reader.read();
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', giveUp);
    await reader.cancel().catch(() => {});
  }
}
