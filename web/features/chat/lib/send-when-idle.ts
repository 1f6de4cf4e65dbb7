import type { Conversation } from '../../../../shared/model/conversation.ts';

/**
 * Sends `text` as the app's message once the conversation is between turns: a view's `ui/message` becomes
 * the person's next message, not a second turn over the running one (which the engine refuses: then it waits again).
 */
export function sendWhenIdle(conversation: Conversation, text: string): void {
  let unsubscribe: (() => void) | undefined;
  let sending = false;
  const attempt = () => {
    if (sending || conversation.state.getSnapshot().status !== 'idle') return;
    sending = true;
    unsubscribe?.();
    unsubscribe = undefined;
    conversation.send(text, { from: 'app' }).catch(() => {
      sending = false;
      unsubscribe = conversation.state.subscribe(attempt);
    });
  };
  attempt();
  if (!sending) unsubscribe = conversation.state.subscribe(attempt);
}
