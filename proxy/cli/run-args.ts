import { ArgsError } from './arg-values.ts';
import { OptionWords } from './option-words.ts';
import { VARIABLE_NAME } from '../../shared/collection/collection-variables.ts';

/** `run`'s own options; the server and the connection options go to the common parser. */
export interface RunArgs {
  /** The collection file. */
  file?: string;
  /** The run as JUnit XML, for CI. */
  junit?: string;
  /** `--var NAME=VALUE`: values for the collection's `{{NAME}}` placeholders, before the file's own. */
  vars: Record<string, string>;
  /** The person agrees that a variable the file leaves out is taken from this process's environment. */
  envVars: boolean;
  /** What is printed: each call as it ends, for a person (the default), or the whole run as JSON. */
  format: 'text' | 'json';
  help: boolean;
  rest: string[];
}

/**
 * `run`, first after `--cli`: the collection file and run's own options
 * taken out, the rest (the server after `--`, or a URL, and the usual
 * connection options) left for the common parser. Undefined for any other
 * command line.
 */
export function readRunArgs(argv: readonly string[]): RunArgs | undefined {
  const words = [...argv];
  while (words[0] === '--cli') words.shift();
  if (words.shift() !== 'run') return undefined;
  const args: RunArgs = { vars: {}, envVars: false, format: 'text', help: false, rest: [] };
  const reader = new OptionWords(words);
  for (let read = reader.next(); read; read = reader.next()) {
    const { word, name } = read;
    if (word === '--') {
      args.rest.push(...reader.rest());
      break;
    }
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--junit') {
      if (args.junit !== undefined) throw new ArgsError('--junit was given twice');
      args.junit = reader.value(read);
      if (args.junit === '') throw new ArgsError('--junit needs a file name');
    } else if (name === '--var') {
      const pair = reader.value(read);
      const cut = pair.indexOf('=');
      const key = cut < 0 ? pair : pair.slice(0, cut);
      if (cut < 0 || !VARIABLE_NAME.test(key))
        throw new ArgsError(`--var ${JSON.stringify(pair)}: expected NAME=VALUE, NAME of letters, digits and _`);
      if (Object.hasOwn(args.vars, key)) throw new ArgsError(`--var ${key} was given twice`);
      args.vars[key] = pair.slice(cut + 1);
    } else if (name === '--env-vars') args.envVars = true;
    else if (name === '--format') {
      const format = reader.value(read);
      if (format !== 'text' && format !== 'json')
        throw new ArgsError(`--format ${JSON.stringify(format)}: expected text or json`);
      args.format = format;
    } else if (name === '--method')
      throw new ArgsError('run makes the calls of its collection: --method does not apply');
    else if (args.file === undefined && !word.startsWith('-')) args.file = word;
    else args.rest.push(word);
  }
  if (!args.help && (args.file === undefined || args.file === ''))
    throw new ArgsError('run needs a collection file: mcp-loupe --cli run FILE -- SERVER');
  return args;
}
