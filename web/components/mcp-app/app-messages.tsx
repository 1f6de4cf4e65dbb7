import { memo, type ReactNode, useState } from 'react';
import { appMessageSummary } from '../../../shared/apps/app-message-summary.ts';
import type { AppMessage, AppMessagesStore } from '../../../shared/apps/app-messages-store.ts';
import { JsonView } from '../content/json-view.tsx';
import { useSnapshotWhileShown } from '../panel-shown.ts';

const count = (value: number) => value.toLocaleString('en-US');
const ROW_PX = 20;
const ROWS_SHOWN = 12;

/** One message as one line; drawn once, since a kept message never changes. */
const AppMessageRow = memo(function AppMessageRow({
  message,
  chosen,
  onChoose,
}: {
  message: AppMessage;
  chosen: boolean;
  onChoose: (message: AppMessage) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={`flex h-5 w-full min-w-0 items-center gap-2 rounded px-1 text-left ${chosen ? 'bg-zinc-800' : 'hover:bg-zinc-900'}`}
      onClick={() => onChoose(message)}
    >
      <span className="shrink-0 text-zinc-500">{new Date(message.at).toLocaleTimeString()}</span>
      <span className={`shrink-0 ${message.kind === 'message' ? 'text-sky-300' : 'text-zinc-400'}`}>
        {message.kind === 'message' ? 'ui/message' : 'log'}
      </span>
      <span className="min-w-0 truncate font-mono text-zinc-200">{appMessageSummary(message)}</span>
    </button>
  );
});

/** Rows drawn beyond each edge of the view, so a short scroll shows rows already there. */
const OVERSCAN = 4;

/**
 * The kept messages, newest first, one line each; only the rows in view are in the page. Every row is one height in
 * a box of fixed height, so which are in view is arithmetic on the scroll position: nothing is measured (a measuring
 * virtualizer laid the page out inside each update, 8–13 ms of a flood's frame, and again when the tab came back).
 */
function AppMessageRows({
  kept,
  chosen,
  onChoose,
}: {
  kept: readonly AppMessage[];
  chosen: number | undefined;
  onChoose: (message: AppMessage) => void;
}) {
  const [firstInView, setFirstInView] = useState(0);
  const rowsShown = Math.min(kept.length, ROWS_SHOWN);
  const first = Math.min(firstInView, Math.max(0, kept.length - rowsShown));
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(kept.length, first + ROWS_SHOWN + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const message = kept[kept.length - 1 - index]!;
    rows.push(
      <div
        key={message.n}
        role="listitem"
        className="absolute left-0 right-0"
        style={{ top: index * ROW_PX, height: ROW_PX }}
      >
        <AppMessageRow message={message} chosen={message.n === chosen} onChoose={onChoose} />
      </div>,
    );
  }
  return (
    <div
      className="overflow-auto rounded bg-zinc-950 p-1"
      style={{ height: rowsShown * ROW_PX + 8, contain: 'strict' }}
      onScroll={(event) => setFirstInView(Math.floor(event.currentTarget.scrollTop / ROW_PX))}
    >
      <div
        role="list"
        aria-label="Messages from the view"
        className="relative"
        style={{ height: kept.length * ROW_PX }}
      >
        {rows}
      </div>
    </div>
  );
}

/**
 * What the view said to the conversation (ui/message), its log
 * (notifications/message), and the model context it keeps up to date (its
 * latest value): what a chat host's model would receive. A view may send
 * any number: the newest are kept, one line each, a chosen one shown whole;
 * how many came, and how many are only in the log, is said.
 */
export function AppMessages({ store, viewNumber }: { store: AppMessagesStore; viewNumber: number }) {
  const { kept, received, notKept, modelContext, logClearedAt } = useSnapshotWhileShown(store);
  const [chosen, setChosen] = useState<AppMessage>();
  const older = notKept.message + notKept.log;
  return (
    <section aria-label="App messages" className="space-y-1 rounded border border-zinc-800 p-2 text-xs">
      <h4 className="font-semibold text-zinc-400">App messages</h4>
      {kept.length === 0 && modelContext === undefined ? (
        <p className="text-zinc-500">
          No ui/message and no model context yet: what the view sends a chat host's model appears here.
        </p>
      ) : null}
      {kept.length > 0 ? (
        <>
          <p role="status" aria-label="App messages received" className="text-zinc-400">
            {count(received.message)} ui/message and {count(received.log)} log messages from the view
            {older > 0
              ? `; the ${count(older)} oldest (${count(notKept.message)} ui/message, ${count(notKept.log)} log) are not kept here, ${
                  logClearedAt === undefined
                    ? `only in the Log, on app ${viewNumber}'s channel`
                    : `and those sent before the Log was cleared at ${new Date(logClearedAt).toLocaleTimeString()} are in it no more (the later ones are, on app ${viewNumber}'s channel)`
                }`
              : ''}
          </p>
          <AppMessageRows
            kept={kept}
            chosen={chosen?.n}
            onChoose={(message) => setChosen(message.n === chosen?.n ? undefined : message)}
          />
        </>
      ) : null}
      {chosen ? (
        <div className="space-y-0.5">
          <p className="text-zinc-500">
            {chosen.kind === 'message' ? 'ui/message' : 'log (notifications/message)'} at{' '}
            {new Date(chosen.at).toLocaleTimeString()}
          </p>
          <JsonView value={chosen.params} />
        </div>
      ) : null}
      {modelContext !== undefined ? (
        <div className="space-y-0.5">
          <p className="text-zinc-500">Model context (latest ui/update-model-context)</p>
          <JsonView value={modelContext.params} />
        </div>
      ) : null}
    </section>
  );
}
