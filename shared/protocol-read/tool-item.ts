import type { Finding } from '../diagnose/finding.ts';
import { isRecord, type Rec } from '../lib/guards.ts';
import {
  entryFinding,
  memberMissing,
  notAnObject,
  optionalRecord,
  optionalText,
  requiredText,
  uniqueKeys,
  wrongType,
} from './read-fields.ts';
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
  /** What is wrong with this entry (pointers within it); empty when nothing is. */
  findings: Finding[];
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
      findings: [notAnObject(raw)],
      raw,
    };
  }
  const findings: Finding[] = [];
  const name = requiredText(raw, 'name', NO_NAME, findings);
  if (typeof raw['name'] === 'string' && raw['name'] !== '') findings.push(...toolNameFindings(raw['name']));
  const title = optionalText(raw, 'title', findings);
  const description = optionalText(raw, 'description', findings);
  if (raw['inputSchema'] === undefined) findings.push(memberMissing('inputSchema'));
  else optionalRecord(raw, 'inputSchema', findings);
  if (revision !== undefined && revision >= PARAM_HEADERS_SINCE) {
    for (const problem of headerDeclarationProblems(raw['inputSchema']))
      findings.push(
        entryFinding(
          'tool-header-invalid',
          ['inputSchema'],
          `inputSchema ${problem.message}: a ${PARAM_HEADERS_SINCE} client leaves this tool out, so Run sends nothing over HTTP`,
        ),
      );
  }
  const annotations = optionalRecord(raw, 'annotations', findings);
  if (annotations) {
    if (annotations['title'] !== undefined && typeof annotations['title'] !== 'string')
      findings.push(wrongType(['annotations', 'title'], annotations['title'], 'a string'));
    for (const key of hintKeys) {
      const hint = annotations[key];
      if (hint !== undefined && typeof hint !== 'boolean')
        findings.push(wrongType(['annotations', key], hint, 'a boolean'));
    }
  }
  return {
    name,
    rawName: raw['name'],
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    inputSchema: raw['inputSchema'],
    ...(annotations ? { annotations } : {}),
    findings,
    raw,
  };
}

/**
 * The 2025-11-25 revision's advice on tool names: 1 to 128 characters from
 * A–Z, a–z, 0–9, "_", "-" and ".", so clients can show and route them safely.
 */
export function toolNameFindings(name: string): Finding[] {
  if (name.length === 0) return [entryFinding('member-empty', ['name'], '"name" is empty')];
  const advice: Finding[] = [];
  const said = (message: string) => advice.push(entryFinding('tool-name-advice', ['name'], message, 'warning'));
  if (name.length > 128) said(`"name" is ${name.length} characters long; names should be at most 128`);
  const odd = [...new Set(name.replace(/[A-Za-z0-9_.-]/g, ''))];
  if (odd.length)
    said(
      `"name" contains ${odd.map((char) => JSON.stringify(char)).join(', ')}; names should use only letters, digits, "_", "-" and "."`,
    );
  return advice;
}

/** Every entry of a tools/list, each with a key and its findings. */
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
