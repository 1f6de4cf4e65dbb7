import { loopbackListenAddress } from '../security/loopback.ts';

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
  help: boolean;
  version: boolean;
}

export class ArgsError extends Error {
  override name = 'ArgsError';
}

export const usage = `Usage: mcp-loupe [options] [--] [COMMAND [ARGS...]]

Inspect an MCP server in the browser. COMMAND starts a stdio server; without
it, the bundled @modelcontextprotocol/server-everything is used.

Options:
  --port N           port to listen on (default ${DEFAULT_PORT}, or $PORT; 0 picks a free one)
  --host HOST        loopback name to listen on: 127.0.0.1 (default), localhost or ::1
  --no-open          do not open the browser (also when $CI is set)
  --cwd DIR          working directory for the server
  -e, --env KEY=VAL  set an environment variable for the server (repeatable)
  -h, --help         show this help
  --version          show the version
`;

/** Reads the command line. Options stop at the first non-option or at "--"; the rest is the server's. */
export function parseCliArgs(argv: readonly string[], env: { PORT?: string; CI?: string } = {}): CliOptions {
  const options: CliOptions = {
    port: env.PORT ? parsePort(env.PORT, 'PORT') : DEFAULT_PORT,
    host: '127.0.0.1',
    open: !isSet(env.CI),
    env: {},
    args: [],
    help: false,
    version: false,
  };
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
    switch (name) {
      case '--port':
        options.port = parsePort(value(name, inline), '--port');
        break;
      case '--host':
        options.host = parseHost(value(name, inline));
        break;
      case '--no-open':
        options.open = false;
        break;
      case '--cwd':
        options.cwd = value(name, inline);
        if (options.cwd === '') throw new ArgsError('--cwd needs a directory');
        break;
      case '-e':
      case '--env': {
        const [key, val] = parseEnv(value(name, inline), name);
        options.env[key] = val;
        break;
      }
      case '-h':
      case '--help':
        options.help = true;
        break;
      case '--version':
        options.version = true;
        break;
      default:
        throw new ArgsError(`Unknown option ${JSON.stringify(arg)}. A server command that starts with "-" goes after "--".`);
    }
  }
  const [command, ...args] = argv.slice(i);
  if (command !== undefined) {
    options.command = command;
    options.args = args;
  }
  return options;
}

function parsePort(text: string, name: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) throw new ArgsError(`${name}: ${JSON.stringify(text)} is not a port number (0-65535)`);
  return port;
}

function parseHost(host: string): string {
  if (loopbackListenAddress(host)) return host;
  throw new ArgsError(
    `--host ${JSON.stringify(host)} is not a loopback address. mcp-loupe can start processes, so it listens only on 127.0.0.1, localhost or ::1.`,
  );
}

function parseEnv(text: string, name: string): [string, string] {
  const [key = '', val] = splitOnce(text, '=');
  if (val === undefined || key === '') throw new ArgsError(`${name} ${JSON.stringify(text)}: expected KEY=VALUE`);
  return [key, val];
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}
