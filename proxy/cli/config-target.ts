import { ArgsError } from './arg-values.ts';
import type { CliTarget, TargetOptions } from './cli-options.ts';

/**
 * `--config FILE --server NAME`: the server as another client's
 * configuration file defines it (Claude Desktop, Cursor, VS Code, the
 * official inspector, a registry server.json), with the command line's own
 * target options (`--env`, `--header`, …) on top. Reads nothing yet: the
 * importers of those formats are what this needs.
 */
export function resolveConfigTarget(config: { file: string; server: string }, _options: TargetOptions): CliTarget {
  throw new ArgsError(`--config ${JSON.stringify(config.file)}: reading servers from configuration files is not available in this version; give the server's URL, or its command after "--"`);
}
