import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import { promptMessages } from '../../../../shared/model/prompt-messages.ts';
import { sizedInputClass } from '../../../components/field.tsx';
import { PromptForm } from '../../../components/prompt-form.tsx';
import { promptsListQuery } from '../../../lib/prompts-list-query.ts';
import { useOffered, useSession } from '../../../lib/session-context.tsx';
import { useCompleter } from '../../../lib/use-completion-suggest.ts';
import { requestFailure } from '../lib/request-failure.ts';

/**
 * Choose one of the server's prompts, fill its arguments as the Prompts tab does, and insert its messages
 * into every conversation side by side (prompts/get goes on the wire and into the log like any request).
 * They go to each model with the next message; a failure says why and leaves the Message box as it was.
 */
export function InsertPromptPanel({
  conversations,
  busy,
  onInserted,
}: {
  conversations: readonly Conversation[];
  /** Some conversation is in a turn: messages can only be inserted between turns. */
  busy: boolean;
  onInserted: () => void;
}) {
  const session = useSession();
  const { connection, enabled } = useOffered('prompts');
  const list = useQuery({ ...promptsListQuery(session, connection), enabled });
  const [key, setKey] = useState('');
  const [getting, setGetting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const selectId = useId();
  const prompt = list.data?.prompts.find((each) => each.key === key);
  const completer = useCompleter({ type: 'ref/prompt', name: prompt?.name ?? '' });
  const insert = async (args: Record<string, string>) => {
    if (!prompt) return;
    setGetting(true);
    setFailure(undefined);
    const outcome = await session.request('prompts/get', { name: prompt.rawName, arguments: args });
    setGetting(false);
    if (outcome.kind !== 'result') return setFailure(requestFailure('prompts/get', outcome));
    const messages = promptMessages(outcome.result);
    if (messages.length === 0)
      return setFailure(`prompts/get answered no messages for ${prompt.name}: nothing inserted.`);
    try {
      for (const conversation of conversations) conversation.insertMessages(messages);
      onInserted();
    } catch (error) {
      setFailure(`Not inserted: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <section aria-label="Prompt to insert" className="space-y-2">
      {!enabled ? (
        <p className="text-sm text-zinc-400">This server offers no prompts (no prompts capability).</p>
      ) : list.error ? (
        <p className="text-sm text-rose-300">prompts/list failed: {list.error.message}</p>
      ) : !list.data ? (
        <p className="text-sm text-zinc-400">Listing the server’s prompts…</p>
      ) : list.data.prompts.length === 0 ? (
        <p className="text-sm text-zinc-400">The server lists no prompts.</p>
      ) : (
        <>
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={selectId} className="text-xs text-zinc-400">
              Prompt
            </label>
            <select
              id={selectId}
              className={`${sizedInputClass('w-80')} min-w-0`}
              value={key}
              onChange={(event) => {
                setKey(event.target.value);
                setFailure(undefined);
              }}
            >
              <option value="">Choose a prompt…</option>
              {list.data.prompts.map((each) => (
                <option key={each.key} value={each.key}>
                  {each.title ? `${each.title} (${each.name})` : each.name}
                </option>
              ))}
            </select>
          </div>
          {/* Above the form, in view however long the form is. */}
          {failure ? (
            <p role="alert" className="text-sm text-rose-300">
              {failure}
            </p>
          ) : null}
          {prompt ? (
            <PromptForm
              prompt={prompt}
              completer={completer}
              running={getting || busy}
              submitLabel="Insert messages"
              onGet={(args) => void insert(args)}
            />
          ) : null}
          {busy && prompt ? (
            <p className="text-xs text-zinc-400">Messages can be inserted once the model’s turn ends.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
