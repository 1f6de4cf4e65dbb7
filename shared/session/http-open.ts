import { UnauthorizedError, type FetchLike } from '@modelcontextprotocol/client';
import type { Connection } from './connection.ts';
import type { CorsVerdicts } from '../http/cors-fallback-fetch.ts';
import type { HttpTarget } from '../http/http-target.ts';
import { createHttpTransport } from '../http/http-transport.ts';
import { describeOAuthError, isOAuthFailure } from '../oauth/describe-oauth-error.ts';
import type { OAuthFlow } from '../oauth/oauth-flow.ts';
import type { WireLog } from '../wire/wire-log.ts';
import type { HttpEnvironment } from './connect-target.ts';
import { httpAttemptFetch, sharedReach } from './http-attempt-fetch.ts';
import { describeHttpConnectFailure } from './http-connect-failure.ts';
import { HttpConnectPlan, type AttemptEvidence, type HttpAttempt, type NextStep } from './http-connect-plan.ts';
import type { SessionAuthorization } from './session-authorization.ts';
import type { RemoteRoute } from './session-state.ts';
import { ConnectionWatch, sessionExpired, type WatchEvent } from './connection-watch.ts';
import type { StatedTransport } from '../jsonrpc/transport-facts.ts';
import { scoped, standDown, StoodDown } from '../lib/scope.ts';
import { probeThatFailed } from './discover-probe.ts';

/**
 * What the fetches of one attempt need: the environment and the log, the OAuth their answers feed, the browser's CORS
 * verdicts.
 */
export interface HttpFetchContext {
  environment: HttpEnvironment;
  log: WireLog;
  now: (() => number) | undefined;
  oauth: OAuthFlow;
  authorization: SessionAuthorization;
  corsVerdicts: CorsVerdicts;
  /** A note in the log, on this connection. */
  note: (text: string) => void;
}

/**
 * What opening a URL needs of the session for one connect: the fetches', its scope, and how the session makes a
 * connection.
 */
export interface HttpOpenContext extends Omit<HttpFetchContext, 'environment'> {
  environment: HttpEnvironment | undefined;
  /** Aborted once a newer connect or a disconnect took over: the opening stands down. */
  signal: AbortSignal;
  /** Whether the handshake probes with server/discover first (revision auto): only then can a failed probe fall back to initialize. */
  negotiates: boolean;
  /** The route this attempt takes (while connecting). */
  route: (remote: RemoteRoute) => void;
  /**
   * A connection over `transport`, made the session's current one at once, so the handshake's requests go through it.
   */
  connection: (transport: StatedTransport, watch: ConnectionWatch) => Connection;
  /** `skipProbe`: straight to initialize, the server having shown it does not speak 2026-07-28. */
  handshake: (opened: Connection, options?: { skipProbe?: boolean }) => Promise<void>;
}

/** How opening a URL ended: connected, or failed with why (and the connection it leaves to end, if one was made). */
export type HttpOpening = { opened: Connection } | { failed: string; opened?: Connection };

/**
 * Opens a URL: Streamable HTTP or legacy SSE, straight from the page or
 * through the proxy, each attempt chosen by the plan from what the last
 * one saw on the wire. A server that asks for OAuth is authorized on the
 * way (the person approves in a window of its own), then tried again.
 * Undefined when the connect was superseded (the context's signal).
 */
export async function openHttp(
  given: HttpOpenContext,
  target: HttpTarget,
  connection: number,
): Promise<HttpOpening | undefined> {
  if (!given.environment) return { failed: 'This inspector cannot reach servers behind a URL here' };
  // The log's entries and the plan ask the proxy the same question after a failure: it is asked once.
  const environment = given.environment.reach
    ? { ...given.environment, reach: sharedReach(given.environment.reach) }
    : given.environment;
  return standDown(attempts({ ...given, environment }, target, connection));
}

