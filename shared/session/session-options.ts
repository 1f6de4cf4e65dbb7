import type { ProxyStatusCheck } from '../bridge/proxy-status.ts';
import type { BridgeSocketFactory } from '../bridge/socket.ts';
import type { WireLogCore } from '../wire/wire-log-core.ts';
import type { HttpEnvironment } from './connect-target.ts';

/** What a session is made with: its log and clock, where the proxy is, and how servers behind a URL are reached. */
export interface McpSessionOptions {
  /** A WireLog, or a log whose judge of frames comes with the session's engine (the page's: see WireLogCore). */
  log: WireLogCore;
  /** ws:// URL of the proxy's bridge, token included. */
  bridgeUrl: string;
  clientInfo?: { name: string; version: string };
  socketFactory?: BridgeSocketFactory;
  now?: () => number;
  /** How long the 2026-07-28 probe waits before taking a silent server for a legacy one. */
  probeTimeoutMs?: number;
  /** How long the opening handshake may take; the SDK's default (60 s) when absent. */
  connectTimeoutMs?: number;
  /** For servers behind a URL; without it, only stdio servers can be reached. */
  http?: HttpEnvironment;
  /**
   * While connected to a server behind a URL, how often the proxy checks that its port still accepts connections (1 s
   * by default).
   */
  listeningIntervalMs?: number;
  /**
   * The proxy's working directory: where a stdio server runs when given none, and the root offered by default (see
   * ClientSide's rootsSource).
   */
  proxyWorkingDirectory?: string;
  /**
   * Asks the proxy whether it still runs with this page's token, once the
   * bridge closed or could not open; `proxyOrigin` is where it was. Without
   * it, such a close says only that the connection closed.
   */
  proxyStatus?: ProxyStatusCheck;
  proxyOrigin?: string;
  /**
   * While the status says the proxy is not running, how often it is asked again, so a restart shows (2 s by default).
   */
  proxyRecheckMs?: number;
}
