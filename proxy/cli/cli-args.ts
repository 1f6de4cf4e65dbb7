import type { HttpTarget } from '../../shared/http/http-target.ts';
import type { CompletionRef } from '../../shared/session/completion.ts';
import { ArgsError, looksLikeUrl, parseTransport, parseUrl, readServerOption, splitOnce } from './arg-values.ts';
import { bearerOrEnv, warnOfUrl, type CliEnv } from './args.ts';
import { noSources, type OptionSources } from './secret-sources.ts';
import { argumentWarnings } from './secret-warnings.ts';
import { authorizationFrom, OAUTH_OPTIONS, readOAuthOption, type OAuthWords } from './cli-oauth-args.ts';
import {
  CLI_SUBCOMMANDS,
  type CliMethod,
  type CliModeOptions,
  type CliSubcommand,
  type MethodRequest,
} from './cli-options.ts';
import { isPair, ownSpelling, takesPairs } from './inspector-spelling.ts';
import { type LlmWords, llmFrom, readLlmOption } from './llm-args.ts';
import { EVAL_OPTIONS, type EvalWords, evalFrom, readEvalOption } from './eval-args.ts';
import {
  define,
  looseJson,
  nonEmpty,
  parseElicitation,
  parseFormat,
  parseFraming,
  parseJson,
  parseJsonObject,
  parseLevel,
  parseMethod,
  parseRef,
  parseRevision,
  parseRoot,
  parseSampling,
  parseTimeout,
} from './cli-values.ts';

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
// Each --llm-model is one more model of a side-by-side run.
REPEATABLE.add('--llm-model');

/**
 * Reads the command line of `mcp-loupe --cli`. Options may come in any
 * order; the server is a URL (anywhere, last included: the conformance
 * suite appends it), or a command and its arguments after "--".
 *
 * As the official inspector's `--cli` does, a command may also come without
 * "--": its first word is one that is neither an option nor a URL, and from
 * there every word is the command's except mcp-loupe's own long options
 * (`node server.js --port 3 --method tools/list`). Its own options that share
 * a name with ours, and anything unclear, go after "--".
 */
