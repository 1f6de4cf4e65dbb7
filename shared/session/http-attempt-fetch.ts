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
  const observer = options.observer;
  const record = (
    base: FetchLike,
    route: 'direct' | 'relay',
    explainFailure?: (url: string, headers: [string, string][]) => Promise<ReachExplanation | undefined>,
  ) =>
    recordingFetch(base, {
      log,
      connection,
      route,
      now,
      observer,
      ...(explainFailure ? { explainFailure } : {}),
      ...(options.probe ? { probe: options.probe } : {}),
    });
  const relay = environment.relayFetch ? record(environment.relayFetch, 'relay') : undefined;
  if (options.route === 'relay' && relay) return relay;
  const direct = record(
    await environment.directFetch(target.url),
    'direct',
    environment.reach ? serverFailureExplainer(environment.reach, target) : undefined,
  );
  if (target.route === 'direct') return direct;
  return corsFallbackFetch(direct, relay, new URL(target.url).origin, options.corsVerdicts, (origin, why) =>
    options.note(`CORS: requests to ${origin} go through the proxy's relay: ${why}`),
  );
}

/**
 * Asks the proxy why a request to the server failed in the browser, so
 * that its entry in the log names the cause, the opening request's too:
 * one question at a time, shared by the requests that failed together
 * (and, through `sharedReach`, with the connect plan asking the same).
 */
function serverFailureExplainer(
  reach: ReachProbe,
  target: HttpTarget,
): (url: string, sent: [string, string][]) => Promise<ReachExplanation | undefined> {
  const serverOrigin = new URL(target.url).origin;
  const asking = new Map<string, Promise<ReachExplanation | undefined>>();
  return (url, sent) => {
    if (new URL(url).origin !== serverOrigin) return Promise.resolve(undefined);
    // The 2026-07-28 headers the request carried (Mcp-Method, Mcp-Name, Mcp-Param-*) go in the question too: a CORS
    // allow-list that lacks one refuses this request (the server/discover probe, say) and lets a 2025 one through.
    const personal = new Set(target.headers.map(({ name }) => name.toLowerCase()));
    const stateless = sent
      .filter(([name]) => /^mcp-(method|name|param-)/i.test(name) && !personal.has(name.toLowerCase()))
      .map(([name, value]) => ({ name, value }));
    const key = stateless.map(({ name }) => name.toLowerCase()).join(',');
    let answer = asking.get(key);
    if (!answer) {
      // The MCP endpoint as the person gave it: a legacy message URL carries a live session in its query.
      answer = reach(target.url, [...target.headers, ...stateless])
        .then((report) => explainReach(report, url))
        .finally(() => asking.delete(key));
      asking.set(key, answer);
    }
    return answer;
  };
}

/** A reach probe that asks once for the questions asked while one is in flight (the log's explainer and the connect plan, after one failure). */
export function sharedReach(reach: ReachProbe): ReachProbe {
  const inFlight = new Map<string, ReturnType<ReachProbe>>();
  return (url, headers) => {
    const key = JSON.stringify([url, headers]);
    let asking = inFlight.get(key);
    if (!asking) {
      asking = reach(url, headers).finally(() => inFlight.delete(key));
      inFlight.set(key, asking);
    }
    return asking;
  };
}
