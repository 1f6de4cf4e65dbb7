import type { HttpTarget } from '../../shared/http/http-target.ts';
import type { CompletionRef } from '../../shared/session/completion.ts';
import { ArgsError, looksLikeUrl, parseUrl, readServerOption, splitOnce } from './arg-values.ts';
import { bearerOrEnv, warnOfUrl, type CliEnv } from './args.ts';
import { noSources, type OptionSources } from './secret-sources.ts';
import { argumentWarnings } from './secret-warnings.ts';
import { authorizationFrom, OAUTH_OPTIONS, readOAuthOption, type OAuthWords } from './cli-oauth-args.ts';
import { CLI_SUBCOMMANDS, type CliMethod, type CliModeOptions, type CliSubcommand, type MethodRequest } from './cli-options.ts';
import { define, looseJson, nonEmpty, parseElicitation, parseFormat, parseFraming, parseJson, parseJsonObject, parseLevel, parseMethod, parseRef, parseRevision, parseRoot, parseSampling, parseTimeout } from './cli-values.ts';

/** Options that only make sense with one method (or a few), and what each method cannot do without. */
const METHOD_OPTIONS: Record<string, readonly CliMethod[]> = {
  '--tool': ['tools/call'],
  '--args': ['tools/call'],
  '--arg': ['tools/call', 'prompts/get', 'completion/complete'],
  '--uri': ['resources/read'],
  '--prompt': ['prompts/get'],
  '--ref': ['completion/complete'],
  '--level': ['logging/setLevel'],
  '--json': ['raw'],
  '--cursor': ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list', 'skills/list'],
};
const REQUIRED: Partial<Record<CliMethod, readonly string[]>> = {
  'tools/call': ['--tool'],
  'resources/read': ['--uri'],
  'prompts/get': ['--prompt'],
  'completion/complete': ['--ref', '--arg'],
  'logging/setLevel': ['--level'],
  raw: ['--json'],
};
const STDIO_ONLY = ['-e', '--env', '--env-from', '--inherit-env', '--cwd', '--framing'];
const REMOTE_ONLY = ['--transport', '--header', '--headers-from', '--bearer', ...OAUTH_OPTIONS];
/** Options that may be given more than once. */
const REPEATABLE = new Set(['-e', '--env', '--env-from', '--header', '--headers-from', '--arg', '--roots', '--cli']);

/**
 * Reads the command line of `mcp-loupe --cli`. Options may come in any
 * order; the server is a URL (anywhere, last included: the conformance
 * suite appends it), or a command and its arguments after "--".
 */
