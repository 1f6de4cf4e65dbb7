import { isSecretSetting, secretArguments } from '../../../../shared/config/secret-names.ts';
import { userRejectedCode } from '../../../../shared/inbox/auto-reply.ts';
import { maskUrl } from '../../../../shared/lib/header-list.ts';
import type { StdioTarget } from '../../../../shared/session/connect-target.ts';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';

/** Where the scan for the server's requests during a call gives up: a call is answered well within it. */
const CALL_WINDOW = 5000;

/** A request the server made while a call of the inspector's waited, and the inspector's reply as logged. */
export interface ServerAsk {
  method: string;
  reply?: { result?: Record<string, unknown>; error?: { code?: number } };
}

/** Reads the entries the replay looks at. */
export interface AskSource {
  at(seq: number): WireEntry | undefined;
}

/**
 * The requests the server made on the call's connection between the call
 * and its answer (to the end of the log while it has none), with the
 * inspector's replies. A replay must answer them the same way.
 */
export function asksDuring(sent: WireEntry, source: AskSource): ServerAsk[] {
  if (sent.kind !== 'request' || sent.id === undefined) return [];
  const asks = new Map<string, ServerAsk>();
  const sentId = JSON.stringify(sent.id);
  for (let seq = sent.seq + 1; seq <= sent.seq + CALL_WINDOW; seq++) {
    const entry = source.at(seq);
    if (!entry) break;
    if (entry.connection !== sent.connection || entry.id === undefined) continue;
    const id = JSON.stringify(entry.id);
    if (entry.direction === 'in' && entry.kind === 'request' && entry.method) asks.set(id, { method: entry.method });
    else if (entry.direction === 'in' && (entry.kind === 'result' || entry.kind === 'error') && id === sentId) break;
    else if (entry.direction === 'out' && (entry.kind === 'result' || entry.kind === 'error')) {
      const ask = asks.get(id);
      if (ask && !ask.reply) ask.reply = replyOf(entry);
    }
  }
  return [...asks.values()];
}

/** The reply as the inspector wrote it (a short frame, never moved to storage). */
function replyOf(entry: WireEntry): ServerAsk['reply'] {
  let value: { result?: Record<string, unknown>; error?: { code?: number } } | undefined;
  try {
    value = JSON.parse(entry.raw) as typeof value;
  } catch {
    return {};
  }
  return value && typeof value === 'object'
    ? { ...(value.result ? { result: value.result } : {}), ...(value.error ? { error: value.error } : {}) }
    : {};
}

/**
 * The options that make the CLI answer as the inspector did: the roots it
 * gave, elicitation and sampling as they were answered (an answer given by
 * the person goes inline as JSON), declined when the log holds no answer.
 * What the inspector refused is left undeclared, so the CLI refuses it too.
 * Ping needs nothing: every client answers it.
 */
export function answerOptions(asks: readonly ServerAsk[]): string[] {
  const options: string[] = [];
  const roots = new Set<string>();
  let elicitation: string | undefined;
  let sampling: string | undefined;
  for (const { method, reply } of asks) {
    if (method === 'roots/list') {
      for (const root of (reply?.result?.roots as Array<{ uri?: unknown }> | undefined) ?? [])
        if (typeof root?.uri === 'string') roots.add(root.uri);
    } else if (method === 'elicitation/create' && elicitation === undefined) {
      const action = reply?.result?.action;
      if (action === 'accept') elicitation = JSON.stringify(reply?.result?.content ?? {});
      else if (action === 'cancel') elicitation = 'cancel';
      else if (action === 'decline' || !reply) elicitation = 'decline';
    } else if (method === 'sampling/createMessage' && sampling === undefined) {
      if (reply?.result) sampling = JSON.stringify(reply.result);
      else if (!reply || reply.error?.code === userRejectedCode) sampling = 'decline';
    }
  }
  for (const root of roots) options.push('--roots', root);
  if (elicitation !== undefined) options.push('--elicitation', elicitation);
  if (sampling !== undefined) options.push('--sampling', sampling);
  return options;
}

