import { isSecretSetting } from '../../../../shared/config/secret-names.ts';
import { isEnvName } from '../../../../shared/lib/env-name.ts';
import { maskUrl, type HeaderPairs } from '../../../../shared/lib/header-list.ts';
import type { StdioTarget } from '../../../../shared/session/connect-target.ts';
import type { HttpFacts, WireEntry } from '../../../../shared/wire/wire-entry.ts';
import {
  assignment,
  changeDirectory,
  commandWord,
  shellQuote,
  UnquotableError,
  withVariable,
} from './shell-words-out.ts';
import {
  answerOptions,
  asksDuring,
  httpServerOptions,
  isStreamableHttpPost,
  requestOptions,
  secretArgumentWords,
  serverOptions,
  type CliWord,
  type ServerAsk,
} from './cli-replay.ts';

/** Where the replay of an entry finds what it needs: the entries around it, and the whole text of one that moved to storage. WireLog is one. */
export interface ReplaySource {
  at(seq: number): WireEntry | undefined;
  entries(): readonly WireEntry[];
  /** The whole text of an entry whose `raw` is only a preview (`spilled`). */
  text?(seq: number): Promise<string>;
}

export interface ReplayCommand {
  /** `curl` for a frame that went over HTTP, `stdio` for one written to a server's stdin, `cli` for mcp-loupe's command line answering the server's requests (either way). */
  kind: 'curl' | 'stdio' | 'cli';
  /** The command; empty when refused. */
  text: string;
  /** Why there is no command: something in it cannot be written so that a shell reads it back exactly (a NUL, a variable name no shell can set). Nothing is emitted then. */
  refused?: string;
}

export { shellQuote, UnquotableError };

export interface ReplayOptions {
  /** The stdio server a connection started, when known. */
  targetOf?: ((connection: number) => StdioTarget | undefined) | undefined;
  /** Secret header and environment values as they are; otherwise they come from shell variables of the same name. */
  revealSecrets?: boolean;
  /** The words that run mcp-loupe's command line (`mcp-loupe` when unknown): the replay of a call the server asked something during. */
  cli?: readonly string[] | undefined;
}

/** Runs the command line when the page does not know where mcp-loupe is (an imported log). */
export const CLI_PLACEHOLDER = 'mcp-loupe';

/** Stands for the server's command when the log does not know it (an imported log). */
export const COMMAND_PLACEHOLDER = '<command that starts the server>';

/** A frame to send: an entry's text, or a text of our own (a notifications/initialized the log does not hold). */
type Frame = WireEntry | string;

/** What a replay sends, before any text is read: the entries whose text it needs. */
type ReplayPlan =
  | { kind: 'curl'; head: WireEntry; body: { entry: WireEntry; part: 'whole' | 'after-head' } | undefined }
  | { kind: 'stdio'; connection: number; frames: Frame[] }
  | { kind: 'cli'; connection: number; sent: WireEntry; asks: ServerAsk[]; http?: HttpFacts };

/**
 * A shell command that sends this entry again: for a frame that went over
 * HTTP, curl with the exchange's method, URL, headers as sent and body; for
 * a frame written to a stdio server, the frame piped into the server's
 * command after the connection's own initialize and notifications/initialized.
 * A response is replayed as the request it answers. Only what the inspector
 * sent can be replayed; undefined for the rest. Texts are taken as the
 * entries hold them (see readReplayCommand for entries moved to storage).
 */
export function replayCommand(
  entry: WireEntry,
  source: ReplaySource,
  options: ReplayOptions = {},
): ReplayCommand | undefined {
  const plan = replayPlan(entry, source);
  return plan && buildReplay(plan, (frame) => frame.raw, options);
}

