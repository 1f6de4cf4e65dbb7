import { lazy, Suspense, useMemo, useState } from 'react';
import { Segmented } from '../segmented.tsx';
import { looksLikeMarkdown } from './markdown-detect.ts';

const MarkdownHtml = lazy(() => import('./markdown-html.tsx'));

type Shown = 'markdown' | 'raw';
const choices = [
  ['markdown', 'Markdown'],
  ['raw', 'Raw'],
] as const;

/**
 * Text from a server that may be Markdown (a description, a text result):
 * rendered when it reads as Markdown, with the text as sent one click away;
 * plain text stays plain. `label` names the toggle ("Description", "Text").
 */
export function MarkdownText({ text, label, className = '', rawClassName = '' }: { text: string; label: string; className?: string; rawClassName?: string }) {
  const markdown = useMemo(() => looksLikeMarkdown(text), [text]);
  const [shown, setShown] = useState<Shown>('markdown');
  const raw = <p className={`whitespace-pre-wrap break-words ${rawClassName}`}>{text}</p>;
  if (!markdown) return <div className={className}>{raw}</div>;
  return (
    <div className="relative space-y-1">
      <div className="flex justify-end">
        <Segmented compact label={`${label} as`} options={choices} value={shown} onChange={setShown} />
      </div>
      <div className={className}>
        {shown === 'raw' ? (
          raw
        ) : (
          // Until the renderer has loaded, the text as sent.
          <Suspense fallback={raw}>
            <MarkdownHtml text={text} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
