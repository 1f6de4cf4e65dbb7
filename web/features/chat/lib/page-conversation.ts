import type { CallHistory } from '../../../../shared/call-history/call-history.ts';
import { Conversation } from '../../../../shared/model/conversation.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import type { ToolCallSession } from '../../../../shared/tool-call/run-tool-call.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { relayedModelAccess } from '../../../lib/relayed-model-access.ts';

// The conversation engine and the provider libraries (the AI SDK): loaded when the Chat tab first needs a
// conversation, not with the tab's own code, which is prefetched with the other tabs.

/** A conversation with `choice`, reached through the proxy's relay (the model with its provider and base URL in `configured`). */
export function pageConversation(options: {
  session: ToolCallSession;
  choice: ModelChoice;
  configured: () => readonly ConfiguredModel[];
  history?: Pick<CallHistory, 'record'>;
}): Conversation {
  const { session, choice, configured, history } = options;
  return new Conversation({
    session,
    choice,
    access: relayedModelAccess(configured),
    ...(history ? { history } : {}),
  });
}
