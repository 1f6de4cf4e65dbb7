import { type Finding, findingMessages } from '../diagnose/finding.ts';
import type { RuleId } from '../diagnose/rules/index.ts';
import { isRecord } from '../lib/guards.ts';
import { entryFinding } from '../protocol-read/read-fields.ts';
import { toolNameFindings } from '../protocol-read/tool-item.ts';
import { quoteList, verdict, type Verdict } from './verdict.ts';

/** The 2025-11-25 revision gave tool names their rules (length and characters, as advice: SHOULD). */
export const TOOL_NAME_RULES_SINCE = '2025-11-25';

/** What is wrong with the names of a list's entries (pointers within the list gathered from every page). */
interface NameFindings {
  /** Breaks the schema: a required name missing or not a string. */
  errors: Finding[];
  /** Advice of the revision not followed. */
  advice: Finding[];
}

const at = (rule: RuleId, path: ReadonlyArray<string | number>, message: string, severity?: Finding['severity']) =>
  entryFinding(rule, path, message, severity);

const nameOf = (item: unknown, key: string): unknown => (isRecord(item) ? item[key] : undefined);

function required(items: readonly unknown[], key: string, what: string, found: NameFindings): void {
  items.forEach((item, index) => {
    if (!isRecord(item)) found.errors.push(at('entry-not-object', [index], `${what} ${index + 1} is not an object`));
    else if (item[key] === undefined)
      found.errors.push(at('member-missing', [index, key], `${what} ${index + 1} has no "${key}"`));
    else if (typeof item[key] !== 'string')
      found.errors.push(
        at(
          'member-wrong-type',
          [index, key],
          `${what} ${index + 1} has "${key}" ${JSON.stringify(item[key])}, not a string`,
        ),
      );
    else if (item[key] === '')
      found.errors.push(at('member-empty', [index, key], `${what} ${index + 1} has an empty "${key}"`));
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

/** The verdict, its text made of the findings: the first five said, the rest counted. */
function judged(found: NameFindings, count: number, what: string): Verdict {
  const errors = findingMessages(found.errors);
  const advice = findingMessages(found.advice);
  if (errors.length)
    return verdict(
      'fail',
      errors.slice(0, 5).join('; ') + (errors.length > 5 ? `; and ${errors.length - 5} more` : ''),
      advice.join('; ') || undefined,
    );
  if (advice.length)
    return verdict(
      'warning',
      advice.slice(0, 5).join('; ') + (advice.length > 5 ? `; and ${advice.length - 5} more` : ''),
    );
  return verdict('pass', `${count} ${what}${count === 1 ? '' : 's'}, each named by the rules`);
}

/** Tool names: present, unique, and on 2025-11-25 and later 1 to 128 characters of A–Z a–z 0–9 _ - . */
export function judgeToolNames(tools: readonly unknown[], revision: string | undefined): Verdict {
  if (!tools.length) return verdict('not-applicable', 'The server lists no tools');
  const found: NameFindings = { errors: [], advice: [] };
  required(tools, 'name', 'tool', found);
  const repeated = duplicates(tools, 'name');
  // Two tools of one name cannot both be called: tools/call names the tool.
  if (repeated.length)
    found.errors.push(at('entry-id-repeated', [], `more than one tool is named ${quoteList(repeated)}`));
  if (revision === undefined || revision >= TOOL_NAME_RULES_SINCE) {
    tools.forEach((tool, index) => {
      const name = nameOf(tool, 'name');
      if (typeof name !== 'string' || name === '') return;
      const shown = JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}…` : name);
      for (const advice of toolNameFindings(name))
        found.advice.push({
          ...advice,
          pointer: `/${index}${advice.pointer}`,
          message: `tool ${shown}: ${advice.message.replace(/^"name" /, '')}`,
        });
    });
  }
  return judged(found, tools.length, 'tool');
}

export function judgePromptNames(prompts: readonly unknown[]): Verdict {
  if (!prompts.length) return verdict('not-applicable', 'The server lists no prompts');
  const found: NameFindings = { errors: [], advice: [] };
  required(prompts, 'name', 'prompt', found);
  const repeated = duplicates(prompts, 'name');
  if (repeated.length)
    found.errors.push(
      at('entry-id-repeated', [], `more than one prompt is named ${quoteList(repeated)}: prompts/get names the prompt`),
    );
  return judged(found, prompts.length, 'prompt');
}

/** Resources have a uri (an absolute URI) and a name; templates a uriTemplate and a name. */
export function judgeResourceNames(resources: readonly unknown[], templates: readonly unknown[]): Verdict {
  if (!resources.length && !templates.length)
    return verdict('not-applicable', 'The server lists no resources or resource templates');
  const found: NameFindings = { errors: [], advice: [] };
  required(resources, 'uri', 'resource', found);
  required(resources, 'name', 'resource', found);
  required(templates, 'uriTemplate', 'resource template', found);
  required(templates, 'name', 'resource template', found);
  resources.forEach((resource, index) => {
    const uri = nameOf(resource, 'uri');
    if (typeof uri === 'string' && uri !== '' && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri))
      found.errors.push(
        at(
          'resource-uri-not-absolute',
          [index, 'uri'],
          `resource uri ${JSON.stringify(uri)} is not an absolute URI (it has no scheme)`,
        ),
      );
  });
  const repeated = duplicates(resources, 'uri');
  if (repeated.length)
    found.advice.push(
      at('entry-id-repeated', [], `more than one resource has the uri ${quoteList(repeated)}`, 'warning'),
    );
  const count = resources.length + templates.length;
  if (found.errors.length || found.advice.length) return judged(found, count, 'entry');
  return verdict(
    'pass',
    `${resources.length} resource${resources.length === 1 ? '' : 's'} and ${templates.length} template${templates.length === 1 ? '' : 's'}, each with its uri and name`,
  );
}
