import { useMemo, useState } from 'react';
import { LARGE_TEXT_CHARS, splitForDisplay } from './format.ts';

const PREVIEW_CHARS = 10_000;
const MORE_CHARS = 500_000;
const PIECE_CHARS = 50_000;
const LINE_PX = 20;

const buttonClass =
  'rounded-md border border-zinc-700 px-2 py-0.5 text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/** A rough height for a piece not yet laid out, so the scrollbar is about right. */
function estimatedHeight(piece: string): number {
  let lines = 0;
  for (let i = piece.indexOf('\n'); i !== -1; i = piece.indexOf('\n', i + 1)) lines++;
  return Math.max(lines, Math.ceil(piece.length / 100), 1) * LINE_PX;
}

/**
 * Preformatted text that stays cheap when huge: past LARGE_TEXT_CHARS only a
 * preview is rendered until asked, and what is shown is cut into blocks with
 * `content-visibility: auto`, so the browser lays out only those in view.
 */
export function LargeText({ text, mono = true }: { text: string; mono?: boolean }) {
  const [limit, setLimit] = useState(PREVIEW_CHARS);
  const [limitFor, setLimitFor] = useState(text);
  if (limitFor !== text) {
    // New text (another run's result): collapse again rather than render it all at once.
    setLimitFor(text);
    setLimit(PREVIEW_CHARS);
  }
  const large = text.length > LARGE_TEXT_CHARS;
  const shown = large && limit < text.length ? text.slice(0, limit) : text;
  const pieces = useMemo(
    () => (shown.length > LARGE_TEXT_CHARS ? splitForDisplay(shown, PIECE_CHARS) : undefined),
    [shown],
  );
  const className = `max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-zinc-950 p-2.5 text-[13px] leading-5 text-zinc-200 ${mono ? 'font-mono' : 'font-sans'}`;
  const body = pieces ? (
    <div className={className}>
      {pieces.map((piece, index) => (
        <div
          key={index}
          style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight(piece)}px` }}
        >
          {piece}
        </div>
      ))}
    </div>
  ) : (
    <pre className={className}>
      {shown}
      {shown !== text ? <span className="text-zinc-500">…</span> : null}
    </pre>
  );
  if (!large) return body;
  return (
    <div className="space-y-2">
      {body}
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
        <span>
          Showing {shown.length.toLocaleString('en-US')} of {text.length.toLocaleString('en-US')} characters.
        </span>
        {shown !== text ? (
          <>
            <button type="button" className={buttonClass} onClick={() => setLimit((n) => n + MORE_CHARS)}>
              Show more
            </button>
            <button type="button" className={buttonClass} onClick={() => setLimit(text.length)}>
              Show all
            </button>
          </>
        ) : (
          <button type="button" className={buttonClass} onClick={() => setLimit(PREVIEW_CHARS)}>
            Show less
          </button>
        )}
      </div>
    </div>
  );
}
