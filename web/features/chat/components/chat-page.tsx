import { type ReactNode, useMemo, useState } from 'react';
import type { CallHistory } from '../../../../shared/call-history/call-history.ts';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import { Button } from '../../../components/button.tsx';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { ChatColumn } from './chat-column.tsx';
import { ChatComposer } from './chat-composer.tsx';

/** At most this many models side by side (as MCPJam's playground has). */
export const MAX_COLUMNS = 3;

interface Column {
  key: number;
  /** The configured model's id; undefined: the first ready one. */
  modelId?: string;
}

let nextColumn = 1;

/**
 * The Chat tab's conversation over the server's tools, with one model or
 * up to three side by side: each column its own conversation (its tool
 * calls, approvals, figures and Stop), one Message box for all. `header`
 * opens the model settings; the shell gives it.
 */
export function ChatPage({
  ready,
  configured,
  history,
  header,
  columnTools,
}: {
  /** The configured models with a model id: those a column can talk to. */
  ready: readonly ConfiguredModel[];
  configured: readonly ConfiguredModel[];
  history: Pick<CallHistory, 'record'> | undefined;
  header: ReactNode;
  /** What the shell adds to each column's header once its conversation exists (Save as eval case). */
  columnTools?: (conversation: Conversation) => ReactNode;
}) {
  const [columns, setColumns] = useState<Column[]>(() => [{ key: 0 }]);
  const [made, setMade] = useState<ReadonlyMap<number, Conversation>>(new Map());
  const modelOf = (column: Column) => ready.find((model) => model.id === column.modelId) ?? ready[0];
  const conversations = useMemo(() => columns.flatMap((column) => made.get(column.key) ?? []), [columns, made]);
  const add = () => {
    const used = new Set(columns.map((column) => modelOf(column)?.id));
    const fresh = ready.find((model) => !used.has(model.id)) ?? ready[0];
    setColumns([...columns, { key: nextColumn++, ...(fresh ? { modelId: fresh.id } : {}) }]);
  };
  const report = (key: number) => (conversation: Conversation | undefined) =>
    setMade((all) => {
      const next = new Map(all);
      if (conversation) next.set(key, conversation);
      else next.delete(key);
      return next;
    });
  const addColumn =
    ready.length > 0 && columns.length < MAX_COLUMNS ? (
      <Button className="shrink-0" onClick={add}>
        Add model column
      </Button>
    ) : null;
  // One column: the page's controls join its header row. Several: a row of their own above the columns.
  const single = columns.length === 1;
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      {single ? null : (
        <div className="flex items-center gap-3 border-b border-zinc-800 px-4 py-2">
          <div className="min-w-0 flex-1">{header}</div>
          {addColumn}
        </div>
      )}
      <div className="flex min-h-0 flex-1">
        {columns.map((column, index) => (
          <ChatColumn
            key={column.key}
            index={index}
            count={columns.length}
            model={modelOf(column)}
            ready={ready}
            configured={configured}
            history={history}
            onChoose={(id) => setColumns(columns.map((each) => (each === column ? { ...each, modelId: id } : each)))}
            onRemove={() => setColumns(columns.filter((each) => each !== column))}
            onConversation={report(column.key)}
            tools={columnTools}
            pageTools={
              single ? (
                <>
                  {header}
                  {addColumn}
                </>
              ) : undefined
            }
          />
        ))}
      </div>
      <ChatComposer conversations={conversations} />
    </div>
  );
}
