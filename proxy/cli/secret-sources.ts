import type { Finding } from '../../shared/diagnose/finding.ts';
import { resolve } from 'node:path';
import type { HeaderEntry } from '../../shared/http/http-target.ts';
import { envNameProblem } from '../../shared/lib/env-name.ts';
import { ArgsError } from './arg-values.ts';
import { readBoundedText, UnreadableFileError } from './bounded-read.ts';

/**
 * Where the option readers get what keeps secrets out of argv (where `ps`
 * shows them to every user of the machine): mcp-loupe's own environment
 * for `-e NAME`, and files (or standard input, `-`) for `--env-from` and
 * `--headers-from`. Also where they leave a warning for a secret that did
 * come on the command line. Not `--env-file`: Node itself looks for that
 * flag in the whole argv, the script's arguments included, and exits when
 * its file is missing (nodejs/node#54232).
 */
export interface OptionSources {
  env: Readonly<Record<string, string | undefined>>;
  /** The text of FILE as given; `-` is standard input. `option` names who asks, for a note said while it waits (a pipe). */
  readFile: (file: string, option?: string) => string;
  /** A secret seen on the command line, the person's finding: said on stderr once argv is read, never the value. */
  findings: Finding[];
  /** The option that read standard input already: it can be read once. */
  stdinTakenBy?: string;
}

/**
 * Reads files relative to `cwd`, and `-` from standard input (to its end),
 * bounded (bounded-read.ts); `note` says on stderr, at once, that a pipe is
 * waited for.
 */
export function fileReader(
  cwd: string,
  read: (path: string | 0, note: (line: string) => void) => string = readBoundedText,
  note: (line: string) => void = (line) => process.stderr.write(`mcp-loupe: ${line}\n`),
): (file: string, option?: string) => string {
  return (file, option) =>
    read(file === '-' ? 0 : resolve(cwd, file), (line) =>
      note(`${option ?? 'reading'} ${JSON.stringify(file)}: ${line}`),
    );
}

/** Option sources with no environment and no files: for parsers called without them. */
export function noSources(env: Readonly<Record<string, string | undefined>> = {}): OptionSources {
  return { env, readFile: fileReader(process.cwd()), findings: [] };
}

/** The text of an option's file; errors name the file and never show its content. */
export function readOptionFile(option: string, file: string, sources: OptionSources): string {
  if (file === '') throw new ArgsError(`${option} needs a file (or - for standard input)`);
  if (file === '-') {
    if (sources.stdinTakenBy)
      throw new ArgsError(
        `${option} -: standard input was already read by ${sources.stdinTakenBy}; give one of them a file`,
      );
    sources.stdinTakenBy = option;
  }
  try {
    return sources.readFile(file, option);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      error instanceof UnreadableFileError
        ? error.reason
        : code === 'ENOENT'
          ? 'no such file'
          : code === 'EACCES'
            ? 'permission denied'
            : code === 'EISDIR'
              ? 'a directory, not a file'
              : 'cannot be read';
    throw new ArgsError(`${option} ${file === '-' ? '- (standard input)' : JSON.stringify(file)}: ${why}`);
  }
}

/** The lines that count, numbered from 1: blank lines and `#` comments skipped. */
function meaningfulLines(text: string): Array<[number, string]> {
  return text
    .split(/\r?\n/)
    .map((line, index): [number, string] => [index + 1, line.trim()])
    .filter(([, line]) => line !== '' && !line.startsWith('#'));
}

/**
 * `--env-from FILE`: `KEY=VALUE` lines (an `export ` in front and quotes
 * around the value allowed, as a shell's .env file has them), or `KEY`
 * alone for the value from mcp-loupe's environment, as docker reads them.
 * Errors give the line number, never the line.
 */
export function parseEnvFile(text: string, where: string, env: OptionSources['env']): Array<[string, string]> {
  return meaningfulLines(text).map(([number, line]) => {
    const at = line.indexOf('=');
    const key = (at === -1 ? line : line.slice(0, at)).replace(/^export\s+/, '').trim();
    if (envNameProblem(key)) {
      throw new ArgsError(
        `${where} line ${number}: expected KEY=VALUE, KEY a POSIX name (a letter or _, then letters, digits or _); the line is not shown, as it may hold a secret`,
      );
    }
    if (at === -1) return [key, fromEnvironment(key, `${where} line ${number}`, env)];
    return [key, unquote(line.slice(at + 1).trim())];
  });
}

/** `--headers-from FILE`: `Name: value` lines, each read as `--header` reads one. */
export function parseHeaderFile(
  text: string,
  where: string,
  parseHeader: (text: string, source: string) => HeaderEntry,
): HeaderEntry[] {
  return meaningfulLines(text).map(([number, line]) => parseHeader(line, `${where} line ${number}`));
}

/** `-e NAME` and a bare `NAME` line: the variable as mcp-loupe itself has it. */
export function fromEnvironment(key: string, where: string, env: OptionSources['env']): string {
  const value = env[key];
  if (value === undefined)
    throw new ArgsError(
      `${where}: ${key} is not set in mcp-loupe's environment; set it (export ${key}=...) or give ${key}=VALUE`,
    );
  return value;
}

function unquote(value: string): string {
  const quote = value[0];
  return (quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote) ? value.slice(1, -1) : value;
}
