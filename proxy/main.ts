import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { ArgsError, BEARER_ENV, parseCliArgs, usage } from './cli/args.ts';
import { readConfigFileServer } from './cli/config-file.ts';
import { openBrowser } from './cli/open-browser.ts';
import { fileReader } from './cli/secret-sources.ts';
import { ensureWebBuilt } from './cli/web-build.ts';
import { describeStartModel } from './model/describe-start-model.ts';
import { defaultStaticRoot, everythingServer, packageRoot, packageVersion } from './package-info.ts';
import type { RunningInspector } from './start-inspector.ts';
import { startInspector } from './start-inspector.ts';

/**
 * Signals that stop the inspector cleanly. SIGHUP comes when the terminal
 * closes: the servers, each in a process group of its own, do not get it,
 * so we must end them. SIGBREAK is Ctrl-Break on Windows.
 */
export type StopSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'SIGBREAK';

export interface MainDeps {
  env: NodeJS.ProcessEnv;
  cwd: string;
  platform: NodeJS.Platform;
  out: (line: string) => void;
  err: (line: string) => void;
  exit: (code: number) => void;
  onSignal: (signal: StopSignal, handler: () => void) => void;
  buildWeb: () => Promise<void>;
  startInspector: typeof startInspector;
  /** Returns what removes anything the opening left behind. */
  openBrowser: (url: string) => () => void;
  /** The text of --env-from or --headers-from, relative to `cwd`; `-` is standard input. */
  readFile?: (file: string) => string;
}

const defaultDeps: MainDeps = {
  env: process.env,
  cwd: process.cwd(),
  platform: process.platform,
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

  // `--cli` first: one request without the page (proxy/cli/run-cli.ts).
  if (argv[0] === '--cli') {
    const { startCli } = await import('./cli/cli-main.ts');
    return void (await startCli(argv.slice(1), {
      env: deps.env,
      cwd: deps.cwd,
      out: deps.out,
      err: deps.err,
      exit: deps.exit,
      ...(deps.readFile ? { readFile: deps.readFile } : {}),
    }));
  }

  // `--mock LOG`: a recorded session served as a server (proxy/mock/run-mock.ts); it exits by itself.
  if (argv[0] === '--mock') return void (await (await import('./mock/run-mock.ts')).startMock(argv));

  let options: ReturnType<typeof parseCliArgs>;
  try {
    options = parseCliArgs(argv, deps.env, {
      env: deps.env,
      readFile: deps.readFile ?? fileReader(deps.cwd),
      findings: [],
    });
  } catch (error) {
    if (error instanceof ArgsError) return fail(2, error.message, 'Run `mcp-loupe --help` for usage.');
    throw error;
  }
  for (const finding of options.findings) deps.err(`mcp-loupe: warning: ${finding.message}`);
  if (options.help) return void deps.out(usage);
  if (options.version) return void deps.out(packageVersion());

  // `--config FILE --server NAME`: that server, with -e and --cwd on top for a command.
  const configured = options.config
    ? readConfigFileServer(options.config, { cwd: deps.cwd, env: deps.env })
    : undefined;
  if (configured && !configured.ok) return fail(2, configured.error);
  const fromFile = configured?.target.kind === 'stdio' ? configured.target : undefined;
  if (configured?.target.kind === 'http') {
    if (options.cwd !== undefined || Object.keys(options.env).length > 0)
      return fail(2, `-e and --cwd apply to a command; ${JSON.stringify(configured.name)} in --config is a URL`);
    options.remote = configured.target;
  }
  const cwd =
    options.cwd === undefined
      ? fromFile?.cwd === undefined
        ? undefined
        : resolve(deps.cwd, fromFile.cwd)
      : resolve(deps.cwd, options.cwd);
  if (cwd !== undefined && !isDirectory(cwd))
    return fail(
      2,
      `${options.cwd === undefined ? 'The working directory of the server in --config' : '--cwd'} ${JSON.stringify(options.cwd ?? fromFile?.cwd)}: no such directory`,
    );
  const server =
    fromFile ?? (options.command === undefined ? everythingServer() : { command: options.command, args: options.args });
  const defaultServer: InspectorConfig['defaultServer'] = {
    command: server.command,
    args: server.args,
    env: { ...fromFile?.env, ...options.env },
    ...(cwd ? { cwd } : {}),
  };

  let inspector: RunningInspector;
  try {
    await deps.buildWeb();
    inspector = await deps.startInspector({
      port: options.port,
      host: options.host,
      defaultServer,
      ...(options.remote ? { defaultRemote: options.remote } : {}),
      ...(options.maxServers === undefined ? {} : { bridge: { maxServers: options.maxServers } }),
      ...(options.llm ? { llm: options.llm } : {}),
      keyEnvironment: deps.env,
      open: false,
    });
  } catch (error) {
    return fail(1, error instanceof Error ? error.message : String(error));
  }

  deps.out(`mcp-loupe ready at ${inspector.url}`);
  if (configured) deps.out(`Server ${JSON.stringify(configured.name)} from ${options.config?.file}`);
  for (const finding of configured?.findings ?? []) deps.err(`mcp-loupe: --config: ${finding.message}`);
  if (options.remote) deps.out(describeRemote(options.remote, deps.env[BEARER_ENV]));
  if (options.llm) {
    const model = describeStartModel(options.llm, deps.env);
    deps.out(model.line);
    for (const warning of model.warnings) deps.err(`mcp-loupe: warning: ${warning}`);
  }
  const forgetOpener = options.open ? deps.openBrowser(inspector.url) : undefined;

  let stopping = false;
  const stop = () => {
    if (stopping) return deps.exit(130); // a second Ctrl-C: the exit hook still SIGKILLs every child group
    stopping = true;
    forgetOpener?.();
    void inspector.close().then(
      () => deps.exit(0),
      () => deps.exit(1),
    );
  };
  const signals: StopSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  if (deps.platform === 'win32') signals.push('SIGBREAK');
  for (const signal of signals) deps.onSignal(signal, stop);
  return inspector;
}

/**
 * The remote server as printed: headers by name only, the bearer by where it
 * came from, and the URL without its query, which may carry an API key.
 */
export function describeRemote(remote: HttpTarget, envBearer: string | undefined): string {
  const url = new URL(remote.url);
  const details = [`transport ${remote.transport}`, `route ${remote.route}`];
  if (remote.headers.length > 0) details.push(`headers ${remote.headers.map((header) => header.name).join(', ')}`);
  if (remote.bearer !== undefined)
    details.push(`bearer token from ${remote.bearer === envBearer ? `$${BEARER_ENV}` : '--bearer'}`);
  return `Remote server: ${url.origin}${url.pathname}${url.search ? '?…' : ''} (${details.join('; ')})`;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
