import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Segmented } from '../segmented.tsx';
import { looksLikeMarkdown, MARKDOWN_MAX_CHARS } from './markdown-detect.ts';

const MarkdownHtml = lazy(() => import('./markdown-html.tsx'));

type Shown = 'markdown' | 'raw';
const choices = [
  ['markdown', 'Markdown'],
  ['raw', 'Raw'],
] as const;

export interface MarkdownTextProps {
  text: string;
  /** Names the toggle: "Description", "Text". */
  label: string;
  className?: string;
  rawClassName?: string;
  /** What plain text shows as; by default the text in a paragraph. */
  plain?: ReactNode;
  /** Decided already (by a mimeType): Markdown or not, whatever the text looks like. */
  markdown?: boolean | undefined;
}

/** The text as sent, in a paragraph. */
export function RawText({ text, rawClassName = '' }: { text: string; rawClassName?: string | undefined }) {
  return <p className={`whitespace-pre-wrap break-words ${rawClassName}`}>{text}</p>;
}

/** Markdown rendered, the text as sent one click away; plain text stays plain (its own chunk, with the detection). */
export default function MarkdownTextBody({
  text,
  label,
  className = '',
  rawClassName = '',
  plain,
  markdown: decided,
}: MarkdownTextProps) {
  const markdown = useMemo(
    () => text.length <= MARKDOWN_MAX_CHARS && (decided ?? looksLikeMarkdown(text)),
    [decided, text],
  );
  const [shown, setShown] = useState<Shown>('markdown');
  const raw = <RawText text={text} rawClassName={rawClassName} />;
  if (!markdown) return plain !== undefined ? plain : <div className={className}>{raw}</div>;
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
