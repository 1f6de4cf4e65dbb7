import { isRecord } from '../lib/guards.ts';
import { headerDeclarationProblems } from '../protocol/mcp-param-headers.ts';
import { pointer, type Finding } from './finding.ts';

/** The revision that brought `x-mcp-header` and the Mcp-Param-* headers. */
export const PARAM_HEADERS_SINCE = '2026-07-28';

/**
 * A tools/list result on 2026-07-28 or later: each tool whose `x-mcp-header`
 * declarations break the rules, once per problem (pointers start at
 * /result). A client must leave such a tool out; the inspector shows it,
 * flagged, and does not call it.
 */
export function toolHeaderFindings(result: unknown, revision: string | undefined): Finding[] {
  if (!revision || revision < PARAM_HEADERS_SINCE || !isRecord(result) || !Array.isArray(result.tools)) return [];
  return result.tools.flatMap((tool, index) => {
    if (!isRecord(tool)) return [];
    return headerDeclarationProblems(tool.inputSchema).map(
      (problem): Finding => ({
        rule: 'tool-header-invalid',
        severity: 'error',
        pointer: `${pointer('result', 'tools', index, 'inputSchema')}${problem.pointer}`,
        source: PARAM_HEADERS_SINCE,
        message: `tool ${JSON.stringify(String(tool.name))}: ${problem.message}; a client must leave this tool out`,
      }),
    );
  });
}
