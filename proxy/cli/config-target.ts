import type { HttpTarget } from '../../shared/http/http-target.ts';
import { ArgsError } from './arg-values.ts';
import { readConfigFileServer } from './config-file.ts';
import type { CliTarget, TargetOptions } from './cli-options.ts';

/**
 * `--config FILE --server NAME`: the server as another client's
 * configuration file defines it (Claude Desktop, Cursor, VS Code, the
 * official inspector, a registry server.json), with the command line's own
 * target options on top: `--env` adds to the file's variables, `--cwd`,
 * `--framing` and `--inherit-env` apply to a command, `--header`, `--bearer`
 * and `--transport` to a URL. Placeholders the environment cannot fill are
 * said on `warn`.
 */
export function resolveConfigTarget(
  config: { file: string; server?: string },
  options: TargetOptions,
  context: { cwd: string; env: Readonly<Record<string, string | undefined>>; warn?: (line: string) => void },
): CliTarget {
  const read = readConfigFileServer(config, { cwd: context.cwd, env: context.env });
  if (!read.ok) throw new ArgsError(read.error);
  for (const finding of read.findings) context.warn?.(finding.message);
  const target = read.target;
  if (target.kind === 'stdio') {
    return {
      ...target,
      env: { ...target.env, ...options.env },
      ...(options.inheritEnv ? { inheritEnv: true } : {}),
      ...(options.cwd ? { cwd: options.cwd } : {}),
      ...(options.framing ? { framing: options.framing } : {}),
    };
  }
  const http: HttpTarget = {
    ...target,
    route: 'direct',
    headers: [...target.headers, ...options.headers],
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.bearer === undefined ? {} : { bearer: options.bearer }),
  };
  return http;
}