async function attempts(
  context: HttpOpenContext & HttpFetchContext,
  target: HttpTarget,
  connection: number,
): Promise<HttpOpening | undefined> {
  const live = scoped(context.signal);
  const { environment } = context;
  const plan = new HttpConnectPlan(target, {
    relayAvailable: environment.relayFetch !== undefined,
    reach: environment.reach,
    // The inspector's own probes go in the log of this connection, marked as such, and count as no evidence.
    probeFetch: (route, probe) =>
      httpAttemptFetch({
        environment,
        target,
        route,
        log: context.log,
        connection,
        now: context.now,
        observer: {},
        note: context.note,
        corsVerdicts: context.corsVerdicts,
        probe,
      }),
  });
  context.oauth.begin(target.url);
  const authProvider = context.authorization.provider(target);
  let step: HttpAttempt | undefined = plan.first();
  let authorizations = 0;
  let attempts = 0;
  // Once the server answered the probe with anything but a DiscoverResult, every later attempt of this connect begins with initialize.
  let skipProbe = false;
  while (step) {
    // Each attempt is a session of its own, with a new client whose ids start over.
    if (attempts++ > 0) context.log.newSession(connection);
    const attemptStart = context.log.size;
    const evidence: AttemptEvidence = { responses: 0 };
    context.route({ url: target.url, transport: step.transport, route: step.route, why: step.why });
    if (step.why)
      context.note(
        `Connecting to ${target.url} ${step.route === 'relay' ? 'through the proxy' : 'from the browser'} over ${step.transport === 'sse' ? 'legacy HTTP+SSE' : 'Streamable HTTP'}: ${step.why}`,
      );
    let transport: StatedTransport | undefined;
    let opened: Connection | undefined;
    const watch = new ConnectionWatch({ transport: step.transport, route: step.route, url: target.url });
    try {
      const fetch = await live(
        attemptFetch(
          context,
          target,
          step.route,
          connection,
          evidence,
          () => opened,
          (event) => opened?.see(event),
        ),
      );
      transport = createHttpTransport(step.transport, target, fetch, { authProvider, route: step.route });
      opened = context.connection(transport, watch);
      await live(context.handshake(opened, { skipProbe }));
      return { opened };
    } catch (error) {
      if (error instanceof StoodDown) throw error;
      if (error instanceof UnauthorizedError && authProvider && authorizations < 3) {
        authorizations++;
        const authorized = await live(context.authorization.complete(transport));
        await opened?.end('authorization');
        if (authorized) continue;
        return {
          failed: `Authorization failed: ${context.oauth.state.getSnapshot().failure ?? 'see the OAuth panel'}`,
          opened,
        };
      }
      if (authProvider && context.oauth.state.getSnapshot().status === 'running' && isOAuthFailure(error))
        context.oauth.failed(describeOAuthError(error));
      if (!skipProbe && context.negotiates && evidence.firstPost?.status !== 401) {
        // A server of the 2025 revisions need not know server/discover: whatever it answered (an error status, -32601, a body
        // that is not JSON-RPC) or its silence is no reason to give up. The probe is the inspector's; initialize goes next, on
        // the same route. (A probe that never reached the server is the plan's to follow: nothing was learned of the server.)
        const probe = probeThatFailed(context.log, connection, attemptStart);
        if (probe && probe.by !== 'unsent') {
          await opened?.end('the fallback to initialize');
          await live(transport?.close().catch(() => {}));
          context.log.markProbes(connection, attemptStart);
          context.note(
            `Protocol: ${target.url} does not speak 2026-07-28: the inspector's server/discover probe ${probe.by === 'silence' ? 'got no answer' : `was answered with ${probe.met}`}; the session begins again with initialize (2025-11-25 and earlier)`,
          );
          skipProbe = true;
          continue;
        }
      }
      const next: NextStep = await live(plan.next(step, evidence));
      if (next.note) context.note(next.note);
      if (next.attempt) {
        await opened?.end('the next attempt');
        await live(transport?.close().catch(() => {}));
        // An attempt another one follows was the inspector trying a transport or a route: its entries are probes, never the server's trouble.
        context.log.markProbes(connection, attemptStart);
        step = next.attempt;
        continue;
      }
      const oauthFailure =
        context.oauth.state.getSnapshot().status === 'failed' ? context.oauth.state.getSnapshot().failure : undefined;
      const reason = oauthFailure
        ? `Authorization failed: ${oauthFailure}`
        : (next.reason ??
          describeHttpConnectFailure({
            error,
            url: target.url,
            attempt: step,
            evidence,
            log: context.log,
            connection,
          }));
      return { failed: reason, opened };
    }
  }
  return undefined;
}

