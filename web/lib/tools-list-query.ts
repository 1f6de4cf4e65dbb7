import { queryOptions } from '@tanstack/react-query';
import type { Finding } from '../../shared/diagnose/finding.ts';
import { readTools, type ToolItem } from '../../shared/protocol-read/tool-item.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';

export interface ToolsList {
  /** Every entry, read leniently: a broken one is kept and carries its problems. */
  tools: ToolItem[];
  /** What is wrong with the list as a whole: its pages' results (each named by page), its cursors. */
  listFindings: Finding[];
  pages: number;
}

/** Every page of tools/list of a connection: the Tools tab's, and what an app's view is checked against (visibility, unknown tools) wherever it was opened. */
export function toolsListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['tools/list', connection],
    queryFn: async (): Promise<ToolsList> => {
      const { items, resultFindings, pages } = await session.listAll<unknown>('tools/list', 'tools');
      const tools = readTools(items, session.state.getSnapshot().server?.protocolVersion);
      return { tools, listFindings: resultFindings, pages };
    },
  });
}
