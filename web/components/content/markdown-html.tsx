import { useMemo } from 'react';
import { renderMarkdown } from './markdown-render.ts';
import './markdown-html.css';

/** Markdown rendered by our safe renderer (its own chunk: loaded the first time Markdown is shown). */
export default function MarkdownHtml({ text, className = '' }: { text: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  // The HTML comes from renderMarkdown only: the source's own HTML escaped, links http(s) only, no images.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes the source's HTML (see above)
  return <div className={`loupe-markdown min-w-0 ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
