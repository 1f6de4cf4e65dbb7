import type { Finding } from '../../shared/diagnose/finding.ts';
import type { HttpRouteChoice, HttpTarget } from '../../shared/http/http-target.ts';
import { DEFAULT_MAX_SERVERS } from '../bridge/server-limit.ts';
import { loopbackListenAddress } from '../security/loopback.ts';
import {
  ArgsError,
  BEARER_ENV,
  parseBearer,
  parseUrl,
  readServerOption,
  splitOnce,
  type ServerOptionTarget,
} from './arg-values.ts';
import { type LlmOptions, type LlmWords, llmFrom, llmUsage, readLlmOption } from './llm-args.ts';
import { noSources, type OptionSources } from './secret-sources.ts';
import { argumentWarnings, urlWarning } from './secret-warnings.ts';

export { ArgsError, BEARER_ENV } from './arg-values.ts';

export const DEFAULT_PORT = 6280;

export interface CliOptions {
  port: number;
  host: string;
  open: boolean;
  /** Working directory for the server, as given (relative to the caller's cwd). */
  cwd?: string;
  /** Added to the server's environment. */
  env: Record<string, string>;
  /** The server to inspect; absent means the embedded server-everything. */
  command?: string;
  args: string[];
  /** A server behind a URL (`--url`), instead of a stdio command. */
  remote?: HttpTarget;
  /** Servers the proxy runs at once (`--max-servers`, or $MCP_LOUPE_MAX_SERVERS); its default when absent. */
  maxServers?: number;
  /** A server from another client's configuration file (`--config FILE`, `--server NAME`), instead of either. */
  config?: { file: string; server?: string };
  /** The model of the Chat tab and of sampling (`--llm-provider`, `--llm-base-url`, `--llm-model`); its key from the environment. */
  llm?: LlmOptions;
  help: boolean;
  version: boolean;
  /** A secret seen on the command line: said on stderr, the value never shown. */
  findings: Finding[];
}

/** Where the limit on servers may come from instead of --max-servers. */
export const MAX_SERVERS_ENV = 'MCP_LOUPE_MAX_SERVERS';

/** mcp-loupe's own environment: its settings, and what `-e NAME` passes on. */
export interface CliEnv {
  PORT?: string;
  [MAX_SERVERS_ENV]?: string;
  CI?: string;
  [BEARER_ENV]?: string;
  /** `mcp-loupe --cli`: the OAuth client's secret, kept off the command line. */
  MCP_LOUPE_CLIENT_SECRET?: string;
  /** `mcp-loupe --cli --grant enterprise`: the identity provider client's secret, likewise. */
  MCP_LOUPE_IDP_CLIENT_SECRET?: string;
  [name: string]: string | undefined;
}

