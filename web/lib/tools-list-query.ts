import { queryOptions } from '@tanstack/react-query';
import { findingMessages } from '../../shared/diagnose/finding.ts';
import { readTools, type ToolItem } from '../../shared/protocol-read/tool-item.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';

export interface ToolsList {
  /** Every entry, read leniently: a broken one is kept and carries its problems. */
  tools: ToolItem[];
  /** Schema problems of the list as a whole, page by page. */
  problems: string[];
  pages: number;
}

/** Every page of tools/list of a connection: the Tools tab's, and what an app's view is checked against (visibility, unknown tools) wherever it was opened. */
export function toolsListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['tools/list', connection],
    queryFn: async (): Promise<ToolsList> => {
      const { items, resultFindings, pages } = await session.listAll<unknown>('tools/list', 'tools');
      const tools = readTools(items, session.state.getSnapshot().server?.protocolVersion);
      return { tools, problems: findingMessages(resultFindings), pages };
    },
  });
}
