import { useMemo } from 'react';
import { renderMarkdown } from './markdown-render.ts';

// Tailwind has no prose styles here; the few elements Markdown makes are styled from the container.
const proseClass =
  'min-w-0 space-y-2 break-words text-zinc-300 ' +
  '[&_h1]:text-base [&_h1]:font-semibold [&_h1]:text-zinc-100 [&_h2]:text-sm [&_h2]:font-semibold [&_h2]:text-zinc-100 ' +
  '[&_h3]:text-sm [&_h3]:font-semibold [&_h3]:text-zinc-200 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold ' +
  '[&_strong]:font-semibold [&_strong]:text-zinc-100 [&_em]:italic ' +
  '[&_a]:text-sky-400 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-sky-300 ' +
  '[&_ul]:list-disc [&_ul]:space-y-0.5 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-0.5 [&_ol]:pl-5 ' +
  '[&_code]:rounded [&_code]:bg-zinc-800 [&_code]:px-1 [&_code]:py-px [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-zinc-200 ' +
  '[&_pre]:overflow-auto [&_pre]:rounded-md [&_pre]:bg-zinc-950 [&_pre]:p-2.5 [&_pre_code]:bg-transparent [&_pre_code]:p-0 ' +
  '[&_blockquote]:border-l-2 [&_blockquote]:border-zinc-700 [&_blockquote]:pl-3 [&_blockquote]:text-zinc-400 ' +
  '[&_hr]:border-zinc-800 [&_table]:text-xs [&_td]:border [&_td]:border-zinc-800 [&_td]:px-2 [&_th]:border [&_th]:border-zinc-800 [&_th]:px-2 ' +
  '[&_.md-image]:text-zinc-400';

/** Markdown rendered by our safe renderer (its own chunk: loaded the first time Markdown is shown). */
export default function MarkdownHtml({ text, className = '' }: { text: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  // The HTML comes from renderMarkdown only: the source's own HTML escaped, links http(s) only, no images.
  return <div className={`${proseClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
