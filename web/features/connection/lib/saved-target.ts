import type { StdioTarget } from '../../../../shared/session/mcp-session.ts';
import { isRevisionChoice, type RevisionChoice } from '../../../../shared/session/revisions.ts';

const storageKey = 'mcp-loupe.connection';

export interface SavedConnection {
  target: StdioTarget;
  revision: RevisionChoice;
}

/**
 * The last server this tab connected to, so a reload returns to it rather
 * than to the default. Kept per tab (sessionStorage), like the token.
 */
export function loadSavedConnection(storage: Pick<Storage, 'getItem'> = sessionStorage): SavedConnection | undefined {
  try {
    const value = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<SavedConnection> | null;
    const target = value?.target;
    if (!target || typeof target.command !== 'string' || !Array.isArray(target.args)) return undefined;
    return {
      target: {
        kind: 'stdio',
        command: target.command,
        args: target.args.filter((arg): arg is string => typeof arg === 'string'),
        env: Object.fromEntries(Object.entries(typeof target.env === 'object' && target.env !== null ? target.env : {}).filter(([, value]) => typeof value === 'string')),
        ...(typeof target.cwd === 'string' ? { cwd: target.cwd } : {}),
      },
      revision: typeof value.revision === 'string' && isRevisionChoice(value.revision) ? value.revision : 'auto',
    };
  } catch {
    return undefined;
  }
}

export function saveConnection(connection: SavedConnection, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(storageKey, JSON.stringify(connection));
}

/** The configured default server as a target, whatever the proxy left out. */
export function defaultTarget(server: { command: string; args?: string[]; env?: Record<string, string>; cwd?: string }): StdioTarget {
  return { kind: 'stdio', command: server.command, args: server.args ?? [], env: server.env ?? {}, ...(server.cwd ? { cwd: server.cwd } : {}) };
}
