import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CallHistory } from '../../../../shared/call-history/call-history.ts';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import { toolCallSession } from '../../../../shared/tool-call/run-tool-call.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { useOffered, useSession } from '../../../lib/session-context.tsx';
import { toolsListQuery } from '../../../lib/tools-list-query.ts';

export type PageConversation =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; conversation: Conversation }
  | { status: 'failed'; error: string };

/**
 * The page's conversation with the chosen model over this session's tools:
 * one per choice (another model starts afresh), kept while the tab is
 * hidden and across reconnects (the engine says when the server is gone).
 * Its tool calls go into the same history as the form's. The engine and
 * the AI SDK load here, on first use.
 */
export function usePageConversation(
  choice: ModelChoice | undefined,
  configured: readonly ConfiguredModel[],
  history: Pick<CallHistory, 'record'> | undefined,
): PageConversation {
  const session = useSession();
  const key = choice ? JSON.stringify([choice.provider, choice.baseUrl ?? '', choice.model]) : '';
  const [held, setHeld] = useState<{ key: string; value: PageConversation }>({ key: '', value: { status: 'none' } });
  // The relay's ids come from the latest settings, read when a request leaves.
  const latest = useRef(configured);
  latest.current = configured;
  const chosen = useRef(choice);
  chosen.current = choice;
  useEffect(() => {
    const wanted = chosen.current;
    if (!wanted) return setHeld({ key, value: { status: 'none' } });
    let current = true;
    let made: Conversation | undefined;
    setHeld({ key, value: { status: 'loading' } });
    import('../lib/page-conversation.ts').then(
      ({ pageConversation }) => {
        if (!current) return;
        made = pageConversation({
          session: toolCallSession(session),
          choice: wanted,
          configured: () => latest.current,
          ...(history ? { history } : {}),
        });
        setHeld({ key, value: { status: 'ready', conversation: made } });
      },
      (error: unknown) =>
        current &&
        setHeld({
          key,
          value: {
            status: 'failed',
            error: `The chat's code did not load (${error instanceof Error ? error.message : String(error)})`,
          },
        }),
    );
    // A conversation left behind stops: its stream and any running tool call end.
    return () => {
      current = false;
      made?.stop();
    };
  }, [key, session, history]);
  const value: PageConversation = held.key === key ? held.value : { status: choice ? 'loading' : 'none' };
  useOfferedToolsFollowList(value.status === 'ready' ? value.conversation : undefined);
  return value;
}

/**
 * The model is offered the tools as the page lists them (the Tools tab's query, kept fresh by
 * notifications/tools/list_changed and each new connection), so its next step sees what the server lists now.
 */
function useOfferedToolsFollowList(conversation: Conversation | undefined): void {
  const session = useSession();
  const { connection, enabled } = useOffered('tools');
  const tools = useQuery({ ...toolsListQuery(session, connection), enabled: conversation !== undefined && enabled });
  useEffect(() => {
    if (conversation && tools.data) conversation.setTools(tools.data.tools.map((tool) => tool.raw));
  }, [conversation, tools.data]);
}
