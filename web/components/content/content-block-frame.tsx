import type { ReactNode } from 'react';
import type { Finding } from '../../../shared/diagnose/finding.ts';
import type { Annotations } from '../../../shared/result-read/read-content.ts';
import { annotationSummary } from './format.ts';

/** The card around one content block: its type, facts about it, annotations, what is off about it, then the content. */
export function ContentBlockFrame({
  type,
  index,
  meta,
  annotations,
  findings,
  tone = 'normal',
  children,
}: {
  type: string;
  index: number;
  meta?: ReactNode;
  annotations?: Annotations | undefined;
  findings?: readonly Finding[] | undefined;
  tone?: 'normal' | 'warning';
  children: ReactNode;
}) {
  const summary = annotationSummary(annotations);
  const warning = tone === 'warning' || (findings !== undefined && findings.length > 0);
  return (
    <article
      aria-label={`Content ${index + 1}: ${type}`}
      className={`min-w-0 space-y-2 rounded-md border p-2.5 ${warning ? 'border-amber-800/70 bg-amber-950/10' : 'border-zinc-800 bg-zinc-900/60'}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-[11px] text-zinc-500">
        <span className="font-mono text-zinc-600">#{index + 1}</span>
        <span className={`font-mono font-medium ${warning ? 'text-amber-300' : 'text-sky-300'}`}>{type}</span>
        {meta}
        {summary ? <span className="font-mono text-zinc-500">{summary}</span> : null}
        {findings?.map((finding) => (
          <span key={`${finding.pointer} ${finding.message}`} className="text-amber-300">
            {finding.message}
          </span>
        ))}
      </header>
      {children}
    </article>
  );
}
