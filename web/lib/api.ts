import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import { BRIDGE_PATH, TOKEN_PARAM } from '../../shared/bridge/messages.ts';
import { tokenStorageKey } from './token.ts';

export async function fetchConfig(token: string): Promise<InspectorConfig> {
  let response: Response;
  try {
    response = await fetch('/api/config', { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new Error(`Cannot reach the mcp-loupe proxy at ${window.location.host}. Is it still running? Start it again and open the URL it prints.`);
  }
  if (!response.ok) {
    throw new Error(response.status === 401 ? 'The session token was refused. Open the URL the inspector printed when it started.' : `The proxy answered ${response.status}`);
  }
  return (await response.json()) as InspectorConfig;
}

export function bridgeUrl(token: string, location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${BRIDGE_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The session token this tab keeps (see token.ts). */
export function proxyToken(): string {
  return window.sessionStorage.getItem(tokenStorageKey) ?? '';
}
