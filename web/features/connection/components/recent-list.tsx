import { useId } from 'react';
import { describeTarget } from '../../../../shared/config/describe-target.ts';
import { joinShellWords } from '../../../../shared/config/shell-words.ts';
import type { RecentConnection } from '../../../../shared/config/recent-connections.ts';
import { perKind, type PerKind } from '../../../../shared/session/target-kinds.ts';
import { shortCommandLine } from '../lib/target-line.ts';

export interface RecentListProps {
  recent: readonly RecentConnection[];
  /** Fills the connection fields; connecting is the person's next click. */
  onFill: (connection: RecentConnection) => void;
  onForget: (key: string) => void;
}

const transportWords = { auto: 'URL', 'streamable-http': 'Streamable HTTP', sse: 'legacy SSE' } as const;

/** How the connection goes, so entries for one URL over two transports (or routes) tell apart: `stdio`, `Streamable HTTP · relay`. */
export function transportLine(target: RecentConnection['target']): string {
  return perKind(target, {
    stdio: () => 'stdio',
    http: (http) => {
      const route = http.route === 'direct' ? 'direct' : http.route === 'relay' ? 'via the proxy' : undefined;
      return route ? `${transportWords[http.transport]} · ${route}` : transportWords[http.transport];
    },
  });
}

/** The entry's line, short enough for the list: the command's gist, or the URL. */
const shortLine: PerKind<string> = {
  stdio: (stdio) => shortCommandLine(stdio.command, joinShellWords(stdio.args)),
  http: (http) => http.url,
};

/** Servers connected to lately, one click from the connection fields; each can be forgotten. */
export function RecentList({ recent, onFill, onForget }: RecentListProps) {
  const id = useId();
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-1 border-t border-zinc-800 pt-3">
      <h3 id={`${id}-title`} className="text-xs font-medium text-zinc-400">
        Recent
      </h3>
      <ul aria-labelledby={`${id}-title`} className="space-y-0.5">
        {recent.map((connection) => {
          const summary = describeTarget(connection.target);
          const label = connection.name ?? summary;
          const short = perKind(connection.target, shortLine);
          return (
            <li key={connection.key} className="flex min-w-0 items-center gap-1">
              <button
                type="button"
                title={`${summary}\nFills the connection fields; nothing starts until Connect`}
                aria-label={`Fill from recent: ${connection.name ? `${connection.name}: ${summary}` : summary}`}
                onClick={() => onFill(connection)}
                className="min-w-0 flex-1 rounded px-1.5 py-1 text-left text-xs hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
              >
                <span
                  className={`block min-w-0 truncate ${connection.name ? 'font-medium text-zinc-200' : 'font-mono text-zinc-300'}`}
                >
                  {connection.name ?? short}
                </span>
                <span className="flex min-w-0 items-baseline gap-2 text-[11px] text-zinc-500">
                  <span className="shrink-0">{transportLine(connection.target)}</span>
                  {connection.name ? <span className="min-w-0 truncate font-mono">{short}</span> : null}
                </span>
              </button>
              <button
                type="button"
                aria-label={`Forget ${label}`}
                title="Forget"
                onClick={() => onForget(connection.key)}
                className="shrink-0 self-start rounded px-1.5 py-1 text-zinc-600 hover:bg-zinc-800 hover:text-zinc-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
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
