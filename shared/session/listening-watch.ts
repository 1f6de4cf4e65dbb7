import { nothingListens, type ListeningProbe } from '../http/listening.ts';
import type { WatchVerdict } from './connection-watch.ts';

/** `host:port`, the port always written. */
function addressOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? '443' : '80')}`;
  } catch {
    return url;
  }
}

/**
 * A server behind a URL may be gone with no stream open to show it (a
 * stateless 2026-07-28 server, a server that answers GET with 405): until
 * the connection's `signal` ends it, the proxy checks every `intervalMs` that its port still
 * accepts a connection (no HTTP request, nothing in the wire log), and a
 * refusal is handed to `lost` once. Anything less certain (a timeout, a
 * failed DNS lookup) says nothing, and so does a port the proxy never saw
 * listening: where the proxy cannot reach what the browser can (a browser
 * behind a proxy of its own), a refusal from the start says nothing of the
 * server.
 */
export async function watchListening(options: {
  url: string;
  listening: ListeningProbe;
  intervalMs: number;
  /** The connection's: the watch ends with it. */
  signal: AbortSignal;
  lost: (verdict: WatchVerdict) => void;
}): Promise<void> {
  const { url, listening, intervalMs, signal, lost } = options;
  let seenListening = false;
  while (!signal.aborted) {
    await pause(intervalMs, signal);
    if (signal.aborted) return;
    const report = await listening(url).catch(() => undefined);
    if (report?.listening) seenListening = true;
    if (!report || !seenListening || !nothingListens(report) || signal.aborted) continue;
    lost({
      reason: `Nothing listens on ${addressOf(url)} any more (connection refused): the server is gone. The inspector's proxy checks the server's port each second while connected, with no MCP request. Connect again once the server is back.`,
    });
    return;
  }
}

/** Waits `ms`, or less when `signal` ends the wait (no timer is left behind a connection that ended). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
