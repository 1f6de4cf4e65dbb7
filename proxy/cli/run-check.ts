import type { McpSession } from '../../shared/session/mcp-session.ts';
import type { CliModeOptions } from './cli-options.ts';

/** The checkup's report, printed as the command line asked. */
export interface CheckRun {
  json: string;
  text: string;
  /** Any check failed: with --strict, the run exits non-zero. */
  failed: boolean;
}

export type CheckRunner = (session: McpSession, options: CliModeOptions) => Promise<CheckRun>;

/**
 * `mcp-loupe --cli check TARGET`: runs the server checkup on a connected
 * session. Undefined while there is no checkup to run; the command line
 * then says so before it starts any server.
 */
export const runCheck: CheckRunner | undefined = undefined;
