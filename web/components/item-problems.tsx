import type { Finding } from '../../shared/diagnose/finding.ts';
import { RawJsonToggle } from './content/raw-json-toggle.tsx';
import { FindingLine, problemCount } from './finding-line.tsx';

/** What is wrong with one list entry (a tool, a prompt, a resource), with the entry as the server sent it. */
export function ItemProblems({ noun, findings, raw }: { noun: string; findings: readonly Finding[]; raw: unknown }) {
  if (findings.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={`Problems with this ${noun}`}
      className="space-y-2 rounded-md border border-amber-800/70 bg-amber-950/30 px-3 py-2 text-xs"
    >
      <h3 className="font-semibold text-amber-300">
        This {noun} breaks the protocol ({problemCount(findings)})
      </h3>
      <ul className="list-disc space-y-0.5 pl-4 font-mono text-amber-200/90">
        {findings.map((finding, index) => (
          <FindingLine key={index} finding={finding} />
        ))}
      </ul>
      <RawJsonToggle value={raw} label={`The ${noun} as sent`} />
    </div>
  );
}
