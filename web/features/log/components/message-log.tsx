import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { StdioTarget } from '../../../../shared/session/connect-target.ts';
import { FindingsSummary } from '../../../../shared/wire/findings-summary.ts';
import type { WireLog } from '../../../../shared/wire/wire-log.ts';
import { WireFilter, withStoredMatches } from '../../../../shared/wire/wire-filter.ts';
import { logSelection, type LogSelectionRequest } from '../../../lib/log-selection.ts';
import { usePageCommand } from '../../../lib/page-commands.ts';
import { useObservable } from '../../../lib/session-context.tsx';
import { usePacedValue } from '../hooks/use-paced-value.ts';
import { useStoredHits } from '../hooks/use-stored-hits.ts';
import { EntryDetail } from './entry-detail.tsx';
import { FindingsPanel, type FindingsScopeChoice } from './findings-panel.tsx';
import { FramesTable } from './frames-table.tsx';
import { HeldBytes } from './held-bytes.tsx';
import { MemoryLine } from './memory-line.tsx';
import { HiddenByFilter } from './hidden-by-filter.tsx';
import { LogActions, LogFilters, type LogView } from './log-toolbar.tsx';

// The waterfall is loaded when first shown: the Log tab's first paint does not wait for it.
const TimelineView = lazy(() => import('./timeline-view.tsx'));

/**
 * The most entries the filter and each findings count read in one render. A
 * log first shown with 100,000 entries in it is read a slice per task, the
 * page answering between slices, and what is shown meanwhile says how far
 * the reading got.
 */
const READ_PER_RENDER = 1_500;

/**
 * New entries are drawn at most this often. A flood followed at sixty frames
 * a second drew rows faster than anyone reads them, and the style and layout
 * of those rows were most of each frame's work.
 */
const DRAW_EVERY_MS = 100;

export interface MessageLogProps {
  log: WireLog;
  /** Changes whenever the log does, at most once per animation frame. */
  version: number;
  /** The stdio server each connection started: "Copy as command" starts it again. */
  targetOf?: (connection: number) => StdioTarget | undefined;
  /** How this mcp-loupe's command line is run: the replay of a call the server asked something during. */
  cli?: readonly string[] | undefined;
  /** False for a log read from a file: nothing is waiting any more, whatever it says. */
  live?: boolean;
  /** The session's current connection: the findings panel counts its findings first. */
  connection?: number | undefined;
}

/**
 * Every frame in arrival order, as a table or as a timeline, narrowed by
 * text, regular expression, rule or trouble; the findings of the whole log
 * by rule above it; the selected entry in full beside it. Filter, summary
 * and timeline are kept incrementally, so a 100,000-entry log stays quick.
 */
export function MessageLog(props: MessageLogProps) {
  const version = usePacedValue(props.version, DRAW_EVERY_MS);
  return <MessageLogView {...props} version={version} />;
}

