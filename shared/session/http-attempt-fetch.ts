import type { FetchLike } from '@modelcontextprotocol/client';
import { corsFallbackFetch, type CorsVerdicts } from '../http/cors-fallback-fetch.ts';
import type { HttpTarget } from '../http/http-target.ts';
import { recordingFetch, type HttpExchangeObserver } from '../http/recording-fetch.ts';
import type { WireLog } from '../wire/wire-log.ts';
import type { HttpEnvironment } from './connect-target.ts';

export interface HttpAttemptFetchOptions {
  environment: HttpEnvironment;
  target: HttpTarget;
  route: 'direct' | 'relay';
  log: WireLog;
  connection: number;
  now?: () => number;
  observer: HttpExchangeObserver;
  /** Says something in the log (a switch to the relay). */
  note: (text: string) => void;
  /** What the browser allows, per origin, kept across attempts. */
  corsVerdicts: CorsVerdicts;
}

/**
 * The fetch one connection attempt goes through, each exchange logged: the
 * relay, or the page's own, with the relay behind it for other origins the
 * browser refuses (an authorization server without CORS, say).
 */
export async function httpAttemptFetch(options: HttpAttemptFetchOptions): Promise<FetchLike> {
  const { environment, target, log, connection, now, observer } = options;
  const record = (base: FetchLike, route: 'direct' | 'relay') => recordingFetch(base, { log, connection, route, now, observer });
  const relay = environment.relayFetch ? record(environment.relayFetch, 'relay') : undefined;
  if (options.route === 'relay' && relay) return relay;
  const direct = record(await environment.directFetch(target.url), 'direct');
  if (target.route === 'direct') return direct;
  return corsFallbackFetch(direct, relay, new URL(target.url).origin, options.corsVerdicts, (origin, why) => options.note(`CORS: requests to ${origin} go through the proxy's relay: ${why}`));
}
