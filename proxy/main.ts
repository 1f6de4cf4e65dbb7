import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import { ArgsError, parseCliArgs, usage } from './cli/args.ts';
import { openBrowser } from './cli/open-browser.ts';
import { ensureWebBuilt } from './cli/web-build.ts';
import { defaultStaticRoot, everythingServer, packageRoot, packageVersion } from './package-info.ts';
import type { RunningInspector } from './start-inspector.ts';
import { startInspector } from './start-inspector.ts';

export interface MainDeps {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  exit: (code: number) => void;
  onSignal: (signal: 'SIGINT' | 'SIGTERM', handler: () => void) => void;
  buildWeb: () => Promise<void>;
  startInspector: typeof startInspector;
  openBrowser: (url: string) => void;
}

const defaultDeps: MainDeps = {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  exit: (code) => process.exit(code),
  onSignal: (signal, handler) => process.on(signal, handler),
  buildWeb: () => ensureWebBuilt({ packageRoot, staticRoot: defaultStaticRoot }),
  startInspector,
  openBrowser,
};

/** The `mcp-loupe` command: parse, build the page if needed, listen, print the ready line, stop on a signal. */
export async function start(argv: string[], overrides: Partial<MainDeps> = {}): Promise<RunningInspector | undefined> {
  const deps: MainDeps = { ...defaultDeps, ...overrides };
  const fail = (code: number, message: string, hint?: string) => {
    deps.err(`mcp-loupe: ${message}`);
    if (hint) deps.err(hint);
    deps.exit(code);
    return undefined;
  };

  let options: ReturnType<typeof parseCliArgs>;
  try {
    options = parseCliArgs(argv, deps.env);
  } catch (error) {
    if (error instanceof ArgsError) return fail(2, error.message, 'Run `mcp-loupe --help` for usage.');
    throw error;
  }
  if (options.help) return void deps.out(usage);
  if (options.version) return void deps.out(packageVersion());

  const cwd = options.cwd === undefined ? undefined : resolve(deps.cwd, options.cwd);
  if (cwd !== undefined && !isDirectory(cwd)) return fail(2, `--cwd ${JSON.stringify(options.cwd)}: no such directory`);
  const server = options.command === undefined ? everythingServer() : { command: options.command, args: options.args };
  const defaultServer: InspectorConfig['defaultServer'] = { ...server, env: options.env, ...(cwd ? { cwd } : {}) };

  let inspector: RunningInspector;
  try {
    await deps.buildWeb();
    inspector = await deps.startInspector({ port: options.port, host: options.host, defaultServer, open: false });
  } catch (error) {
    return fail(1, error instanceof Error ? error.message : String(error));
  }

  deps.out(`mcp-loupe ready at ${inspector.url}`);
  if (options.open) deps.openBrowser(inspector.url);

  let stopping = false;
  const stop = () => {
    if (stopping) return deps.exit(130); // a second Ctrl-C: the exit hook still SIGKILLs every child group
    stopping = true;
    void inspector.close().then(
      () => deps.exit(0),
      () => deps.exit(1),
    );
  };
  deps.onSignal('SIGINT', stop);
  deps.onSignal('SIGTERM', stop);
  return inspector;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
