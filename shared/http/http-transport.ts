import { SSEClientTransport, StreamableHTTPClientTransport, type FetchLike, type OAuthClientProvider, type Transport } from '@modelcontextprotocol/client';
import type { HttpTarget } from './http-target.ts';

export type HttpTransportKind = 'streamable-http' | 'sse';

/** The headers every request to the server carries: the person's own, and the bearer token unless they wrote an Authorization header. */
export function targetHeaders(target: HttpTarget): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { name, value } of target.headers) {
    if (!name.trim()) continue;
    const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.trim().toLowerCase());
    // Repeated names join as HTTP allows (Cookie uses "; ").
    if (existing) headers[existing] = `${headers[existing]}${existing.toLowerCase() === 'cookie' ? '; ' : ', '}${value}`;
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
}

/** The SDK's transport for a URL, over a fetch of ours (recorded, direct or relayed). */
export function createHttpTransport(kind: HttpTransportKind, target: HttpTarget, fetch: FetchLike, options: HttpTransportOptions = {}): Transport {
  const url = new URL(target.url);
  const requestInit: RequestInit = { headers: targetHeaders(target) };
  const authProvider = options.authProvider;
  if (kind === 'sse') return new SSEClientTransport(url, { fetch, requestInit, ...(authProvider ? { authProvider } : {}) });
  const reconnection = options.reconnection ?? { initialDelayMs: 1000, maxDelayMs: 30_000, maxRetries: 5 };
  return new StreamableHTTPClientTransport(url, {
    fetch,
    requestInit,
    ...(authProvider ? { authProvider } : {}),
    reconnectionOptions: {
      initialReconnectionDelay: reconnection.initialDelayMs,
      maxReconnectionDelay: reconnection.maxDelayMs,
      reconnectionDelayGrowFactor: 1.5,
      maxRetries: reconnection.maxRetries,
    },
  });
}
