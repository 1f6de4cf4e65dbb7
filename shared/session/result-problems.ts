import { specTypeSchemas } from '@modelcontextprotocol/client';
import { mcpSource, pointer, type Finding } from '../diagnose/finding.ts';

/** The spec type each method's result must match. */
const resultTypes: Record<string, keyof typeof specTypeSchemas> = {
  initialize: 'InitializeResult',
  'server/discover': 'DiscoverResult',
  ping: 'EmptyResult',
  'tools/list': 'ListToolsResult',
  'tools/call': 'CallToolResult',
  'resources/list': 'ListResourcesResult',
  'resources/templates/list': 'ListResourceTemplatesResult',
  'resources/read': 'ReadResourceResult',
  'prompts/list': 'ListPromptsResult',
  'prompts/get': 'GetPromptResult',
  'completion/complete': 'CompleteResult',
};

interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  code?: string;
  errors?: Issue[][];
}

/**
 * Checks a result strictly against the SDK's schema for the method: one
 * `result-schema` finding per place it breaks (pointers start at `/result`,
 * as on the response frame). `revision` is the one the connection speaks,
 * the finding's source. Never throws.
 */
export function resultFindings(method: string, result: unknown, revision?: string): Finding[] {
  const typeName = resultTypes[method];
  return typeName ? schemaFindings(typeName, result, [], revision) : [];
}

/** The list in each paged list result, and the spec type of its items. */
const listItems: Record<string, { key: string; item: keyof typeof specTypeSchemas }> = {
  'tools/list': { key: 'tools', item: 'Tool' },
  'resources/list': { key: 'resources', item: 'Resource' },
  'resources/templates/list': { key: 'resourceTemplates', item: 'ResourceTemplate' },
  'prompts/list': { key: 'prompts', item: 'Prompt' },
};

export interface SliceOptions {
  /** Lets the host run other work; awaited between slices. */
  pause: () => Promise<void>;
  /** How long one slice may run, in ms (8 by default). */
  sliceMs?: number;
  now?: () => number;
}

/**
 * The same findings as `resultFindings`, a long list's items checked one by
 * one, with a pause whenever a slice has run its time: a page given 2,000
 * tools is never frozen for the whole check (about 20 to 60 ms of zod there).
 */
export async function resultFindingsInSlices(
  method: string,
  result: unknown,
  revision: string | undefined,
  { pause, sliceMs = 8, now = Date.now }: SliceOptions,
): Promise<Finding[]> {
  const list = listItems[method];
  const items =
    list && typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[list.key] : undefined;
  if (!list || !Array.isArray(items) || items.length < 100) return resultFindings(method, result, revision);
  const findings = resultFindings(method, { ...(result as Record<string, unknown>), [list.key]: [] }, revision);
  let sliceStarted = now();
  for (let index = 0; index < items.length; index++) {
    if (now() - sliceStarted >= sliceMs) {
      await pause();
      sliceStarted = now();
    }
    findings.push(...schemaFindings(list.item, items[index], [list.key, index], revision));
  }
  return findings;
}

/** Checks `value` strictly against the spec type; pointers start at `/result`, then `prefix`. */
function schemaFindings(
  typeName: keyof typeof specTypeSchemas,
  value: unknown,
  prefix: Array<string | number>,
  revision: string | undefined,
): Finding[] {
  let outcome: ReturnType<(typeof specTypeSchemas)[typeof typeName]['~standard']['validate']>;
  try {
    outcome = specTypeSchemas[typeName]['~standard'].validate(value);
  } catch {
    return [unchecked(typeName, prefix, revision)];
  }
  // zod answers a check that threw (a result nested past the stack's depth) with a promise that rejects: it is settled here, not left unhandled.
  if (outcome instanceof Promise) {
    outcome.catch(() => {});
    return [unchecked(typeName, prefix, revision)];
  }
  if (!('issues' in outcome) || !outcome.issues) return [];
  return (outcome.issues as readonly Issue[]).map((issue) => {
    const path = [...prefix, ...issuePath(issue)];
    return {
      rule: 'result-schema',
      severity: 'error',
      pointer: pointer('result', ...path),
      source: mcpSource(revision),
      message: describeIssue(issue, path),
    };
  });
}

/** A result the schema check gave up on is not a result that passed it. */
function unchecked(typeName: string, prefix: Array<string | number>, revision: string | undefined): Finding {
  return {
    rule: 'result-unchecked',
    severity: 'warning',
    pointer: pointer('result', ...prefix),
    source: mcpSource(revision),
    message: `${formatPath(prefix)}: could not be checked against ${typeName} (the check gave up, as it does on a value nested too deeply to walk)`,
  };
}

/** The same, as sentences (for readers that list problems as text). */
export function resultProblems(method: string, result: unknown): string[] {
  return resultFindings(method, result).map((finding) => finding.message);
}

function issuePath(issue: Issue): Array<string | number> {
  return (issue.path ?? [])
    .map((part) => (typeof part === 'object' ? part.key : part))
    .map((part) => (typeof part === 'number' ? part : String(part)));
}

function describeIssue(issue: Issue, path: Array<string | number>): string {
  const where = formatPath(path);
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    return `${where}: matches none of the ${issue.errors.length} allowed shapes${unionHint(issue.errors)}`;
  }
  return `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
}

/** For a union of tagged shapes (content blocks), name the allowed tags. */
function unionHint(branches: Issue[][]): string {
  const tags = branches.flatMap((branch) =>
    branch
      .filter((issue) => issue.code === 'invalid_value' && issue.path?.length === 1)
      .map((issue) => /"([^"]+)"/.exec(issue.message)?.[1]),
  );
  const known = tags.filter((tag): tag is string => Boolean(tag));
  return known.length === branches.length ? ` (type must be one of ${known.join(', ')})` : '';
}

function formatPath(path: Array<string | number>): string {
  if (path.length === 0) return 'result';
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}${text ? '.' : ''}${part}`),
    '',
  );
}
