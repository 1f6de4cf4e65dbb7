import { isRecord } from '../../shared/lib/guards.ts';
import type { BrowserToProxy, SpawnRequest } from '../../shared/bridge/messages.ts';

export type BrowserMessageReading = { ok: true; message: BrowserToProxy } | { ok: false; error: string };

/** Reads one WebSocket text frame from the browser, saying precisely what is wrong when it is not a valid message. */
export function readBrowserMessage(text: string): BrowserMessageReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: `Not JSON: ${preview(text)}` };
  }
  if (!isRecord(value)) return { ok: false, error: `Not a message object: ${preview(text)}` };
  switch (value.type) {
    case 'spawn':
      return readSpawn(value);
    case 'stdin':
      return typeof value.data === 'string'
        ? { ok: true, message: { type: 'stdin', data: value.data } }
        : { ok: false, error: 'A stdin message needs "data" as a string' };
    case 'flow':
      return typeof value.paused === 'boolean'
        ? { ok: true, message: { type: 'flow', paused: value.paused } }
        : { ok: false, error: 'A flow message needs "paused" as true or false' };
    default:
      return { ok: false, error: `Unknown message type ${JSON.stringify(value.type ?? null)}` };
  }
}

function readSpawn(value: Record<string, unknown>): BrowserMessageReading {
  const { command, args = [], env = {}, cwd, inheritEnv } = value;
  if (typeof command !== 'string' || command === '')
    return { ok: false, error: 'A spawn message needs "command" as a non-empty string' };
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
    return { ok: false, error: 'A spawn message needs "args" as an array of strings' };
  }
  if (!isRecord(env) || !Object.values(env).every((item) => typeof item === 'string')) {
    return { ok: false, error: 'A spawn message needs "env" as an object of string values' };
  }
  if (cwd !== undefined && cwd !== null && typeof cwd !== 'string')
    return { ok: false, error: '"cwd" must be a string' };
  if (inheritEnv !== undefined && typeof inheritEnv !== 'boolean')
    return { ok: false, error: '"inheritEnv" must be true or false' };
  const message: SpawnRequest = { type: 'spawn', command, args, env: env as Record<string, string> };
  if (typeof cwd === 'string' && cwd !== '') message.cwd = cwd;
  if (inheritEnv) message.inheritEnv = true;
  return { ok: true, message };
}

function preview(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}
