import { memo, useDeferredValue, useId } from 'react';
import { argumentsPreview } from '../../../../shared/schema-form/arguments-preview.ts';

/**
 * The arguments Run sends, live under the form: one line when short,
 * collapsible. The same object Run sends, so the two never differ. Drawn
 * again only when the arguments change (a run, say, changes nothing here).
 */
export const ArgumentsPreview = memo(function ArgumentsPreview({ args }: { args: Readonly<Record<string, unknown>> }) {
  // Deferred: a keystroke in a large value paints before its JSON is written.
  const shown = argumentsPreview(useDeferredValue(args));
  const labelId = `${useId()}-label`;
  return (
    <details open className="group rounded-md border border-zinc-800 bg-zinc-950/60 text-xs">
      <summary className="flex cursor-pointer select-none items-center gap-2 px-2 py-1 text-zinc-400 hover:text-zinc-200">
        <span id={labelId}>Arguments to send</span>
        <span className="font-mono text-[11px] text-zinc-600">{shown.total.toLocaleString('en')} chars</span>
      </summary>
      <pre
        aria-labelledby={labelId}
        role="region"
        className={`max-h-48 overflow-auto border-t border-zinc-800 px-2 py-1.5 font-mono text-[12px] leading-5 text-zinc-300 ${shown.oneLine ? 'whitespace-pre' : 'whitespace-pre-wrap break-all'}`}
      >
        {shown.text}
        {shown.truncated ? (
          <span className="text-zinc-500">{`\n… ${(shown.total - shown.text.length).toLocaleString('en')} more characters`}</span>
        ) : null}
      </pre>
    </details>
  );
});