export const usage = `Usage: mcp-loupe [options] [--] [COMMAND [ARGS...]]
       mcp-loupe [options] --url URL [remote options]
       mcp-loupe [options] --config FILE [--server NAME]
       mcp-loupe --cli [options] URL | -- COMMAND [ARGS...]   (no page: see mcp-loupe --cli --help)
       mcp-loupe --mock LOG [--port N] [--match exact|method]   (a recorded session as a server: see mcp-loupe --mock --help)

Inspect an MCP server in the browser. COMMAND starts a stdio server; --url
opens a server behind a URL instead. With neither, the bundled
@modelcontextprotocol/server-everything is used.

Options:
  --port N           port to listen on (default ${DEFAULT_PORT}, or $PORT; 0 picks a free one)
  --host HOST        loopback name to listen on: 127.0.0.1 (default), localhost or ::1
  --no-open          do not open the browser (also when $CI is set)
  --cwd DIR          working directory for the server
  -e, --env KEY=VAL  set an environment variable for the server (repeatable)
  -e, --env KEY      pass KEY on from mcp-loupe's own environment, value unseen by ps
  --env-from FILE    KEY=VALUE lines for the server's environment (- reads stdin)
  --config FILE      open a server from another client's config: Claude Desktop,
                     Cursor, VS Code (.vscode/mcp.json), MCP Inspector, server.json
  --server NAME      which of the file's servers (needed when it holds several)
  --max-servers N    most servers running at once, across every tab (default
                     ${DEFAULT_MAX_SERVERS}, or $${MAX_SERVERS_ENV}); past it a Connect is refused
  -h, --help         show this help
  --version          show the version

Remote options (with --url, instead of COMMAND):
  --url URL               the server's http: or https: URL
  --transport T           http (Streamable HTTP), sse, or auto (default: http, then sse)
  --header 'Name: value'  send this header with every request (repeatable)
  --headers-from FILE     'Name: value' lines, each sent as --header (- reads stdin)
  --bearer TOKEN          send Authorization: Bearer TOKEN (or set $${BEARER_ENV})
  --via-proxy             always go through this proxy (default: only when CORS refuses)
  --direct                always go straight from the browser, never through this proxy

${llmUsage}
Secrets: anything on the command line is visible to other users in ps and
stays in shell history. Give them by -e KEY, --env-from, --headers-from or
$${BEARER_ENV} instead; mcp-loupe warns when a secret-looking value is given
on the command line.

Examples:
  mcp-loupe -- npx -y @modelcontextprotocol/server-filesystem .
  API_KEY=... mcp-loupe -e API_KEY -- node server.js
  ${BEARER_ENV}=... mcp-loupe --url https://example.com/mcp --header 'X-Team: blue'
  mcp-loupe --url https://example.com/mcp --headers-from headers.txt
`;

/** Options that only make sense with --url, and those that only make sense without it. */
const REMOTE_ONLY = ['--transport', '--header', '--headers-from', '--bearer', '--via-proxy', '--direct'];
const STDIO_ONLY = ['--cwd', '-e', '--env', '--env-from'];

