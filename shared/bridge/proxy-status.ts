/**
 * Whether the inspector's proxy is still the one this page was opened on,
 * asked after the bridge closed or could not open: a closed WebSocket says
 * nothing of why. The proxy makes a new token each time it starts, and the
 * page keeps the token it was opened with, so a proxy that answers 401 to
 * that token was restarted; one that does not answer at all is not running.
 */
export type ProxyStatus = 'running' | 'not-running' | 'restarted';

export type ProxyStatusCheck = () => Promise<ProxyStatus | undefined>;

type Fetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ status: number }>;

/** Asks `GET /api/config` with the page's token; undefined when the answer tells nothing (a timeout, another status). */
export function proxyStatusCheck(options: {
  origin: string;
  token: string;
  fetch?: Fetch;
  timeoutMs?: number;
}): ProxyStatusCheck {
  const { origin, token, timeoutMs = 3_000 } = options;
  const fetchFn: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  return async () => {
    let status: number;
    try {
      ({ status } = await fetchFn(`${origin}/api/config`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      }));
    } catch (error) {
      // A proxy that accepts and never answers is not "not running": nothing is said then.
      return (error as Error)?.name === 'TimeoutError' ? undefined : 'not-running';
    }
    if (status === 401) return 'restarted';
    return status >= 200 && status < 300 ? 'running' : undefined;
  };
}

/** The words for the status header and the log: what happened, and what to do. Undefined while the proxy runs as before. */
export function proxyLossReason(status: 'not-running' | 'restarted', origin: string): string;
export function proxyLossReason(status: ProxyStatus | undefined, origin: string): string | undefined;
export function proxyLossReason(status: ProxyStatus | undefined, origin: string): string | undefined {
  if (status === 'not-running') {
    return `mcp-loupe is not running at ${origin}: it was stopped, so this page can no longer reach its servers. Start it again (npm start, or mcp-loupe) and open the address it prints.`;
  }
  if (status === 'restarted') {
    return `mcp-loupe was restarted and its token changed, so this page's token is refused: open the new address it printed (${origin}/?token=…), or reload from it.`;
  }
  return undefined;
}
