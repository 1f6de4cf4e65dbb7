import type { SpawnErrorMessage, SpawnRequest } from '../../shared/bridge/messages.ts';
import { envNameProblem, envValueProblem } from '../../shared/lib/env-name.ts';

/** The spawn-error code of a request refused before anything was started: a name or a NUL no process can be given. */
export const INVALID_REQUEST_CODE = 'EINVAL';

/**
 * Why a spawn request cannot be honoured, checked before Node sees it: the
 * page is not the only client of the bridge, so the names of the variables
 * are held to the one rule here too (shared/lib/env-name.ts), and a NUL in
 * a value or an argument is named by where it is. Node's own refusal would
 * echo the value, which may be a secret.
 */
export function spawnRequestProblem(
  request: Pick<SpawnRequest, 'command' | 'args' | 'env' | 'cwd'>,
): Pick<SpawnErrorMessage, 'code' | 'message'> | undefined {
  const refuse = (problem: string) => ({
    code: INVALID_REQUEST_CODE,
    message: `Cannot start ${JSON.stringify(request.command)}: ${problem} (${INVALID_REQUEST_CODE})`,
  });
  for (const [name, value] of Object.entries(request.env)) {
    const problem = envNameProblem(name) ?? envValueProblem(name, value);
    if (problem) return refuse(problem);
  }
  const argument = request.args.findIndex((arg) => arg.includes('\0'));
  if (argument !== -1)
    return refuse(
      `argument ${argument + 1} holds a NUL character, which no process can be given (the argument is not shown, as it may be a secret)`,
    );
  if (request.command.includes('\0')) return refuse('the command holds a NUL character');
  if (request.cwd?.includes('\0')) return refuse('the working directory holds a NUL character');
  return undefined;
}
