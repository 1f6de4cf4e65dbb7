import { SERVER_LIMIT_CODE, type SpawnErrorMessage } from '../../shared/bridge/messages.ts';

/** How many servers one proxy runs at once by default: plenty for a person, few enough that a runaway page cannot fork-bomb the machine. */
export const DEFAULT_MAX_SERVERS = 32;

/**
 * The spawn error for one server too many, or undefined while there is
 * room. `running` counts servers whose process group is not yet gone,
 * across every bridge connection.
 */
export function serverLimitRefusal(
  running: number,
  max: number,
): Pick<SpawnErrorMessage, 'code' | 'message'> | undefined {
  if (running < max) return undefined;
  const servers = max === 1 ? '1 server' : `${max} servers`;
  // The message ends with the code, as the spawn errors with Node's codes do.
  return {
    code: SERVER_LIMIT_CODE,
    message: `mcp-loupe is already running ${servers}, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N (${SERVER_LIMIT_CODE})`,
  };
}
