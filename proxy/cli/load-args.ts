import { ArgsError } from './arg-values.ts';
import { OptionWords } from './option-words.ts';

/** `load`'s own options; the request (--method tools/call --tool --arg) and the server go to the common parser. */
export interface LoadArgs {
  /** Stop after this many calls… */
  requests?: number;
  /** …or after this many seconds, whichever comes first. */
  durationS?: number;
  /** Calls in flight at once. */
  concurrency: number;
  /** The figures as JSON, for CI. */
  json?: string;
  /** What is printed: text for a person (the default), or the --json report. */
  format: 'text' | 'json';
  /** A server behind a URL that is not on this machine may be loaded. */
  allowRemote: boolean;
  help: boolean;
  rest: string[];
}

/** Without --requests or --duration, a run this long: it always stops by itself. */
export const DEFAULT_REQUESTS = 100;
export const DEFAULT_CONCURRENCY = 1;
/** Beyond these, a typo more likely than a wish (and the log of the run is held in memory). */
const MAX_REQUESTS = 1_000_000;
const MAX_CONCURRENCY = 1_000;
const MAX_DURATION_S = 24 * 60 * 60;

/**
 * `load`, first after `--cli`: its own options taken out, the rest left for
 * the common parser (which reads --method, --tool and --arg as for one
 * call). Undefined for any other command line.
 */
export function readLoadArgs(argv: readonly string[]): LoadArgs | undefined {
  const words = [...argv];
  while (words[0] === '--cli') words.shift();
  if (words.shift() !== 'load') return undefined;
  const args: LoadArgs = {
    concurrency: DEFAULT_CONCURRENCY,
    format: 'text',
    allowRemote: false,
    help: false,
    rest: [],
  };
  const given = new Set<string>();
  const reader = new OptionWords(words);
  for (let read = reader.next(); read; read = reader.next()) {
    const { word, name } = read;
    if (word === '--') {
      args.rest.push(...reader.rest());
      break;
    }
    const value = () => reader.value(read);
    const own = ['--requests', '--concurrency', '--duration', '--json', '--allow-remote', '--format'].includes(name);
    if (own && given.has(name)) throw new ArgsError(`${name} was given twice`);
    if (own) given.add(name);
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--requests') args.requests = whole(name, value(), MAX_REQUESTS);
    else if (name === '--concurrency') args.concurrency = whole(name, value(), MAX_CONCURRENCY);
    else if (name === '--duration') args.durationS = seconds(name, value());
    // load's --json is its report file, not --method raw's frame.
    else if (name === '--json') args.json = nonEmpty(name, value());
    else if (name === '--allow-remote') args.allowRemote = true;
    else if (name === '--format') args.format = format(value());
    else args.rest.push(word);
  }
  if (args.requests === undefined && args.durationS === undefined) args.requests = DEFAULT_REQUESTS;
  return args;
}

function whole(name: string, text: string, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > max)
    throw new ArgsError(`${name} ${JSON.stringify(text)}: expected a whole number from 1 to ${max}`);
  return n;
}

function seconds(name: string, text: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n <= 0 || n > MAX_DURATION_S)
    throw new ArgsError(`${name} ${JSON.stringify(text)}: expected seconds, more than 0 and at most ${MAX_DURATION_S}`);
  return n;
}

function nonEmpty(name: string, text: string): string {
  if (text === '') throw new ArgsError(`${name} needs a file name`);
  return text;
}

function format(text: string): 'text' | 'json' {
  if (text !== 'text' && text !== 'json')
    throw new ArgsError(`--format ${JSON.stringify(text)}: expected text or json`);
  return text;
}
