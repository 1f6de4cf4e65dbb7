import { useMemo } from 'react';
import { portabilityCount, toolPortability } from '../lib/tool-portability.ts';

/** A small mark on a tool row whose inputSchema has constructs some clients mishandle; warnings only, notes stay in the form. */
export function PortabilityMark({ inputSchema }: { inputSchema: unknown }) {
  const warnings = useMemo(
    () => toolPortability(inputSchema).filter((finding) => finding.severity === 'warning'),
    [inputSchema],
  );
  if (!warnings.length) return null;
  const count = portabilityCount(warnings);
  return (
    <span
      role="img"
      aria-label={`Portability: ${count}`}
      title={`Portability: ${count}\n${warnings.map((w) => `${w.pointer || '/'} ${w.message}`).join('\n')}`}
      className="shrink-0 font-mono text-[10px] leading-4 text-amber-400/80"
    >
      ⇄{warnings.length}
    </span>
  );
}
