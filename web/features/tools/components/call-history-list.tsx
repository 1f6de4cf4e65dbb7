import { createContext, memo, useContext, useRef } from 'react';
import type { HistoryEntry } from '../../../../shared/call-history/call-history.ts';
import { previewArgs } from '../../../../shared/call-history/args-preview.ts';
import { formatDuration } from '../../../components/content/format.ts';
import { smallButtonClass } from '../../../components/schema-form/form-classes.ts';
import CallLatency from './call-latency.tsx';
import { formatCallTime } from './call-time.ts';
import { CallStatusChip } from './call-status-chip.tsx';

const droppedWhy = {
  older: 'Result no longer kept: only the last few calls keep theirs',
  'too-large': 'Result not kept: too large',
} as const;

/** Whether a call runs: read by each Run again button alone, so a call starting or ending redraws no row. */
const CallRunning = createContext(false);

interface HistoryActions {
  onShow: (entry: HistoryEntry) => void;
  onLoad: (entry: HistoryEntry) => void;
  onRunAgain: (entry: HistoryEntry) => void;
}

/** A tool's earlier calls, newest first (loaded with the first call: see tool-panel): when, how long, how it ended, with what; each can be shown, loaded into the form or run again. */
export default function CallHistoryList({
  entries,
  shownId,
  running,
  onShow,
  onLoad,
  onRunAgain,
  onClear,
}: {
  entries: readonly HistoryEntry[];
  /** The entry whose result the Result area shows now, if an earlier one. */
  shownId: number | undefined;
  running: boolean;
  onShow: (entry: HistoryEntry) => void;
  onLoad: (entry: HistoryEntry) => void;
  onRunAgain: (entry: HistoryEntry) => void;
  onClear: () => void;
}) {
  // Rows reach the latest callbacks through one stable object, so a new call renders its own row, not all fifty.
  const latest = useRef<HistoryActions>({ onShow, onLoad, onRunAgain });
  latest.current = { onShow, onLoad, onRunAgain };
  const actions = useRef<HistoryActions>({
    onShow: (entry) => latest.current.onShow(entry),
    onLoad: (entry) => latest.current.onLoad(entry),
    onRunAgain: (entry) => latest.current.onRunAgain(entry),
  }).current;
  if (entries.length === 0) return null;
  return (
    <section aria-label="History" className="space-y-2 rounded-md border border-zinc-800 bg-zinc-900 p-3 text-sm">
      <header className="flex items-center gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-400">History</h3>
        <span className="text-xs text-zinc-500">{entries.length === 1 ? '1 call' : `${entries.length} calls`}</span>
        <CallLatency entries={entries} />
        <button type="button" className={`${smallButtonClass} ml-auto`} onClick={onClear}>
          Clear history
        </button>
      </header>
      <ol className="divide-y divide-zinc-800/70">
        <CallRunning value={running}>
          {entries.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} shown={entry.id === shownId} actions={actions} />
          ))}
        </CallRunning>
      </ol>
    </section>
  );
}

/** One earlier call; entries are frozen and replaced when they change, so a row renders again only when its own props do. */
const HistoryRow = memo(function HistoryRow({
  entry,
  shown,
  actions,
}: {
  entry: HistoryEntry;
  shown: boolean;
  actions: HistoryActions;
}) {
  return (
    <li
      aria-current={shown ? 'true' : undefined}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 aria-[current=true]:bg-sky-950/30"
    >
      <span className="font-mono text-xs text-zinc-400">{formatCallTime(entry.at)}</span>
      <span className="w-14 font-mono text-xs text-zinc-500">{formatDuration(entry.summary.durationMs)}</span>
      <CallStatusChip status={entry.summary.status} />
      {entry.asTask ? <span className="text-[11px] text-zinc-500">as task</span> : null}
      <code className="min-w-0 flex-1 truncate text-xs text-zinc-300" title={JSON.stringify(entry.args, null, 2)}>
        {previewArgs(entry.args)}
      </code>
      <span className="flex shrink-0 gap-1.5">
        <button
          type="button"
          className={smallButtonClass}
          disabled={!entry.outcome}
          aria-pressed={shown}
          title={entry.outcome ? 'Show this call’s result above' : droppedWhy[entry.dropped ?? 'older']}
          onClick={() => actions.onShow(entry)}
        >
          Show
        </button>
        <button
          type="button"
          className={smallButtonClass}
          title="Put these arguments in the form"
          onClick={() => actions.onLoad(entry)}
        >
          Load
        </button>
        <RunAgainButton onClick={() => actions.onRunAgain(entry)} />
      </span>
    </li>
  );
});

function RunAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      className={smallButtonClass}
      disabled={useContext(CallRunning)}
      title="Call the tool with these arguments again"
      onClick={onClick}
    >
      Run again
    </button>
  );
}
