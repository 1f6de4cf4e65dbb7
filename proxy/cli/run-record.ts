import { resolve } from 'node:path';
import type { CliModeOptions } from './cli-options.ts';
import type { CliSession, CliSessionSettings } from './cli-session.ts';
import { EXIT } from './exit-codes.ts';
import type { RecordArgs } from './record-args.ts';
import { runCheck } from './run-check.ts';
import type { CliDeps } from './run-cli.ts';
import { runMethod } from './run-method.ts';

/**
 * `mcp-loupe --cli record --out LOG`: the steps asked of the server over one
 * session (the checkup's own second connection included), and the session's
 * log written as the page exports it, for `--mock` to serve.
 */
export async function runRecord(
  args: RecordArgs,
  options: CliModeOptions,
  settings: CliSessionSettings,
  deps: CliDeps,
): Promise<number> {
  let cli: CliSession;
  try {
    cli = await deps.openSession(settings);
  } catch (error) {
    deps.err(`mcp-loupe: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.connection;
  }
  try {
    if (cli.failure !== undefined) {
      deps.err(`mcp-loupe: ${cli.failure}`);
      return EXIT.connection;
    }
    for (const step of args.steps) {
      if (step === 'check') {
        const run = await runCheck!(cli.session, options, cli.places);
        if (run.stopped !== undefined) deps.err(`mcp-loupe: record: the checkup stopped: ${run.stopped}`);
      } else await runMethod(cli.session, step, options.request);
      if (cli.session.state.getSnapshot().status !== 'connected') {
        deps.err(`mcp-loupe: record: the connection ended during ${step}; the log holds what came before`);
        break;
      }
    }
  } finally {
    await cli.close();
  }
  const entries = cli.log.entries();
  try {
    deps.writeLog(resolve(deps.cwd, args.out!), entries);
  } catch (error) {
    deps.err(`mcp-loupe: --out ${JSON.stringify(args.out)}: ${(error as Error).message}`);
    return EXIT.failed;
  }
  const requests = entries.filter((entry) => entry.direction === 'out' && entry.kind === 'request').length;
  deps.err(`mcp-loupe: recorded ${requests} requests (${args.steps.join(', ')}) to ${args.out}`);
  return EXIT.ok;
}
