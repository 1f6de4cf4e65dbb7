import type { HeaderEntry, HttpTransportChoice } from '../../shared/http/http-target.ts';
import { isSecretSetting, looksSecretValue } from '../../shared/config/secret-names.ts';
import { envNameProblem } from '../../shared/lib/env-name.ts';
import {
  fromEnvironment,
  parseEnvFile,
  parseHeaderFile,
  readOptionFile,
  type OptionSources,
} from './secret-sources.ts';
import { envWarning, headerWarning, optionWarning } from './secret-warnings.ts';

/**
 * Readers of option values shared by the page-starting command line and the
 * CLI mode. Each throws an ArgsError whose message never echoes a secret.
 */
export class ArgsError extends Error {
  override name = 'ArgsError';
}

const EXAMPLE_URL = 'https://example.com/mcp';

/** An http: or https: URL without credentials in it; `name` says where it was given (`--url`, `TARGET`). */
export function parseUrl(text: string, name = '--url'): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ArgsError(`${name} ${JSON.stringify(text)} is not a URL; expected one like ${EXAMPLE_URL}`);
  }
  // Not echoed: the text holds a password. Browsers refuse such URLs anyway.
  if (url.username || url.password) {
    throw new ArgsError(
      `${name}: a user name or password in the URL is not supported; use --bearer TOKEN or --header 'Authorization: Basic ...'`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ArgsError(
      `${name} ${JSON.stringify(text)} is not an http: or https: URL; expected one like ${EXAMPLE_URL}`,
    );
  }
  return text;
}

/** Whether a word on the command line is meant as a URL (and so is read as one, errors and all). */
export function looksLikeUrl(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
}

const TRANSPORTS: Record<string, HttpTransportChoice> = { http: 'streamable-http', sse: 'sse', auto: 'auto' };

export function parseTransport(text: string): HttpTransportChoice {
  const transport = Object.hasOwn(TRANSPORTS, text) ? TRANSPORTS[text] : undefined;
  if (!transport) throw new ArgsError(`--transport ${JSON.stringify(text)}: expected http, sse or auto`);
  return transport;
}

/** RFC 9110 `token`: what a field name may be made of. */
const TOKEN_CHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;
const HEADER_FORM = "expected the form 'Name: value', e.g. --header 'X-Team: blue'";

/**
 * `Name: value`, checked as a browser's fetch would. Errors show the name
 * only, never the value: a header is where secrets go.
 */
export function parseHeader(text: string, source = '--header'): HeaderEntry {
  const [name, rawValue] = splitOnce(text, ':');
  // Without a colon there is no telling name from value, so nothing is echoed.
  if (rawValue === undefined)
    throw new ArgsError(`${source} has no ":" (the text is not shown, as it may hold a secret); ${HEADER_FORM}`);
  if (name === '') throw new ArgsError(`${source} has no name before ":"; ${HEADER_FORM}`);
  const bad = [...name].findIndex((char) => !TOKEN_CHAR.test(char));
  if (bad !== -1) {
    // Only the part before the bad character: after a space may come a value.
    const shown = bad === 0 ? 'a header name' : `the header name ${JSON.stringify(`${name.slice(0, bad)}…`)}`;
    throw new ArgsError(
      `${source}: ${shown} cannot contain ${JSON.stringify(name[bad])}; names are letters, digits and !#$%&'*+-.^_\`|~ only; ${HEADER_FORM}`,
    );
  }
  const value = rawValue.replace(/^[ \t]+|[ \t]+$/g, '');
  const hidden = isSecretSetting(name, value) ? ' (hidden)' : '';
  if (value === '') throw new ArgsError(`${source} ${JSON.stringify(name)} has an empty value; ${HEADER_FORM}`);
  const problem = valueProblem(value);
  if (problem)
    throw new ArgsError(
      `${source} ${JSON.stringify(name)}: the value${hidden} contains ${problem}, which a header value cannot hold`,
    );
  return { name, value };
}

