import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import type { PageConversation } from '../hooks/use-page-conversation.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { totalsFigures } from '../lib/step-figures.ts';
import { ConversationEntries } from './conversation-entries.tsx';

/**
 * The Chat tab's conversation with one model over the server's tools: the
 * system prompt (shown, editable), the entries as they stream, each tool
 * call for Approve or Deny, and the message box. `header` names the model
 * and opens its settings; the shell gives it.
 */
export function ChatPage({ conversation, header }: { conversation: PageConversation; header: ReactNode }) {
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="border-b border-zinc-800 px-4 py-2">{header}</div>
      {conversation.status === 'ready' ? (
        <ConversationView conversation={conversation.conversation} />
      ) : conversation.status === 'loading' ? (
        <p className="p-4 text-sm text-zinc-500">Loading the chat…</p>
      ) : conversation.status === 'failed' ? (
        <p className="p-4 text-sm text-rose-300">{conversation.error}</p>
      ) : (
        <p className="p-4 text-sm text-zinc-400">Choose a model in the Model settings to start a conversation.</p>
      )}
    </div>
  );
}

function ConversationView({ conversation }: { conversation: Conversation }) {
  const state = useSyncExternalStore(conversation.state.subscribe, conversation.state.getSnapshot);
  const ids = { prompt: useId(), auto: useId(), message: useId() };
  const [message, setMessage] = useState('');
  const scroller = useRef<HTMLElement>(null);
  // Whether the person is at the end of the conversation: then it follows what streams in; scrolled up, it stays put.
  const following = useRef(true);
  const busy = state.status !== 'idle';
  const count = state.entries.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new state (entries and streamed text), which it follows
  useEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [state]);
  const send = () => {
    const text = message.trim();
    if (!text || busy) return;
    setMessage('');
    void conversation.send(text);
  };
  const offered = state.tools;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <details className="border-b border-zinc-800 px-4 py-2 text-sm" open={state.turn === 0}>
        <summary className="cursor-pointer text-xs font-semibold text-zinc-400">System prompt</summary>
        <textarea
          id={ids.prompt}
          aria-label="System prompt"
          className={`${inputClass} mt-2 min-h-20`}
          value={state.systemPrompt}
          onChange={(event) => conversation.setSystemPrompt(event.target.value)}
        />
        {offered ? (
          <p className="mt-1 text-xs text-zinc-500">
            The model is offered {offered.tools.length} tool{offered.tools.length === 1 ? '' : 's'} as listed
            {offered.left.length > 0
              ? `; left out: ${offered.left.map((left) => `${left.name} (${left.why})`).join(', ')}`
              : ''}
            .
          </p>
        ) : null}
      </details>
      <section
        ref={scroller}
        aria-label="Conversation"
        className="min-h-0 flex-1 space-y-3 overflow-auto px-4 py-3"
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        }}
      >
        {count === 0 ? <p className="text-sm text-zinc-500">Ask the model to use the server’s tools.</p> : null}
        <ConversationEntries
          entries={state.entries}
          onApprove={(id, args) => conversation.approve(id, args)}
          onDeny={(id) => conversation.deny(id)}
        />
      </section>
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
          placeholder="Message the model (Enter sends, Shift+Enter for a new line)"
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
          <Button type="submit" variant="primary" disabled={busy || message.trim() === ''}>
            Send
          </Button>
          <Button disabled={!busy} onClick={() => conversation.stop()}>
            Stop
          </Button>
          <label htmlFor={ids.auto} className="flex items-center gap-2 text-sm text-zinc-300">
            <input
              id={ids.auto}
              type="checkbox"
              checked={state.autoApprove}
              onChange={(event) => conversation.setAutoApprove(event.target.checked)}
            />
            Approve tool calls automatically
          </label>
          <span className="ml-auto text-xs text-zinc-500">{state.step > 0 ? totalsFigures(state.totals) : ''}</span>
        </div>
      </form>
    </div>
  );
}
