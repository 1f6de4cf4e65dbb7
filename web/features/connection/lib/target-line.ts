import { joinShellWords, splitShellWords } from '../../../../shared/config/shell-words.ts';

/** A path of many segments, kept to its last `keep` ones: the part that says which server it is. */
function shortPath(word: string, keep: number): string {
  const segments = word.split('/').filter(Boolean);
  return segments.length > keep && word.includes('/') ? `…/${segments.slice(-keep).join('/')}` : word;
}

/**
 * A stdio command line for one line of a narrow column: the command by its
 * name, long paths in the arguments by their last segments
 * (`node …/server-everything/dist/index.js stdio`). The whole line goes in a
 * tooltip beside it.
 */
export function shortCommandLine(command: string, args: string): string {
  const name = shortPath(command.trim(), 1).replace(/^…\//, '');
  const split = splitShellWords(args);
  const rest = split.error
    ? args.trim()
    : split.words.map((word) => (word.includes('/') ? shortPath(word, 3) : joinShellWords([word]))).join(' ');
  return [name, rest].filter(Boolean).join(' ');
}

/** The same command line whole, as it runs. */
export function fullCommandLine(command: string, args: string): string {
  return [command.trim(), args.trim()].filter(Boolean).join(' ');
}
