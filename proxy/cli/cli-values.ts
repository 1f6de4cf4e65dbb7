import { isFramingMode } from '../../shared/jsonrpc/framing-mode.ts';
import type { CompletionRef } from '../../shared/session/completion.ts';
import { isRevisionChoice, PROTOCOL_REVISIONS } from '../../shared/protocol/revisions.ts';
import { isLogLevel, LOG_LEVELS } from '../../shared/session/server-log.ts';
import { ArgsError, looksLikeUrl, splitOnce } from './arg-values.ts';
import { CLI_METHODS, type CliMethod, type ElicitationAnswer, type SamplingAnswer } from './cli-options.ts';

// Readers of the values of `mcp-loupe --cli`'s own options; each throws an ArgsError that names the option.

export function nonEmpty(name: string, text: string): string {
  if (text === '') throw new ArgsError(`${name} needs a value`);
  return text;
}

export function parseMethod(text: string): CliMethod {
  if ((CLI_METHODS as readonly string[]).includes(text)) return text as CliMethod;
  throw new ArgsError(
    `--method ${JSON.stringify(text)}: expected one of ${CLI_METHODS.join(', ')} (raw sends any frame)`,
  );
}

export function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ArgsError(`${name} is not JSON: ${(error as Error).message}`);
  }
}

export function parseJsonObject(name: string, text: string): Record<string, unknown> {
  const value = parseJson(name, text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ArgsError(`${name} must be a JSON object, such as '{"message":"hi"}'`);
  return value as Record<string, unknown>;
}

/** A tool argument: JSON where the text is JSON (42, true, {"a":1}, "quoted"), the text itself otherwise. */
export function looseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sets a key without letting "__proto__" reach the prototype. */
export function define(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `prompt:NAME` or `resource:URI-TEMPLATE` (also with the protocol's `ref/` in front). */
export function parseRef(text: string): CompletionRef {
  const [kind, rest] = splitOnce(text.replace(/^ref\//, ''), ':');
  if (kind === 'prompt' && rest) return { type: 'ref/prompt', name: rest };
  if (kind === 'resource' && rest) return { type: 'ref/resource', uri: rest };
  throw new ArgsError(`--ref ${JSON.stringify(text)}: expected prompt:NAME or resource:URI-TEMPLATE`);
}

export function parseLevel(text: string) {
  if (isLogLevel(text)) return text;
  throw new ArgsError(`--level ${JSON.stringify(text)}: expected one of ${LOG_LEVELS.join(', ')}`);
}

export function parseRevision(text: string) {
  if (isRevisionChoice(text)) return text;
  throw new ArgsError(`--revision ${JSON.stringify(text)}: expected auto or one of ${PROTOCOL_REVISIONS.join(', ')}`);
}

export function parseFraming(text: string) {
  if (isFramingMode(text)) return text;
  throw new ArgsError(`--framing ${JSON.stringify(text)}: expected auto, newline or content-length`);
}

export function parseFormat(text: string): 'json' | 'text' {
  if (text === 'json' || text === 'text') return text;
  throw new ArgsError(`--format ${JSON.stringify(text)}: expected json or text`);
}

export function parseTimeout(text: string): number {
  const seconds = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(seconds > 0)) throw new ArgsError(`--timeout ${JSON.stringify(text)}: expected a number of seconds above 0`);
  return Math.round(seconds * 1000);
}

export function parseElicitation(text: string): ElicitationAnswer {
  if (text === 'accept-defaults' || text === 'decline' || text === 'cancel') return { kind: text };
  return { kind: 'accept-file', file: nonEmpty('--elicitation', text) };
}

export function parseSampling(text: string): SamplingAnswer {
  if (text === 'decline') return { kind: 'decline' };
  if (text === 'model') return { kind: 'model' };
  return { kind: 'file', file: nonEmpty('--sampling', text) };
}

export function parseRoot(text: string): string {
  if (!looksLikeUrl(text))
    throw new ArgsError(`--roots ${JSON.stringify(text)} is not a URI; roots are URIs such as file:///home/me/project`);
  return text;
}
