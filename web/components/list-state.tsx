import type { UseQueryResult } from '@tanstack/react-query';
import type { Finding } from '../../shared/diagnose/finding.ts';
import { useSessionState } from '../lib/session-context.tsx';
import { FindingLine } from './finding-line.tsx';

/** What a list tab shows before it has data: connecting, loading, not offered, or the error. */
export function ListState({ query, noun }: { query: UseQueryResult<unknown>; noun: string }) {
  const { status } = useSessionState();
  if (query.isError) {
    return (
      <p role="alert" className="m-4 rounded-md border border-rose-900 bg-rose-950/50 p-3 text-sm text-rose-200">
        Could not list {noun}: {query.error.message}
      </p>
    );
  }
  if (query.isFetching) return <p className="p-4 text-sm text-zinc-500">Listing {noun}…</p>;
  if (status === 'connecting')
    return <p className="p-4 text-sm text-zinc-500">Connecting… the {noun} are listed once the server has answered.</p>;
  if (status !== 'connected')
    return <p className="p-4 text-sm text-zinc-500">Not connected. Connect to a server to list its {noun}.</p>;
  return (
    <p className="p-4 text-sm text-zinc-500">
      The server does not offer {noun} (no “{noun}” capability).
    </p>
  );
}

/** The findings about a list as a whole (a cursor that came back, entries that are not objects), folded until asked for. */
export function ListProblems({ findings }: { findings: readonly Finding[] }) {
  if (!findings.length) return null;
  return (
    <details className="border-b border-amber-900/60 bg-amber-950/30 px-3 py-2 text-xs text-amber-200">
      <summary className="cursor-pointer">
        {findings.length} protocol problem{findings.length === 1 ? '' : 's'} in the list
      </summary>
      <ul className="mt-1 list-disc space-y-0.5 pl-4 font-mono">
        {findings.map((finding, index) => (
          <FindingLine key={index} finding={finding} />
        ))}
      </ul>
    </details>
  );
}