export function parseBearer(token: string, source: string): string {
  if (token === '') throw new ArgsError(`${source} needs a token`);
  if (/^bearer\s/i.test(token)) throw new ArgsError(`${source}: give the token alone, without "Bearer " in front`);
  const problem = /\s/.test(token) ? 'white space' : valueProblem(token);
  if (problem)
    throw new ArgsError(`${source}: the token (hidden) contains ${problem}, which a bearer token cannot hold`);
  return token;
}

/** What makes a header value unsendable: a control character, or one outside Latin-1 (fetch refuses both). Described by code point only. */
function valueProblem(value: string): string | undefined {
  for (const char of value) {
    const code = char.codePointAt(0) as number;
    if (char === '\r' || char === '\n') return 'a line break';
    if ((code < 0x20 && char !== '\t') || code === 0x7f) return `the control character ${codePoint(code)}`;
    if (code > 0xff) return `the character ${codePoint(code)}, outside Latin-1`;
  }
  return undefined;
}

function codePoint(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function parseEnv(text: string, name: string): [string, string] {
  const [key = '', val] = splitOnce(text, '=');
  // Not echoed: the value may be a secret.
  if (val === undefined || key === '')
    throw new ArgsError(`${name}: expected KEY=VALUE, or KEY alone for its value from mcp-loupe's environment`);
  refuseBadName(key, name);
  return [key, val];
}

/** A name that is not a POSIX name is refused (shared/lib/env-name.ts), said unless it looks like a token (a value given where the name goes). */
function refuseBadName(key: string, option: string): void {
  const problem = envNameProblem(key);
  if (!problem) return;
  if (looksSecretValue(key))
    throw new ArgsError(
      `${option}: the variable's name is not a POSIX name (a letter or _, then letters, digits or _); not shown, as it looks like a secret`,
    );
  throw new ArgsError(`${option}: ${problem}`);
}

export function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** Where the options that shape a server are read into, on either command line. */
export interface ServerOptionTarget {
  env: Record<string, string>;
  headers: HeaderEntry[];
  transport?: HttpTransportChoice;
  bearer?: string;
}

/** Reads `-e/--env`, `--env-from`, `--transport`, `--header`, `--headers-from` or `--bearer` into `into`; false for any other option. `take` reads its value. */
export function readServerOption(
  name: string,
  take: () => string,
  into: ServerOptionTarget,
  sources: OptionSources,
): boolean {
  switch (name) {
    case '-e':
    case '--env': {
      const text = take();
      // `-e NAME` alone: the value from mcp-loupe's own environment, as docker's -e, so it never stands in argv.
      if (!text.includes('=') && text !== '') {
        refuseBadName(text, name);
        into.env[text] = fromEnvironment(text, `${name} ${text}`, sources.env);
        return true;
      }
      const [key, val] = parseEnv(text, name);
      if (isSecretSetting(key, val)) sources.findings.push(envWarning(name, key));
      into.env[key] = val;
      return true;
    }
    case '--env-from': {
      const file = take();
      for (const [key, val] of parseEnvFile(
        readOptionFile(name, file, sources),
        `${name} ${JSON.stringify(file)}`,
        sources.env,
      ))
        into.env[key] = val;
      return true;
    }
    case '--transport':
      into.transport = parseTransport(take());
      return true;
    case '--header': {
      const header = parseHeader(take());
      if (isSecretSetting(header.name, header.value)) sources.findings.push(headerWarning(header.name));
      into.headers.push(header);
      return true;
    }
    case '--headers-from': {
      const file = take();
      into.headers.push(
        ...parseHeaderFile(readOptionFile(name, file, sources), `${name} ${JSON.stringify(file)}`, parseHeader),
      );
      return true;
    }
    case '--bearer':
      into.bearer = parseBearer(take(), '--bearer');
      sources.findings.push(optionWarning('--bearer', BEARER_ENV));
      return true;
    default:
      return false;
  }
}

/** Where the bearer token may come from instead of --bearer, out of shell history and `ps`. */
export const BEARER_ENV = 'MCP_LOUPE_BEARER';
