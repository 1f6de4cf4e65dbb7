import { maskHeaders, maskUrl } from '../lib/header-list.ts';
import type { WireEntry } from './wire-entry.ts';

/** The log as JSON Lines: one entry per line, raw text included verbatim; secret header values masked unless revealed. */
export function toJsonLines(entries: readonly WireEntry[], options: { revealSecrets?: boolean } = {}): string {
  const lines = entries.map((entry) => JSON.stringify(options.revealSecrets ? entry : maskEntry(entry)));
  return lines.join('\n') + (entries.length ? '\n' : '');
}

function maskEntry(entry: WireEntry): WireEntry {
  if (!entry.http) return entry;
  const { requestHeaders, responseHeaders, relayHeaders } = entry.http;
  return {
    ...entry,
    http: {
      ...entry.http,
      url: maskUrl(entry.http.url),
      ...(requestHeaders ? { requestHeaders: maskHeaders(requestHeaders) } : {}),
      ...(responseHeaders ? { responseHeaders: maskHeaders(responseHeaders) } : {}),
      ...(relayHeaders ? { relayHeaders: maskHeaders(relayHeaders) } : {}),
    },
  };
}
