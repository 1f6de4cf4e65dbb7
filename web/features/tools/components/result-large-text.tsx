import { useState } from 'react';
import { LARGE_TEXT_CHARS } from './result-format.ts';

const PREVIEW_CHARS = 10_000;
const MORE_CHARS = 500_000;

/**
 * Preformatted text that stays cheap when huge: past LARGE_TEXT_CHARS only a
 * preview is rendered until the user asks for more.
 */
export function ResultLargeText({ text, mono = true }: { text: string; mono?: boolean }) {
  const [limit, setLimit] = useState(PREVIEW_CHARS);
  const large = text.length > LARGE_TEXT_CHARS;
  const shown = large && limit < text.length ? text.slice(0, limit) : text;
  const className = `max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-zinc-950 p-2.5 text-[13px] leading-5 text-zinc-200 ${mono ? 'font-mono' : 'font-sans'}`;
  if (shown === text) return <pre className={className}>{text}</pre>;
  return (
    <div className="space-y-2">
      <pre className={className}>
        {shown}
        <span className="text-zinc-500">…</span>
      </pre>
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
        <span>
          Showing {shown.length.toLocaleString('en-US')} of {text.length.toLocaleString('en-US')} characters.
        </span>
        <button
          type="button"
          className="rounded-md border border-zinc-700 px-2 py-0.5 text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
          onClick={() => setLimit((n) => n + MORE_CHARS)}
        >
          Show more
        </button>
        <button
          type="button"
          className="rounded-md border border-zinc-700 px-2 py-0.5 text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
          onClick={() => setLimit(text.length)}
        >
          Show all
        </button>
      </div>
    </div>
  );
}
