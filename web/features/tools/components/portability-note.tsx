import { memo } from 'react';
import type { Finding } from '../../../../shared/diagnose/finding.ts';
import { portabilityCount } from '../lib/tool-portability.ts';

/**
 * The tool's schema constructs that common clients reject or mishandle,
 * each at its place in inputSchema. Folded: a risk to know of, not an error.
 */
export const PortabilityNote = memo(function PortabilityNote({ findings }: { findings: readonly Finding[] }) {
  if (!findings.length) return null;
  const warns = findings.some((finding) => finding.severity === 'warning');
  return (
    <details
      className={`rounded-md border px-3 py-1.5 text-xs ${warns ? 'border-amber-900/60 bg-amber-950/20' : 'border-zinc-800 bg-zinc-950/40'}`}
    >
      <summary className="cursor-pointer select-none text-zinc-300">
        <span className={warns ? 'text-amber-300' : 'text-zinc-400'}>Portability</span>
        <span className="ml-2 text-zinc-500">
          {portabilityCount(findings)}: constructs some clients reject or mishandle
        </span>
      </summary>
      <ul aria-label="Portability findings" className="mt-2 space-y-1.5 pb-1">
        {findings.map((finding, i) => (
          <li key={i} className="flex gap-2">
            <span aria-hidden="true" className={finding.severity === 'warning' ? 'text-amber-400' : 'text-zinc-500'}>
              {finding.severity === 'warning' ? '⚠' : 'ℹ'}
            </span>
            <span className="min-w-0">
              <code className="break-all font-mono text-[11px] text-sky-300">{finding.pointer || '/'}</code>
              <span className="text-zinc-400"> {finding.message}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
});
