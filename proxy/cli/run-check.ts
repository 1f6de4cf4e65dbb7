import { checkupAsJson, checkupAsText, checkupFailed } from '../../shared/checkup/checkup-format.ts';
import { runCheckup } from '../../shared/checkup/run-checkup.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import type { CliModeOptions } from './cli-options.ts';

/** The checkup's report, printed as the command line asked. */
export interface CheckRun {
  json: string;
  text: string;
  /** A check failed, or the checkup could not finish: with --strict, the run exits non-zero. */
  failed: boolean;
}

export type CheckRunner = (session: McpSession, options: CliModeOptions) => Promise<CheckRun>;

/**
 * `mcp-loupe --cli check TARGET`: the server checkup (shared/checkup) on a
 * connected session, without calling the server's tools. Its frames are in
 * the session's log, so `--log` keeps them as evidence.
 */
export const runCheck: CheckRunner | undefined = async (session, options) => {
  const report = await runCheckup(session, options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs });
  return { json: checkupAsJson(report), text: checkupAsText(report), failed: checkupFailed(report, { strict: options.strict }) };
};