/** Reads the command line. Options stop at the first non-option or at "--"; the rest is the server's. */
export function parseCliArgs(
  argv: readonly string[],
  env: CliEnv = {},
  sources: OptionSources = noSources(env),
): CliOptions {
  const options: CliOptions = {
    port: env.PORT ? parsePort(env.PORT, 'PORT') : DEFAULT_PORT,
    host: '127.0.0.1',
    open: !isSet(env.CI),
    env: {},
    args: [],
    help: false,
    version: false,
    findings: sources.findings,
  };
  const envMax = env[MAX_SERVERS_ENV];
  if (envMax) options.maxServers = parseMaxServers(envMax, `$${MAX_SERVERS_ENV}`);
  // -e goes to the stdio server's environment, the rest to a server behind --url.
  const remote: Partial<HttpTarget> & ServerOptionTarget = { env: options.env, headers: [] };
  const seen = new Set<string>();
  const llmWords: LlmWords = { models: [] };
  let i = 0;
  const value = (name: string, inline: string | undefined): string => {
    if (inline !== undefined) return inline;
    const next = argv[++i];
    if (next === undefined) throw new ArgsError(`${name} needs a value`);
    return next;
  };
  for (; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      i++;
      break;
    }
    if (!arg.startsWith('-') || arg === '-') break;
    const [name = arg, inline] = arg.startsWith('--') && arg.includes('=') ? splitOnce(arg, '=') : [arg, undefined];
    seen.add(name);
    switch (name) {
      case '--port':
        options.port = parsePort(value(name, inline), '--port');
        break;
      case '--host':
        options.host = parseHost(value(name, inline));
        break;
      case '--max-servers':
        options.maxServers = parseMaxServers(value(name, inline), '--max-servers');
        break;
      case '--no-open':
        options.open = false;
        break;
      case '--cwd':
        options.cwd = value(name, inline);
        if (options.cwd === '') throw new ArgsError('--cwd needs a directory');
        break;
      case '--url':
        if (remote.url !== undefined) throw new ArgsError('--url given twice: mcp-loupe inspects one server at a time');
        remote.url = parseUrl(value(name, inline));
        warnOfUrl(sources, '--url', remote.url);
        break;
      case '--via-proxy':
      case '--direct':
        remote.route = parseRoute(name, remote.route);
        break;
      case '--config':
        options.config = { ...options.config, file: value(name, inline) };
        if (options.config.file === '') throw new ArgsError('--config needs a file');
        break;
      case '--server':
        options.config = { file: options.config?.file ?? '', server: value(name, inline) };
        break;
      case '-h':
      case '--help':
        options.help = true;
        break;
      case '--version':
        options.version = true;
        break;
      default:
        if (readServerOption(name, () => value(name, inline), remote, sources)) break;
        if (readLlmOption(name, () => value(name, inline), llmWords)) break;
        throw new ArgsError(
          `Unknown option ${JSON.stringify(arg)}. A server command that starts with "-" goes after "--".`,
        );
    }
  }
  const llm = llmFrom(llmWords);
  if (llm) options.llm = llm;
  const [command, ...args] = argv.slice(i);
  if (command !== undefined) {
    options.command = command;
    options.args = args;
    sources.findings.push(...argumentWarnings(args));
  }
  if (options.config) {
    if (!options.config.file) throw new ArgsError('--server needs --config FILE: it names a server in that file');
    if (command !== undefined || remote.url !== undefined)
      throw new ArgsError(
        `choose one: --config for a server from a file, or ${command !== undefined ? 'a command' : '--url'}`,
      );
  }
  if (remote.url === undefined) {
    const stray = REMOTE_ONLY.find((flag) => seen.has(flag));
    if (stray) throw new ArgsError(`${stray} needs --url: it applies to a server behind a URL`);
    return options;
  }
  if (command !== undefined)
    throw new ArgsError('choose one: --url for a remote server, or a command for a stdio server');
  const stdio = STDIO_ONLY.find((flag) => seen.has(flag));
  if (stdio) throw new ArgsError(`${stdio} applies to a stdio server started by mcp-loupe, not to one given by --url`);
  const bearer = bearerOrEnv(remote.bearer, env);
  options.remote = {
    kind: 'http',
    url: remote.url,
    transport: remote.transport ?? 'auto',
    route: remote.route ?? 'auto',
    headers: remote.headers,
    ...(bearer === undefined ? {} : { bearer }),
  };
  return options;
}

/** `--bearer`, else $MCP_LOUPE_BEARER. */
export function bearerOrEnv(given: string | undefined, env: CliEnv): string | undefined {
  const fromEnv = env[BEARER_ENV];
  return given ?? (fromEnv ? parseBearer(fromEnv, `$${BEARER_ENV}`) : undefined);
}

export function warnOfUrl(sources: OptionSources, option: string, url: string): void {
  const warning = urlWarning(option, url);
  if (warning) sources.findings.push(warning);
}

function parseRoute(flag: string, previous: HttpRouteChoice | undefined): HttpRouteChoice {
  const route = flag === '--direct' ? 'direct' : 'relay';
  if (previous !== undefined && previous !== route)
    throw new ArgsError('--via-proxy and --direct contradict each other: give one of them');
  return route;
}

function parseMaxServers(text: string, name: string): number {
  const count = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(count >= 1)) throw new ArgsError(`${name}: ${JSON.stringify(text)} is not a number of servers (1 or more)`);
  return count;
}

function parsePort(text: string, name: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= 65535))
    throw new ArgsError(`${name}: ${JSON.stringify(text)} is not a port number (0-65535)`);
  return port;
}

function parseHost(host: string): string {
  if (loopbackListenAddress(host)) return host;
  throw new ArgsError(
    `--host ${JSON.stringify(host)} is not a loopback address. mcp-loupe can start processes, so it listens only on 127.0.0.1, localhost or ::1.`,
  );
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}
