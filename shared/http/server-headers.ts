import type { HeaderPairs } from '../lib/header-list.ts';

/**
 * The relay answers the page with headers of its own beside the server's
 * (its security headers, its mark, renamed Set-Cookie and Location), and
 * the browser merges repeated names and hides Set-Cookie. So the relay also
 * lists the server's response headers exactly as they came (names as sent,
 * in order, repeats kept) in one header of ours, and the page's log reads
 * them from there.
 */
export const SERVER_HEADERS = 'X-Loupe-Server-Headers';

/** The pairs as one header value: JSON, UTF-8, base64 (a header value must be plain ASCII). */
export function encodeServerHeaders(pairs: HeaderPairs): string {
  const bytes = new TextEncoder().encode(JSON.stringify(pairs));
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The pairs back, or undefined when the value is not a list the relay wrote. */
export function decodeServerHeaders(value: string | null | undefined): HeaderPairs | undefined {
  if (!value) return undefined;
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const pairs: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (
      !Array.isArray(pairs) ||
      !pairs.every(
        (pair) =>
          Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string',
      )
    )
      return undefined;
    return pairs as HeaderPairs;
  } catch {
    return undefined;
  }
}

/** What the relay renames, to carry for the page: the server's header under a name of ours. */
const carriedForTheServer = new Set([
  'x-loupe-set-cookie',
  'x-loupe-location',
  'x-loupe-clear-site-data',
  'x-loupe-www-authenticate',
]);

/**
 * The server's headers and the relay's own, from a relayed response's
 * headers: the relay's are those the server did not send (or sent with
 * another value: the relay's security headers replace the server's), less
 * the list itself and the server's headers the relay only renamed.
 * Undefined when the response carries no list (not relayed).
 */
export function splitRelayedHeaders(headers: Headers): { server: HeaderPairs; relay: HeaderPairs } | undefined {
  const server = decodeServerHeaders(headers.get(SERVER_HEADERS));
  if (!server) return undefined;
  const sent = new Map<string, string[]>();
  for (const [name, value] of server) sent.set(name.toLowerCase(), [...(sent.get(name.toLowerCase()) ?? []), value]);
  const relay: HeaderPairs = [];
  headers.forEach((value, name) => {
    if (name === SERVER_HEADERS.toLowerCase() || carriedForTheServer.has(name)) return;
    const values = sent.get(name);
    // The browser joins repeats with ", ": the server's, joined the same way, are the same header.
    if (values && (values.join(', ') === value || values.includes(value))) return;
    relay.push([name, value]);
  });
  return { server, relay };
}