/** MessageLog at its paced version: drawn again when that changes, or on its own state (a click, a filter). */
const MessageLogView = memo(function MessageLogView({
  log,
  version,
  targetOf,
  cli,
  live = true,
  connection,
}: MessageLogProps) {
  const [filterText, setFilterText] = useState('');
  const query = useDeferredValue(filterText);
  const [regex, setRegex] = useState(false);
  const [rule, setRule] = useState<string>();
  // A selection belongs to the log as it was when made: once the log is cleared or replaced, it points at nothing.
  const [selection, setSelection] = useState<{ seq: number; generation: number }>();
  const selectedSeq = selection?.generation === log.generation && log.at(selection.seq) ? selection.seq : undefined;
  const setSelectedSeq = (seq: number | undefined) =>
    setSelection(seq === undefined ? undefined : { seq, generation: log.generation });
  // An entry opened from elsewhere in the page (the Checkup's evidence) is selected in the live log.
  const asked = useObservable(logSelection);
  const [handledAsk, setHandledAsk] = useState<LogSelectionRequest>();
  if (live && asked !== handledAsk) {
    setHandledAsk(asked);
    if (asked) setSelectedSeq(asked.seq);
  }
  const [follow, setFollow] = useState(true);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [modelTurns, setModelTurns] = useState(false);
  const [revealSecrets, setRevealSecrets] = useState(false);
  const [view, setView] = useState<LogView>('frames');
  const filter = useRef(new WireFilter()).current;
  const summary = useRef(new FindingsSummary()).current;
  const connectionSummary = useRef(new FindingsSummary()).current;
  const [findingsScope, setFindingsScope] = useState<FindingsScopeChoice>('connection');
  // A Clear of the findings belongs to the log as it was: a cleared or replaced log counts from its start.
  const [findingsCleared, setFindingsCleared] = useState<{ fromSeq: number; generation: number }>();
  // The generation too: a Clear re-renders at once, before the log's batched version catches up.
  const generation = log.generation;
  // Bumped to read the next slice of a log not yet read to its end.
  const [slice, setSlice] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and slice: the log grows in place, and they say when
  const inMemory = useMemo(
    () =>
      filter.matches(
        log.entries(),
        { text: query, regex, rule, onlyProblems, modelTurns },
        generation,
        false,
        READ_PER_RENDER,
      ),
    [filter, log, query, regex, rule, version, slice, generation, onlyProblems, modelTurns],
  );
  // Text that moved to storage is searched there; what matches joins the rest.
  const stored = useStoredHits(log, query, regex);
  const matches = useMemo(
    () => withStoredMatches(inMemory, stored, log.entries(), { rule, onlyProblems, modelTurns }),
    [inMemory, stored, log, rule, onlyProblems, modelTurns],
  );
  const fromSeq = findingsCleared?.generation === generation ? findingsCleared.fromSeq : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and slice: the log grows in place, and they say when
  const allRules = useMemo(
    () => summary.summarize(log.entries(), generation, { fromSeq }, READ_PER_RENDER),
    [summary, log, version, slice, generation, fromSeq],
  );
  const scoped = live && connection !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and slice: the log grows in place, and they say when
  const connectionRules = useMemo(
    () =>
      scoped
        ? connectionSummary.summarize(log.entries(), generation, { connection, fromSeq }, READ_PER_RENDER)
        : undefined,
    [scoped, connectionSummary, log, version, slice, generation, connection, fromSeq],
  );
  // The log as of this version: what each reader must reach before it stops asking for another slice (what came
  // after is read at the next version, so a log hidden while it grows is not read behind its back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: version: the log grows in place, and its batched version says when
  const size = useMemo(() => log.size, [log, version, generation]);
  const filterRead = Math.min(filter.scanned, log.size);
  const findingsRead = Math.min(summary.scanned, scoped ? connectionSummary.scanned : summary.scanned);
  const behind = filterRead < size || findingsRead < size;
  // biome-ignore lint/correctness/useExhaustiveDependencies: slice: each slice read asks for the next while still behind
  useEffect(() => {
    if (!behind) return;
    const next = setTimeout(() => setSlice((count) => count + 1), 0);
    return () => clearTimeout(next);
  }, [behind, slice]);
  const byConnection = connectionRules !== undefined && findingsScope === 'connection';
  const rules = byConnection ? connectionRules : allRules;
  const flaggedFrames = byConnection ? connectionSummary.flaggedFrames : summary.flaggedFrames;
  const filtering = query.trim() !== '' || onlyProblems || modelTurns || rule !== undefined;

  const selected = selectedSeq === undefined ? undefined : log.at(selectedSeq);
  const partner = selected
    ? selected.requestSeq !== undefined
      ? log.at(selected.requestSeq)
      : log.responseTo(selected.seq)
    : undefined;
  const carrier = selected?.exchange !== undefined ? log.at(selected.exchange) : undefined;
  // The filter may hide what is selected (or what its pair link led to): the detail stays, saying so.
  const hiddenByFilter = selected !== undefined && !matches.has(selected.seq);
  const showAll = () => {
    setFilterText('');
    setOnlyProblems(false);
    setModelTurns(false);
    setRule(undefined);
  };

  const [exporting, setExporting] = useState<string>();
  // Save as mock writes the same log: `mcp-loupe --mock FILE` serves it; only the file's name says what it is for.
  const exportLog = async (purpose: 'log' | 'mock' = 'log') => {
    setExporting('Exporting…');
    // Payloads moved to storage are read back: the export holds every byte.
    // The exporter comes with the first export or the later parts' prefetch (so a stopped proxy still lets the
    // log out): the Log tab itself is part of the first connect's load.
    const blob = await import('../lib/export-blob.ts')
      .then(({ exportBlob }) =>
        exportBlob(log, {
          revealSecrets,
          onProgress: (done, total) => setExporting(`Exporting ${Math.floor((done / total) * 100)}%`),
        }),
      )
      .finally(() => setExporting(undefined));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `mcp-loupe-${purpose === 'log' ? '' : 'mock-'}${new Date().toISOString().replaceAll(':', '-')}.jsonl`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  // The toolbar's controls are drawn again only when they change, not with each frame of a growing log: React sets
  // a checkbox's name and type again each time it draws it, and the browser then restyles and lays out the whole page.
  const exportNow = useRef(exportLog);
  exportNow.current = exportLog;
  const onExport = useCallback((purpose: 'log' | 'mock') => void exportNow.current(purpose), []);
  const onClear = useCallback(() => {
    setSelection(undefined);
    log.clear();
  }, [log]);

  // Export log from the command palette or its shortcut: the live log, with this log's Reveal secrets.
  usePageCommand(
    'export-log',
    () => {
      if (log.size && exporting === undefined) void exportLog();
    },
    live,
  );

  return (
    <section aria-label="Message log" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5 border-b border-zinc-800 px-3 py-2">
        <LogFilters
          view={view}
          onView={setView}
          filterText={filterText}
          onFilterText={setFilterText}
          regex={regex}
          onRegex={setRegex}
          onlyProblems={onlyProblems}
          onOnlyProblems={setOnlyProblems}
          modelTurns={modelTurns}
          onModelTurns={setModelTurns}
        />
        <span className="text-xs text-zinc-400">
          <span>{log.size} entries</span>
          {filtering ? (
            <span className="text-zinc-500">
              {' '}
              ({matches.length} shown
              {filterRead < log.size ? ` so far: ${count(filterRead)} of ${count(log.size)} entries read` : ''})
            </span>
          ) : null}
        </span>
        <span className="flex-1" />
        <LogActions
          follow={follow}
          onFollow={setFollow}
          revealSecrets={revealSecrets}
          onRevealSecrets={setRevealSecrets}
          empty={!log.size}
          exporting={exporting}
          onExport={onExport}
          onClear={onClear}
        />
      </div>
      <FindingsPanel
        rules={rules}
        flaggedFrames={flaggedFrames}
        activeRule={rule}
        onRule={setRule}
        onExample={setSelectedSeq}
        scope={
          scoped
            ? {
                choice: findingsScope,
                onChoice: setFindingsScope,
                elsewhere: summary.flaggedFrames - connectionSummary.flaggedFrames,
              }
            : undefined
        }
        cleared={fromSeq !== undefined}
        onClear={() => setFindingsCleared({ fromSeq: log.size, generation })}
        onShowCleared={() => setFindingsCleared(undefined)}
        reading={findingsRead < log.size ? { read: findingsRead, of: log.size } : undefined}
      />
      <div className="flex min-h-0 flex-1">
        {view === 'frames' ? (
          <FramesTable
            log={log}
            matches={matches}
            selectedSeq={selectedSeq}
            onSelect={setSelectedSeq}
            follow={follow}
            onFollow={setFollow}
          />
        ) : (
          <Suspense fallback={<p className="flex-1 p-4 text-sm text-zinc-500">Loading the timeline…</p>}>
            <TimelineView
              log={log}
              version={version}
              matches={filtering ? matches : undefined}
              selectedSeq={selectedSeq}
              onSelect={setSelectedSeq}
              follow={follow}
              onFollow={setFollow}
              live={live}
            />
          </Suspense>
        )}
        {selected ? (
          <div className="flex w-[45%] min-w-80 flex-col border-l border-zinc-800">
            {hiddenByFilter ? <HiddenByFilter onShowAll={showAll} /> : null}
            <EntryDetail
              key={selected.seq}
              entry={selected}
              partner={partner}
              carrier={carrier}
              revealSecrets={revealSecrets}
              source={log}
              targetOf={targetOf}
              cli={cli}
              live={live}
              onSelect={setSelectedSeq}
              onClose={() => setSelectedSeq(undefined)}
            />
          </div>
        ) : null}
      </div>
      {live ? <HeldBytes /> : null}
      {live ? <MemoryLine log={log} /> : null}
    </section>
  );
});

const count = (value: number) => value.toLocaleString('en-US');
