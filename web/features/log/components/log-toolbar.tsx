import { memo } from 'react';
import { Button } from '../../../components/button.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { SearchBox } from './search-box.tsx';

export type LogView = 'frames' | 'timeline';

const LOG_VIEWS = [
  ['frames', 'Frames'],
  ['timeline', 'Timeline'],
] as const;

/** What the log shows: the view, the search, and the two narrowing switches. Drawn again only when one changes. */
export const LogFilters = memo(function LogFilters({
  view,
  onView,
  filterText,
  onFilterText,
  regex,
  onRegex,
  onlyProblems,
  onOnlyProblems,
  modelTurns,
  onModelTurns,
}: {
  view: LogView;
  onView: (view: LogView) => void;
  filterText: string;
  onFilterText: (text: string) => void;
  regex: boolean;
  onRegex: (regex: boolean) => void;
  onlyProblems: boolean;
  onOnlyProblems: (only: boolean) => void;
  modelTurns: boolean;
  onModelTurns: (only: boolean) => void;
}) {
  return (
    <>
      <Segmented label="Log view" options={LOG_VIEWS} value={view} onChange={onView} />
      <SearchBox text={filterText} onText={onFilterText} regex={regex} onRegex={onRegex} />
      <Toggle
        label="Only trouble"
        checked={onlyProblems}
        onChange={onOnlyProblems}
        accent="accent-amber-500"
        title="Flagged entries, error responses, tool results with isError, cancelled or timed-out requests and their cancellations, stderr that reads as an error or a stack trace (and the lines before a crash), and lines that are not JSON-RPC; routine stderr stays in the log"
      />
      <Toggle
        label="Only model turns"
        checked={modelTurns}
        onChange={onModelTurns}
        accent="accent-sky-500"
        title="Each step of the Chat's conversations: its start, and its end with links to its tools/call frames"
      />
    </>
  );
});

/** What is done with the log: Follow, Reveal secrets, Export, Save as mock, Clear. Drawn again only when one changes. */
export const LogActions = memo(function LogActions({
  follow,
  onFollow,
  revealSecrets,
  onRevealSecrets,
  empty,
  exporting,
  onExport,
  onClear,
}: {
  follow: boolean;
  onFollow: (follow: boolean) => void;
  revealSecrets: boolean;
  onRevealSecrets: (reveal: boolean) => void;
  empty: boolean;
  /** What an export under way says, or nothing. */
  exporting: string | undefined;
  onExport: (purpose: 'log' | 'mock') => void;
  onClear: () => void;
}) {
  return (
    <>
      <Toggle label="Follow" checked={follow} onChange={onFollow} accent="accent-sky-500" />
      <Toggle
        label="Reveal secrets"
        checked={revealSecrets}
        onChange={onRevealSecrets}
        accent="accent-rose-500"
        title="Show secret header values (Authorization, Cookie, keys, tokens) in the detail, in Export and in copied commands"
      />
      <Button
        onClick={() => onExport('log')}
        disabled={empty || exporting !== undefined}
        className="px-2.5 py-1 text-xs"
        title={exporting}
      >
        Export
      </Button>
      <Button
        onClick={() => onExport('mock')}
        disabled={empty || exporting !== undefined}
        className="px-2.5 py-1 text-xs"
        title="Export, named for mcp-loupe --mock FILE"
      >
        Save as mock
      </Button>
      {exporting ? (
        <span role="status" className="text-xs text-zinc-400">
          {exporting}
        </span>
      ) : null}
      <Button variant="ghost" disabled={empty} className="px-2.5 py-1 text-xs" onClick={onClear}>
        Clear
      </Button>
    </>
  );
});

/** A labelled checkbox of the log's toolbar. */
function Toggle({
  label,
  checked,
  onChange,
  accent,
  title,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The checkbox's colour class. */
  accent: string;
  title?: string;
}) {
  return (
    <label className="flex items-center gap-1.5 text-xs text-zinc-400" title={title}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className={accent} />
      {label}
    </label>
  );
}
