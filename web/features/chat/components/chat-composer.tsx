import { useId, useState } from 'react';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { useConversationsAgree } from '../hooks/use-conversations-agree.ts';
import type { ReadAttachment } from '../lib/resource-attachment.ts';
import { AttachResourcePanel } from './attach-resource-panel.tsx';
import { AttachmentChips } from './attachment-chips.tsx';
import { InsertPromptPanel } from './insert-prompt-panel.tsx';

/**
 * The one Message box of the chat: Send gives the message (and the resources attached to it) to every model
 * side by side, Stop stops them all, Insert prompt puts a server prompt's messages into every conversation,
 * and the auto-approve box sets each column's (checked while every column approves by itself).
 */
export function ChatComposer({ conversations }: { conversations: readonly Conversation[] }) {
  const ids = { auto: useId(), message: useId() };
  const [message, setMessage] = useState('');
  const [attachments, setAttachments] = useState<readonly ReadAttachment[]>([]);
  const [panel, setPanel] = useState<'prompt' | 'resource'>();
  const busy = useConversationsAgree(conversations, (state) => state.status !== 'idle', 'some');
  const auto = useConversationsAgree(conversations, (state) => state.autoApprove, 'every');
  const send = () => {
    const text = message.trim();
    if (!text || busy || conversations.length === 0) return;
    setMessage('');
    setAttachments([]);
    if (panel === 'resource') setPanel(undefined);
    const sent = attachments.map((read) => read.attachment);
    for (const conversation of conversations) void conversation.send(text, sent.length ? { attachments: sent } : {});
  };
  const toggle = (which: 'prompt' | 'resource') => setPanel(panel === which ? undefined : which);
  const none = conversations.length === 0;
  return (
    <div className="space-y-2 border-t border-zinc-800 px-4 py-3">
      {/* Outside the message's form (the prompt's arguments are a form of their own), and over the conversation
          rather than beside it, so a long prompt form does not squeeze the columns. Escape closes it. */}
      {panel ? (
        // A wrapper of no height at the composer's top: the panel stands on it, over the conversation.
        <div className="relative">
          <div
            role="dialog"
            aria-label={panel === 'prompt' ? 'Insert prompt' : 'Attach resource'}
            className="absolute inset-x-0 bottom-4 z-20 max-h-96 overflow-auto rounded-lg border border-zinc-700 bg-zinc-900 p-3 shadow-lg"
            onKeyDown={(event) => {
              if (event.key === 'Escape') setPanel(undefined);
            }}
          >
            {panel === 'prompt' ? (
              <InsertPromptPanel conversations={conversations} busy={busy} onInserted={() => setPanel(undefined)} />
            ) : (
              <AttachResourcePanel
                attached={new Set(attachments.map((read) => read.attachment.uri))}
                onAttach={(read) => setAttachments((all) => [...all, read])}
              />
            )}
          </div>
        </div>
      ) : null}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <AttachmentChips
          attachments={attachments}
          onRemove={(uri) => setAttachments((all) => all.filter((read) => read.attachment.uri !== uri))}
        />
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
          <Button
            type="submit"
            variant="primary"
            disabled={busy || message.trim() === '' || conversations.length === 0}
          >
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
          <Button aria-expanded={panel === 'prompt'} disabled={none} onClick={() => toggle('prompt')}>
            Insert prompt
          </Button>
          <Button aria-expanded={panel === 'resource'} disabled={none} onClick={() => toggle('resource')}>
            Attach resource
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
    </div>
  );
}
