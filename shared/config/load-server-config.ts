import type { Finding } from '../diagnose/finding.ts';
import type { ConnectTarget } from '../session/connect-target.ts';
import type { ConfigFormat, ImportedServer, Placeholder } from './config-types.ts';
import { importConfig } from './import-config.ts';
import { expandTargetPlaceholders } from './placeholders.ts';

export interface LoadServerOptions {
  /** The server's name in the file; may be left out when the file holds exactly one. */
  server?: string;
  /** Substitutes `${env:NAME}` and `${NAME}` from it, as the editors do when they start a server. */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface LoadedServer {
  ok: true;
  name: string;
  target: ConnectTarget;
  format: ConfigFormat | undefined;
  /** What the inspector left out of the entry or read otherwise, and why. */
  findings: Finding[];
  /** Placeholders still in the target after substitution (`${input:…}`, `{registry_input}`): a caller may warn or refuse. */
  placeholders: Placeholder[];
}

export interface LoadFailure {
  ok: false;
  /** One line for a person: what is wrong and what to do. */
  error: string;
  /** The servers the file holds, by name. */
  servers: string[];
}

/**
 * For `--config FILE --server NAME`: the one server a configuration file
 * (any format `importConfig` reads) names, as a target to connect to.
 */
export function loadServerConfig(text: string, options: LoadServerOptions = {}): LoadedServer | LoadFailure {
  const read = importConfig(text);
  const names = read.servers.map((server) => server.name);
  if (read.problem) return { ok: false, error: read.problem, servers: names };
  const chosen = chooseServer(read.servers, options.server);
  if ('error' in chosen) return { ok: false, error: chosen.error, servers: names };
  const { server } = chosen;
  if (!server.target)
    return { ok: false, error: `Server "${server.name}" cannot be used: ${server.problem}`, servers: names };
  const target = options.env ? expandTargetPlaceholders(server.target, options.env) : server.target;
  const written = JSON.stringify(target);
  const placeholders = server.placeholders.filter((placeholder) =>
    written.includes(JSON.stringify(placeholder.text).slice(1, -1)),
  );
  return { ok: true, name: server.name, target, format: read.format, findings: server.findings, placeholders };
}

function chooseServer(
  servers: ImportedServer[],
  wanted: string | undefined,
): { server: ImportedServer } | { error: string } {
  const list = servers.map((server) => JSON.stringify(server.name)).join(', ');
  if (wanted === undefined) {
    if (servers.length === 1) return { server: servers[0]! };
    return { error: `The file holds ${servers.length} servers (${list}): choose one with --server NAME` };
  }
  const exact = servers.find((server) => server.name === wanted);
  if (exact) return { server: exact };
  const loose = servers.filter((server) => server.name.toLowerCase() === wanted.toLowerCase());
  if (loose.length === 1) return { server: loose[0]! };
  return { error: `No server named ${JSON.stringify(wanted)} in the file; it holds ${list}` };
}