export function parseCliModeArgs(
  argv: readonly string[],
  env: CliEnv = {},
  sources: OptionSources = noSources(env),
): CliModeOptions {
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
    findings: sources.findings,
  };
  const target = options.targetOptions;
  const request: MethodRequest = {};
  const given = new Set<string>();
  const argPairs: Array<[string, string]> = [];
  let toolArgs: Record<string, unknown> | undefined;
  let completionRef: CompletionRef | undefined;
  let url: string | undefined;
  let command: string[] | undefined;
  /** A command given without "--", word by word. */
  let bare: string[] | undefined;
  /** `--transport stdio`, the official inspector's spelling for a command's transport: nothing to set, but not for a URL. */
  let stdioNamed = false;
  let config: string | undefined;
  let server: string | undefined;
  const oauth: OAuthWords = {};
  const llmWords: LlmWords = { models: [] };
  const evalWords: EvalWords = {};
  /** --json's value: the frame of --method raw, or the results file of eval (which may come after it). */
  let jsonText: string | undefined;
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
      // After a command begun without "--", the rest is its too (the official inspector joins them likewise).
      if (bare) bare.push(...argv.slice(i + 1));
      else {
        command = argv.slice(i + 1);
        sources.findings.push(...argumentWarnings(command.slice(1)));
      }
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      if (bare) bare.push(arg);
      else if (positionals++ === 0 && !looksLikeUrl(arg) && (CLI_SUBCOMMANDS as readonly string[]).includes(arg))
        options.subcommand = arg as CliSubcommand;
      else if (options.subcommand === 'eval' && evalWords.file === undefined && !looksLikeUrl(arg))
        evalWords.file = arg;
      else if (looksLikeUrl(arg)) {
        url = once(url, parseUrl(arg, 'the server URL'), 'a server URL');
        warnOfUrl(sources, 'the server URL', url);
      } else bare = [arg];
      continue;
    }
    // Short options after a command are the command's (`npx -y`, `docker run -i -e KEY`): ours are long too (--env, --help).
    if (bare && !arg.startsWith('--')) {
      bare.push(arg);
      continue;
    }
    const [spelled = arg, inline] = arg.startsWith('--') && arg.includes('=') ? splitOnce(arg, '=') : [arg, undefined];
    const name = ownSpelling(spelled);
    // What errors call it: as written, with our spelling beside an alias.
    const said = spelled === name ? name : `${spelled} (${name})`;
    if (given.has(name) && !REPEATABLE.has(name)) throw new ArgsError(`${said} was given twice`);
    given.add(name);
    switch (name) {
      case '--cli':
        break;
      case '--method':
        options.method = parseMethod(value(said, inline));
        break;
      case '--tool':
        request.tool = nonEmpty(said, value(said, inline));
        break;
      case '--args':
        toolArgs = parseJsonObject(name, value(said, inline));
        break;
      case '--arg': {
        const [key, val] = splitOnce(value(said, inline), '=');
        if (key === '' || val === undefined) throw new ArgsError(`--arg ${JSON.stringify(key)}: expected NAME=VALUE`);
        argPairs.push([key, val]);
        // `--tool-arg a=1 b=2`: the official inspector's flag takes every pair that follows it.
        if (takesPairs(spelled) && inline === undefined)
          while (isPair(argv[i + 1])) argPairs.push(splitOnce(argv[++i] as string, '=') as [string, string]);
        break;
      }
      case '--uri':
        request.uri = nonEmpty(said, value(said, inline));
        break;
      case '--prompt':
        request.prompt = nonEmpty(said, value(said, inline));
        break;
      case '--ref':
        completionRef = parseRef(value(said, inline));
        break;
      case '--level':
        request.level = parseLevel(value(said, inline));
        break;
      case '--json':
        jsonText = value(said, inline);
        break;
      case '--cursor':
        request.cursor = value(said, inline);
        break;
      case '--url':
        url = once(url, parseUrl(value(said, inline)), 'a server URL');
        warnOfUrl(sources, '--url', url);
        break;
      case '--transport': {
        const text = value(said, inline);
        if (text === 'stdio') {
          stdioNamed = true;
          given.delete(name);
        } else target.transport = parseTransport(text);
        break;
      }
      case '--inherit-env':
        target.inheritEnv = true;
        break;
      case '--cwd':
        target.cwd = nonEmpty(said, value(said, inline));
        break;
      case '--framing':
        target.framing = parseFraming(value(said, inline));
        break;
      case '--revision':
        options.revision = parseRevision(value(said, inline));
        break;
      case '--format':
        options.format = parseFormat(value(said, inline));
        break;
      case '--log':
        options.log = nonEmpty(said, value(said, inline));
        break;
      case '--strict':
        options.strict = true;
        break;
      case '--timeout':
        options.timeoutMs = parseTimeout(value(said, inline));
        break;
      case '--elicitation':
        options.answers.elicitation = parseElicitation(value(said, inline));
        break;
      case '--sampling':
      case '--answer-sampling':
        options.answers.sampling = parseSampling(value(said, inline));
        break;
      case '--roots':
        options.answers.roots.push(parseRoot(value(said, inline)));
        break;
      case '--config':
        config = nonEmpty(said, value(said, inline));
        break;
      case '--server':
        server = nonEmpty(said, value(said, inline));
        break;
      case '-h':
      case '--help':
        options.help = true;
        break;
      case '--version':
        options.version = true;
        break;
      default:
        if (
          readServerOption(name, () => value(said, inline), target, sources) ||
          readOAuthOption(name, () => value(said, inline), oauth, sources) ||
          readLlmOption(name, () => value(said, inline), llmWords) ||
          readEvalOption(name, () => value(said, inline), evalWords)
        )
          break;
        given.delete(name);
        // Not ours, after a command begun without "--": the command's own (`node server.js --port 3`).
        if (bare) {
          bare.push(arg);
          break;
        }
        throw new ArgsError(`Unknown option ${JSON.stringify(arg)}. A stdio server's command goes after "--".`);
    }
  }
  if (bare) sources.findings.push(...argumentWarnings(bare.slice(1)));
  if (options.help || options.version) return options;
  const llm = llmFrom(llmWords);
  if (llm) options.llm = llm;
  if (options.subcommand === 'eval') {
    options.eval = evalFrom(evalWords, jsonText);
    // Pass rates and reasons are for a person to read; --json FILE and --junit FILE are for machines.
    if (!given.has('--format')) options.format = 'text';
  } else {
    const stray = EVAL_OPTIONS.find((flag) => given.has(flag));
    if (stray) throw new ArgsError(`${stray} applies to eval: mcp-loupe --cli eval CASES.yaml ${stray} ...`);
    if (jsonText !== undefined) request.frame = parseJson('--json', jsonText);
  }
  if (stdioNamed && url !== undefined)
    throw new ArgsError(
      '--transport stdio goes with a server command, not with a URL: --transport http or sse, or none (auto)',
    );
  checkMethodOptions(options, given);
  options.request = finishRequest(options.method, request, toolArgs, argPairs, completionRef);
  const withServer = withTarget(options, { url, command, bare, config, server }, given, env);
  const authorization = authorizationFrom(oauth, given, env);
  return authorization ? { ...withServer, authorization } : withServer;
}

