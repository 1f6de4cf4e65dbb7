import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { entryFinding, notAnObject, optionalText, requiredText, uniqueKeys, within, wrongType } from './read-fields.ts';
import { NO_NAME, NOT_AN_OBJECT } from './tool-item.ts';

export interface PromptArgumentItem {
  /** The name to show and to send the value under (the JSON of a name that is not a string). */
  name: string;
  description?: string;
  required: boolean;
}

/** A `prompts/list` entry as the page shows it, whatever the server sent. */
export interface PromptItem {
  key: string;
  /** The name to show: the name itself, the JSON of a name that is not a string, or "(no name)". */
  name: string;
  /** The name exactly as sent; `prompts/get` sends it back unchanged. */
  rawName: unknown;
  title?: string;
  description?: string;
  arguments: PromptArgumentItem[];
  /** What is wrong with this entry and its arguments (pointers within the entry). */
  findings: Finding[];
  raw: unknown;
}

function readArgument(raw: unknown, index: number, findings: Finding[]): PromptArgumentItem | undefined {
  const where = `arguments[${index}]`;
  if (!isRecord(raw)) {
    findings.push(notAnObject(raw, where, ['arguments', index]));
    return undefined;
  }
  const own: Finding[] = [];
  const name = requiredText(raw, 'name', `(argument ${index + 1})`, own);
  const description = optionalText(raw, 'description', own);
  const required = raw['required'];
  if (required !== undefined && typeof required !== 'boolean') own.push(wrongType('required', required, 'a boolean'));
  findings.push(...within(own, where, ['arguments', index]));
  return { name, ...(description !== undefined ? { description } : {}), required: required === true };
}

export function readPrompt(raw: unknown): Omit<PromptItem, 'key'> {
  if (!isRecord(raw)) {
    return {
      name: NOT_AN_OBJECT,
      rawName: undefined,
      arguments: [],
      findings: [notAnObject(raw)],
      raw,
    };
  }
  const findings: Finding[] = [];
  const name = requiredText(raw, 'name', NO_NAME, findings);
  const title = optionalText(raw, 'title', findings);
  const description = optionalText(raw, 'description', findings);
  const rawArguments = raw['arguments'];
  const args: PromptArgumentItem[] = [];
  if (Array.isArray(rawArguments)) {
    rawArguments.forEach((argument, index) => {
      const read = readArgument(argument, index, findings);
      if (read) args.push(read);
    });
  } else if (rawArguments !== undefined) {
    findings.push(wrongType('arguments', rawArguments, 'an array'));
  }
  const seen = new Set<string>();
  for (const argument of args) {
    if (seen.has(argument.name))
      findings.push(entryFinding('entry-id-repeated', ['arguments'], `two arguments are named "${argument.name}"`));
    seen.add(argument.name);
  }
  return {
    name,
    rawName: raw['name'],
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    arguments: args,
    findings,
    raw,
  };
}

/** Every entry of a prompts/list, each with a key and its findings. */
export function readPrompts(raws: readonly unknown[]): PromptItem[] {
  return uniqueKeys(raws.map(readPrompt), (prompt) => prompt.rawName, 'name');
}
