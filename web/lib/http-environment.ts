import type { FetchLike } from '@modelcontextprotocol/client';
import { relayFetch, RELAY_PATH } from '../../shared/http/relay-fetch.ts';
import type { ListeningReport } from '../../shared/http/listening.ts';
import type { ReachReport } from '../../shared/http/reach-report.ts';
import type { HttpEnvironment } from '../../shared/session/mcp-session.ts';
import { OAuthStore } from '../../shared/oauth/oauth-store.ts';
import { OAUTH_CALLBACK_PATH } from './oauth-callback-channel.ts';
import { openableUrl } from '../../shared/lib/openable-url.ts';

/**
 * How the page reaches servers behind a URL. Its own CSP lets it connect
 * only to the proxy; a direct request goes through a hidden frame of the
 * proxy's whose CSP names that one origin, registered first with the token.
 * Every origin a request goes to (the server, its authorization server)
 * gets a frame of its own, made once.
 */
export function httpEnvironment(token: string): HttpEnvironment {
  const frames = new Map<string, Promise<Window>>();
  const frameFor = (origin: string) => {
    let frame = frames.get(origin);
    if (!frame) {
      frame = openFrame(token, origin);
      frames.set(origin, frame);
      frame.catch(() => frames.delete(origin));
    }
    return frame;
  };
  const direct: FetchLike = async (input, init) => {
    const origin = new URL(String(input)).origin;
    const frame = await frameFor(origin);
    try {
      return await frame.fetch(input, init);
    } catch (error) {
      throw inThisRealm(error);
    }
  };
  return {
    directFetch: async (url) => {
      await frameFor(new URL(url).origin);
      return direct;
    },
    oauth: {
      redirectUrl: `${window.location.origin}${OAUTH_CALLBACK_PATH}`,
      store: new OAuthStore(window.sessionStorage),
      openAuthorization: openAuthorizationWindow,
    },
    relayFetch: relayFetch({ token, relayUrl: `${window.location.origin}${RELAY_PATH}` }),
    reach: async (url, headers) => {
      const response = await fetch('/api/reach', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url, headers, inspectorOrigin: window.location.origin }),
      });
      if (!response.ok) throw new Error(`The proxy's reach probe answered ${response.status}`);
      return (await response.json()) as ReachReport;
    },
    listening: async (url) => {
      const response = await fetch('/api/listening', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      if (!response.ok) throw new Error(`The proxy's listening check answered ${response.status}`);
      return (await response.json()) as ListeningReport;
    },
  };
}

async function openFrame(token: string, origin: string): Promise<Window> {
  // A CSP cannot name an IPv6 literal: such a server is reached through the proxy.
  if (new URL(origin).hostname.startsWith('['))
    throw new TypeError(
      `A page cannot be allowed to reach ${origin} directly (an IPv6 address); the proxy's relay can`,
    );
  const response = await fetch('/api/connect-origins', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: origin }),
  });
  if (!response.ok) throw new Error(`The proxy would not allow ${origin} (${response.status})`);
  const { framePath } = (await response.json()) as { framePath: string };
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = `Network frame for ${origin}`;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = framePath;
  const loaded = new Promise<void>((resolve, reject) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.addEventListener('error', () => reject(new Error(`The network frame for ${origin} did not load`)), {
      once: true,
    });
  });
  document.body.append(frame);
  await loaded;
  const window = frame.contentWindow;
  // Only the proxy's network frame is allowed to reach the origin; any other document (an error page) is not used.
  if (window?.document.title !== 'mcp-loupe network frame')
    throw new TypeError(`The network frame for ${origin} did not load`);
  return window;
}

/**
 * A window of its own for the authorization page, so this page and its log
 * stay; false when the browser blocked it. The page a server chose gets no
 * handle on this one (no opener), and only https, or http on this machine.
 */
let authorizationWindows = 0;

export function openAuthorizationWindow(
  url: URL,
  open: typeof window.open = (...args) => window.open(...args),
): boolean {
  // The server's metadata names this page (authorization_endpoint): the same rule as every URL a server supplies, then a narrower one.
  const checked = openableUrl(url.href);
  if (!checked.ok) throw new Error(`The authorization page ${url.href} was ${checked.reason}`);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error(`The authorization page must be https (or http on this machine), not ${url.protocol}`);
  // A window of its own each time: the last flow's callback page closes its window 600 ms after it loads, and a
  // step-up that reused that window by name (a 403 right after connecting) lost its callback when it closed.
  const opened = open('about:blank', `mcp-loupe-oauth-${++authorizationWindows}`, 'popup,width=560,height=720');
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // The window was still on the authorization server's page (a second approval): it has no handle worth taking.
  }
  opened.location.href = checked.href;
  return true;
}

/**
 * The frame's errors are made by its own constructors, so `instanceof
 * TypeError` fails for them here (and in the SDK): they are rebuilt as this
 * page's, with the same name and message.
 */
function inThisRealm(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  const { name, message } = error as { name?: string; message?: string };
  if (name === 'AbortError' || name === 'TimeoutError') return new DOMException(message ?? name, name);
  if (name === 'TypeError') return new TypeError(message ?? 'Failed to fetch', { cause: error });
  return error;
}