/** A 401 whose challenge is RFC 9449's use_dpop_nonce. */
function asksForDpopNonce(headers: readonly [string, string][]): boolean {
  return headers.some(
    ([name, value]) => name.toLowerCase() === 'www-authenticate' && /error="?use_dpop_nonce/i.test(value),
  );
}

/** A 401 with a challenge in the DPoP scheme (RFC 9449 §7.1). */
function challengesWithDpop(headers: readonly [string, string][]): boolean {
  return headers.some(
    ([name, value]) => name.toLowerCase() === 'www-authenticate' && /(^|,)\s*DPoP(\s|$)/i.test(value),
  );
}

/**
 * The fetch of one attempt, logged, feeding the plan's evidence, the OAuth flow and the watch of the connection it
 * carries.
 */
export function attemptFetch(
  context: HttpFetchContext,
  target: HttpTarget,
  route: 'direct' | 'relay',
  connection: number,
  evidence: AttemptEvidence,
  current: () => Connection | undefined,
  watch: (event: WatchEvent) => void = () => {},
): Promise<FetchLike> {
  const serverOrigin = new URL(target.url).origin;
  return httpAttemptFetch({
    environment: context.environment,
    target,
    route,
    log: context.log,
    connection,
    now: context.now,
    note: context.note,
    corsVerdicts: context.corsVerdicts,
    observer: {
      response: (facts) => {
        context.oauth.exchange(facts);
        if (new URL(facts.url).origin !== serverOrigin) return;
        // A token refused by the server: it may have moved to another authorization server, so the next authorization discovers afresh.
        // (A DPoP nonce challenge is not a refusal: the request goes again with the nonce.)
        if (facts.status === 401 && facts.sentAuthorization && !asksForDpopNonce(facts.responseHeaders))
          context.authorization.tokenRefused(target.url);
        if (facts.status === 401 && challengesWithDpop(facts.responseHeaders))
          context.authorization.resourceTakesDpop(target.url);
        evidence.responses++;
        if (facts.method === 'POST' && !evidence.firstPost)
          evidence.firstPost = { status: facts.status, contentType: facts.contentType };
        if (facts.method === 'POST' && facts.status >= 200 && facts.status < 300) evidence.postAccepted = true;
        const live = current();
        // Only a POST's 404 says the session is gone; a GET's may just mean the server offers no stream (it should say 405),
        // unless that stream was open before (the watch tells).
        if (facts.status === 404 && facts.sessionId !== undefined && facts.method === 'POST')
          live?.lose(sessionExpired(facts.sessionId));
        else {
          watch({ kind: 'response', method: facts.method, status: facts.status, sessionId: facts.sessionId });
          if (facts.status === 404 && facts.method === 'GET' && facts.sessionId !== undefined && live?.live)
            context.note(
              `The server answered the standalone GET stream with 404; a server without one should answer 405. The session goes on without it.`,
            );
        }
      },
      failure: ({ method, url, error }) => {
        if (new URL(url).origin !== serverOrigin) return;
        evidence.networkFailure ??= error;
        watch({ kind: 'failure', method, url, error });
      },
      event: ({ url, event }) => {
        if (new URL(url).origin === serverOrigin) watch({ kind: 'event', event });
      },
      streamEnded: ({ method, url, how, error }) => {
        if (new URL(url).origin === serverOrigin) watch({ kind: 'stream-ended', method, how, error });
      },
    },
  });
}
