import type { SkillEntry } from '../../../../shared/skills/skill-entry.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ProblemMarker } from '../../../components/problem-marker.tsx';

/** The skills as listed: name, description, uri; opening one is the person's choice. */
export function SkillList({
  entries,
  opened,
  onOpen,
}: {
  entries: readonly SkillEntry[];
  opened: string | undefined;
  onOpen: (entry: SkillEntry) => void;
}) {
  return (
    <ul aria-label="Skills">
      {entries.map((entry, index) => (
        <li key={`${index}:${entry.uri}`}>
          <ErrorBoundary what={`skill ${index + 1}`} inline resetKey={entry}>
            <SkillRow entry={entry} selected={opened === entry.uri} onOpen={() => onOpen(entry)} />
          </ErrorBoundary>
        </li>
      ))}
    </ul>
  );
}

function SkillRow({ entry, selected, onOpen }: { entry: SkillEntry; selected: boolean; onOpen: () => void }) {
  const fileCount = Array.isArray(entry.files) ? entry.files.length : undefined;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onOpen}
      className={`w-full border-l-2 px-3 py-1.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500 ${
        selected ? 'border-sky-400 bg-zinc-800/80' : 'border-transparent hover:bg-zinc-900'
      }`}
    >
      <span className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 truncate text-[13px] text-zinc-100">{entry.name}</span>
        {entry.files === 'dynamic' ? (
          <span className="shrink-0 rounded border border-zinc-700 px-1 text-[10px] text-zinc-400">dynamic</span>
        ) : null}
        {entry.sameName.length ? (
          <span
            className="shrink-0 rounded border border-amber-800/80 px-1 text-[10px] text-amber-300"
            title={`Also named ${entry.name}: ${entry.sameName.join(', ')}`}
          >
            same name
          </span>
        ) : null}
        <ProblemMarker findings={entry.findings} />
      </span>
      {entry.description ? <span className="line-clamp-2 text-xs text-zinc-400">{entry.description}</span> : null}
      <span className="block truncate font-mono text-[11px] text-zinc-500">
        {entry.uri}
        {fileCount !== undefined ? ` · ${fileCount} file${fileCount === 1 ? '' : 's'}` : ''}
      </span>
    </button>
  );
}
