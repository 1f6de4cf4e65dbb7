import type { Finding } from '../diagnose/finding.ts';
import type { HeaderEntry, HttpTarget, HttpTransportChoice, OAuthChoices } from '../http/http-target.ts';
import type { ConnectTarget, StdioTarget } from '../session/connect-target.ts';
import { envNameProblem, envValueProblem } from '../lib/env-name.ts';
import { pointer } from '../lib/json-pointer.ts';
import { configFinding, type ConfigRule } from './config-finding.ts';
import { placeholdersIn } from './placeholders.ts';
import { splitShellWords } from './shell-words.ts';

export interface EntryRead {
  target?: ConnectTarget;
  problem?: string;
  /** What the inspector left out of the entry or read otherwise, each pointing into the file. */
  findings: Finding[];
}

type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What each tool writes in `type` (or `transport`), as the inspector's transports. */
const transportTypes: Record<string, 'stdio' | HttpTransportChoice> = {
  stdio: 'stdio',
  http: 'streamable-http',
  'streamable-http': 'streamable-http',
  streamablehttp: 'streamable-http',
  streamable_http: 'streamable-http',
  sse: 'sse',
};

/**
 * One server entry of an `mcpServers` (Claude Desktop, Cursor, the
 * inspector's `--config`, Claude Code) or `servers` (VS Code) map: a command
 * to start, or a URL. What the inspector cannot use is said in its
 * `findings`, each pointing into the file from `at` (the entry's own
 * pointer); an entry it cannot import at all gets a `problem`.
 */
export function readServerEntry(entry: unknown, at = ''): EntryRead {
  if (!isRecord(entry)) return { problem: 'Not an object with a command or a url', findings: [] };
  const notes = new EntryNotes(at);
  if (entry.disabled === true) notes.say('config-entry-disabled', ['disabled'], 'Marked disabled in this file');
  const typeField =
    typeof entry.type === 'string' ? entry.type : typeof entry.transport === 'string' ? entry.transport : undefined;
  const type = typeField === undefined ? undefined : transportTypes[typeField.toLowerCase()];
  if (typeField !== undefined && type === undefined) {
    return {
      problem: `Transport "${typeField}" is not one the inspector speaks (stdio, http, streamable-http, sse)`,
      findings: notes.findings,
    };
  }
  const url =
    typeof entry.url === 'string' ? entry.url : typeof entry.serverUrl === 'string' ? entry.serverUrl : undefined;
  if (type === 'stdio' || (type === undefined && entry.command !== undefined)) {
    if (url !== undefined)
      notes.say('config-field-left-out', [urlKey(entry)], 'Its url is left out: the entry is a stdio command');
    return readStdio(entry, notes);
  }
  if (type !== undefined || url !== undefined) {
    if (entry.command !== undefined)
      notes.say('config-field-left-out', ['command'], 'Its command is left out: the entry is a URL');
    return readRemote(entry, url, type ?? 'auto', notes);
  }
  return { problem: 'Neither a command nor a url', findings: notes.findings };
}

/** The findings of one entry, each at a member of it. */
class EntryNotes {
  readonly findings: Finding[] = [];
  readonly #at: string;

  constructor(at: string) {
    this.#at = at;
  }

