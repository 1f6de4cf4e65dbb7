import { isNullBodyStatus } from '../../shared/http/http-target.ts';
import type { FetchLike } from '@modelcontextprotocol/client';
import { headerPairs } from '../../shared/lib/header-list.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';
import { exchange } from './exchange.ts';

export interface FetchedUrl {
  url: string;
  status?: number;
  /** Why there was no answer. */
  error?: string;
}

/**
 * A fetch for the SDK's discovery functions that goes out the relay's way
 * (its TLS rules and trust store), reads each answer whole, and notes every
 * URL it was asked for. A failure throws as Node's fetch does, a TypeError
 * whose cause carries the code and the relay's words for it.
 */
export function upstreamFetch(env: DoctorEnvironment, fetched: FetchedUrl[] = []): FetchLike {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body === undefined || init.body === null ? undefined : String(init.body);
    const result = await exchange(env, {
      url,
      method,
      headers: headerPairs(init?.headers),
      ...(body !== undefined ? { body } : {}),
    });
    if (!result.ok) {
      fetched.push({ url: url.href, error: result.failure.code });
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error(result.failure.hint), { code: result.failure.code }),
      });
    }
    const { status, headers, text } = result.exchange;
    fetched.push({ url: url.href, status });
    if (status < 200 || status > 599) throw new TypeError(`fetch failed: status ${status}`);
    return new Response(status === 101 || isNullBodyStatus(status) || method === 'HEAD' ? null : text, {
      status,
      headers,
    });
  };
}
