import { UnauthorizedError, type Client, type FetchLike, type Transport } from '@modelcontextprotocol/client';
import type { CorsVerdicts } from '../http/cors-fallback-fetch.ts';
import type { HttpTarget } from '../http/http-target.ts';
import { createHttpTransport } from '../http/http-transport.ts';
import { describeOAuthError, isOAuthFailure } from '../oauth/describe-oauth-error.ts';
import type { OAuthFlow } from '../oauth/oauth-flow.ts';
import type { WireLog } from '../wire/wire-log.ts';
import type { HttpEnvironment } from './connect-target.ts';
import { httpAttemptFetch } from './http-attempt-fetch.ts';
import { describeHttpConnectFailure } from './http-connect-failure.ts';
import { HttpConnectPlan, type AttemptEvidence, type HttpAttempt } from './http-connect-plan.ts';
import type { SessionAuthorization } from './session-authorization.ts';
import type { SessionState } from './session-state.ts';

/** What opening a URL needs of the session: its environment and log, its OAuth, and its steps of a connect. */
export interface HttpOpenContext {
  environment: HttpEnvironment | undefined;
  log: WireLog;
  now: (() => number) | undefined;
  oauth: OAuthFlow;
  authorization: SessionAuthorization;
  corsVerdicts: CorsVerdicts;
  /** False once a newer connect or a disconnect took over: the attempt stands down. */
  current: () => boolean;
  update: (patch: Partial<SessionState>) => void;
  /** A note in the log, on this connection. */
  note: (text: string) => void;
  newClient: (transport: Transport) => Client;
  handshake: (client: Client, transport: Transport) => Promise<void>;
  failed: (client: Client | undefined, transport: Transport | undefined, reason: string) => Promise<void>;
  sessionExpired: (client: Client, sessionId: string) => void;
}

/**
 * Opens a URL: Streamable HTTP or legacy SSE, straight from the page or
 * through the proxy, each attempt chosen by the plan from what the last
 * one saw on the wire. A server that asks for OAuth is authorized on the
 * way (the person approves in a window of its own), then tried again.
 */
export async function openHttp(context: HttpOpenContext, target: HttpTarget, connection: number): Promise<{ client: Client; transport: Transport } | undefined> {
  const environment = context.environment;
  if (!environment) {
    context.update({ status: 'error', reason: 'This inspector cannot reach servers behind a URL here' });
    return undefined;
  }
  const plan = new HttpConnectPlan(target, {
    relayAvailable: environment.relayFetch !== undefined,
    reach: environment.reach,
    // The inspector's own probes go in the log of this connection, marked as such, and count as no evidence.
    probeFetch: (route, probe) => httpAttemptFetch({ environment, target, route, log: context.log, connection, now: context.now, observer: {}, note: context.note, corsVerdicts: context.corsVerdicts, probe }),
  });
  context.oauth.begin(target.url);
  const authProvider = context.authorization.provider(target);
  let step: HttpAttempt | undefined = plan.first();
  let authorizations = 0;
  let attempts = 0;
  while (step) {
    // Each attempt is a session of its own, with a new client whose ids start over.
    if (attempts++ > 0) context.log.newSession(connection);
    const evidence: AttemptEvidence = { responses: 0 };
    context.update({ remote: { url: target.url, transport: step.transport, route: step.route, why: step.why } });
    if (step.why) context.note(`Connecting to ${target.url} ${step.route === 'relay' ? 'through the proxy' : 'from the browser'} over ${step.transport === 'sse' ? 'legacy HTTP+SSE' : 'Streamable HTTP'}: ${step.why}`);
    let transport: Transport | undefined;
    let client: Client | undefined;
    try {
      const fetch = await attemptFetch(context, target, step.route, connection, evidence, () => client);
      if (!context.current()) return undefined;
      transport = createHttpTransport(step.transport, target, fetch, { authProvider });
      client = context.newClient(transport);
      await context.handshake(client, transport);
      return { client, transport };
    } catch (error) {
      if (!context.current()) return undefined;
      if (error instanceof UnauthorizedError && authProvider && authorizations < 3) {
        authorizations++;
        const authorized = await context.authorization.complete(transport);
        if (!context.current()) return undefined;
        await client?.close().catch(() => {});
        if (authorized) continue;
        await context.failed(undefined, transport, `Authorization failed: ${context.oauth.state.getSnapshot().failure ?? 'see the OAuth panel'}`);
        return undefined;
      }
      if (authProvider && context.oauth.state.getSnapshot().status === 'running' && isOAuthFailure(error)) context.oauth.failed(describeOAuthError(error));
      const next = await plan.next(step, evidence);
      if (!context.current()) return undefined;
      if (next.note) context.note(next.note);
      if (next.attempt) {
        await client?.close().catch(() => {});
        await transport?.close().catch(() => {});
        if (!context.current()) return undefined;
        step = next.attempt;
        continue;
      }
      const oauthFailure = context.oauth.state.getSnapshot().status === 'failed' ? context.oauth.state.getSnapshot().failure : undefined;
      const reason = oauthFailure ? `Authorization failed: ${oauthFailure}` : (next.reason ?? describeHttpConnectFailure({ error, url: target.url, attempt: step, evidence, log: context.log, connection }));
      await context.failed(client, transport, reason);
      return undefined;
    }
  }
  return undefined;
}

/** The fetch of one attempt, logged, feeding the plan's evidence and the OAuth flow. */
/** A 401 whose challenge is RFC 9449's use_dpop_nonce. */
function asksForDpopNonce(headers: readonly [string, string][]): boolean {
  return headers.some(([name, value]) => name.toLowerCase() === 'www-authenticate' && /error="?use_dpop_nonce/i.test(value));
}

/** A 401 with a challenge in the DPoP scheme (RFC 9449 §7.1). */
function challengesWithDpop(headers: readonly [string, string][]): boolean {
  return headers.some(([name, value]) => name.toLowerCase() === 'www-authenticate' && /(^|,)\s*DPoP(\s|$)/i.test(value));
}

export function attemptFetch(context: HttpOpenContext, target: HttpTarget, route: 'direct' | 'relay', connection: number, evidence: AttemptEvidence, client: () => Client | undefined): Promise<FetchLike> {
  const serverOrigin = new URL(target.url).origin;
  return httpAttemptFetch({
    environment: context.environment!,
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
        if (facts.status === 401 && facts.sentAuthorization && !asksForDpopNonce(facts.responseHeaders)) context.authorization.tokenRefused(target.url);
        if (facts.status === 401 && challengesWithDpop(facts.responseHeaders)) context.authorization.resourceTakesDpop(target.url);
        evidence.responses++;
        if (facts.method === 'POST' && !evidence.firstPost) evidence.firstPost = { status: facts.status, contentType: facts.contentType };
        if (facts.method === 'POST' && facts.status >= 200 && facts.status < 300) evidence.postAccepted = true;
        const current = client();
        // Only a POST's 404 says the session is gone; a GET's may just mean the server offers no stream (it should say 405).
        if (facts.status === 404 && facts.sessionId !== undefined && facts.method === 'POST' && current !== undefined) context.sessionExpired(current, facts.sessionId);
        else if (facts.status === 404 && facts.method === 'GET' && facts.sessionId !== undefined) context.note(`The server answered the standalone GET stream with 404; a server without one should answer 405. The session goes on without it.`);
      },
      failure: ({ url, error }) => {
        if (new URL(url).origin === serverOrigin) evidence.networkFailure ??= error;
      },
    },
  });
}