/** replayCommand with the whole text of every entry it sends, read back from storage where only a preview is in memory. */
export async function readReplayCommand(
  entry: WireEntry,
  source: ReplaySource,
  options: ReplayOptions = {},
): Promise<ReplayCommand | undefined> {
  const plan = replayPlan(entry, source);
  if (!plan) return undefined;
  const needed =
    plan.kind === 'curl'
      ? [plan.head, ...(plan.body ? [plan.body.entry] : [])]
      : plan.kind === 'cli'
        ? [plan.sent]
        : plan.frames.filter((frame): frame is WireEntry => typeof frame !== 'string');
  const texts = new Map<number, string>();
  for (const frame of needed) if (frame.spilled && source.text) texts.set(frame.seq, await source.text(frame.seq));
  return buildReplay(plan, (frame) => texts.get(frame.seq) ?? frame.raw, options);
}

function replayPlan(entry: WireEntry, source: ReplaySource): ReplayPlan | undefined {
  const sent = sentEntry(entry, source);
  if (!sent) return undefined;
  if (sent.kind === 'http') {
    if (!sent.http) return undefined;
    const carried = sent.raw.includes('\n\n') ? undefined : carriedFrame(sent, source);
    const client = carried && cliOverHttp(carried, sent.http, source);
    if (client) return client;
    return {
      kind: 'curl',
      head: sent,
      body: carried ? { entry: carried, part: 'whole' } : { entry: sent, part: 'after-head' },
    };
  }
  if (sent.exchange !== undefined) {
    const head = source.at(sent.exchange);
    if (!head?.http) return undefined;
    return cliOverHttp(sent, head.http, source) ?? { kind: 'curl', head, body: { entry: sent, part: 'whole' } };
  }
  // A server that asked something during the call needs a client that answers: the frames alone, piped in, would leave it waiting.
  const asks = sent.method === 'initialize' ? [] : asksDuring(sent, source);
  if (asks.length > 0) return { kind: 'cli', connection: sent.connection, sent, asks };
  return { kind: 'stdio', connection: sent.connection, frames: [...handshakeFor(sent, source), sent] };
}

function buildReplay(plan: ReplayPlan, textOf: (entry: WireEntry) => string, options: ReplayOptions): ReplayCommand {
  try {
    return { kind: plan.kind, text: buildText(plan, textOf, options) };
  } catch (error) {
    if (error instanceof UnquotableError) return { kind: plan.kind, text: '', refused: error.message };
    throw error;
  }
}

function buildText(plan: ReplayPlan, textOf: (entry: WireEntry) => string, options: ReplayOptions): string {
  if (plan.kind === 'curl') {
    const http = plan.head.http!;
    const body =
      plan.body && (plan.body.part === 'whole' ? textOf(plan.body.entry) : httpBody(textOf(plan.body.entry)));
    return curlCommand({ method: http.method, url: http.url, headers: http.requestHeaders ?? [], body }, options);
  }
  if (plan.kind === 'cli') {
    const server = plan.http
      ? httpServerOptions(plan.http.url, plan.http.requestHeaders ?? [], options.revealSecrets === true)
      : undefined;
    return cliCommand(options.targetOf?.(plan.connection), textOf(plan.sent), plan.asks, options, server);
  }
  const frames = plan.frames.map((frame) => (typeof frame === 'string' ? frame : textOf(frame)));
  return stdioCommand(options.targetOf?.(plan.connection), frames, options);
}

/** What kind of command replays the entry, without building it (its frame may be 20 MB). */
export function replayKind(entry: WireEntry, source: ReplaySource): ReplayCommand['kind'] | undefined {
  return replayPlan(entry, source)?.kind;
}

/** The entry a replay sends: the entry itself when the inspector sent it, the request a response answers, or nothing. */
function sentEntry(entry: WireEntry, source: ReplaySource): WireEntry | undefined {
  if (entry.kind === 'http')
    return entry.direction === 'out' ? entry : entry.requestSeq !== undefined ? source.at(entry.requestSeq) : undefined;
  if ((entry.kind === 'result' || entry.kind === 'error') && entry.requestSeq !== undefined) {
    const request = source.at(entry.requestSeq);
    return request?.direction === 'out' ? request : undefined;
  }
  return entry.direction === 'out' &&
    (entry.kind === 'request' || entry.kind === 'notification' || entry.kind === 'batch')
    ? entry
    : undefined;
}

