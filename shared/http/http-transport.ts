import {
  SSEClientTransport,
  StreamableHTTPClientTransport,
  type FetchLike,
  type OAuthClientProvider,
} from '@modelcontextprotocol/client';
import type { StatedTransport, TransportFacts } from '../jsonrpc/transport-facts.ts';
import type { HttpTarget } from './http-target.ts';

export type HttpTransportKind = 'streamable-http' | 'sse';

/** The headers every request to the server carries: the person's own, and the bearer token unless they wrote an Authorization header. */
export function targetHeaders(target: HttpTarget): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { name, value } of target.headers) {
    if (!name.trim()) continue;
    const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.trim().toLowerCase());
    // Repeated names join as HTTP allows (Cookie uses "; ").
    if (existing)
      headers[existing] = `${headers[existing]}${existing.toLowerCase() === 'cookie' ? '; ' : ', '}${value}`;
    else headers[name.trim()] = value;
  }
  const hasAuthorization = Object.keys(headers).some((key) => key.toLowerCase() === 'authorization');
  if (target.bearer && !hasAuthorization) headers.Authorization = `Bearer ${target.bearer}`;
  return headers;
}

export interface HttpTransportOptions {
  /** Server-sent `retry` and our backoff; resumption uses Last-Event-ID either way. */
  reconnection?: { initialDelayMs: number; maxDelayMs: number; maxRetries: number };
  /** OAuth for servers that ask for it. */
  authProvider?: OAuthClientProvider;
  /** How the fetch reaches the server, for the transport's facts. */
  route?: 'direct' | 'relay';
}

/** How long ending a Streamable HTTP session may take: a server that never answers the DELETE holds nothing up. */
const END_SESSION_WAIT_MS = 3000;

/** Streamable HTTP, saying what it is: its session, its route. */
class StreamableHttpTransport extends StreamableHTTPClientTransport implements StatedTransport {
  readonly #route: 'direct' | 'relay' | undefined;

  constructor(
    url: URL,
    options: ConstructorParameters<typeof StreamableHTTPClientTransport>[1],
    route: 'direct' | 'relay' | undefined,
  ) {
    super(url, options);
    this.#route = route;
  }

  facts(): TransportFacts {
    return {
      kind: 'streamable-http',
      ...(this.sessionId !== undefined ? { sessionId: this.sessionId } : {}),
      ...(this.#route ? { route: this.#route } : {}),
      carriesHeaders: true,
      heldByProxy: false,
    };
  }

  async endOnServer(): Promise<void> {
    if (this.sessionId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      this.terminateSession().catch(() => {}),
      new Promise((resolve) => {
        timer = setTimeout(resolve, END_SESSION_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
}

/** Legacy HTTP+SSE, saying what it is. */
class SseTransport extends SSEClientTransport implements StatedTransport {
  readonly #route: 'direct' | 'relay' | undefined;

  constructor(
    url: URL,
    options: ConstructorParameters<typeof SSEClientTransport>[1],
    route: 'direct' | 'relay' | undefined,
  ) {
    super(url, options);
    this.#route = route;
  }

  facts(): TransportFacts {
    return { kind: 'sse', ...(this.#route ? { route: this.#route } : {}), carriesHeaders: true, heldByProxy: false };
  }

  /** The legacy transport's session ends with its stream. */
  endOnServer(): Promise<void> {
    return Promise.resolve();
  }
}

/** The SDK's transport for a URL, over a fetch of ours (recorded, direct or relayed). */
export function createHttpTransport(
  kind: HttpTransportKind,
  target: HttpTarget,
  fetch: FetchLike,
  options: HttpTransportOptions = {},
): StatedTransport {
  const url = new URL(target.url);
  // Not requestInit: the SDK puts those on its OAuth requests too, and the person's credentials are for this server alone.
  const ownHeaders = targetHeaders(target);
  const serverFetch: FetchLike = (input, init) => {
    if (new URL(String(input)).origin !== url.origin) return fetch(input, init);
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(ownHeaders)) if (!headers.has(name)) headers.set(name, value);
    return fetch(input, { ...init, headers });
  };
  const requestInit: RequestInit = {};
  const authProvider = options.authProvider;
  if (kind === 'sse')
    return new SseTransport(
      url,
      { fetch: serverFetch, requestInit, ...(authProvider ? { authProvider } : {}) },
      options.route,
    );
  const reconnection = options.reconnection ?? { initialDelayMs: 500, maxDelayMs: 30_000, maxRetries: 5 };
  return new StreamableHttpTransport(
    url,
    {
      fetch: serverFetch,
      requestInit,
      ...(authProvider ? { authProvider } : {}),
      reconnectionOptions: {
        initialReconnectionDelay: reconnection.initialDelayMs,
        maxReconnectionDelay: reconnection.maxDelayMs,
        reconnectionDelayGrowFactor: 1.5,
        maxRetries: reconnection.maxRetries,
      },
    },
    options.route,
  );
}
