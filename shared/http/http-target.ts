/**
 * A server behind a URL, as the person chose to reach it. Shared by the
 * page, the proxy's command line and (later) the CLI.
 */

/** `auto`: POST first (Streamable HTTP); on 400, 404 or 405, GET the URL and expect the SSE `endpoint` event. */
export type HttpTransportChoice = 'auto' | 'streamable-http' | 'sse';

/** `auto`: direct from the browser, and through the proxy's relay when CORS refuses; or one of them always. */
export type HttpRouteChoice = 'auto' | 'direct' | 'relay';

/** One custom header, in the order the person wrote them; names may repeat (Cookie, say). */
export interface HeaderEntry {
  name: string;
  value: string;
}

export interface HttpTarget {
  kind: 'http';
  url: string;
  transport: HttpTransportChoice;
  route: HttpRouteChoice;
  headers: HeaderEntry[];
  /** Sent as `Authorization: Bearer …` unless a header of that name is given. */
  bearer?: string;
  /** OAuth choices; without them, a server that asks for OAuth gets dynamic registration and the scopes it names. */
  oauth?: OAuthChoices;
}

export interface OAuthChoices {
  /** A client registered beforehand (no dynamic registration). */
  clientId?: string;
  clientSecret?: string;
  /** The authorization server the pre-registered client belongs to: its credentials go there and nowhere else. */
  issuer?: string;
  /** Scopes to ask for when the server does not say. */
  scope?: string;
  /** A Client ID Metadata Document URL (https) to use as the client id. */
  clientMetadataUrl?: string;
}

export const HTTP_TRANSPORT_CHOICES: readonly HttpTransportChoice[] = ['auto', 'streamable-http', 'sse'];

export function isHttpTransportChoice(value: unknown): value is HttpTransportChoice {
  return typeof value === 'string' && (HTTP_TRANSPORT_CHOICES as readonly string[]).includes(value);
}

export { isSecretHeader } from '../lib/header-list.ts';

/** A {name, value} pair of strings with a name, as a page or a tool sends it. */
export function isHeaderEntry(value: unknown): value is HeaderEntry {
  const entry = value as HeaderEntry | null;
  return typeof entry?.name === 'string' && entry.name.trim() !== '' && typeof entry.value === 'string';
}

/** Statuses whose responses have no body (a Response cannot even be built with one). */
export function isNullBodyStatus(status: number): boolean {
  return status === 204 || status === 205 || status === 304;
}
