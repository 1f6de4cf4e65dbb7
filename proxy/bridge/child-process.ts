import type { ChildProcessWithoutNullStreams, SpawnOptionsWithoutStdio } from 'node:child_process';
import { spawn as nodeSpawn } from 'node:child_process';
import { statSync } from 'node:fs';
import type { SpawnErrorMessage, SpawnRequest } from '../../shared/bridge/messages.ts';
import { childEnvironment } from './child-environment.ts';
import { describeCwdError, describeSpawnError } from './spawn-error.ts';
import { spawnRequestProblem } from './spawn-request-problem.ts';

export type SpawnFunction = (
  command: string,
  args: readonly string[],
  options: SpawnOptionsWithoutStdio,
) => ChildProcessWithoutNullStreams;

export type ChildStart =
  | { ok: true; child: ChildProcessWithoutNullStreams }
  | ({ ok: false } & Pick<SpawnErrorMessage, 'code' | 'message'>);

/**
 * Starts the requested process: argument vector, no shell, the request's
 * env over a minimal one of ours (or over all of ours, when it asks to
 * inherit), in its own process group so the whole tree can be ended.
 * A missing command still surfaces later as the child's 'error' event.
 */
export function startChild(
  request: SpawnRequest,
  spawn: SpawnFunction = nodeSpawn,
  baseEnv: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): ChildStart {
  const refused = spawnRequestProblem(request);
  if (refused) return { ok: false, ...refused };
  if (request.cwd) {
    const cwdCode = directoryProblem(request.cwd);
    if (cwdCode) return { ok: false, ...describeCwdError(request.command, request.cwd, cwdCode) };
  }
  try {
    const child = spawn(request.command, request.args, {
      cwd: request.cwd || undefined,
      env: childEnvironment(request, baseEnv, platform),
      shell: false,
      detached: true,
      stdio: 'pipe',
      windowsHide: true,
    });
    return { ok: true, child };
  } catch (error) {
    return { ok: false, ...describeSpawnError(request.command, error) };
  }
}

function directoryProblem(path: string): string | undefined {
  try {
    return statSync(path).isDirectory() ? undefined : 'ENOTDIR';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'ENOENT';
  }
}
