import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { CallHistory } from '../../../../shared/call-history/call-history.ts';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import { inputClass, sizedInputClass } from '../../../components/field.tsx';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { useModelTurnLog } from '../hooks/use-model-turn-log.ts';
import { usePageConversation } from '../hooks/use-page-conversation.ts';
import { sendWhenIdle } from '../lib/send-when-idle.ts';
import { totalsFigures } from '../lib/step-figures.ts';
import { ConversationEntries } from './conversation-entries.tsx';
import type { AppWords } from './inline-app.tsx';

const smallButton =
  'rounded border border-zinc-700 px-2 py-0.5 text-xs text-zinc-300 hover:bg-zinc-800 disabled:opacity-50';

/** How column `index` (from 0) names its parts: the first keeps the plain names, the others are numbered. */
export function columnName(base: string, index: number): string {
  return index === 0 ? base : `${base} ${index + 1}`;
}

export interface ChatColumnProps {
  index: number;
  /** How many columns are side by side (with more than one, each has its own Stop and Remove). */
  count: number;
  model: ConfiguredModel | undefined;
  ready: readonly ConfiguredModel[];
  configured: readonly ConfiguredModel[];
  history: Pick<CallHistory, 'record'> | undefined;
  onChoose: (id: string) => void;
  onRemove: () => void;
  /** The column's conversation once made (undefined when it goes): the shared Message box sends to it. */
  onConversation: (conversation: Conversation | undefined) => void;
  /** What the shell adds to the header once the conversation exists (Save as eval case). */
  tools?: (conversation: Conversation) => ReactNode;
  /** The page's own controls (Model settings, Add model column), given to the column while it is the only one: one row, not two. */
  pageTools?: ReactNode;
}

/** One model's side of the chat: its own conversation (engine instance), tool calls, approvals, figures and Stop. */
export function ChatColumn(props: ChatColumnProps) {
  const { index, model, configured, history, onConversation } = props;
  const choice = model ? { provider: model.provider, baseUrl: model.baseUrl, model: model.model } : undefined;
  const held = usePageConversation(choice, configured, history);
  const conversation = held.status === 'ready' ? held.conversation : undefined;
  useModelTurnLog(conversation);
  const report = useRef(onConversation);
  report.current = onConversation;
  useEffect(() => {
    if (!conversation) return;
    report.current(conversation);
    return () => report.current(undefined);
  }, [conversation]);
  return (
    <div className={`flex min-h-0 min-w-0 flex-1 flex-col ${index > 0 ? 'border-l border-zinc-800' : ''}`}>
      <ColumnHeader {...props} conversation={conversation} />
      {conversation ? (
        <ConversationView conversation={conversation} index={index} />
      ) : held.status === 'loading' ? (
        <p className="p-4 text-sm text-zinc-500">Loading the chat…</p>
      ) : held.status === 'failed' ? (
        <p className="p-4 text-sm text-rose-300">{held.error}</p>
      ) : (
        <p className="p-4 text-sm text-zinc-400">Choose a model in the Model settings to start a conversation.</p>
      )}
    </div>
  );
}

function ColumnHeader({
  index,
  count,
  model,
  ready,
  onChoose,
  onRemove,
  tools,
  pageTools,
  conversation,
}: ChatColumnProps & { conversation: Conversation | undefined }) {
  const id = useId();
  const columnTools = conversation && tools ? tools(conversation) : null;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-zinc-800 px-4 py-2 text-sm">
      {ready.length > 1 ? (
        <>
          {/* Side by side, a column's width goes to the model's name; its label stays for assistive tech. */}
          <label htmlFor={id} className={count > 1 ? 'sr-only' : 'shrink-0 text-xs text-zinc-400'}>
            {columnName('Chat model', index)}
          </label>
          <select
            id={id}
            className={count > 1 ? `${sizedInputClass('w-32')} min-w-0 grow` : sizedInputClass('w-72')}
            value={model?.id}
            onChange={(event) => onChoose(event.target.value)}
          >
            {ready.map((each) => (
              <option key={each.id} value={each.id}>
                {each.model} · {each.provider}
              </option>
            ))}
          </select>
        </>
      ) : model ? (
        <span className="min-w-0 flex-1 truncate text-zinc-300" title={`${model.provider} at ${model.baseUrl}`}>
          <span className="font-mono">{model.model}</span>{' '}
          <span className="text-zinc-500">
            · {model.provider} at {model.baseUrl}
          </span>
        </span>
      ) : (
        <span className="text-zinc-400">No model yet</span>
      )}
      {columnTools ? <span className="ml-auto shrink-0">{columnTools}</span> : null}
      {pageTools ? (
        <span className={`${columnTools ? '' : 'ml-auto '}flex shrink-0 items-center gap-2`}>{pageTools}</span>
      ) : null}
      {count > 1 ? (
        <span className={`${columnTools ? '' : 'ml-auto '}flex shrink-0 gap-1`}>
          {conversation ? <ColumnStop conversation={conversation} index={index} /> : null}
          <button
            type="button"
            aria-label={`Remove conversation ${index + 1}`}
            className={smallButton}
            onClick={onRemove}
          >
            Remove
          </button>
        </span>
      ) : null}
    </div>
  );
}

function ColumnStop({ conversation, index }: { conversation: Conversation; index: number }) {
  const busy = useSyncExternalStore(
    conversation.state.subscribe,
    () => conversation.state.getSnapshot().status !== 'idle',
  );
  return (
    <button
      type="button"
      aria-label={`Stop conversation ${index + 1}`}
      className={smallButton}
      disabled={!busy}
      onClick={() => conversation.stop()}
    >
      Stop
    </button>
  );
}

function ConversationView({ conversation, index }: { conversation: Conversation; index: number }) {
  const state = useSyncExternalStore(conversation.state.subscribe, conversation.state.getSnapshot);
  const promptId = useId();
  const scroller = useRef<HTMLElement>(null);
  // Whether the person is at the end of the conversation: then it follows what streams in; scrolled up, it stays put.
  const following = useRef(true);
  const count = state.entries.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new state (entries and streamed text), which it follows
  useEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [state]);
  const offered = state.tools;
  const [appWords] = useState<AppWords>(() => ({
    onMessage: (text) => sendWhenIdle(conversation, text),
    onContext: (key, text) => conversation.setAppContext(key, text),
  }));
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <details className="border-b border-zinc-800 px-4 py-2 text-sm" open={state.turn === 0}>
        <summary className="cursor-pointer text-xs font-semibold text-zinc-400">System prompt</summary>
        <textarea
          id={promptId}
          aria-label={columnName('System prompt', index)}
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
        aria-label={columnName('Conversation', index)}
        className="min-h-0 flex-1 space-y-3 overflow-auto px-4 py-3"
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        }}
      >
        {count === 0 ? (
          <p className="text-sm text-zinc-500">
            {index === 0 ? 'Ask the model to use the server’s tools.' : 'This model answers from the next message on.'}
          </p>
        ) : null}
        <ConversationEntries
          entries={state.entries}
          tools={offered}
          appWords={appWords}
          onApprove={(id, args) => conversation.approve(id, args)}
          onDeny={(id) => conversation.deny(id)}
        />
      </section>
      {state.step > 0 ? (
        <p className="border-t border-zinc-800 px-4 py-1 text-right text-xs text-zinc-500">
          {totalsFigures(state.totals)}
        </p>
      ) : null}
    </div>
  );
}
