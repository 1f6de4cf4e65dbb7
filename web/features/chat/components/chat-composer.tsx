import { useId, useState } from 'react';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { useConversationsAgree } from '../hooks/use-conversations-agree.ts';

/**
 * The one Message box of the chat: Send gives the message to every model side by side, Stop stops them
 * all, and the auto-approve box sets each column's (checked while every column approves by itself).
 */
export function ChatComposer({ conversations }: { conversations: readonly Conversation[] }) {
  const ids = { auto: useId(), message: useId() };
  const [message, setMessage] = useState('');
  const busy = useConversationsAgree(conversations, (state) => state.status !== 'idle', 'some');
  const auto = useConversationsAgree(conversations, (state) => state.autoApprove, 'every');
  const send = () => {
    const text = message.trim();
    if (!text || busy || conversations.length === 0) return;
    setMessage('');
    for (const conversation of conversations) void conversation.send(text);
  };
  return (
    <form
      className="space-y-2 border-t border-zinc-800 px-4 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        id={ids.message}
        aria-label="Message"
        className={`${inputClass} min-h-14`}
        placeholder={
          conversations.length > 1
            ? `Message all ${conversations.length} models (Enter sends, Shift+Enter for a new line)`
            : 'Message the model (Enter sends, Shift+Enter for a new line)'
        }
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={busy || message.trim() === '' || conversations.length === 0}>
          Send
        </Button>
        <Button
          disabled={!busy}
          onClick={() => {
            for (const conversation of conversations) conversation.stop();
          }}
        >
          Stop
        </Button>
        <label htmlFor={ids.auto} className="flex items-center gap-2 text-sm text-zinc-300">
          <input
            id={ids.auto}
            type="checkbox"
            checked={auto}
            disabled={conversations.length === 0}
            onChange={(event) => {
              for (const conversation of conversations) conversation.setAutoApprove(event.target.checked);
            }}
          />
          Approve tool calls automatically
        </label>
      </div>
    </form>
  );
}
