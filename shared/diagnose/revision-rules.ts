import { isRecord } from '../lib/guards.ts';
import { pointer, type Finding } from './finding.ts';

type Path = Array<string | number>;

/**
 * What each protocol revision added, for the members a server may send too
 * early: a 2024-11-05 session has no audio content, no structuredContent, no
 * titles. Each rule names the revision that introduced the thing.
 */
const introduced: Array<{
  since: string;
  what: string;
  find: (method: string, result: Record<string, unknown>) => Path[];
}> = [
  {
    since: '2025-03-26',
    what: 'audio content',
    find: (method, result) => contentPaths(method, result, (block) => block.type === 'audio'),
  },
  {
    since: '2025-03-26',
    what: 'tool annotations',
    find: (method, result) =>
      itemPaths(method, result, 'tools/list', 'tools', (item) => item.annotations !== undefined, 'annotations'),
  },
  {
    since: '2025-06-18',
    what: 'resource_link content',
    find: (method, result) => contentPaths(method, result, (block) => block.type === 'resource_link'),
  },
  {
    since: '2025-06-18',
    what: 'structuredContent',
    find: (method, result) =>
      method === 'tools/call' && result.structuredContent !== undefined ? [['structuredContent']] : [],
  },
  {
    since: '2025-06-18',
    what: 'outputSchema',
    find: (method, result) =>
      itemPaths(method, result, 'tools/list', 'tools', (item) => item.outputSchema !== undefined, 'outputSchema'),
  },
  {
    since: '2025-06-18',
    what: 'title',
    find: (method, result) =>
      ['tools', 'prompts', 'resources', 'resourceTemplates'].flatMap((key) =>
        itemPaths(
          method,
          result,
          `${key === 'resourceTemplates' ? 'resources/templates' : key}/list`,
          key,
          (item) => item.title !== undefined,
          'title',
        ),
      ),
  },
  {
    since: '2025-11-25',
    what: 'icons',
    find: (method, result) =>
      ['tools', 'prompts', 'resources', 'resourceTemplates'].flatMap((key) =>
        itemPaths(
          method,
          result,
          `${key === 'resourceTemplates' ? 'resources/templates' : key}/list`,
          key,
          (item) => item.icons !== undefined,
          'icons',
        ),
      ),
  },
];

/** The methods whose results the rules look into: any other result costs nothing. */
const methodsLookedAt = new Set([
  'tools/call',
  'tools/list',
  'prompts/list',
  'resources/list',
  'resources/templates/list',
]);

/** Findings (on the response frame, so pointers start at /result) for members the negotiated revision does not have yet. */
export function revisionFindings(method: string | undefined, result: unknown, revision: string | undefined): Finding[] {
  if (!revision || method === undefined || !methodsLookedAt.has(method) || !isRecord(result)) return [];
  const findings: Finding[] = [];
  for (const rule of introduced) {
    if (revision >= rule.since) continue;
    for (const path of rule.find(method, result)) {
      findings.push({
        rule: 'member-too-new',
        severity: 'warning',
        pointer: pointer('result', ...path),
        source: rule.since,
        message: `${dotted(path)}: ${rule.what} arrived in revision ${rule.since}, but this session speaks ${revision}`,
      });
    }
  }
  return findings;
}

/** The same, as lines of text (for places that list problems as sentences). */
export function revisionProblems(method: string, result: unknown, revision: string | undefined): string[] {
  return revisionFindings(method, result, revision).map((finding) => finding.message);
}

function dotted(path: Path): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}${text ? '.' : ''}${part}`),
    '',
  );
}

function contentPaths(
  method: string,
  result: Record<string, unknown>,
  matches: (block: Record<string, unknown>) => boolean,
): Path[] {
  if (method !== 'tools/call' || !Array.isArray(result.content)) return [];
  return result.content.flatMap((block, index) => (isRecord(block) && matches(block) ? [['content', index]] : []));
}

function itemPaths(
  method: string,
  result: Record<string, unknown>,
  listMethod: string,
  key: string,
  matches: (item: Record<string, unknown>) => boolean,
  member: string,
): Path[] {
  const items = result[key];
  if (method !== listMethod || !Array.isArray(items)) return [];
  return items.flatMap((item, index) => (isRecord(item) && matches(item) ? [[key, index, member]] : []));
}