function checkMethodOptions(options: CliModeOptions, given: ReadonlySet<string>): void {
  if (options.subcommand) {
    const stray = ['--method', ...Object.keys(METHOD_OPTIONS)].find(
      // eval's --json is its results file.
      (flag) => given.has(flag) && !(flag === '--json' && options.subcommand === 'eval'),
    );
    if (stray) throw new ArgsError(`${stray} does not apply to ${options.subcommand}: it runs checks of its own`);
    return;
  }
  for (const [flag, methods] of Object.entries(METHOD_OPTIONS)) {
    if (given.has(flag) && !methods.includes(options.method))
      throw new ArgsError(`${flag} does not apply to --method ${options.method}; it goes with ${methods.join(', ')}`);
  }
  const missing = (REQUIRED[options.method] ?? []).filter((flag) => !given.has(flag));
  if (missing.length) throw new ArgsError(`--method ${options.method} needs ${missing.join(' and ')}`);
}

function finishRequest(
  method: CliMethod,
  request: MethodRequest,
  toolArgs: Record<string, unknown> | undefined,
  pairs: Array<[string, string]>,
  ref: CompletionRef | undefined,
): MethodRequest {
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
  /** The command when it came without "--". */
  bare: string[] | undefined;
  config: string | undefined;
  server: string | undefined;
}

function withTarget(
  options: CliModeOptions,
  words: TargetWords,
  given: ReadonlySet<string>,
  env: CliEnv,
): CliModeOptions {
  const { url, config, server } = words;
  if (words.command !== undefined && words.command.length === 0)
    throw new ArgsError('"--" needs a command after it: mcp-loupe --cli [options] -- COMMAND [ARGS...]');
  if (server !== undefined && config === undefined)
    throw new ArgsError('--server needs --config FILE: it names a server in that file');
  const kinds = [
    url && 'a URL',
    words.command && 'a command after "--"',
    words.bare && `the command ${JSON.stringify(words.bare.join(' '))}`,
    config && '--config',
  ].filter(Boolean);
  const command = words.command ?? words.bare;
  if (kinds.length > 1) throw new ArgsError(`choose one server: ${kinds.join(' or ')}`);
  if (kinds.length === 0)
    throw new ArgsError(
      'which server? Give its URL, or its command after "--": mcp-loupe --cli [options] -- COMMAND [ARGS...]',
    );
  const targetOptions = options.targetOptions;
  if (config !== undefined)
    return { ...options, config: { file: config, ...(server === undefined ? {} : { server }) } };
  if (command !== undefined) {
    const stray = REMOTE_ONLY.find((flag) => given.has(flag));
    if (stray) throw new ArgsError(`${stray} applies to a server behind a URL, not to a command`);
    const [program, ...args] = command as [string, ...string[]];
    return {
      ...options,
      target: {
        kind: 'stdio',
        command: program,
        args,
        env: targetOptions.env,
        inheritEnv: targetOptions.inheritEnv,
        ...(targetOptions.cwd ? { cwd: targetOptions.cwd } : {}),
        ...(targetOptions.framing ? { framing: targetOptions.framing } : {}),
      },
    };
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
