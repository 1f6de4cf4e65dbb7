import { expect } from 'vitest';
import type { CheckOutcome, CheckResult, CheckupReport } from '../../shared/checkup/checkup-report.ts';
import type { CheckupOptions } from '../../shared/checkup/checkup-options.ts';
import { bridgeConnectionOpener } from '../../shared/checkup/fresh-connection.ts';
import { runCheckup } from '../../shared/checkup/run-checkup.ts';
import type { RevisionChoice } from '../../shared/protocol/revisions.ts';
import type { StdioTarget } from '../../shared/session/mcp-session.ts';
import type { WireLog } from '../../shared/wire/wire-log.ts';
import { proxySessions } from './proxy-sessions.ts';

/**
 * The checkup against real servers through the real proxy, as the page
 * has them: a session over the bridge, and the second connection some
 * checks need opened through the same bridge. Call at the top of a test
 * file: the proxy is up before its tests and closed after them.
 */
export function proxyCheckup() {
  const { bridgeUrl, newSession } = proxySessions();
  /** A session on the proxy's bridge, not yet connected. */
  const session = () => newSession().session;

  /** Connects to `target`, runs the checkup, and ends the session. */
  async function checkup(
    target: StdioTarget,
    revision: RevisionChoice = 'auto',
    options: CheckupOptions = {},
  ): Promise<{ report: CheckupReport; log: WireLog }> {
    const { log, session: connected } = newSession();
    await connected.connect(target, revision);
    expect(connected.state.getSnapshot().reason ?? 'connected').toBe('connected');
    try {
      const openConnection = bridgeConnectionOpener({ bridgeUrl: bridgeUrl(), target, log });
      return { report: await runCheckup(connected, { openConnection, ...options }), log };
    } finally {
      await connected.disconnect();
    }
  }

  return { checkup, session };
}

/** The check of that name; a test that names a check the report lacks fails saying which it has. */
export function checkNamed(report: CheckupReport, name: string): CheckResult {
  const found = report.checks.find((item) => item.name === name);
  if (!found) throw new Error(`no check named ${name} in ${report.checks.map((item) => item.name).join(', ')}`);
  return found;
}

/** The names of the checks with this outcome, in the report's order. */
export const namesWith = (report: CheckupReport, result: CheckOutcome): string[] =>
  report.checks.filter((item) => item.result === result).map((item) => item.name);
