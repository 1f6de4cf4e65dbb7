import type { Finding } from '../../../shared/diagnose/finding.ts';

/** Where a result breaks the protocol: shown beside the data, never instead of it. */
export function ProtocolProblems({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-800/70 bg-amber-950/30 px-3 py-2 text-xs">
      <h4 className="mb-1 font-semibold text-amber-300">Protocol problems</h4>
      <ul className="list-disc space-y-0.5 pl-4 font-mono text-amber-200/90">
        {findings.map((finding, index) => (
          <li key={index}>{finding.message}</li>
        ))}
      </ul>
    </div>
  );
}