/** The JSON-RPC frame a request head carried as its body: an entry of its own, written just after the head. */
function carriedFrame(head: WireEntry, source: ReplaySource): WireEntry | undefined {
  for (let seq = head.seq + 1; seq <= head.seq + 20; seq++) {
    const entry = source.at(seq);
    if (!entry) return undefined;
    if (entry.exchange === head.seq && entry.direction === 'out') return entry;
  }
  return undefined;
}

/** How far past a connection's first entry its handshake is looked for. */
const HANDSHAKE_WINDOW = 500;

/** The initialize request and notifications/initialized this connection sent first, as sent; none on a revision without a handshake. */
function handshakeFor(sent: WireEntry, source: ReplaySource): Frame[] {
  if (sent.method === 'initialize') return [];
  const entries = source.entries();
  let initialize: WireEntry | undefined;
  let initialized: WireEntry | undefined;
  const from = firstOfConnection(entries, sent.connection);
  for (let i = from; i < Math.min(entries.length, from + HANDSHAKE_WINDOW, sent.seq); i++) {
    const candidate = entries[i]!;
    if (candidate.connection !== sent.connection || candidate.direction !== 'out') continue;
    if (!initialize && candidate.kind === 'request' && candidate.method === 'initialize') initialize = candidate;
    else if (initialize && candidate.kind === 'notification' && candidate.method === 'notifications/initialized') {
      initialized = candidate;
      break;
    }
  }
  if (!initialize) return [];
  if (sent.method === 'notifications/initialized') return [initialize];
  return [initialize, initialized ?? '{"jsonrpc":"2.0","method":"notifications/initialized"}'];
}

/** Connections are numbered in the order they open, so their first entries rise with seq (a late note aside). */
function firstOfConnection(entries: readonly WireEntry[], connection: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]!.connection < connection) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What follows the head (request line and headers) of an HTTP entry's text. */
function httpBody(raw: string): string | undefined {
  const at = raw.indexOf('\n\n');
  return at === -1 ? undefined : raw.slice(at + 2);
}

/** Bodies up to this size go inline as one quoted argument; a larger one could pass the kernel's limit on an argument's length. */
const INLINE_BODY_CHARS = 64 * 1024;

/** Ends a here-document; a frame is one line of JSON, so it cannot be this line. */
const HEREDOC_END = 'MCP_LOUPE_FRAMES';

/** The shell variable naming the file secret headers are written to (lowercase: no header's variable is). */
const HEADER_FILE = 'mcp_loupe_headers';

/**
 * curl with the request's method, URL, headers and body; throws
 * UnquotableError for what no shell word can hold. `-g`: brackets and
 * braces in the URL are the URL's, not curl's globbing (which would send to
 * other URLs). Secret headers (from shell variables unless revealed) never
 * stand in curl's argv, where `ps` shows them: printf, a shell builtin,
 * writes them to a file only you can read, curl reads it (`-H @file`), and
 * the file is removed when the command ends.
 */
export function curlCommand(
  request: { method: string; url: string; headers: HeaderPairs; body?: string | undefined },
  options: Pick<ReplayOptions, 'revealSecrets'> = {},
): string {
  const reveal = options.revealSecrets === true;
  const lines = [
    `curl -sS -N -g -X ${shellQuote(request.method, 'the method')} ${shellQuote(reveal ? request.url : maskUrl(request.url), 'the URL')}`,
  ];
  const secretLines: string[] = [];
  for (const [name, value] of request.headers) {
    // `Name:` alone would make curl leave the header out; `Name;` is how curl sends it empty.
    const plain = value === '' ? `${name};` : `${name}: ${value}`;
    const what = `the header ${JSON.stringify(name)}`;
    if (!isSecretSetting(name, value)) lines.push(`-H ${shellQuote(plain, what)}`);
    else secretLines.push(reveal ? shellQuote(plain, what) : withVariable(`${name}: `, variableName(name)));
  }
  if (secretLines.length) lines.push(`-H @"$${HEADER_FILE}"`);
  return withHeaderFile(secretLines, curlWithBody(lines, request.body));
}

