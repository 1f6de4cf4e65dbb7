import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Prompt } from '@modelcontextprotocol/client';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { useSession, useSessionState } from '../../../lib/session-context.tsx';

export function promptsListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['prompts/list', connection],
    queryFn: async () => {
      const { items, problems } = await session.listAll<Prompt>('prompts/list', 'prompts');
      return { prompts: items, problems };
    },
  });
}

export function usePromptsList() {
  const session = useSession();
  const state = useSessionState();
  const enabled = state.status === 'connected' && state.server?.capabilities.prompts !== undefined;
  return useQuery({ ...promptsListQuery(session, state.connection), enabled });
}

export function useGetPrompt() {
  const session = useSession();
  return useMutation({
    mutationFn: ({ name, args }: { name: string; args: Record<string, string> }) => session.request('prompts/get', { name, arguments: args }),
  });
}
