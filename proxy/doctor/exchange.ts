import type { IncomingMessage } from 'node:http';
import { describeFailure, type UpstreamFailure } from '../relay/describe-failure.ts';
import { addressOf } from '../relay/target-url.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';
import { sseStream, type SseEvent } from './sse-stream.ts';

export interface ExchangeRequest {
  url: URL;
  method: string;
  headers: [string, string][];
  body?: string;
}

export interface Exchange {
  status: number;
  headers: Headers;
  /** The media type, lowercased, without parameters; '' when there is none. */
  mediaType: string;
  /** A body that is not an event stream (up to a limit). */
  text: string;
  /** The events of an event-stream body, read until `until` held or the stream ended. */
  events: SseEvent[];
  /** How reading stopped. */
  ended: 'end' | 'found' | 'timeout' | 'limit' | 'head';
}

export type ExchangeResult = { ok: true; exchange: Exchange } | { ok: false; failure: UpstreamFailure };

export interface ExchangeOptions {
  /** Stop reading an event stream at the first event for which this holds. */
  until?: (event: SseEvent) => boolean;
  /** Status and headers only; the body is dropped. */
  headOnly?: boolean;
}

/** A body larger than this is not read further: the doctor needs its start only. */
const BODY_LIMIT = 4 * 1024 * 1024;

/**
 * One HTTP exchange with the server by the relay's rules, its answer read
 * (a plain body whole, an event stream until the event wanted) within the
 * environment's answer timeout.
 */
export async function exchange(
  env: DoctorEnvironment,
  request: ExchangeRequest,
  options: ExchangeOptions = {},
): Promise<ExchangeResult> {
  const controller = new AbortController();
  const deadline = Date.now() + env.answerTimeoutMs;
  const timer = setTimeout(() => controller.abort(), env.answerTimeoutMs);
  try {
    const result = await env.upstream(
      {
        url: request.url,
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
      },
      { trust: env.trust, connectTimeoutMs: env.connectTimeoutMs, signal: controller.signal },
    );
    if (!result.ok) {
      if (!controller.signal.aborted) return result;
      return { ok: false, failure: unanswered(request.url, env.answerTimeoutMs) };
    }
    const { response } = result;
    const headers = responseHeaders(response.rawHeaders);
    const head = { status: response.statusCode ?? 0, headers, mediaType: mediaType(headers.get('content-type')) };
    if (options.headOnly || request.method === 'HEAD') {
      response.destroy();
      return { ok: true, exchange: { ...head, text: '', events: [], ended: 'head' } };
    }
    if (head.mediaType === 'text/event-stream') {
      const { events, ended } = await readEvents(response, deadline, options.until);
      return { ok: true, exchange: { ...head, text: '', events, ended } };
    }
    const { text, ended } = await readText(response, deadline);
    return { ok: true, exchange: { ...head, text, events: [], ended } };
  } finally {
    clearTimeout(timer);
  }
}

function unanswered(url: URL, timeoutMs: number): UpstreamFailure {
  const failure = describeFailure({ code: 'ANSWER_TIMEOUT', message: `No answer within ${timeoutMs / 1000} s`, url });
  return {
    ...failure,
    hint: `${addressOf(url)} accepted the connection but did not answer within ${timeoutMs / 1000} s.`,
  };
}

/** Node's rawHeaders as Headers; a value Headers refuses is left out. */
export function responseHeaders(rawHeaders: readonly string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    try {
      headers.append(rawHeaders[i] as string, rawHeaders[i + 1] as string);
    } catch {
      // A header no fetch could read either.
    }
  }
  return headers;
}

export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

async function readEvents(
  response: IncomingMessage,
  deadline: number,
  until?: (event: SseEvent) => boolean,
): Promise<{ events: SseEvent[]; ended: Exchange['ended'] }> {
  const stream = sseStream(response);
  const events: SseEvent[] = [];
  try {
    for (;;) {
      const next = await stream.next(deadline - Date.now());
      if (next.kind === 'ended') return { events, ended: 'end' };
      if (next.kind === 'timeout') return { events, ended: 'timeout' };
      events.push(next.event);
      if (until?.(next.event)) return { events, ended: 'found' };
    }
  } finally {
    stream.close();
  }
}

function readText(response: IncomingMessage, deadline: number): Promise<{ text: string; ended: Exchange['ended'] }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (ended: Exchange['ended']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      response.removeAllListeners('data');
      if (ended !== 'end') response.destroy();
      resolve({ text: Buffer.concat(chunks).toString('utf8'), ended });
    };
    const timer = setTimeout(() => settle('timeout'), Math.max(0, deadline - Date.now()));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > BODY_LIMIT) settle('limit');
    });
    response.once('end', () => settle('end'));
    response.once('close', () => settle('end'));
  });
}
