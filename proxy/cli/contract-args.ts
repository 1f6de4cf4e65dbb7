import type { ContractFormat, FailOn } from '../../shared/snapshot/contract-report.ts';
import { ArgsError, looksLikeUrl } from './arg-values.ts';
import { OptionWords } from './option-words.ts';

export type ContractArgs =
  | { kind: 'snapshot'; out?: string; help: boolean; rest: string[] }
  | { kind: 'diff'; files: string[]; format: ContractFormat; failOn: FailOn; help: boolean; rest: string[] };

const FORMATS: readonly ContractFormat[] = ['text', 'json', 'markdown'];
const FAIL_ON: readonly FailOn[] = ['breaking', 'any', 'none'];

/**
 * `snapshot` and `diff`, first after `--cli`: their own options taken out,
 * the rest (the server and the usual connection options) left for the
 * common parser. diff's files come first, right after `diff`; with one file,
 * the live server is the newer side. Undefined for any other command line.
 */
export function readContractArgs(argv: readonly string[]): ContractArgs | undefined {
  const words = [...argv];
  while (words[0] === '--cli') words.shift();
  const kind = words.shift();
  if (kind !== 'snapshot' && kind !== 'diff') return undefined;
  const rest: string[] = [];
  const files: string[] = [];
  let out: string | undefined;
  let format: ContractFormat | undefined;
  let failOn: FailOn | undefined;
  let help = false;
  let leading = true;
  const reader = new OptionWords(words);
  for (let read = reader.next(); read; read = reader.next()) {
    const { word, name } = read;
    if (word === '--') {
      rest.push(...reader.rest());
      break;
    }
    const value = () => reader.value(read);
    if (name === '--help' || name === '-h') help = true;
    else if (kind === 'snapshot' && name === '--out') out = once(out, value(), name);
    else if (kind === 'diff' && name === '--format') format = once(format, oneOf(name, value(), FORMATS), name);
    else if (kind === 'diff' && name === '--fail-on') failOn = once(failOn, oneOf(name, value(), FAIL_ON), name);
    else if (kind === 'diff' && leading && !word.startsWith('-') && !looksLikeUrl(word)) {
      if (files.length === 2) throw new ArgsError(`diff takes two snapshots, OLD and NEW; "${word}" is a third`);
      files.push(word);
    } else {
      leading = false;
      rest.push(word);
    }
  }
  if (kind === 'snapshot') return { kind, help, rest, ...(out !== undefined ? { out } : {}) };
  if (!help && files.length === 0)
    throw new ArgsError('diff needs OLD (a snapshot file or a log exported by mcp-loupe), then NEW or a server');
  return { kind, files, format: format ?? 'text', failOn: failOn ?? 'breaking', help, rest };
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new ArgsError(`${name} ${JSON.stringify(value)}: expected one of ${allowed.join(', ')}`);
  return value as T;
}

function once<T>(previous: T | undefined, value: T, name: string): T {
  if (previous !== undefined) throw new ArgsError(`${name} was given twice`);
  return value;
}