export function parseCliModeArgs(argv: readonly string[], env: CliEnv = {}, sources: OptionSources = noSources(env)): CliModeOptions {
  const options: CliModeOptions = {
    method: 'initialize',
    request: {},
    targetOptions: { env: {}, inheritEnv: false, headers: [] },
    revision: 'auto',
    format: 'json',
    strict: false,
    answers: { roots: [] },
    help: false,
    version: false,
    warnings: sources.warnings,
  };
  const target = options.targetOptions;
  const request: MethodRequest = {};
  const given = new Set<string>();
  const argPairs: Array<[string, string]> = [];
  let toolArgs: Record<string, unknown> | undefined;
  let completionRef: CompletionRef | undefined;
  let url: string | undefined;
  let command: string[] | undefined;
  let config: string | undefined;
  let server: string | undefined;
  const oauth: OAuthWords = {};
  let positionals = 0;
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
      command = argv.slice(i + 1);
      sources.warnings.push(...argumentWarnings(command.slice(1)));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      if (positionals++ === 0 && !looksLikeUrl(arg) && (CLI_SUBCOMMANDS as readonly string[]).includes(arg)) options.subcommand = arg as CliSubcommand;
      else if (looksLikeUrl(arg)) {
        url = once(url, parseUrl(arg, 'the server URL'), 'a server URL');
        warnOfUrl(sources, 'the server URL', url);
      }
      else throw new ArgsError(`${JSON.stringify(arg)} is not a URL. A stdio server's command goes after "--": mcp-loupe --cli [options] -- COMMAND [ARGS...]`);
      continue;
    }
    const [name = arg, inline] = arg.startsWith('--') && arg.includes('=') ? splitOnce(arg, '=') : [arg, undefined];
    if (given.has(name) && !REPEATABLE.has(name)) throw new ArgsError(`${name} was given twice`);
    given.add(name);
    switch (name) {
      case '--cli':
        break;
      case '--method':
        options.method = parseMethod(value(name, inline));
        break;
      case '--tool':
        request.tool = nonEmpty(name, value(name, inline));
        break;
      case '--args':
        toolArgs = parseJsonObject(name, value(name, inline));
        break;
      case '--arg': {
        const [key, val] = splitOnce(value(name, inline), '=');
        if (key === '' || val === undefined) throw new ArgsError(`--arg ${JSON.stringify(key)}: expected NAME=VALUE`);
        argPairs.push([key, val]);
        break;
      }
      case '--uri':
        request.uri = nonEmpty(name, value(name, inline));
        break;
      case '--prompt':
        request.prompt = nonEmpty(name, value(name, inline));
        break;
      case '--ref':
        completionRef = parseRef(value(name, inline));
        break;
      case '--level':
        request.level = parseLevel(value(name, inline));
        break;
      case '--json':
        request.frame = parseJson(name, value(name, inline));
        break;
      case '--cursor':
        request.cursor = value(name, inline);
        break;
      case '--url':
        url = once(url, parseUrl(value(name, inline)), 'a server URL');
        warnOfUrl(sources, '--url', url);
        break;
      case '--inherit-env':
        target.inheritEnv = true;
        break;
      case '--cwd':
        target.cwd = nonEmpty(name, value(name, inline));
        break;
      case '--framing':
        target.framing = parseFraming(value(name, inline));
        break;
      case '--revision':
        options.revision = parseRevision(value(name, inline));
        break;
      case '--format':
        options.format = parseFormat(value(name, inline));
        break;
      case '--log':
        options.log = nonEmpty(name, value(name, inline));
        break;
      case '--strict':
        options.strict = true;
        break;
      case '--timeout':
        options.timeoutMs = parseTimeout(value(name, inline));
        break;
      case '--elicitation':
        options.answers.elicitation = parseElicitation(value(name, inline));
        break;
      case '--sampling':
        options.answers.sampling = parseSampling(value(name, inline));
        break;
      case '--roots':
        options.answers.roots.push(parseRoot(value(name, inline)));
        break;
      case '--config':
        config = nonEmpty(name, value(name, inline));
        break;
      case '--server':
        server = nonEmpty(name, value(name, inline));
        break;
      case '-h':
      case '--help':
        options.help = true;
        break;
      case '--version':
        options.version = true;
        break;
      default:
        if (readServerOption(name, () => value(name, inline), target, sources) || readOAuthOption(name, () => value(name, inline), oauth, sources)) break;
        throw new ArgsError(`Unknown option ${JSON.stringify(arg)}. A stdio server's command goes after "--".`);
    }
  }
  if (options.help || options.version) return options;
  checkMethodOptions(options, given);
  options.request = finishRequest(options.method, request, toolArgs, argPairs, completionRef);
  const withServer = withTarget(options, { url, command, config, server }, given, env);
  const authorization = authorizationFrom(oauth, given, env);
  return authorization ? { ...withServer, authorization } : withServer;
}

