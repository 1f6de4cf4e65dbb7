import type { ReactNode } from 'react';
import { annotationSummary } from './result-format.ts';
import type { Annotations } from './result-read.ts';

/** The card around one content block: its type, facts about it, annotations, then the content. */
export function ContentBlockFrame({ type, index, meta, annotations, tone = 'normal', children }: {
  type: string;
  index: number;
  meta?: ReactNode;
  annotations?: Annotations | undefined;
  tone?: 'normal' | 'warning';
  children: ReactNode;
}) {
  const summary = annotationSummary(annotations);
  return (
    <article
      aria-label={`Content ${index + 1}: ${type}`}
      className={`space-y-2 rounded-md border p-2.5 ${tone === 'warning' ? 'border-amber-800/70 bg-amber-950/10' : 'border-zinc-800 bg-zinc-900/60'}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-[11px] text-zinc-500">
        <span className="font-mono text-zinc-600">#{index + 1}</span>
        <span className={`font-mono font-medium ${tone === 'warning' ? 'text-amber-300' : 'text-sky-300'}`}>{type}</span>
        {meta}
        {summary ? <span className="font-mono text-zinc-500">{summary}</span> : null}
      </header>
      {children}
    </article>
  );
}
