import { queryOptions } from '@tanstack/react-query';
import type { Finding } from '../../shared/diagnose/finding.ts';
import { type PromptItem, readPrompts } from '../../shared/protocol-read/prompt-item.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';

export interface PromptsList {
  /** Every entry, read leniently: a broken one is kept and carries its problems. */
  prompts: PromptItem[];
  /** What is wrong with the list as a whole: its pages' results, its cursors. */
  listFindings: Finding[];
}

/** Every page of prompts/list of a connection: the Prompts tab's, and what the Chat offers to insert. */
export function promptsListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['prompts/list', connection],
    queryFn: async (): Promise<PromptsList> => {
      const { items, resultFindings } = await session.listAll<unknown>('prompts/list', 'prompts');
      return { prompts: readPrompts(items), listFindings: resultFindings };
    },
  });
}
