import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configFinding } from '../../shared/config/config-finding.ts';
import { loadServerConfig, type LoadedServer } from '../../shared/config/load-server-config.ts';

/** The server, and in its `findings` what to tell the person: placeholders left as written, then fields left out. */
export type ConfigFileServer = LoadedServer;

/**
 * `--config FILE --server NAME`: reads another client's configuration file
 * (Claude Desktop, Cursor, VS Code, the official inspector, a registry
 * server.json) and returns the server it names. `${env:NAME}` and `${NAME}`
 * come from `env`; anything still unfilled (a VS Code `${input:…}`, a
 * registry input) stays as written and is said in its `findings`.
 */
export function readConfigFileServer(
  config: { file: string; server?: string | undefined },
  context: { cwd: string; env: Readonly<Record<string, string | undefined>>; readFile?: (path: string) => string },
): ConfigFileServer | { ok: false; error: string } {
  const path = resolve(context.cwd, config.file);
  let text: string;
  try {
    text = (context.readFile ?? ((file) => readFileSync(file, 'utf8')))(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      error: `--config ${JSON.stringify(config.file)}: ${code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error)}`,
    };
  }
  const loaded = loadServerConfig(text, {
    ...(config.server === undefined ? {} : { server: config.server }),
    env: context.env,
  });
  if (!loaded.ok) return { ok: false, error: `--config ${JSON.stringify(config.file)}: ${loaded.error}` };
  const unfilled = loaded.placeholders.map((placeholder) =>
    configFinding(
      'config-placeholder-unfilled',
      '',
      `${placeholder.text} in ${placeholder.where} is not filled in: it is passed as written${placeholder.description ? ` (${placeholder.description})` : ''}`,
    ),
  );
  return { ...loaded, findings: [...unfilled, ...loaded.findings] };
}
