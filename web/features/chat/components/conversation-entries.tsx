import { memo } from 'react';
import type {
  ConversationEntry,
  ModelStepEntry,
  NoticeEntry,
  UserEntry,
} from '../../../../shared/model/conversation-entry.ts';
import { stepFigures } from '../lib/step-figures.ts';
import type { OfferedTools } from '../../../../shared/model/offered-tools.ts';
import type { AppWords } from './inline-app.tsx';
import { StreamedText } from './streamed-text.tsx';
import { ToolCallCard } from './tool-call-card.tsx';

const fromWords: Record<UserEntry['from'], string> = {
  person: 'You',
  app: 'The app',
  prompt: 'Inserted from a prompt, as the user',
};

const UserMessage = memo(function UserMessage({ entry }: { entry: UserEntry }) {
  // An inserted prompt starts no turn: it goes to the model with the next message.
  const label = entry.from === 'prompt' ? fromWords.prompt : `${fromWords[entry.from]}, turn ${entry.turn}`;
  return (
    <article aria-label={label} className="ml-auto max-w-prose space-y-1">
      <p className="text-right text-[11px] text-zinc-500">{fromWords[entry.from]}</p>
      <p className="whitespace-pre-wrap rounded-lg bg-sky-950/60 px-3 py-2 text-sm text-zinc-100">{entry.text}</p>
      {entry.attachments?.map((attachment) => (
        <p key={attachment.uri} className="text-right font-mono text-[11px] text-zinc-500">
          attached {attachment.uri}
        </p>
      ))}
    </article>
  );
});

const statusWords: Partial<Record<ModelStepEntry['status'], string>> = {
  streaming: 'streaming…',
  failed: 'failed',
  stopped: 'stopped',
};

const ModelStep = memo(function ModelStep({ entry }: { entry: ModelStepEntry }) {
  // A prompt's assistant message, inserted: the model did not write it.
  if (entry.finishReason === 'inserted')
    return (
      <article aria-label="Inserted from a prompt, as the assistant" className="max-w-prose space-y-1">
        <p className="text-[11px] text-zinc-500">Inserted from a prompt, as the assistant</p>
        <p className="whitespace-pre-wrap rounded-lg border border-zinc-800 px-3 py-2 text-sm text-zinc-200">
          {entry.text}
        </p>
      </article>
    );
  const figures = stepFigures(entry);
  if (!entry.text && entry.status === 'done' && entry.toolCallIds.length > 0)
    return figures ? (
      <p className="text-[11px] text-zinc-500">
        Step {entry.step}: {figures}
      </p>
    ) : null;
  return (
    <article aria-label={`Model, step ${entry.step}`} className="max-w-prose space-y-1">
      <p className="text-[11px] text-zinc-500">
        {entry.model.model} · step {entry.step}
        {statusWords[entry.status] ? ` · ${statusWords[entry.status]}` : ''}
      </p>
      {entry.text ? (
        <StreamedText
          text={entry.text}
          className="whitespace-pre-wrap rounded-lg bg-zinc-900 px-3 py-2 text-sm text-zinc-100"
        />
      ) : null}
      {figures ? <p className="text-[11px] text-zinc-500">{figures}</p> : null}
    </article>
  );
});

const levelClass: Record<NoticeEntry['level'], string> = {
  error: 'border-rose-800 bg-rose-950/40 text-rose-200',
  warning: 'border-amber-800 bg-amber-950/30 text-amber-200',
  info: 'border-zinc-700 bg-zinc-900 text-zinc-300',
};

const Notice = memo(function Notice({ entry }: { entry: NoticeEntry }) {
  return <p className={`rounded-md border px-3 py-2 text-sm ${levelClass[entry.level]}`}>{entry.message}</p>;
});

/** The conversation's entries in order, each drawn again only when it changed (entries are frozen, replaced whole). */
export function ConversationEntries({
  entries,
  tools,
  appWords,
  onApprove,
  onDeny,
}: {
  entries: readonly ConversationEntry[];
  /** The tools as offered: a call's tool, as listed, says whether it has an app to render. */
  tools: OfferedTools | undefined;
  appWords: AppWords;
  onApprove: (id: string, args: Record<string, unknown> | undefined) => void;
  onDeny: (id: string) => void;
}) {
  return (
    <>
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'user':
            return <UserMessage key={entry.id} entry={entry} />;
          case 'model-step':
            return <ModelStep key={entry.id} entry={entry} />;
          case 'tool-call':
            return (
              <ToolCallCard
                key={entry.id}
                call={entry}
                listed={tools?.tools.find((tool) => tool.name === entry.toolName)?.listed}
                appWords={appWords}
                onApprove={onApprove}
                onDeny={onDeny}
              />
            );
          case 'notice':
            return <Notice key={entry.id} entry={entry} />;
          default:
            return null;
        }
      })}
    </>
  );
}
