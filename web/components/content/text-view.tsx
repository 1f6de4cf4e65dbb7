import { useMemo, useState } from 'react';
import { LARGE_TEXT_CHARS, parseJsonObjectText, prettyJson } from './format.ts';
import { LargeText } from './large-text.tsx';
import { markdownByMimeType } from './markdown-mime-type.ts';
import { MarkdownText } from './markdown-text.tsx';
import { RowsOrJson } from './rows-or-json.tsx';

const toggleClass =
  'rounded border border-zinc-700 px-1.5 py-0.5 text-[11px] text-zinc-300 hover:bg-zinc-800 aria-pressed:border-sky-700 aria-pressed:text-sky-300 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/** Big text that may be JSON: only parsed when the user asks, since parsing megabytes takes a while. */
function maybeLargeJson(text: string): boolean {
  return text.length > LARGE_TEXT_CHARS && /^\s*[[{]/.test(text.slice(0, 256));
}

function parseLarge(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Text from a server. JSON text is pretty-printed, with a toggle back to the
 * text as sent; for large text pretty-printing is offered, not done up front.
 * Text that reads as Markdown is rendered, the text as sent a click away;
 * JSON that holds rows of objects is offered as a table.
 */
export function TextView({
  text,
  mimeType,
}: {
  text: string /** The content's declared type: text/markdown is rendered, other types but text/plain never are. */;
  mimeType?: string | undefined;
}) {
  const large = maybeLargeJson(text);
  const json = useMemo(() => parseJsonObjectText(text), [text]);
  const [pretty, setPretty] = useState(!large);
  const prettyText = useMemo(() => {
    if (!pretty) return undefined;
    const parsed = json ?? (large ? parseLarge(text) : undefined);
    return parsed ? prettyJson(parsed.value) : undefined;
  }, [pretty, json, large, text]);
  const offered = json !== undefined || large;
  const view = (
    <div className="space-y-1.5">
      {offered ? (
        <div className="flex items-center gap-2 text-[11px] text-zinc-500">
          <span>JSON</span>
          <button type="button" className={toggleClass} aria-pressed={pretty} onClick={() => setPretty((on) => !on)}>
            Pretty-print
          </button>
          {pretty && prettyText === undefined ? (
            <span className="text-amber-300">Not valid JSON; shown as sent.</span>
          ) : null}
        </div>
      ) : null}
      <LargeText text={prettyText ?? text} mono={offered} />
    </div>
  );
  if (json !== undefined) return <RowsOrJson value={json.value} label="JSON text" json={view} />;
  if (offered) return view;
  return (
    <MarkdownText
      text={text}
      label="Text"
      plain={view}
      markdown={markdownByMimeType(mimeType)}
      className="max-h-[32rem] overflow-auto rounded-md bg-zinc-950 p-2.5 text-[13px] leading-5"
      rawClassName="font-mono text-zinc-200"
    />
  );
}
