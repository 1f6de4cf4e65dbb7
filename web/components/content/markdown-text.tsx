import { lazy, Suspense } from 'react';
import type { MarkdownTextProps } from './markdown-text-body.tsx';

// Detection and toggle load after the first screen; the renderer itself only once Markdown is seen.
const MarkdownTextBody = lazy(() => import('./markdown-text-body.tsx'));

/**
 * Text from a server that may be Markdown (a description, a text result):
 * rendered when it reads as Markdown, with the text as sent one click away;
 * plain text stays plain (`plain`, or the text in a paragraph), and is what
 * shows until the code that decides has loaded.
 */
export function MarkdownText(props: MarkdownTextProps) {
  const fallback = props.plain ?? (
    <div className={props.className}>
      <p className={`whitespace-pre-wrap break-words ${props.rawClassName ?? ''}`}>{props.text}</p>
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <MarkdownTextBody {...props} />
    </Suspense>
  );
}
