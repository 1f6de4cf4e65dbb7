import type { FetchLike } from '@modelcontextprotocol/client';
import type { HttpTarget } from '../http/http-target.ts';
import type { FramingMode } from '../jsonrpc/framing.ts';
import type { ListeningProbe } from '../http/listening.ts';
import type { ReachProbe } from '../http/reach-report.ts';
import type { OAuthStore } from '../oauth/oauth-store.ts';

/** A stdio server, started by the proxy. */
export interface StdioTarget {
  kind: 'stdio';
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  /** Start it with the inspector's whole environment, not only HOME, PATH and the like (plus `env`). */
  inheritEnv?: boolean;
  /** How its stdout is split into messages and how they are written; `auto` when absent. */
  framing?: FramingMode;
}

export type ConnectTarget = StdioTarget | HttpTarget;

/** How the page reaches servers behind a URL. */
export interface HttpEnvironment {
  /** A fetch allowed to reach this URL's origin straight from the page (in a browser: a frame whose CSP names that origin). */
  directFetch(url: string): Promise<FetchLike>;
  /** The proxy's relay, when there is a proxy. */
  relayFetch?: FetchLike;
  /** Asks the proxy why the browser could not reach a URL. */
  reach?: ReachProbe;
  /** Asks the proxy whether anything still accepts connections at a URL's host and port (no HTTP request is made). */
  listening?: ListeningProbe;
  /** OAuth for servers that ask for it: where the person approves, where the code comes back, where credentials are kept. */
  oauth?: OAuthEnvironment;
}

export interface OAuthEnvironment {
  redirectUrl: string;
  /** Opens the authorization page; false when the browser blocked the window. */
  openAuthorization: (url: URL) => boolean;
  store: OAuthStore;
}