/** The command in a subshell that first writes `secretLines` to a private temporary file, removed on its way out (the subshell's exit status is curl's). */
function withHeaderFile(secretLines: readonly string[], command: string): string {
  if (!secretLines.length) return command;
  return `(${HEADER_FILE}=$(mktemp) && trap 'rm -f "$${HEADER_FILE}"' EXIT && printf '%s\\n' ${secretLines.join(' ')} > "$${HEADER_FILE}" && ${command}\n)`;
}

function curlWithBody(lines: string[], body: string | undefined): string {
  if (body === undefined) return lines.join(' \\\n  ');
  // curl reads `--data-binary @FILE` as a file to send: a body that starts with @ (a raw frame can) comes on standard input instead, from printf, a shell builtin.
  if (body.startsWith('@') && (body.length <= INLINE_BODY_CHARS || !hereDocumentHolds([body]))) {
    lines.push('--data-binary @-');
    return `printf '%s' ${shellQuote(body, 'the body')} | ${lines.join(' \\\n  ')}`;
  }
  if (body.length <= INLINE_BODY_CHARS || !hereDocumentHolds([body])) {
    lines.push(`--data-binary ${shellQuote(body, 'the body')}`);
    return lines.join(' \\\n  ');
  }
  // A large body comes from standard input, as it is (a here-document adds one newline after it, which JSON ignores): nothing to escape, nothing copied but once.
  lines.push('--data-binary @-');
  return `${lines.join(' \\\n  ')} <<'${HEREDOC_END}'\n${body}\n${HEREDOC_END}`;
}

/**
 * The server's command reading the frames on its stdin, one per line (MCP's
 * stdio framing), from a here-document: the frames are written as they are,
 * without escaping, so a 20 MB frame costs no more than its copy.
 */
export function stdioCommand(
  target: StdioTarget | undefined,
  frames: readonly string[],
  options: Pick<ReplayOptions, 'revealSecrets'> = {},
): string {
  let command = COMMAND_PLACEHOLDER;
  let note = '';
  if (target) {
    const reveal = options.revealSecrets === true;
    const variables = new Set<string>();
    const fromVariable = (prefix: string, variable: string) => {
      variables.add(variableName(variable));
      return withVariable(prefix, variableName(variable));
    };
    const env = Object.entries(target.env).map(([name, value]) =>
      assignment(
        name,
        reveal || !isSecretSetting(name, value) ? shellQuote(value, `the value of ${name}`) : fromVariable('', name),
      ),
    );
    const args = secretArgumentWords(target.args, reveal, new Set(variables)).map((word, index) =>
      typeof word === 'string' ? shellQuote(word, `argument ${index + 1}`) : fromVariable(word.prefix, word.variable),
    );
    command = [...env, commandWord(target.command), ...args].join(' ');
    if (target.cwd) command = `${changeDirectory(target.cwd)}${command}`;
    note = setFirstNote(variables);
  }
  if (!hereDocumentHolds(frames))
    return `${note}printf '%s\\n' ${frames.map((frame) => shellQuote(frame, 'a frame')).join(' ')} | ${command}`;
  return `${note}${command} <<'${HEREDOC_END}'\n${frames.join('\n')}\n${HEREDOC_END}`;
}

