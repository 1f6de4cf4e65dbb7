import { ArgsError } from './arg-values.ts';
import { CLI_METHODS, type CliMethod } from './cli-options.ts';
import { OptionWords } from './option-words.ts';

/** `check`: every request the checkup makes; the others, one request each, as `--method` would make it. */
export type RecordStep = 'check' | Exclude<CliMethod, 'raw'>;

export interface RecordArgs {
  kind: 'record';
  out?: string;
  steps: RecordStep[];
  help: boolean;
  /** The server and the usual options (--tool, --arg, --uri… for the steps that take them), for the common parser. */
  rest: string[];
}

/** The methods whose request needs options of its own. */
const TARGETED: readonly string[] = ['tools/call', 'resources/read', 'prompts/get', 'completion/complete'];
const STEPS: readonly string[] = ['check', ...CLI_METHODS.filter((method) => method !== 'raw')];

/** `record --out LOG [--methods a,b,c]`, first after `--cli`; undefined for any other command line. */
export function readRecordArgs(argv: readonly string[]): RecordArgs | undefined {
  const words = [...argv];
  while (words[0] === '--cli') words.shift();
  if (words.shift() !== 'record') return undefined;
  const args: RecordArgs = { kind: 'record', steps: ['check'], help: false, rest: [] };
  let methods: string | undefined;
  const reader = new OptionWords(words);
  for (let read = reader.next(); read; read = reader.next()) {
    const { word, name } = read;
    if (word === '--') {
      args.rest.push(...reader.rest());
      break;
    }
    const value = () => reader.value(read);
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--out') {
      if (args.out !== undefined) throw new ArgsError('--out was given twice');
      args.out = value();
    } else if (name === '--methods') {
      if (methods !== undefined) throw new ArgsError('--methods was given twice');
      methods = value();
    } else args.rest.push(word);
  }
  if (methods !== undefined) {
    const steps = methods.split(',').map((step) => step.trim());
    const unknown = steps.filter((step) => !STEPS.includes(step));
    if (unknown.length || steps.length === 0)
      throw new ArgsError(`--methods ${JSON.stringify(methods)}: expected a list of ${STEPS.join(', ')}`);
    args.steps = steps as RecordStep[];
  }
  // The request options (--tool, --uri…) are checked against one method by the common parser: the one that takes them.
  const targeted = [...new Set(args.steps.filter((step) => TARGETED.includes(step)))];
  if (targeted.length > 1)
    throw new ArgsError(`--methods: at most one of ${TARGETED.join(', ')} (each takes its own options)`);
  if (targeted.length === 1) args.rest.unshift('--method', targeted[0]!);
  if (!args.help && args.out === undefined) throw new ArgsError('record needs --out LOG: where the recording goes');
  return args;
}

export const recordUsage = `Usage: mcp-loupe --cli record --out LOG [--methods a,b,c] [options] -- <server>
       mcp-loupe --cli record --out LOG [--methods a,b,c] [options] URL

Records a session with the server for mcp-loupe --mock: the whole wire log,
in the format the page's Export log and Save as mock write (JSON Lines).

  --out LOG         where the log is written
  --methods LIST    what to ask, in order (default: check): check (every
                    request the checkup makes), ${CLI_METHODS.filter((method) => method !== 'raw').join(', ')};
                    each method as --method would ask it, with --tool, --arg,
                    --uri, --prompt… (tools/call calls one tool: --tool)

The connection options are those of mcp-loupe --cli (see mcp-loupe --cli --help).
Exit codes: 0 recorded (answers that are JSON-RPC errors are recorded too);
2 usage; 3 the server could not be reached; 1 the log could not be written.`;
