import { useId } from 'react';
import { describeTarget } from '../../../../shared/config/describe-target.ts';
import type { RecentConnection } from '../../../../shared/config/recent-connections.ts';

export interface RecentListProps {
  recent: readonly RecentConnection[];
  /** Fills the connection fields; connecting is the person's next click. */
  onFill: (connection: RecentConnection) => void;
  onForget: (key: string) => void;
}

/** Servers connected to lately, one click from the connection fields; each can be forgotten. */
export function RecentList({ recent, onFill, onForget }: RecentListProps) {
  const id = useId();
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-1">
      <h3 id={`${id}-title`} className="text-xs font-medium text-zinc-400">
        Recent
      </h3>
      <ul aria-labelledby={`${id}-title`} className="space-y-0.5">
        {recent.map((connection) => {
          const summary = describeTarget(connection.target);
          const label = connection.name ?? summary;
          return (
            <li key={connection.key} className="group flex min-w-0 items-center gap-1">
              <button
                type="button"
                title={`${summary}\nFill the connection fields (nothing starts until Connect)`}
                aria-label={connection.name ? `${connection.name}: ${summary}` : summary}
                onClick={() => onFill(connection)}
                className="flex min-w-0 flex-1 items-baseline gap-2 rounded px-1.5 py-1 text-left text-xs hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
              >
                <span className="shrink-0 text-zinc-500">{connection.target.kind === 'stdio' ? 'stdio' : 'URL'}</span>
                {connection.name ? <span className="shrink-0 font-medium text-zinc-200">{connection.name}</span> : null}
                <span className="min-w-0 truncate font-mono text-zinc-400">{connection.name ? summary : label}</span>
              </button>
              <button
                type="button"
                aria-label={`Forget ${label}`}
                title="Forget"
                onClick={() => onForget(connection.key)}
                className="shrink-0 rounded px-1.5 text-zinc-600 hover:bg-zinc-800 hover:text-zinc-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
