import { useState } from 'react';
import type { RuleSummary } from '../../../../shared/wire/findings-summary.ts';
import { Segmented } from '../../../components/segmented.tsx';
import { SeverityChip } from './findings-list.tsx';

/** Whose findings the panel counts: the current connection's, or every connection's in the log. */
export type FindingsScopeChoice = 'connection' | 'all';

export interface FindingsPanelProps {
  rules: readonly RuleSummary[];
  /** Frames with any finding. */
  flaggedFrames: number;
  /** The rule the log is filtered to, if any. */
  activeRule: string | undefined;
  onRule: (rule: string | undefined) => void;
  /** Opens the frame an example comes from. */
  onExample: (seq: number) => void;
  /** Absent: the log has one connection (or is read from a file), and there is no choice to offer. */
  scope?:
    | {
        choice: FindingsScopeChoice;
        onChoice: (
          choice: FindingsScopeChoice,
        ) => void /** Frames flagged on other connections, not counted in this one's. */;
        elsewhere: number;
      }
    | undefined;
  /** Set once Clear was pressed: only what came after is counted; `onShowCleared` counts everything again. */
  cleared?: boolean;
  onClear?: () => void;
  onShowCleared?: () => void;
  /** Set while the log is still being read: the counts are those of the first `read` entries. */
  reading?: { read: number; of: number } | undefined;
}

/** The log's findings by rule: how bad, how many frames, one example; a count filters the log to those frames. */
export function FindingsPanel({
  rules,
  flaggedFrames,
  activeRule,
  onRule,
  onExample,
  scope,
  cleared = false,
  onClear,
  onShowCleared,
  reading,
}: FindingsPanelProps) {
  const [open, setOpen] = useState(true);
  const frames = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'frame' : 'frames'}`;
  const none = cleared
    ? 'none since Clear'
    : scope?.choice === 'connection'
      ? 'none on this connection so far'
      : 'none so far';
  return (
    <section aria-label="Findings" className="shrink-0 border-b border-zinc-800 bg-zinc-900/40 text-xs">
      <div className="flex items-center gap-2 px-3 py-1.5">
        <h3 className="font-medium text-zinc-300">Findings</h3>
        <span className="text-zinc-500">
          {rules.length ? `${rules.length} ${rules.length === 1 ? 'rule' : 'rules'} on ${frames(flaggedFrames)}` : none}
          {reading && rules.length ? ' so far' : ''}
        </span>
        {reading ? (
          <span role="status" className="text-zinc-500">
            counting: {reading.read.toLocaleString('en-US')} of {reading.of.toLocaleString('en-US')} entries read
          </span>
        ) : null}
        {scope?.choice === 'connection' && scope.elsewhere > 0 ? (
          <button
            type="button"
            onClick={() => scope.onChoice('all')}
            className="rounded px-1.5 text-sky-400 hover:bg-zinc-800 hover:underline"
          >
            {frames(scope.elsewhere)} on other connections
          </button>
        ) : null}
        {cleared && onShowCleared ? (
          <button
            type="button"
            onClick={onShowCleared}
            className="rounded px-1.5 text-sky-400 hover:bg-zinc-800 hover:underline"
          >
            Show cleared findings
          </button>
        ) : null}
        {activeRule !== undefined ? (
          <span className="flex items-center gap-1 rounded-md border border-sky-800 bg-sky-950/60 py-px pl-2 pr-0.5 text-sky-100">
            Log filtered to <span className="font-mono">{activeRule}</span>
            <button
              type="button"
              onClick={() => onRule(undefined)}
              className="rounded px-1.5 text-sky-300 hover:bg-sky-900 hover:text-sky-50"
            >
              Show all frames
            </button>
          </span>
        ) : null}
        <span className="flex-1" />
        {scope ? (
          <Segmented
            label="Findings of"
            compact
            value={scope.choice}
            onChange={scope.onChoice}
            options={[
              ['connection', 'This connection'],
              ['all', 'All connections'],
            ]}
          />
        ) : null}
        {onClear && rules.length ? (
          <button
            type="button"
            aria-label="Clear findings"
            title="Count only the findings of frames from now on (the log keeps every frame)"
            onClick={onClear}
            className="rounded px-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-zinc-200"
          >
            Clear
          </button>
        ) : null}
        {rules.length ? (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="rounded px-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-zinc-200"
          >
            {open ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {open && rules.length ? (
        <ul aria-label="Findings by rule" className="max-h-40 overflow-auto border-t border-zinc-800/70 py-0.5">
          {rules.map((rule) => {
            const active = rule.rule === activeRule;
            return (
              <li
                key={rule.rule}
                className={`grid grid-cols-[4.5rem_minmax(8rem,16rem)_6rem_minmax(0,1fr)] items-baseline gap-x-2 px-3 py-0.5 ${active ? 'bg-sky-950/50' : 'hover:bg-zinc-900'}`}
              >
                <span>
                  <SeverityChip severity={rule.severity} />
                </span>
                <span className="truncate font-mono text-zinc-100" title={rule.rule}>
                  {rule.rule}
                </span>
                <span className="text-right">
                  <button
                    type="button"
                    aria-pressed={active}
                    aria-label={`${frames(rule.frames)} flagged ${rule.rule}`}
                    onClick={() => onRule(active ? undefined : rule.rule)}
                    title={active ? 'Show every frame again' : `Show only the frames flagged ${rule.rule}`}
                    className={`rounded px-1.5 font-mono tabular-nums hover:underline ${active ? 'bg-sky-800 text-sky-50' : 'text-sky-400'}`}
                  >
                    {frames(rule.frames)}
                  </button>
                </span>
                <button
                  type="button"
                  onClick={() => onExample(rule.exampleSeq)}
                  title={`${rule.example.message}\n(open the first frame flagged ${rule.rule})`}
                  className="min-w-0 truncate text-left text-zinc-400 hover:text-zinc-200"
                >
                  {rule.example.message}
                  {rule.example.source ? <span className="text-zinc-600"> · {rule.example.source}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
