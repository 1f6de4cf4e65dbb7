import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tool } from '@modelcontextprotocol/client';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { useSession, useSessionState } from '../../../lib/session-context.tsx';

export interface ToolsList {
  tools: Tool[];
  problems: string[];
  pages: number;
}

export function toolsListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['tools/list', connection],
    queryFn: async (): Promise<ToolsList> => {
      const { items, problems, pages } = await session.listAll<Tool>('tools/list', 'tools');
      return { tools: items, problems, pages };
    },
  });
}

/** All tools of the connected server (every page), when it offers tools. */
export function useToolsList() {
  const session = useSession();
  const state = useSessionState();
  const enabled = state.status === 'connected' && state.server?.capabilities.tools !== undefined;
  return useQuery({ ...toolsListQuery(session, state.connection), enabled });
}
