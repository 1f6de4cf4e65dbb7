import type { Finding } from '../../shared/diagnose/finding.ts';
import { findingsTooltip, problemCount } from './finding-line.tsx';

/** A small warning sign on a list row whose entry breaks the protocol; the findings are in its tooltip, their count in its name. */
export function ProblemMarker({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <span
      role="img"
      aria-label={problemCount(findings)}
      title={findingsTooltip(findings)}
      className="shrink-0 rounded border border-amber-800/80 px-1 font-mono text-[10px] leading-4 text-amber-300"
    >
      ⚠ {findings.length}
    </span>
  );
}
