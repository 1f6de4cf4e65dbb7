import { checkupAsJson, checkupAsText, checkupFailed } from '../../shared/checkup/checkup-format.ts';
import { checkupAsJunit } from '../../shared/checkup/checkup-junit.ts';
import { secondConnectionOpener, type ConnectionPlaces } from '../../shared/checkup/fresh-connection.ts';
import { runCheckup } from '../../shared/checkup/run-checkup.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import type { CliModeOptions } from './cli-options.ts';

/** The checkup's report, printed as the command line asked. */
export interface CheckRun {
  json: string;
  text: string;
  /** The same report as JUnit XML (--junit FILE), made when asked for. */
  junit: () => string;
  /** A check failed by the server's doing, or the checkup could not finish: with --strict, the run exits non-zero. */
  failed: boolean;
  /** Why the checkup stopped before its end, when it did: the run exits non-zero, strict or not. */
  stopped?: string;
}

export type CheckRunner = (
  session: McpSession,
  options: CliModeOptions,
  places?: ConnectionPlaces,
) => Promise<CheckRun>;

/**
 * `mcp-loupe --cli check TARGET`: the server checkup (shared/checkup) on a
 * connected session, without calling the server's tools, as the page runs
 * it: the version check on a second connection of its own (the command
 * started again, or the URL reached again). Its frames are in the
 * session's log, so `--log` keeps them as evidence.
 */
export const runCheck: CheckRunner | undefined = async (session, options, places = {}) => {
  const openConnection = secondConnectionOpener(session, places);
  const report = await runCheckup(session, {
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(openConnection ? { openConnection } : {}),
  });
  return {
    json: checkupAsJson(report),
    text: checkupAsText(report),
    junit: () => checkupAsJunit(report),
    failed: checkupFailed(report, { strict: options.strict }),
    ...(report.stopped !== undefined ? { stopped: report.stopped } : {}),
  };
};
