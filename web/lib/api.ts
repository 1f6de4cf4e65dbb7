import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import { BRIDGE_PATH, TOKEN_PARAM } from '../../shared/bridge/messages.ts';
import { proxyLossReason } from '../../shared/bridge/proxy-status.ts';
import { tokenStorageKey } from './token.ts';

export async function fetchConfig(token: string): Promise<InspectorConfig> {
  let response: Response;
  try {
    response = await fetch('/api/config', { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new Error(proxyLossReason('not-running', window.location.origin));
  }
  if (!response.ok) {
    // The tab kept the token of an earlier run (a reload after mcp-loupe restarted).
    throw new Error(
      response.status === 401
        ? proxyLossReason('restarted', window.location.origin)
        : `The proxy answered ${response.status}`,
    );
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
