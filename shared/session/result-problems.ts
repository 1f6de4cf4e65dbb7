import { specTypeSchemas } from '@modelcontextprotocol/client';

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
 * Checks a result strictly against the SDK's schema for the method and says
 * what is wrong, in terms of where in the result it is. Never throws.
 */
export function resultProblems(method: string, result: unknown): string[] {
  const typeName = resultTypes[method];
  if (!typeName) return [];
  const outcome = specTypeSchemas[typeName]['~standard'].validate(result);
  if (!('issues' in outcome) || !outcome.issues) return [];
  return (outcome.issues as readonly Issue[]).map((issue) => describeIssue(issue, []));
}

function describeIssue(issue: Issue, prefix: PropertyKey[]): string {
  const path = [...prefix, ...(issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part))];
  const where = formatPath(path);
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    return `${where}: matches none of the ${issue.errors.length} allowed shapes${unionHint(issue.errors)}`;
  }
  return `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
}

/** For a union of tagged shapes (content blocks), name the allowed tags. */
function unionHint(branches: Issue[][]): string {
  const tags = branches.flatMap((branch) =>
    branch.filter((issue) => issue.code === 'invalid_value' && issue.path?.length === 1).map((issue) => /"([^"]+)"/.exec(issue.message)?.[1]),
  );
  const known = tags.filter((tag): tag is string => Boolean(tag));
  return known.length === branches.length ? ` (type must be one of ${known.join(', ')})` : '';
}

function formatPath(path: PropertyKey[]): string {
  if (path.length === 0) return 'result';
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}${text ? '.' : ''}${String(part)}`), '');
}
