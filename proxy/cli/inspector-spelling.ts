import { looksLikeUrl } from './arg-values.ts';

/**
 * The official MCP Inspector's command line (`--cli`) spells some options
 * differently; a command copied from its documentation should run here as
 * written. Each name maps to mcp-loupe's own, whose reading it then gets:
 * `--tool-arg` values are read as JSON where they parse, as the official
 * one reads them; `--prompt-args` values stay text, since prompt arguments
 * are strings in every revision.
 */
export const INSPECTOR_SPELLING: Readonly<Record<string, string>> = {
  '--tool-name': '--tool',
  '--tool-arg': '--arg',
  '--prompt-name': '--prompt',
  '--prompt-args': '--arg',
  '--log-level': '--level',
};

/** mcp-loupe's name for an option, whichever of the two spellings was given. */
export const ownSpelling = (name: string): string =>
  Object.hasOwn(INSPECTOR_SPELLING, name) ? (INSPECTOR_SPELLING[name] as string) : name;

/** The official inspector's options that take several `NAME=VALUE` words after one flag (`--tool-arg a=1 b=2`). */
const PAIR_LISTS = new Set(['--tool-arg', '--prompt-args']);

export const takesPairs = (name: string): boolean => PAIR_LISTS.has(name);

/**
 * Whether a word after such a flag is one more pair: `NAME=VALUE`, not an
 * option and not a URL (whose query may hold an "="), so the server's URL or
 * command after the pairs ends them.
 */
export const isPair = (word: string | undefined): word is string =>
  word !== undefined && !word.startsWith('-') && !looksLikeUrl(word) && /^[^=]+=/.test(word);
