import { useCallback, useSyncExternalStore } from 'react';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import type { ConversationState } from '../../../../shared/model/conversation-entry.ts';

/**
 * Whether `test` holds for the state of some (or every) conversation side by side, followed as each changes:
 * the shared Send, Stop and auto-approve box read all columns through it. A boolean, so a streamed token
 * that changes nothing here draws nothing.
 */
export function useConversationsAgree(
  conversations: readonly Conversation[],
  test: (state: ConversationState) => boolean,
  mode: 'some' | 'every',
): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const stops = conversations.map((conversation) => conversation.state.subscribe(changed));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [conversations],
  );
  const snapshot = () =>
    conversations.length > 0 && conversations[mode]((conversation) => test(conversation.state.getSnapshot()));
  return useSyncExternalStore(subscribe, snapshot);
}
