import { lazy, Suspense } from 'react';
import { LARGE_TEXT_CHARS } from './format.ts';
import type { MarkdownTextProps } from './markdown-text-body.tsx';

// Detection and toggle load after the first screen; the renderer itself only once Markdown is seen.
const MarkdownTextBody = lazy(() => import('./markdown-text-body.tsx'));

/**
 * Text from a server that may be Markdown (a description, a text result):
 * rendered when it reads as Markdown, with the text as sent one click away;
 * plain text stays plain (`plain`, or the text in a paragraph), and is what
 * shows until the code that decides has loaded.
 *
 * Text that cannot be Markdown (declared not to be, or past
 * MARKDOWN_MAX_CHARS, which is LARGE_TEXT_CHARS) is shown plain at once,
 * with no boundary to load through: the plain view shown while loading is
 * replaced by the loaded one, which would drop what was done with it
 * meanwhile (Show more on a large text).
 */
export function MarkdownText(props: MarkdownTextProps) {
  const fallback = props.plain ?? (
    <div className={props.className}>
      <p className={`whitespace-pre-wrap break-words ${props.rawClassName ?? ''}`}>{props.text}</p>
    </div>
  );
  if (props.markdown === false || props.text.length > LARGE_TEXT_CHARS) return fallback;
  return (
    <Suspense fallback={fallback}>
      <MarkdownTextBody {...props} />
    </Suspense>
  );
}
