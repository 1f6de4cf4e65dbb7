import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Finding } from '../../../../shared/diagnose/finding.ts';
import { readPrompts } from '../../../../shared/protocol-read/prompt-item.ts';
import type { PromptItem } from '../../../../shared/protocol-read/prompt-item.ts';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { useOffered, useSession } from '../../../lib/session-context.tsx';

export interface PromptsList {
  /** Every entry, read leniently: a broken one is kept and carries its problems. */
  prompts: PromptItem[];
  /** What is wrong with the list as a whole: its pages' results, its cursors. */
  listFindings: Finding[];
}

export function promptsListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['prompts/list', connection],
    queryFn: async (): Promise<PromptsList> => {
      const { items, resultFindings } = await session.listAll<unknown>('prompts/list', 'prompts');
      return { prompts: readPrompts(items), listFindings: resultFindings };
    },
  });
}

export function usePromptsList() {
  const session = useSession();
  const { connection, enabled } = useOffered('prompts');
  return useQuery({ ...promptsListQuery(session, connection), enabled });
}

/** `prompts/get`; the name goes back exactly as the server sent it. */
export function useGetPrompt() {
  const session = useSession();
  return useMutation({
    mutationFn: ({ prompt, args }: { prompt: PromptItem; args: Record<string, string> }) =>
      session.request('prompts/get', { name: prompt.rawName, arguments: args }),
  });
}
