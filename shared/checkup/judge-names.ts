import { isRecord } from '../lib/guards.ts';
import { toolNameAdvice } from '../protocol-read/tool-item.ts';
import { quoteList, verdict, type Verdict } from './verdict.ts';

/** The 2025-11-25 revision gave tool names their rules (length and characters, as advice: SHOULD). */
export const TOOL_NAME_RULES_SINCE = '2025-11-25';

interface NameProblems {
  /** Breaks the schema: a required name missing or not a string. */
  errors: string[];
  /** Advice of the revision not followed. */
  advice: string[];
}

const nameOf = (item: unknown, key: string): unknown => (isRecord(item) ? item[key] : undefined);

function required(items: readonly unknown[], key: string, what: string, problems: NameProblems): void {
  items.forEach((item, index) => {
    if (!isRecord(item)) problems.errors.push(`${what} ${index + 1} is not an object`);
    else if (typeof item[key] !== 'string')
      problems.errors.push(
        `${what} ${index + 1} has ${item[key] === undefined ? `no "${key}"` : `"${key}" ${JSON.stringify(item[key])}, not a string`}`,
      );
    else if (item[key] === '') problems.errors.push(`${what} ${index + 1} has an empty "${key}"`);
  });
}

function duplicates(items: readonly unknown[], key: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const item of items) {
    const value = nameOf(item, key);
    if (typeof value !== 'string') continue;
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function judged(problems: NameProblems, count: number, what: string): Verdict {
  if (problems.errors.length)
    return verdict(
      'fail',
      problems.errors.slice(0, 5).join('; ') +
        (problems.errors.length > 5 ? `; and ${problems.errors.length - 5} more` : ''),
      problems.advice.join('; ') || undefined,
    );
  if (problems.advice.length)
    return verdict(
      'warning',
      problems.advice.slice(0, 5).join('; ') +
        (problems.advice.length > 5 ? `; and ${problems.advice.length - 5} more` : ''),
    );
  return verdict('pass', `${count} ${what}${count === 1 ? '' : 's'}, each named by the rules`);
}

/** Tool names: present, unique, and on 2025-11-25 and later 1 to 128 characters of A–Z a–z 0–9 _ - . */
export function judgeToolNames(tools: readonly unknown[], revision: string | undefined): Verdict {
  if (!tools.length) return verdict('not-applicable', 'The server lists no tools');
  const problems: NameProblems = { errors: [], advice: [] };
  required(tools, 'name', 'tool', problems);
  const repeated = duplicates(tools, 'name');
  // Two tools of one name cannot both be called: tools/call names the tool.
  if (repeated.length) problems.errors.push(`more than one tool is named ${quoteList(repeated)}`);
  if (revision === undefined || revision >= TOOL_NAME_RULES_SINCE) {
    for (const tool of tools) {
      const name = nameOf(tool, 'name');
      if (typeof name !== 'string' || name === '') continue;
      for (const advice of toolNameAdvice(name))
        problems.advice.push(
          `tool ${JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}…` : name)}: ${advice.replace(/^"name" /, '')}`,
        );
    }
  }
  return judged(problems, tools.length, 'tool');
}

export function judgePromptNames(prompts: readonly unknown[]): Verdict {
  if (!prompts.length) return verdict('not-applicable', 'The server lists no prompts');
  const problems: NameProblems = { errors: [], advice: [] };
  required(prompts, 'name', 'prompt', problems);
  const repeated = duplicates(prompts, 'name');
  if (repeated.length)
    problems.errors.push(`more than one prompt is named ${quoteList(repeated)}: prompts/get names the prompt`);
  return judged(problems, prompts.length, 'prompt');
}

/** Resources have a uri (an absolute URI) and a name; templates a uriTemplate and a name. */
export function judgeResourceNames(resources: readonly unknown[], templates: readonly unknown[]): Verdict {
  if (!resources.length && !templates.length)
    return verdict('not-applicable', 'The server lists no resources or resource templates');
  const problems: NameProblems = { errors: [], advice: [] };
  required(resources, 'uri', 'resource', problems);
  required(resources, 'name', 'resource', problems);
  required(templates, 'uriTemplate', 'resource template', problems);
  required(templates, 'name', 'resource template', problems);
  for (const resource of resources) {
    const uri = nameOf(resource, 'uri');
    if (typeof uri === 'string' && uri !== '' && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri))
      problems.errors.push(`resource uri ${JSON.stringify(uri)} is not an absolute URI (it has no scheme)`);
  }
  const repeated = duplicates(resources, 'uri');
  if (repeated.length) problems.advice.push(`more than one resource has the uri ${quoteList(repeated)}`);
  const count = resources.length + templates.length;
  if (problems.errors.length || problems.advice.length) return judged(problems, count, 'entry');
  return verdict(
    'pass',
    `${resources.length} resource${resources.length === 1 ? '' : 's'} and ${templates.length} template${templates.length === 1 ? '' : 's'}, each with its uri and name`,
  );
}
