import type { FetchLike } from '@modelcontextprotocol/client';
import { corsFallbackFetch, type CorsVerdicts } from '../http/cors-fallback-fetch.ts';
import type { HttpTarget } from '../http/http-target.ts';
import { explainReach, type ReachExplanation, type ReachProbe } from '../http/reach-report.ts';
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
  /** For the inspector's own probe: why it is sent (its exchanges are marked with it). */
  probe?: string;
}

/**
 * The fetch one connection attempt goes through, each exchange logged: the
 * relay, or the page's own, with the relay behind it for other origins the
 * browser refuses (an authorization server without CORS, say).
 */
export async function httpAttemptFetch(options: HttpAttemptFetchOptions): Promise<FetchLike> {
  const { environment, target, log, connection, now } = options;
  const serverOrigin = new URL(target.url).origin;
  let answered = false;
  const observer: HttpExchangeObserver = {
    ...options.observer,
    response: (facts) => {
      if (new URL(facts.url).origin === serverOrigin) answered = true;
      options.observer.response?.(facts);
    },
  };
  const record = (base: FetchLike, route: 'direct' | 'relay', explainFailure?: (url: string) => Promise<ReachExplanation | undefined>) =>
    recordingFetch(base, { log, connection, route, now, observer, ...(explainFailure ? { explainFailure } : {}), ...(options.probe ? { probe: options.probe } : {}) });
  const relay = environment.relayFetch ? record(environment.relayFetch, 'relay') : undefined;
  if (options.route === 'relay' && relay) return relay;
  const direct = record(await environment.directFetch(target.url), 'direct', environment.reach ? serverFailureExplainer(environment.reach, target, () => answered) : undefined);
  if (target.route === 'direct') return direct;
  return corsFallbackFetch(direct, relay, new URL(target.url).origin, options.corsVerdicts, (origin, why) => options.note(`CORS: requests to ${origin} go through the proxy's relay: ${why}`));
}

/**
 * Asks the proxy why a request to the server failed in the browser, once
 * the server has answered in this attempt (before that, the connect plan
 * asks it itself): one question at a time, shared by the requests that
 * failed together.
 */
function serverFailureExplainer(reach: ReachProbe, target: HttpTarget, answered: () => boolean): (url: string) => Promise<ReachExplanation | undefined> {
  const serverOrigin = new URL(target.url).origin;
  let asking: Promise<ReachExplanation | undefined> | undefined;
  return (url) => {
    if (!answered() || new URL(url).origin !== serverOrigin) return Promise.resolve(undefined);
    // The MCP endpoint as the person gave it: a legacy message URL carries a live session in its query.
    asking ??= reach(target.url, target.headers)
      .then((report) => explainReach(report, url))
      .finally(() => (asking = undefined));
    return asking;
  };
}
