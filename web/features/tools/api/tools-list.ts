import { queryOptions, useQuery } from '@tanstack/react-query';
import { readTools } from '../../../../shared/protocol-read/tool-item.ts';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { useOffered, useSession } from '../../../lib/session-context.tsx';

export interface ToolsList {
  /** Every entry, read leniently: a broken one is kept and carries its problems. */
  tools: ToolItem[];
  /** Schema problems of the list as a whole, page by page. */
  problems: string[];
  pages: number;
}

export function toolsListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['tools/list', connection],
    queryFn: async (): Promise<ToolsList> => {
      const { items, problems, pages } = await session.listAll<unknown>('tools/list', 'tools');
      return { tools: readTools(items, session.state.getSnapshot().server?.protocolVersion), problems, pages };
    },
  });
}

/** All tools of the connected server (every page), when it offers tools. */
export function useToolsList() {
  const session = useSession();
  const { connection, enabled } = useOffered('tools');
  return useQuery({ ...toolsListQuery(session, connection), enabled });
}
