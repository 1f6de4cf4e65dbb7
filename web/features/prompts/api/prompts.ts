import { useMutation, useQuery } from '@tanstack/react-query';
import type { PromptItem } from '../../../../shared/protocol-read/prompt-item.ts';
import { useOffered, useSession } from '../../../lib/session-context.tsx';
import { promptsListQuery } from '../../../lib/prompts-list-query.ts';

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
