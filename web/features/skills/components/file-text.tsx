import { useState } from 'react';
import type { SkillContent } from '../../../../shared/skills/skill-content.ts';
import { formatBytes } from '../../../components/content/format.ts';

/** Shown at first; the rest on request, so a large file does not fill the page. */
const FIRST_CHARS = 20_000;

/** A file's text, pre-wrapped as sent; bytes that are not UTF-8 are said to be binary. */
export function FileText({ content, label }: { content: SkillContent; label: string }) {
  const [whole, setWhole] = useState(false);
  if (content.text === undefined) {
    return (
      <p className="text-xs text-zinc-500">
        Binary ({formatBytes(content.bytes.byteLength)}
        {content.mimeType ? `, ${content.mimeType}` : ''}): not shown as text.
      </p>
    );
  }
  const cut = !whole && content.text.length > FIRST_CHARS;
  return (
    <div className="space-y-1">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a read-only value named for what it holds; people and tests find it by that label (getByLabel) */}
      <pre
        aria-label={label}
        className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border border-zinc-800 bg-zinc-950 p-3 font-mono text-xs text-zinc-200"
      >
        {cut ? content.text.slice(0, FIRST_CHARS) : content.text}
      </pre>
      {cut ? (
        <button
          type="button"
          onClick={() => setWhole(true)}
          className="rounded-sm text-xs text-zinc-400 hover:text-zinc-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          Show all {formatBytes(content.bytes.byteLength)}
        </button>
      ) : null}
    </div>
  );
}