function checkMethodOptions(options: CliModeOptions, given: ReadonlySet<string>): void {
  if (options.subcommand) {
    const stray = ['--method', ...Object.keys(METHOD_OPTIONS)].find((flag) => given.has(flag));
    if (stray) throw new ArgsError(`${stray} does not apply to ${options.subcommand}: it runs checks of its own`);
    return;
  }
  for (const [flag, methods] of Object.entries(METHOD_OPTIONS)) {
    if (given.has(flag) && !methods.includes(options.method)) throw new ArgsError(`${flag} does not apply to --method ${options.method}; it goes with ${methods.join(', ')}`);
  }
  const missing = (REQUIRED[options.method] ?? []).filter((flag) => !given.has(flag));
  if (missing.length) throw new ArgsError(`--method ${options.method} needs ${missing.join(' and ')}`);
}

function finishRequest(method: CliMethod, request: MethodRequest, toolArgs: Record<string, unknown> | undefined, pairs: Array<[string, string]>, ref: CompletionRef | undefined): MethodRequest {
  if (method === 'tools/call') {
    const args: Record<string, unknown> = { ...toolArgs };
    for (const [key, text] of pairs) define(args, key, looseJson(text));
    return { ...request, toolArguments: args };
  }
  if (method === 'prompts/get') {
    const args: Record<string, string> = {};
    for (const [key, text] of pairs) define(args, key, text);
    return { ...request, promptArguments: args };
  }
  if (method === 'completion/complete' && ref) {
    const [[name, value], ...others] = pairs as [[string, string], ...Array<[string, string]>];
    const context: Record<string, string> = {};
    for (const [key, text] of others) define(context, key, text);
    return { ...request, completion: { ref, argument: { name, value }, context } };
  }
  return request;
}

interface TargetWords {
  url: string | undefined;
  command: string[] | undefined;
  config: string | undefined;
  server: string | undefined;
}

function withTarget(options: CliModeOptions, words: TargetWords, given: ReadonlySet<string>, env: CliEnv): CliModeOptions {
  const { url, command, config, server } = words;
  if (command !== undefined && command.length === 0) throw new ArgsError('"--" needs a command after it: mcp-loupe --cli [options] -- COMMAND [ARGS...]');
  if (server !== undefined && config === undefined) throw new ArgsError('--server needs --config FILE: it names a server in that file');
  const kinds = [url && 'a URL', command && 'a command after "--"', config && '--config'].filter(Boolean);
  if (kinds.length > 1) throw new ArgsError(`choose one server: ${kinds.join(' or ')}`);
  if (kinds.length === 0) throw new ArgsError('which server? Give its URL, or its command after "--": mcp-loupe --cli [options] -- COMMAND [ARGS...]');
  const targetOptions = options.targetOptions;
  if (config !== undefined) return { ...options, config: { file: config, ...(server === undefined ? {} : { server }) } };
  if (command !== undefined) {
    const stray = REMOTE_ONLY.find((flag) => given.has(flag));
    if (stray) throw new ArgsError(`${stray} applies to a server behind a URL, not to a command`);
    const [program, ...args] = command as [string, ...string[]];
    return { ...options, target: { kind: 'stdio', command: program, args, env: targetOptions.env, inheritEnv: targetOptions.inheritEnv, ...(targetOptions.cwd ? { cwd: targetOptions.cwd } : {}), ...(targetOptions.framing ? { framing: targetOptions.framing } : {}) } };
  }
  const stray = STDIO_ONLY.find((flag) => given.has(flag));
  if (stray) throw new ArgsError(`${stray} applies to a stdio server started by mcp-loupe, not to one behind a URL`);
  const bearer = bearerOrEnv(targetOptions.bearer, env);
  const http: HttpTarget = {
    kind: 'http',
    url: url as string,
    transport: targetOptions.transport ?? 'auto',
    // No relay here: Node reaches the server itself, as the proxy would.
    route: 'direct',
    headers: targetOptions.headers,
    ...(bearer === undefined ? {} : { bearer }),
  };
  return { ...options, target: http };
}

function once<T>(previous: T | undefined, next: T, what: string): T {
  if (previous !== undefined) throw new ArgsError(`${what} was given twice: mcp-loupe inspects one server at a time`);
  return next;
}
