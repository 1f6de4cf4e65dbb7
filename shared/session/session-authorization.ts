import type { FetchLike, Transport } from '@modelcontextprotocol/client';
import type { HttpTarget } from '../http/http-target.ts';
import type { authorizeOnly } from '../oauth/authorize.ts';
import type { BrowserOAuthProvider, providerForTarget } from '../oauth/browser-oauth-provider.ts';
import type { describeOAuthError } from '../oauth/describe-oauth-error.ts';
import { OAuthFlow } from '../oauth/oauth-flow.ts';
import type { OAuthEnvironment } from './connect-target.ts';

/** The SDK's side of OAuth, handed over when the session loads what servers behind a URL need (nothing else uses it). */
export interface OAuthKit {
  authorizeOnly: typeof authorizeOnly;
  providerForTarget: typeof providerForTarget;
  describeOAuthError: typeof describeOAuthError;
}

/**
 * The session's side of OAuth: the flow the page shows, the provider for a
 * server, and the wait for the person's approval. One approval is shared by
 * every request that met the same 401; each connect or disconnect lets the
 * last attempt's wait go.
 */
export class SessionAuthorization {
  readonly flow = new OAuthFlow();
  readonly #environment: OAuthEnvironment | undefined;
  /** Aborted by every connect and disconnect: whatever the last attempt waits for stops waiting. */
  #attemptAbort = new AbortController();
  /** The approval under way. */
  #authorizing: Promise<boolean> | undefined;
  #kit: OAuthKit | undefined;

  constructor(environment: OAuthEnvironment | undefined) {
    this.#environment = environment;
  }

  /** Called once the session loaded its HTTP engine: everything below that talks to a server needs it, and runs only after a connect to a URL began. */
  equip(kit: OAuthKit): void {
    this.#kit = kit;
  }

  get #equipped(): OAuthKit {
    if (!this.#kit) throw new Error('OAuth was used before the session loaded its HTTP engine');
    return this.#kit;
  }

  /** The provider for a server, when this inspector can do OAuth at all. */
  provider(target: HttpTarget): BrowserOAuthProvider | undefined {
    return this.#environment
      ? this.#equipped.providerForTarget(target, { ...this.#environment, flow: this.flow })
      : undefined;
  }

  /**
   * The server refused a token it was sent (401): what discovery found is
   * forgotten, so the next authorization reads the server's protected
   * resource metadata again and follows it to whichever authorization
   * server it names now (one that moved gets a client registered with it,
   * never the old one's credentials).
   */
  tokenRefused(serverUrl: string): void {
    this.#environment?.store.update(serverUrl, { discovery: undefined });
  }

  /** The server challenged with the DPoP scheme: its tokens are to be DPoP-bound where the authorization server offers it. */
  resourceTakesDpop(serverUrl: string): void {
    if (this.#environment && !this.#environment.store.get(serverUrl).resourceDpop)
      this.#environment.store.update(serverUrl, { resourceDpop: true });
  }

  /** A connect begins: an approval the last attempt waited for is let go first, so its end is not taken for this attempt's failure. */
  newAttempt(): void {
    this.flow.release();
    this.#abortAttempt();
  }

  /** A disconnect: the wait ends, and the panel says why. */
  stop(reason: string): void {
    this.#abortAttempt();
    if (this.flow.pending) this.flow.abandon(reason);
  }

  /** Runs a server's OAuth on its own, without connecting. */
  authorizeOnly(target: HttpTarget, fetch: FetchLike): Promise<boolean> {
    const provider = this.provider(target);
    if (!provider) return Promise.resolve(false);
    this.flow.begin(target.url);
    return this.#equipped.authorizeOnly({
      serverUrl: target.url,
      provider,
      fetch,
      flow: this.flow,
      signal: this.#attemptAbort.signal,
    });
  }

  /**
   * After the SDK sent the person to approve: waits for the callback, then
   * trades the code for tokens (the SDK checks `iss`; the flow checked
   * `state`). True when the next attempt can go ahead authorized. A caller's
   * own signal (Cancel, its timeout) lets it stop waiting.
   */
  complete(transport: Transport | undefined, signal?: AbortSignal): Promise<boolean> {
    if (!this.flow.pending && !this.#authorizing) return Promise.resolve(false);
    this.#authorizing ??= this.#finish(transport).finally(() => {
      this.#authorizing = undefined;
    });
    if (!signal) return this.#authorizing;
    return Promise.race([
      this.#authorizing,
      new Promise<boolean>((resolve) =>
        signal.aborted ? resolve(false) : signal.addEventListener('abort', () => resolve(false), { once: true }),
      ),
    ]);
  }

  async #finish(transport: Transport | undefined): Promise<boolean> {
    const round = this.flow.signal;
    try {
      const params = await this.flow.waitForCallback(this.#attemptAbort.signal);
      if (params.get('error')) return false;
      await (transport as { finishAuth?: (params: URLSearchParams) => Promise<void> } | undefined)?.finishAuth?.(
        params,
      );
      return true;
    } catch (error) {
      // A flow started over meanwhile (a new connection) is not failed by this one's end.
      if (!round.aborted) this.flow.failed(this.#equipped.describeOAuthError(error));
      return false;
    }
  }

  #abortAttempt(): void {
    this.#attemptAbort.abort();
    this.#attemptAbort = new AbortController();
  }
}
