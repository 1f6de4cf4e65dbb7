import { ArgsError } from './arg-values.ts';

/** One word of a command line: for `--name=value`, its name and the value after the first `=`. */
export interface OptionWord {
  word: string;
  name: string;
  inline: string | undefined;
}

/**
 * A subcommand's words read one at a time, an option's value taken from
 * after its `=` or from the next word: the readers of snapshot and diff,
 * record, load and --mock share it, so they take options alike.
 */
export class OptionWords {
  #index = -1;
  readonly #words: readonly string[];

  constructor(words: readonly string[]) {
    this.#words = words;
  }

  /** The next word, undefined after the last. */
  next(): OptionWord | undefined {
    const word = this.#words[++this.#index];
    if (word === undefined) return undefined;
    const cut = word.startsWith('--') ? word.indexOf('=') : -1;
    return cut < 0
      ? { word, name: word, inline: undefined }
      : { word, name: word.slice(0, cut), inline: word.slice(cut + 1) };
  }

  /** The value of the option just read: after its `=`, else the next word. */
  value({ name, inline }: OptionWord): string {
    const given = inline ?? this.#words[++this.#index];
    if (given === undefined) throw new ArgsError(`${name} needs a value`);
    return given;
  }

  /** The words from the one just read on (a `--` and the server after it). */
  rest(): string[] {
    return this.#words.slice(this.#index);
  }
}
