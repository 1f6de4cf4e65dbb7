import { isRecord } from '../lib/guards.ts';
import { describeType, jsonText, optionalText, requiredText, uniqueKeys } from './read-fields.ts';
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
  /** What is wrong with this entry and its arguments, in words. */
  problems: string[];
  raw: unknown;
}

function readArgument(raw: unknown, index: number, problems: string[]): PromptArgumentItem | undefined {
  const where = `arguments[${index}]`;
  if (!isRecord(raw)) {
    problems.push(`${where} is ${describeType(raw)} (${jsonText(raw)}), not an object`);
    return undefined;
  }
  const own: string[] = [];
  const name = requiredText(raw, 'name', `(argument ${index + 1})`, own);
  const description = optionalText(raw, 'description', own);
  const required = raw['required'];
  if (required !== undefined && typeof required !== 'boolean')
    own.push(`"required" is ${describeType(required)}, not a boolean`);
  problems.push(...own.map((problem) => `${where}: ${problem}`));
  return { name, ...(description !== undefined ? { description } : {}), required: required === true };
}

export function readPrompt(raw: unknown): Omit<PromptItem, 'key'> {
  if (!isRecord(raw)) {
    return {
      name: NOT_AN_OBJECT,
      rawName: undefined,
      arguments: [],
      problems: [`the entry is ${describeType(raw)} (${jsonText(raw)}), not an object`],
      raw,
    };
  }
  const problems: string[] = [];
  const name = requiredText(raw, 'name', NO_NAME, problems);
  const title = optionalText(raw, 'title', problems);
  const description = optionalText(raw, 'description', problems);
  const rawArguments = raw['arguments'];
  const args: PromptArgumentItem[] = [];
  if (Array.isArray(rawArguments)) {
    rawArguments.forEach((argument, index) => {
      const read = readArgument(argument, index, problems);
      if (read) args.push(read);
    });
  } else if (rawArguments !== undefined) {
    problems.push(`"arguments" is ${describeType(rawArguments)}, not an array`);
  }
  const seen = new Set<string>();
  for (const argument of args) {
    if (seen.has(argument.name)) problems.push(`two arguments are named "${argument.name}"`);
    seen.add(argument.name);
  }
  return {
    name,
    rawName: raw['name'],
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    arguments: args,
    problems,
    raw,
  };
}

/** Every entry of a prompts/list, each with a key and its problems. */
export function readPrompts(raws: readonly unknown[]): PromptItem[] {
  return uniqueKeys(raws.map(readPrompt), (prompt) => prompt.rawName, 'name');
}
