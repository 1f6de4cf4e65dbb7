import { browserSilence, describeFetchFailure } from '../http/fetch-failure.ts';

/** What the wire showed of a live connection to a server behind a URL. */
export type WatchEvent =
  | { kind: 'response'; method: string; status: number; sessionId: string | undefined }
  | { kind: 'failure'; method: string; url: string; error: unknown }
  | { kind: 'event'; event: string | undefined }
  | { kind: 'stream-ended'; method: string; how: 'end' | 'dropped' | 'closed'; error?: unknown }
  | { kind: 'sdk-error'; message: string };

/** The connection is over: why, in words a person reads; `expired` when the server forgot the session (a new one is a connect away). */
export interface WatchVerdict {
  reason: string;
  expired?: true;
  /** The browser gave no reason (a page cannot tell refused from CORS): the proxy, asked, can; the reason then starts with this. */
  askProxy?: string;
  /** It failed on the way through the proxy's relay: the proxy itself may be gone (stopped, or restarted with a new token), which is then the reason. */
  relayed?: true;
}

/**
 * Follows what the transport does under a connected session, so the status
 * can never say Connected to a server that is gone: a request the network
 * refused, a legacy SSE stream that ended (its session ends with it), a
 * second `endpoint` (a new, never initialized session), a standalone
 * stream that comes back 404, a stream the SDK gave up reopening. Streams
 * the inspector closed itself are not the server's doing and end nothing.
 */
export class ConnectionWatch {
  readonly #transport: 'streamable-http' | 'sse';
  readonly #route: 'direct' | 'relay';
  readonly #url: string;
  #endpoints = 0;
  #standaloneStreamOpened = false;

  constructor(options: { transport: 'streamable-http' | 'sse'; route: 'direct' | 'relay'; url: string }) {
    this.#transport = options.transport;
    this.#route = options.route;
    this.#url = options.url;
  }

  /** Called for everything seen while connecting, too: the connection's own history (its first endpoint, its stream). */
  see(event: WatchEvent, connected: boolean): WatchVerdict | undefined {
    switch (event.kind) {
      case 'event':
        if (event.event !== 'endpoint') return undefined;
        this.#endpoints++;
        if (this.#endpoints > 1 && connected) {
          return {
            reason: `The server started a new session on its SSE stream (a second endpoint event): the session this inspector initialized at ${this.#host()} is gone. Connect again to start and initialize a new one.`,
            expired: true,
          };
        }
        return undefined;
      case 'response':
        if (event.method !== 'GET' || this.#transport !== 'streamable-http') return undefined;
        if (event.status >= 200 && event.status < 300) this.#standaloneStreamOpened = true;
        else if (event.status === 404 && event.sessionId !== undefined && this.#standaloneStreamOpened && connected) {
          return {
            reason: `The server no longer knows session ${event.sessionId}: its stream, open before, was answered 404 when reopened, so the server restarted or the session expired. Connect again to start a new session.`,
            expired: true,
          };
        }
        return undefined;
      case 'failure': {
        if (!connected) return undefined;
        const failure = describeFetchFailure(event.error, this.#route);
        const silent = this.#route === 'direct' && failure.cause === browserSilence;
        return {
          reason: `The server cannot be reached: ${event.method} ${this.#path()} failed: ${failure.message}${this.#refusedHint(event.error)}`,
          ...(silent ? { askProxy: 'The server cannot be reached' } : {}),
          ...this.#relayed(),
        };
      }
      case 'stream-ended': {
        if (!connected || event.how === 'closed' || event.method !== 'GET' || this.#transport !== 'sse')
          return undefined;
        const over =
          'a legacy HTTP+SSE session lives only as long as its stream, so this one is over. Connect again to start a new session.';
        if (event.how === 'end') return { reason: `The server ended its SSE stream: ${over}` };
        const failure = describeFetchFailure(event.error, this.#route);
        const silent = this.#route === 'direct' && failure.cause === browserSilence;
        return {
          reason: `The SSE stream from ${this.#host()} broke (${failure.message}): ${over}`,
          ...(silent
            ? {
                askProxy:
                  'The SSE stream broke, so this legacy HTTP+SSE session is over (it lives only as long as its stream)',
              }
            : {}),
          ...this.#relayed(),
        };
      }
      case 'sdk-error':
        if (!connected || !/maximum reconnection attempts/i.test(event.message)) return undefined;
        return {
          reason: `The server's stream could not be reopened (${event.message}): the server is gone or no longer answers at ${this.#host()}.`,
          ...this.#relayed(),
        };
    }
  }

  #relayed(): { relayed?: true } {
    return this.#route === 'relay' ? { relayed: true } : {};
  }

  #host(): string {
    try {
      return new URL(this.#url).host;
    } catch {
      return this.#url;
    }
  }

  #path(): string {
    try {
      return new URL(this.#url).pathname;
    } catch {
      return this.#url;
    }
  }

  #refusedHint(error: unknown): string {
    const text = `${error instanceof Error ? error.message : String(error)} ${String((error as { cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code ?? '')}`;
    return /ECONNREFUSED/.test(text) ? ` (nothing listens on ${this.#host()})` : '';
  }
}

/**
 * A 404 to a request that carried our session id: the server no longer
 * knows the session (it expired, or the server restarted). Said so, and a
 * new session is one Connect away; nothing retries behind the person's back.
 */
export function sessionExpired(sessionId: string): WatchVerdict {
  return {
    reason: `The server no longer knows session ${sessionId} (it answered 404): the session expired or the server restarted. Connect again to start a new session.`,
    expired: true,
  };
}
