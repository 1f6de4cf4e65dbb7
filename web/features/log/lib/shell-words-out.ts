import { isEnvName } from '../../../../shared/lib/env-name.ts';

// How a copied command writes each word so that a POSIX shell (sh, dash,
// bash, zsh, ksh), run with `sh -c` or pasted into a terminal, reads back
// exactly the word and runs nothing of it. A word that cannot be written so
// is refused with the reason, never emitted.

/** Something a copied command cannot hold: `reason` says what, and where, never the value (it may be a secret). */
export class UnquotableError extends Error {
  override name = 'UnquotableError';
}

/** Words made only of these need no quotes in any position but the command's (see commandWord). */
const PLAIN = /^[\w@%+=:,./-]+$/;

/**
 * Control characters (C0 but the newline, DEL, C1): kept literal, a pasted
 * one acts as a key in a terminal that does not bracket pastes (a DEL rubs
 * out the quote before it, a Ctrl-C ends the line and runs what follows), so
 * they are written as printf escapes. A newline is safe inside single quotes.
 */
const CONTROL = /[\u0001-\u0009\u000b-\u001f\u007f-\u009f]/;
const CONTROLS = /[\u0001-\u0009\u000b-\u001f\u007f-\u009f]+/g;

/** One word for a POSIX shell: as it is when nothing in it is special, else in single quotes (control characters from printf). */
export function shellQuote(text: string, where = 'a word'): string {
  if (text.includes('\0'))
    throw new UnquotableError(`${where} holds a NUL character, which no shell command can carry`);
  // A word starting with = is a path lookup in zsh (=ls is /bin/ls).
  if (text.length < 4096 && PLAIN.test(text) && !text.startsWith('=')) return text;
  if (!CONTROL.test(text)) return singleQuoted(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CONTROLS)) {
    if (match.index > last) out += singleQuoted(text.slice(last, match.index));
    out += `"$(printf '${[...new TextEncoder().encode(match[0])].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('')}')"`;
    last = match.index + match[0].length;
  }
  if (last < text.length) out += singleQuoted(text.slice(last));
  return out;
}

function singleQuoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Words a shell reads as its own syntax in the command's place. */
const RESERVED = new Set([
  '!',
  '{',
  '}',
  '[[',
  ']]',
  'case',
  'coproc',
  'do',
  'done',
  'elif',
  'else',
  'esac',
  'fi',
  'for',
  'function',
  'if',
  'in',
  'select',
  'then',
  'time',
  'until',
  'while',
]);

/**
 * The command's word: quoted also when it would otherwise be read as an
 * assignment (`X=1` would set X and run the next word) or a reserved word.
 * bash takes a word starting with % as a job even quoted (`'%1'` is `fg
 * %1`), so such a command is run through env, which finds it on PATH.
 */
export function commandWord(text: string): string {
  const quoted = shellQuote(text, 'the command');
  if (text.startsWith('%')) return `env ${quoted}`;
  return quoted === text && (text.includes('=') || RESERVED.has(text)) ? singleQuoted(text) : quoted;
}

/** `NAME=value` in front of a command: only a POSIX name can stand there, anything else is refused with the reason. */
export function assignment(name: string, valueWords: string): string {
  if (!isEnvName(name))
    throw new UnquotableError(
      `the environment variable name ${JSON.stringify(name)} is not a POSIX name, so no shell can set it in front of a command; rename it in the connection panel`,
    );
  return `${name}=${valueWords}`;
}

/** `'literal'"$VARIABLE"`: the literal part as its own word (single quotes: no history expansion of a `!`), the variable double-quoted. */
export function withVariable(prefix: string, variable: string): string {
  if (!isEnvName(variable)) throw new UnquotableError(`${JSON.stringify(variable)} is not a shell variable's name`);
  return `${prefix === '' ? '' : shellQuote(prefix)}"$${variable}"`;
}

/** `cd DIR && `: a directory starting with - is written ./-… so cd does not take it as an option. */
export function changeDirectory(cwd: string): string {
  return `cd ${shellQuote(cwd.startsWith('-') ? `./${cwd}` : cwd, 'the working directory')} && `;
}
