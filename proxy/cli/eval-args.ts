import { ArgsError } from './arg-values.ts';

/** `mcp-loupe --cli eval FILE …`: what the eval subcommand reads besides the server and the model. */
export interface EvalOptions {
  /** The case file, as given (relative to the working directory). */
  file: string;
  /** Runs of each case per model; the file's `runs`, else 1, when absent. */
  runs?: number;
  /** Where the JUnit XML goes. */
  junit?: string;
  /** Where the JSON results go. */
  json?: string;
  /** Each case must pass at least this share of its runs with each model. */
  minPassRate: number;
}

/** The eval options as read, before the subcommand is known (an option may come before `eval`). */
export interface EvalWords {
  file?: string;
  runs?: number;
  junit?: string;
  minPassRate?: number;
}

/** The options only eval takes (`--json` is shared with `--method raw`, where it is the frame). */
export const EVAL_OPTIONS = ['--runs', '--junit', '--min-pass-rate'];

/** The most runs one case may ask for: a typo of 1000 would run for hours against a paid model. */
const MAX_RUNS = 100;

/** Reads one eval option into `words`; false when `name` is not one. `take` reads its value. */
export function readEvalOption(name: string, take: () => string, words: EvalWords): boolean {
  switch (name) {
    case '--runs': {
      const text = take();
      const runs = Number(text);
      if (!/^\d+$/.test(text) || runs < 1 || runs > MAX_RUNS)
        throw new ArgsError(`--runs ${JSON.stringify(text)}: expected a whole number from 1 to ${MAX_RUNS}`);
      words.runs = runs;
      return true;
    }
    case '--junit':
      words.junit = nonEmpty(name, take());
      return true;
    case '--min-pass-rate': {
      const text = take();
      const rate = Number(text.endsWith('%') ? text.slice(0, -1) : text) / (text.endsWith('%') ? 100 : 1);
      if (text.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1)
        throw new ArgsError(
          `--min-pass-rate ${JSON.stringify(text)}: expected a rate from 0 to 1 (0.8) or a percentage (80%)`,
        );
      words.minPassRate = rate;
      return true;
    }
    default:
      return false;
  }
}

/** The eval options checked together, given the `--json` value the command line held. */
export function evalFrom(words: EvalWords, json: string | undefined): EvalOptions {
  if (words.file === undefined)
    throw new ArgsError('eval needs a case file: mcp-loupe --cli eval CASES.yaml [options] -- COMMAND [ARGS...]');
  return {
    file: words.file,
    minPassRate: words.minPassRate ?? 1,
    ...(words.runs !== undefined ? { runs: words.runs } : {}),
    ...(words.junit !== undefined ? { junit: words.junit } : {}),
    ...(json !== undefined ? { json: nonEmpty('--json', json) } : {}),
  };
}

function nonEmpty(name: string, value: string): string {
  if (value.trim() === '') throw new ArgsError(`${name} needs a file name`);
  return value;
}
