import type { SpawnErrorMessage } from '../../shared/bridge/messages.ts';

const reasons: Record<string, string> = {
  ENOENT: 'command not found',
  EACCES: 'permission denied (is it executable?)',
  EPERM: 'operation not permitted',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory',
  ENOEXEC: 'not an executable format',
  E2BIG: 'the arguments and environment are too large',
  EMFILE: 'too many open files',
  EAGAIN: 'too many processes',
};

/** Why a process could not start, naming the command: `Cannot start "foo": command not found (ENOENT)`. */
export function describeSpawnError(command: string, error: unknown): Pick<SpawnErrorMessage, 'code' | 'message'> {
  const code = errorCode(error);
  const reason = reasons[code] ?? withoutValue(error instanceof Error ? error.message : String(error));
  return { code, message: `Cannot start ${JSON.stringify(command)}: ${reason} (${code})` };
}

/** The spawn error for a working directory that is missing or not a directory. */
export function describeCwdError(
  command: string,
  cwd: string,
  code: string,
): Pick<SpawnErrorMessage, 'code' | 'message'> {
  const problem = code === 'ENOTDIR' ? 'is not a directory' : code === 'ENOENT' ? 'does not exist' : 'cannot be used';
  return {
    code,
    message: `Cannot start ${JSON.stringify(command)}: working directory ${JSON.stringify(cwd)} ${problem} (${code})`,
  };
}

/** Node's argument errors end in `Received '…'`, the value itself (an environment variable's, perhaps a secret): never passed on. */
function withoutValue(message: string): string {
  return message.replace(/\.? Received [\s\S]*$/, '');
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EUNKNOWN';
}
