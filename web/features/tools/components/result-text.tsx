import { useMemo, useState } from 'react';
import { parseJsonObjectText, prettyJson } from './result-format.ts';
import { ResultLargeText } from './result-large-text.tsx';

const toggleClass =
  'rounded border border-zinc-700 px-1.5 py-0.5 text-[11px] text-zinc-300 hover:bg-zinc-800 aria-pressed:border-sky-700 aria-pressed:text-sky-300 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/** Text from a server; JSON text is pretty-printed, with a toggle back to the text as sent. */
export function ResultText({ text }: { text: string }) {
  const json = useMemo(() => parseJsonObjectText(text), [text]);
  const [pretty, setPretty] = useState(true);
  const prettyText = useMemo(() => (json ? prettyJson(json.value) : undefined), [json]);
  return (
    <div className="space-y-1.5">
      {json ? (
        <div className="flex items-center gap-2 text-[11px] text-zinc-500">
          <span>JSON</span>
          <button type="button" className={toggleClass} aria-pressed={pretty} onClick={() => setPretty((on) => !on)}>
            Pretty-print
          </button>
        </div>
      ) : null}
      <ResultLargeText text={json && pretty && prettyText !== undefined ? prettyText : text} mono={json !== undefined} />
    </div>
  );
}
