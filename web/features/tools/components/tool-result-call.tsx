import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { ContentBlock } from './content-block.tsx';
import { ResultJson } from './result-json.tsx';
import { ResultProblems } from './result-problems.tsx';
import { readToolResult } from './result-read.ts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <h4 className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">{title}</h4>
      {children}
    </div>
  );
}

/** A tools/call result as received: content blocks, structured content, other fields, and what is wrong with it. */
export function ToolResultCall({ result, problems }: { result: unknown; problems: readonly string[] }) {
  const view = useMemo(() => readToolResult(result), [result]);
  const [showRaw, setShowRaw] = useState(false);
  const allProblems = [...problems, ...view.notes.filter((note) => !problems.includes(note))];
  const otherKeys = Object.keys(view.otherFields);
  return (
    <div className="space-y-3">
      {view.isError ? <h4 className="text-sm font-semibold text-rose-300">Tool reported an error</h4> : null}
      <ResultProblems problems={allProblems} />
      {view.notAnObject ? (
        <ResultJson value={view.notAnObject.value} />
      ) : (
        <>
          <Part title={`Content (${view.content.length})`}>
            {view.content.length === 0 ? (
              <p className="text-xs text-zinc-500">No content blocks.</p>
            ) : (
              <div className="space-y-2">
                {view.content.map((block, index) => (
                  <ContentBlock key={index} block={block} index={index} />
                ))}
              </div>
            )}
          </Part>
          {view.structuredContent ? (
            <Part title="Structured content">
              <ResultJson value={view.structuredContent.value} />
            </Part>
          ) : null}
          {otherKeys.length > 0 ? (
            <Part title={`Other fields (${otherKeys.join(', ')})`}>
              <ResultJson value={view.otherFields} />
            </Part>
          ) : null}
        </>
      )}
      <div className="space-y-1.5">
        <button
          type="button"
          aria-expanded={showRaw}
          onClick={() => setShowRaw((on) => !on)}
          className="rounded-sm text-xs text-zinc-400 hover:text-zinc-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          {showRaw ? '▾' : '▸'} Raw result JSON
        </button>
        {showRaw ? <ResultJson value={result} /> : null}
      </div>
    </div>
  );
}