/** A comment line before a command that leaves secrets to variables: which to set, so that it runs as the inspector's did. */
function setFirstNote(variables: ReadonlySet<string>): string {
  return variables.size === 0
    ? ''
    : `# Set first (the secrets are kept out of this command): export ${[...variables].map((name) => `${name}=…`).join(' ')}\n`;
}

/**
 * mcp-loupe's command line as a small client that sends the frame again
 * and answers the server's requests as the inspector did (cliReplay's
 * options), so the replay reaches the call's result.
 */
export function cliCommand(
  target: StdioTarget | undefined,
  frame: string,
  asks: readonly ServerAsk[],
  options: Pick<ReplayOptions, 'revealSecrets' | 'cli'> = {},
  httpServer?: CliWord[],
): string {
  const [first = CLI_PLACEHOLDER, ...more] = options.cli ?? [CLI_PLACEHOLDER];
  const words = [
    commandWord(first),
    ...more.map((word) => shellQuote(word)),
    '--cli',
    ...[...requestOptions(frame), ...answerOptions(asks)].map((word) => shellQuote(word, 'the request')),
  ];
  const server = httpServer ?? (target ? serverOptions(target, options.revealSecrets === true) : undefined);
  const variables = new Set<string>();
  const fromVariable = (word: { prefix: string; variable: string }) => {
    variables.add(variableName(word.variable));
    return withVariable(word.prefix, variableName(word.variable));
  };
  const wordText = (word: Exclude<CliWord, { stdinLine: unknown }>) => {
    if (typeof word === 'string') return shellQuote(word, 'a server option');
    if ('exported' in word) {
      // Written bare after -e: only a shell variable's name may stand there.
      if (!isEnvName(word.exported))
        throw new UnquotableError(`${JSON.stringify(word.exported)} is not a shell variable's name`);
      variables.add(word.exported);
      return word.exported;
    }
    return fromVariable(word);
  };
  // Secret headers come on standard input (`--headers-from -`), from printf, a shell builtin: out of every process's argv.
  const lines = (server ?? []).flatMap((word) =>
    typeof word !== 'string' && 'stdinLine' in word ? [fromVariable(word.stdinLine)] : [],
  );
  const rest = (server ?? []).filter(
    (word): word is Exclude<CliWord, { stdinLine: unknown }> => typeof word === 'string' || !('stdinLine' in word),
  );
  const quoted = server ? rest.map(wordText) : ['--', COMMAND_PLACEHOLDER];
  // Before the URL, the last word.
  const command =
    lines.length === 0
      ? [...words, ...quoted].join(' ')
      : `printf '%s\\n' ${lines.join(' ')} | ${[...words, ...quoted.slice(0, -1), '--headers-from', '-', ...quoted.slice(-1)].join(' ')}`;
  return `${setFirstNote(variables)}${command}`;
}

/** A frame posted over Streamable HTTP that the server asked something during: replayed by the CLI, which answers (curl cannot). */
function cliOverHttp(sent: WireEntry, http: HttpFacts, source: ReplaySource): ReplayPlan | undefined {
  if (sent.method === 'initialize' || !isStreamableHttpPost(http.method, http.requestHeaders ?? [])) return undefined;
  const asks = asksDuring(sent, source);
  return asks.length ? { kind: 'cli', connection: sent.connection, sent, asks, http } : undefined;
}

/**
 * A frame with a line break (or that line) would end the here-document
 * early; one with a control character or a NUL goes as a quoted word, which
 * writes those safely or refuses them.
 */
function hereDocumentHolds(frames: readonly string[]): boolean {
  return frames.every((frame) => frame !== HEREDOC_END && !/[\u0000-\u001f\u007f-\u009f]/.test(frame));
}

/** A shell variable named after a header or environment variable: `Mcp-Api-Key` is `MCP_API_KEY`. */
function variableName(name: string): string {
  const upper = name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
  return /^[0-9]/.test(upper) ? `_${upper}` : upper;
}