  /** `keys` lead from the entry to the member: `['args', 2]` for its third argument. */
  say(rule: ConfigRule, keys: ReadonlyArray<string | number>, message: string): void {
    this.findings.push(configFinding(rule, this.#at + pointer(...keys), message));
  }
}

function urlKey(entry: Record_): string {
  return typeof entry.url === 'string' ? 'url' : 'serverUrl';
}

function readStdio(entry: Record_, notes: EntryNotes): EntryRead {
  if (typeof entry.command !== 'string' || entry.command.trim() === '')
    return { problem: 'Its command is missing or not a string', findings: notes.findings };
  const args = readArgs(entry.args, notes);
  if ('problem' in args) return { problem: args.problem, findings: notes.findings };
  const env = readStringMap(entry.env, 'env', notes);
  // A name a shell would read as code is refused, not left out: the server would start without a variable it was given.
  const badEnv = Object.entries(env)
    .map(([name, value]) => envNameProblem(name) ?? envValueProblem(name, value))
    .find(Boolean);
  if (badEnv) return { problem: `Its env: ${badEnv}`, findings: notes.findings };
  const target: StdioTarget = { kind: 'stdio', command: entry.command, args: args.words, env };
  if (typeof entry.cwd === 'string' && entry.cwd !== '') target.cwd = entry.cwd;
  if (typeof entry.envFile === 'string')
    notes.say(
      'config-field-left-out',
      ['envFile'],
      `Its envFile (${entry.envFile}) is not read: add those variables under Environment`,
    );
  return { target, findings: notes.findings };
}

function readArgs(args: unknown, notes: EntryNotes): { words: string[] } | { problem: string } {
  if (args === undefined || args === null) return { words: [] };
  if (typeof args === 'string') {
    const split = splitShellWords(args);
    if (split.error) return { problem: `Its args is one string that does not split into words: ${split.error}` };
    notes.say(
      'config-value-read-as',
      ['args'],
      'Its args is one string, split into words as a shell would (nothing expanded)',
    );
    return { words: split.words };
  }
  if (!Array.isArray(args)) return { problem: 'Its args is neither a list nor a string' };
  const words: string[] = [];
  for (const [index, arg] of args.entries()) {
    if (typeof arg === 'string') words.push(arg);
    else if (typeof arg === 'number' || typeof arg === 'boolean') {
      words.push(String(arg));
      notes.say(
        'config-value-read-as',
        ['args', index],
        `Argument ${index + 1} is a ${typeof arg}, passed as the text ${String(arg)}`,
      );
    } else return { problem: `Argument ${index + 1} is not a string` };
  }
  return { words };
}

/** `{NAME: value}`; numbers and booleans become text, anything else is left out and said so. */
function readStringMap(value: unknown, what: 'env' | 'headers', notes: EntryNotes): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) {
    notes.say('config-field-left-out', [what], `Its ${what} is not an object: left out`);
    return {};
  }
  const out: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string') out[name] = item;
    else if (typeof item === 'number' || typeof item === 'boolean') out[name] = String(item);
    else if (item === null)
      notes.say('config-field-left-out', [what, name], `${what} ${name} is null (unset in the editor): left out`);
    else notes.say('config-field-left-out', [what, name], `${what} ${name} is not a string: left out`);
  }
  return out;
}

function readRemote(
  entry: Record_,
  url: string | undefined,
  transport: HttpTransportChoice,
  notes: EntryNotes,
): EntryRead {
  if (url === undefined || url.trim() === '')
    return { problem: 'Its url is missing or not a string', findings: notes.findings };
  const problem = urlProblem(url);
  if (problem) return { problem, findings: notes.findings };
  if (entry.serverUrl !== undefined && entry.url === undefined)
    notes.say('config-value-read-as', ['serverUrl'], 'Read its serverUrl as the url');
  const headers: HeaderEntry[] = Array.isArray(entry.headers)
    ? entry.headers.flatMap((header: unknown) =>
        isRecord(header) && typeof header.name === 'string' && typeof header.value === 'string'
          ? [{ name: header.name, value: header.value }]
          : [],
      )
    : Object.entries(readStringMap(entry.headers, 'headers', notes)).map(([name, value]) => ({ name, value }));
  const target: HttpTarget = { kind: 'http', url, transport, route: 'auto', headers };
  const oauth = readCursorAuth(entry.auth, notes);
  if (oauth) target.oauth = oauth;
  if (entry.env !== undefined && isRecord(entry.env) && Object.keys(entry.env).length > 0)
    notes.say('config-field-left-out', ['env'], 'Its env is left out: a server behind a URL is not started here');
  return { target, findings: notes.findings };
}

/** Cursor's static OAuth client: `auth: { CLIENT_ID, CLIENT_SECRET, scopes }`. */
function readCursorAuth(auth: unknown, notes: EntryNotes): OAuthChoices | undefined {
  if (!isRecord(auth)) return undefined;
  const oauth: OAuthChoices = {};
  if (typeof auth.CLIENT_ID === 'string') oauth.clientId = auth.CLIENT_ID;
  if (typeof auth.CLIENT_SECRET === 'string') oauth.clientSecret = auth.CLIENT_SECRET;
  if (Array.isArray(auth.scopes)) oauth.scope = auth.scopes.filter((scope) => typeof scope === 'string').join(' ');
  if (Object.keys(oauth).length === 0) {
    notes.say(
      'config-field-left-out',
      ['auth'],
      'Its auth block is not one the inspector reads (CLIENT_ID, CLIENT_SECRET, scopes): left out',
    );
    return undefined;
  }
  return oauth;
}

/** A URL the inspector can reach, unless it holds a placeholder (then the person fills it in first). */
function urlProblem(url: string): string | undefined {
  if (placeholdersIn(url).length > 0) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return undefined;
    return `Its url is not http: or https: (${parsed.protocol})`;
  } catch {
    return `Its url is not a URL: ${url}`;
  }
}
