import { serverName } from '../../../../shared/snapshot/snapshot.ts';
import { Button } from '../../../components/button.tsx';
import { saveSnapshot } from '../lib/snapshot-files.ts';
import type { KeptSnapshot } from '../lib/snapshot-store.ts';
import { capabilityNames, snapshotCounts } from '../lib/snapshot-facts.ts';

/** One side of a comparison: whose snapshot, when, how it was made, and what it holds. */
export function SnapshotCard({ title, kept, onRemove }: { title: string; kept: KeptSnapshot; onRemove: () => void }) {
  const { snapshot } = kept;
  const capabilities = capabilityNames(snapshot);
  return (
    <article
      aria-label={`${title} snapshot`}
      className="min-w-0 space-y-1.5 rounded-md border border-zinc-800 bg-zinc-900/60 p-3 text-xs"
    >
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">{title}</p>
          <h3 className="break-words font-mono text-sm text-zinc-100">{serverName(snapshot.server)}</h3>
        </div>
        <Button
          variant="ghost"
          className="px-2 py-0.5 text-xs"
          onClick={() => saveSnapshot(snapshot)}
          aria-label={`Save snapshot #${kept.id}`}
          title="Save as a file: mcp-loupe --cli diff compares it with another"
        >
          Save
        </Button>
        <Button
          variant="ghost"
          className="px-2 py-0.5 text-xs"
          onClick={onRemove}
          aria-label={`Remove snapshot #${kept.id}`}
        >
          Remove
        </Button>
      </header>
      <p className="break-words text-zinc-300">
        #{kept.id} · {snapshot.origin}
      </p>
      <p className="text-zinc-400">
        {snapshot.source === 'live' ? 'asked of the server' : 'read from the log'}
        {snapshot.server.protocolVersion ? ` · ${snapshot.server.protocolVersion}` : ''}
      </p>
      <p className="text-zinc-300">{snapshotCounts(snapshot)}</p>
      <p className="break-words text-zinc-400">
        Capabilities:{' '}
        <span className="font-mono text-zinc-300">{capabilities.length ? capabilities.join(', ') : 'none'}</span>
      </p>
      {snapshot.findings.length ? (
        <details className="text-amber-200">
          <summary className="cursor-pointer">
            {snapshot.findings.length} {snapshot.findings.length === 1 ? 'note' : 'notes'}
          </summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {snapshot.findings.map((finding, index) => (
              <li key={index}>{finding.message}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}
