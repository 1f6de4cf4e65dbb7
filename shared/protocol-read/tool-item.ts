import { isRecord, type Rec } from '../lib/guards.ts';
import { describeType, jsonText, optionalRecord, optionalText, requiredText, uniqueKeys } from './read-fields.ts';
import { PARAM_HEADERS_SINCE } from '../diagnose/tool-header-rules.ts';
import { headerDeclarationProblems } from '../protocol/mcp-param-headers.ts';

/** A `tools/list` entry as the page shows it, whatever the server sent. */
export interface ToolItem {
  /** Tells this tool apart from the others in the list (names may be missing or repeated). */
  key: string;
  /** The name to show: the name itself, the JSON of a name that is not a string, or "(no name)". */
  name: string;
  /** The name exactly as sent; `tools/call` sends it back unchanged. */
  rawName: unknown;
  title?: string;
  description?: string;
  /** As sent; the form builder copes with any value. */
  inputSchema: unknown;
  /** Behaviour hints, when `annotations` is an object. */
  annotations?: Rec;
  /** What is wrong with this entry, in words; empty when nothing is. */
  problems: string[];
  /** The entry exactly as sent. */
  raw: unknown;
}

export const NO_NAME = '(no name)';
export const NOT_AN_OBJECT = '(not an object)';

const hintKeys = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

/** `revision`: what the session speaks, for rules that depend on it (2026-07-28's x-mcp-header). */
export function readTool(raw: unknown, revision?: string): Omit<ToolItem, 'key'> {
  if (!isRecord(raw)) {
    return {
      name: NOT_AN_OBJECT,
      rawName: undefined,
      inputSchema: undefined,
      problems: [`the entry is ${describeType(raw)} (${jsonText(raw)}), not an object`],
      raw,
    };
  }
  const problems: string[] = [];
  const name = requiredText(raw, 'name', NO_NAME, problems);
  if (typeof raw['name'] === 'string') problems.push(...toolNameAdvice(raw['name']));
  const title = optionalText(raw, 'title', problems);
  const description = optionalText(raw, 'description', problems);
  if (raw['inputSchema'] === undefined) problems.push('"inputSchema" is missing');
  else optionalRecord(raw, 'inputSchema', problems);
  if (revision !== undefined && revision >= PARAM_HEADERS_SINCE) {
    for (const problem of headerDeclarationProblems(raw['inputSchema']))
      problems.push(
        `inputSchema ${problem.message}: a ${PARAM_HEADERS_SINCE} client leaves this tool out, so Run sends nothing over HTTP`,
      );
  }
  const annotations = optionalRecord(raw, 'annotations', problems);
  if (annotations) {
    if (annotations['title'] !== undefined && typeof annotations['title'] !== 'string')
      problems.push(`"annotations.title" is ${describeType(annotations['title'])}, not a string`);
    for (const key of hintKeys) {
      const hint = annotations[key];
      if (hint !== undefined && typeof hint !== 'boolean')
        problems.push(`"annotations.${key}" is ${describeType(hint)}, not a boolean`);
    }
  }
  return {
    name,
    rawName: raw['name'],
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    inputSchema: raw['inputSchema'],
    ...(annotations ? { annotations } : {}),
    problems,
    raw,
  };
}

/**
 * The 2025-11-25 revision's advice on tool names: 1 to 128 characters from
 * A–Z, a–z, 0–9, "_", "-" and ".", so clients can show and route them safely.
 */
export function toolNameAdvice(name: string): string[] {
  if (name.length === 0) return ['"name" is empty'];
  const advice: string[] = [];
  if (name.length > 128) advice.push(`"name" is ${name.length} characters long; names should be at most 128`);
  const odd = [...new Set(name.replace(/[A-Za-z0-9_.-]/g, ''))];
  if (odd.length)
    advice.push(
      `"name" contains ${odd.map((char) => JSON.stringify(char)).join(', ')}; names should use only letters, digits, "_", "-" and "."`,
    );
  return advice;
}

/** Every entry of a tools/list, each with a key and its problems. */
export function readTools(raws: readonly unknown[], revision?: string): ToolItem[] {
  return uniqueKeys(
    raws.map((raw) => readTool(raw, revision)),
    (tool) => tool.rawName,
    'name',
  );
}

/** The tool's title from `title`, else from `annotations.title` (older servers put it there). */
export function toolTitle(tool: Pick<ToolItem, 'title' | 'annotations'>): string | undefined {
  const fromHints = tool.annotations?.['title'];
  return tool.title ?? (typeof fromHints === 'string' ? fromHints : undefined);
}
