import { resolve } from 'node:path';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import type { CliModeOptions } from './cli-options.ts';
import { EXIT } from './exit-codes.ts';
import type { CliDeps } from './run-cli.ts';

/** Writes `--log FILE` when asked; a log that cannot be written is said, and turns a passing exit into a failed one. */
export function writeLogOption(
  deps: CliDeps,
  options: CliModeOptions,
  entries: readonly WireEntry[],
  code: number,
): number {
  if (options.log === undefined) return code;
  try {
    deps.writeLog(resolve(deps.cwd, options.log), entries);
    return code;
  } catch (error) {
    deps.err(`mcp-loupe: --log ${JSON.stringify(options.log)}: ${(error as Error).message}`);
    return code === EXIT.ok ? EXIT.failed : code;
  }
}
