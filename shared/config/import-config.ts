import type { ConfigFormat, ConfigImport } from './config-types.ts';
import { importServerJson } from './import-server-json.ts';
import { importServerMap, type ConfigInput } from './import-server-map.ts';
import { readConfigJson } from './read-json.ts';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the servers out of a configuration file, whichever tool wrote it:
 * `mcpServers` (Claude Desktop, Cursor, the official inspector's --config),
 * `servers` with `inputs` (VS Code, also nested under `mcp` in its
 * settings.json), a registry `server.json` (or the registry API's answer
 * around one), a single entry, or an entry cut out of a README.
 */
export function importConfig(text: string): ConfigImport {
  const read = readConfigJson(text);
  if ('error' in read) return { format: undefined, servers: [], problem: read.error };
  const value = read.value;
  if (!isRecord(value))
    return { format: undefined, servers: [], problem: 'Expected a JSON object with the servers in it' };
  return withProblem(importDocument(value));
}

function importDocument(value: Json): ConfigImport {
  if (isRecord(value.mcpServers))
    return {
      format: mcpServersFlavor(value.mcpServers),
      servers: importServerMap(value.mcpServers, [], '/mcpServers'),
    };
  const vscode = isRecord(value.servers)
    ? value
    : isRecord(value.mcp) && isRecord(value.mcp.servers)
      ? value.mcp
      : undefined;
  if (vscode) {
    const at = vscode === value ? '/servers' : '/mcp/servers';
    return { format: 'vscode', servers: importServerMap(vscode.servers as Json, readInputs(vscode.inputs), at) };
  }
  const registry = registryDocuments(value);
  if (registry.length > 0) return { format: 'server-json', servers: registry.flatMap(importServerJson) };
  if (isEntry(value))
    return {
      format: mcpServersFlavor({ server: value }),
      servers: importServerMap({ [typeof value.name === 'string' ? value.name : 'server']: value }, [], {
        single: true,
      }),
    };
  const entries = Object.values(value);
  if (entries.length > 0 && entries.every(isEntry))
    return { format: mcpServersFlavor(value), servers: importServerMap(value) };
  return {
    format: undefined,
    servers: [],
    problem:
      'No servers found: expected mcpServers (Claude Desktop, Cursor, MCP Inspector), servers (VS Code), or packages and remotes (a registry server.json)',
  };
}

function withProblem(read: ConfigImport): ConfigImport {
  if (read.problem || read.servers.length > 0) return read;
  return { ...read, problem: 'The file defines no servers' };
}

const isEntry = (value: unknown): value is Json =>
  isRecord(value) &&
  (typeof value.command === 'string' || typeof value.url === 'string' || typeof value.serverUrl === 'string');

/** A server.json, the registry API's `{ server }` around one, or its list `{ servers: [{ server }] }`. */
function registryDocuments(value: Json): Json[] {
  const isServerJson = (candidate: unknown): boolean =>
    isRecord(candidate) && (Array.isArray(candidate.packages) || Array.isArray(candidate.remotes));
  if (isServerJson(value)) return [value];
  if (isServerJson(value.server)) return [value.server as Json];
  if (Array.isArray(value.servers))
    return value.servers
      .map((item: unknown) => (isRecord(item) && isServerJson(item.server) ? item.server : item))
      .filter((item): item is Json => isServerJson(item));
  return [];
}

/**
 * Which tool an `mcpServers` file most likely comes from; they read entries
 * alike, so the guess only names the file. `streamable-http`, or a type on
 * every entry, is the official inspector's way; a url without a type is
 * Cursor's; a command alone is Claude Desktop's (and Cursor's).
 */
function mcpServersFlavor(servers: Json): ConfigFormat {
  const entries = Object.values(servers).filter(isRecord);
  if (entries.some((entry) => entry.type === 'streamable-http')) return 'inspector';
  if (entries.length > 0 && entries.every((entry) => entry.type === 'stdio' || entry.type === 'sse'))
    return 'inspector';
  if (entries.some((entry) => entry.type === undefined && (typeof entry.url === 'string' || isRecord(entry.auth))))
    return 'cursor';
  return 'claude-desktop';
}

function readInputs(inputs: unknown): ConfigInput[] {
  if (!Array.isArray(inputs)) return [];
  return inputs.flatMap((input: unknown) => {
    if (!isRecord(input) || typeof input.id !== 'string') return [];
    return [
      {
        id: input.id,
        ...(typeof input.description === 'string' ? { description: input.description } : {}),
        ...(input.password === true ? { password: true } : {}),
      },
    ];
  });
}
