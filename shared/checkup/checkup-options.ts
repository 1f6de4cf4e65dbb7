import type { CheckupProbe } from './checkup-probe.ts';
import type { CheckResult } from './checkup-report.ts';
import type { OpenConnection } from './fresh-connection.ts';

export interface CheckupOptions {
  /**
   * Allows the checkup to call tools (off by default: a tool may change
   * things). With it, the cancellation check calls one slow tool and
   * cancels it.
   */
  callTools?: boolean;
  /** The slow tool the cancellation check calls; without it, one whose name says it is slow (`long`, `slow`, `sleep`, `delay`, `wait`) is picked. */
  cancellation?: { tool: string; arguments?: Record<string, unknown> };
  /** A second connection to the same server, for the 2025 revisions' version check; without it that check is not applicable. */
  openConnection?: OpenConnection;
  /** How long each request may take; 10 s by default. */
  timeoutMs?: number;
  /** How long after sending the slow request the cancellation goes out; 300 ms by default. */
  cancelAfterMs?: number;
  /** How long the cancellation check waits for an answer that should not come; 3 s by default. */
  cancelWaitMs?: number;
  /** Stops the checkup; the checks done so far are reported. */
  signal?: AbortSignal;
  /** Told of each check as it completes, in report order. */
  onCheck?: (check: CheckResult) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface CheckContext {
  readonly probe: CheckupProbe;
  readonly options: Required<
    Pick<CheckupOptions, 'callTools' | 'timeoutMs' | 'cancelAfterMs' | 'cancelWaitMs' | 'now' | 'sleep'>
  > &
    CheckupOptions;
  /** The server's capabilities as declared when the connection opened. */
  readonly capabilities: Readonly<Record<string, unknown>>;
  readonly revision: string | undefined;
  readonly modern: boolean;
}

export const declares = (context: CheckContext, capability: string): boolean =>
  context.capabilities[capability] !== undefined && context.capabilities[capability] !== null;
