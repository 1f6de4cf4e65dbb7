import { APICallError, LoadAPIKeyError } from 'ai';
import { ModelChoiceError } from './model-access.ts';
import { apiKeyVariables, type ModelChoice } from './model-choice.ts';
import type { NoticeReason } from './conversation-entry.ts';

/** Why a model call failed, in a person's words, with what the engine may do about it. */
export interface ProviderFailure {
  readonly reason: NoticeReason;
  readonly message: string;
  readonly status?: number;
  /** A 429's wait as the provider asked (retry-after-ms, retry-after in seconds or as a date). */
  readonly retryAfterMs?: number;
}

/**
 * Names the cause of a failed model call: the choice itself, no key, the
 * provider unreachable, a wrong key (401/403), a rate limit (429, with its
 * retry-after), a stream cut mid-way, or whatever else the provider said.
 * `where` is the base URL the call went to, as the person configured it.
 */
export function describeProviderFailure(
  error: unknown,
  choice: ModelChoice,
  where: string | undefined,
  now: () => number = Date.now,
): ProviderFailure {
  const at = where ? ` at ${where}` : '';
  if (error instanceof ModelChoiceError) return { reason: 'model-choice', message: error.message };
  if (LoadAPIKeyError.isInstance(error))
    return {
      reason: 'no-key',
      message: `No API key for ${choice.provider}: set ${apiKeyVariables(choice.provider).join(' or ')} (or give it in the Model panel)`,
    };
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const said = providerMessage(error);
    if (status === 401 || status === 403)
      return {
        reason: 'unauthorized',
        status,
        message: `The provider${at} refused the API key (${status}${said ? `: ${said}` : ''}); check the key for ${choice.provider}`,
      };
    if (status === 429) {
      const retryAfterMs = retryAfter(error.responseHeaders, now);
      return {
        reason: 'rate-limited',
        status,
        message: `The provider${at} is rate limiting (429${said ? `: ${said}` : ''})${retryAfterMs !== undefined ? `; it asks to wait ${seconds(retryAfterMs)}` : ', without saying how long to wait'}`,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      };
    }
    if (status !== undefined && status >= 200 && status < 300)
      return {
        reason: 'stream-cut',
        status,
        message: `The provider's answer${at} was cut off in the middle (${causeText(error) ?? error.message}); what arrived is kept`,
      };
    if (status === undefined)
      return {
        reason: 'provider-unreachable',
        message: `Cannot reach the provider${at}: ${causeText(error) ?? error.message}`,
      };
    // A 404 is most often a base URL without its /v1, or a model id the provider does not have.
    const hint = status === 404 ? `; check the base URL and the model id (${choice.model})` : '';
    return {
      reason: 'provider-error',
      status,
      message: `The provider${at} answered ${status}${said ? `: ${said}` : ''}${hint}`,
    };
  }
  const text = error instanceof Error ? error.message : String(error);
  if (/fetch failed|failed to fetch|ECONNREFUSED|ENOTFOUND|network/i.test(text))
    return { reason: 'provider-unreachable', message: `Cannot reach the provider${at}: ${text}` };
  return { reason: 'provider-error', message: `The model call failed: ${text}` };
}

/** What the provider itself said in its error body (OpenAI's and Anthropic's `error.message`), else the library's text. */
function providerMessage(error: APICallError): string | undefined {
  const data = error.data as { error?: { message?: unknown } } | undefined;
  if (typeof data?.error?.message === 'string') return data.error.message;
  try {
    const body = JSON.parse(error.responseBody ?? '') as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // Not JSON: the body as text, short.
  }
  const text = error.responseBody?.trim();
  return text ? text.slice(0, 200) : undefined;
}

/** The network's own words under the library's wrapping: `connect ECONNREFUSED 127.0.0.1:9`, `terminated`. */
function causeText(error: unknown): string | undefined {
  const parts: string[] = [];
  let cause = (error as { cause?: unknown }).cause;
  for (let depth = 0; cause && depth < 4; depth++) {
    const message = (cause as { message?: unknown }).message;
    const code = (cause as { code?: unknown }).code;
    if (typeof message === 'string' && message && !parts.includes(message)) parts.push(message);
    if (typeof code === 'string' && !parts.some((part) => part.includes(code))) parts.push(code);
    cause = (cause as { cause?: unknown }).cause;
  }
  return parts.length ? parts.join(': ') : undefined;
}

/** A 429's wait: `retry-after-ms`, else `retry-after` as seconds or an HTTP date. */
export function retryAfter(
  headers: Readonly<Record<string, string>> | undefined,
  now: () => number = Date.now,
): number | undefined {
  if (!headers) return undefined;
  const get = (name: string) =>
    Object.entries(headers)
      .find(([key]) => key.toLowerCase() === name)?.[1]
      ?.trim();
  const ms = Number(get('retry-after-ms'));
  if (get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = get('retry-after');
  if (!value) return undefined;
  const secondsGiven = Number(value);
  if (Number.isFinite(secondsGiven) && secondsGiven >= 0) return secondsGiven * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}

export function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`;
}