/** The CLI's request options that send the frame again: a plain tools/call by name and arguments, anything else as the raw frame. */
export function requestOptions(frame: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return ['--method', 'raw', '--json', frame];
  }
  const { method, params } = value as {
    method?: unknown;
    params?: { name?: unknown; arguments?: unknown; _meta?: unknown };
  };
  // A progress token is the page's own bookkeeping (the CLI sends its own); any other _meta goes as sent, in the raw frame.
  const meta = params?._meta;
  const onlyProgress =
    meta === undefined ||
    (typeof meta === 'object' && meta !== null && Object.keys(meta).every((key) => key === 'progressToken'));
  const plainCall =
    method === 'tools/call' &&
    typeof params?.name === 'string' &&
    onlyProgress &&
    Object.keys(params).every((key) => key === 'name' || key === 'arguments' || key === '_meta');
  if (!plainCall) return ['--method', 'raw', '--json', frame];
  return [
    '--method',
    'tools/call',
    '--tool',
    params.name as string,
    ...(params.arguments !== undefined ? ['--args', JSON.stringify(params.arguments)] : []),
  ];
}

/**
 * One word of the command: as it is, or a secret left to a shell variable
 * (`"API_KEY=$API_KEY"`, a server's `"$ARG_2"`), or a secret variable
 * passed on by name (`-e API_KEY`, taken from mcp-loupe's environment), or
 * a secret header's line, which goes to `--headers-from -` on standard
 * input so that it never stands in argv.
 */
export type CliWord =
  | string
  | { prefix: string; variable: string }
  | { exported: string }
  | { stdinLine: { prefix: string; variable: string } };

/** A name that is a shell variable's as it is (`API_KEY`): `-e API_KEY` passes it on by name. */
const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Headers a client of its own sends anew (its session, its revision, what it accepts): never copied into a replay. */
const PROTOCOL_HEADERS = new Set([
  'accept',
  'content-type',
  'content-length',
  'mcp-session-id',
  'mcp-protocol-version',
  'last-event-id',
  'host',
  'origin',
]);

/** Whether a request head is a Streamable HTTP POST (what the CLI reaches with --transport http). */
export function isStreamableHttpPost(method: string, headers: readonly [string, string][]): boolean {
  return (
    method === 'POST' &&
    headers.some(([name, value]) => name.toLowerCase() === 'accept' && value.includes('text/event-stream'))
  );
}

/** A server behind a URL as the CLI's options: the headers the person gave (secret ones from shell variables unless revealed), then the URL. */
export function httpServerOptions(url: string, headers: readonly [string, string][], reveal: boolean): CliWord[] {
  const words: CliWord[] = ['--transport', 'http'];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (PROTOCOL_HEADERS.has(lower) || lower.startsWith('mcp-')) continue;
    if (reveal || !isSecretSetting(name, value)) words.push('--header', `${name}: ${value}`);
    else words.push({ stdinLine: { prefix: `${name}: `, variable: name } });
  }
  words.push(reveal ? url : maskUrl(url));
  return words;
}

/** The stdio server's own options for the CLI: its environment, working directory and framing, then its command after `--`, secret arguments from shell variables unless revealed. */
export function serverOptions(target: StdioTarget, reveal: boolean): CliWord[] {
  const words: CliWord[] = [];
  const taken = new Set<string>();
  for (const [name, value] of Object.entries(target.env)) {
    // A secret by name only (`-e API_KEY`): mcp-loupe takes the value from its environment, so it never stands in argv.
    if (reveal || !isSecretSetting(name, value)) words.push('-e', `${name}=${value}`);
    else {
      words.push('-e', SHELL_NAME.test(name) ? { exported: name } : { prefix: `${name}=`, variable: name });
      taken.add(SHELL_NAME.test(name) ? name : name.toUpperCase().replace(/[^A-Z0-9_]/g, '_'));
    }
  }
  if (target.inheritEnv) words.push('--inherit-env');
  if (target.cwd) words.push('--cwd', target.cwd);
  if (target.framing && target.framing !== 'auto') words.push('--framing', target.framing);
  words.push('--', target.command, ...secretArgumentWords(target.args, reveal, taken));
  return words;
}

/**
 * The server's arguments with each secret one (`--api-key sk-…`,
 * `--token=…`, a token-shaped word) a shell variable of its own, as Copy as
 * config withholds them; names already `taken` get a number.
 */
export function secretArgumentWords(
  args: readonly string[],
  reveal: boolean,
  taken = new Set<string>(),
): Array<string | { prefix: string; variable: string }> {
  const words: Array<string | { prefix: string; variable: string }> = [...args];
  if (reveal) return words;
  for (const { index, prefix, variable } of secretArguments(args)) {
    let unique = variable;
    for (let n = 2; taken.has(unique); n++) unique = `${variable}_${n}`;
    taken.add(unique);
    words[index] = { prefix, variable: unique };
  }
  return words;
}
