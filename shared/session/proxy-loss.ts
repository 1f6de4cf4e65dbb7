import { proxyLossReason, type ProxyStatusCheck } from '../bridge/proxy-status.ts';
import type { Observable } from '../lib/observable.ts';
import type { SessionState } from './session-state.ts';

export interface ProxyLossOptions {
  /** Asks the proxy whether it still runs with this page's token; without it, nothing is asked and nothing explained. */
  proxyStatus?: ProxyStatusCheck;
  /** Where the proxy was. */
  proxyOrigin?: string;
  /** While the status says the proxy is not running, how often it is asked again (2 s by default). */
  proxyRecheckMs?: number;
  /** The session's state, whose error reason is explained and followed. */
  state: Observable<SessionState>;
  /** Notes a line in the log for `connection`. */
  note: (connection: number, text: string) => void;
}

/**
 * A stdio server's connection is the bridge to the proxy: when it closes
 * with no exit, or cannot open, the proxy itself may be gone (stopped, or
 * restarted with a new token). So may it when a server behind a URL,
 * reached through the proxy's relay, can no longer be reached. The proxy is asked, the status says what it
 * answered, and follows a restart or a stop while the page stays open.
 */
export class ProxyLoss {
  readonly #options: ProxyLossOptions;

  constructor(options: ProxyLossOptions) {
    this.#options = options;
  }

  /** Why the bridge is gone, in the proxy's own answer, or undefined while the proxy runs as before. Noted in the log. */
  async reason(connection: number): Promise<string | undefined> {
    const { proxyStatus, proxyOrigin } = this.#options;
    if (!proxyStatus || proxyOrigin === undefined) return undefined;
    const reason = proxyLossReason(await proxyStatus().catch(() => undefined), proxyOrigin);
    if (reason) this.#options.note(connection, reason);
    return reason;
  }

  /** The status said only `reason` ("The connection closed"): once the proxy answered, it says why, unless something else happened meanwhile. */
  async explainClosed(connection: number, reason: string): Promise<void> {
    const loss = await this.reason(connection);
    if (!loss || !this.replaceReason(connection, reason, loss)) return;
    await this.follow(connection, loss);
  }

  /**
   * A proxy found not running may be started again (with a new token), and
   * a restarted one stopped again, while the page stays open: it is asked
   * again now and then, and the status follows, for as long as it shows
   * what the last answer said.
   */
  async follow(connection: number, shown: string): Promise<void> {
    const { proxyStatus, proxyOrigin, proxyRecheckMs = 2_000 } = this.#options;
    if (!proxyStatus || proxyOrigin === undefined) return;
    const losses = [proxyLossReason('not-running', proxyOrigin), proxyLossReason('restarted', proxyOrigin)];
    while (losses.includes(shown)) {
      await new Promise((resolve) => setTimeout(resolve, proxyRecheckMs));
      if (!this.shows(connection, shown)) return;
      const now = proxyLossReason(await proxyStatus().catch(() => undefined), proxyOrigin);
      if (!now || now === shown) continue;
      this.#options.note(connection, now);
      if (!this.replaceReason(connection, shown, now)) return;
      shown = now;
    }
  }

  /** Whether the status still shows `reason` for `connection`: nothing else happened since. */
  shows(connection: number, reason: string): boolean {
    const state = this.#options.state.getSnapshot();
    return state.connection === connection && state.status === 'error' && state.reason === reason;
  }

  /** The status's error reason for `connection` becomes `next`, if it still shows `reason`; false when something else happened since. */
  replaceReason(connection: number, reason: string, next: string): boolean {
    if (!this.shows(connection, reason)) return false;
    this.#options.state.set({
      ...(this.#options.state.getSnapshot() as Extract<SessionState, { status: 'error' }>),
      reason: next,
    });
    return true;
  }
}
