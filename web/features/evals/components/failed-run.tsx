import { type ReactNode, useState } from 'react';
import type { JsonRpcId } from '../../../../shared/jsonrpc/classify.ts';
import { Button } from '../../../components/button.tsx';
import type { PageEvalRun } from '../lib/page-evals.ts';

/**
 * One failed run: why it failed (each reason as the command line says it),
 * its conversation on demand (drawn by `renderConversation`, the Chat tab's
 * entries), and a link to each tools/call frame it caused in the Log.
 */
export function FailedRun({
  failed,
  frameSeq,
  onOpenFrame,
  renderConversation,
}: {
  failed: PageEvalRun;
  /** The Log's entry of the request sent with this id, when the log still has it. */
  frameSeq: (requestId: JsonRpcId) => number | undefined;
  onOpenFrame: (seq: number) => void;
  renderConversation: (entries: PageEvalRun['entries']) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { run, entries } = failed;
  const frames = entries.flatMap((entry) => {
    if (entry.kind !== 'tool-call' || entry.outcome === undefined || !('requestId' in entry.outcome)) return [];
    const requestId = entry.outcome.requestId;
    const seq = requestId === undefined ? undefined : frameSeq(requestId);
    return seq === undefined ? [] : [{ seq, tool: entry.toolName, id: entry.id }];
  });
  const name = `Failed run: ${run.caseName}, ${run.model}, run ${run.run}`;
  return (
    <section aria-label={name} className="space-y-2 rounded-lg border border-rose-900/60 bg-rose-950/25 p-3">
      <h3 className="text-sm text-zinc-200">
        <span className="font-semibold text-rose-300">FAIL</span> {run.caseName}{' '}
        <span className="text-zinc-500">
          · {run.model} · run {run.run}
        </span>
      </h3>
      <ul aria-label="Why it failed" className="space-y-1 text-sm text-rose-200">
        {run.grade.failures.map((failure, index) => (
          <li key={index}>{failure.message}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Button aria-expanded={open} onClick={() => setOpen(!open)} disabled={entries.length === 0}>
          {open ? 'Hide conversation' : 'Open conversation'}
        </Button>
        {frames.length === 0 ? (
          <span className="text-zinc-500">No tools/call frame in the Log</span>
        ) : (
          <span className="text-zinc-500">Open in the Log:</span>
        )}
        {frames.length === 0
          ? null
          : frames.map((frame) => (
              <Button
                key={frame.id}
                variant="ghost"
                className="font-mono"
                title={`Open entry ${frame.seq + 1} in the Log`}
                onClick={() => onOpenFrame(frame.seq)}
              >
                tools/call {frame.tool} #{frame.seq + 1}
              </Button>
            ))}
      </div>
      {open ? (
        <section
          aria-label={`Conversation of ${run.caseName}, run ${run.run}`}
          className="max-h-[32rem] space-y-3 overflow-auto rounded-md border border-zinc-800 bg-zinc-950 p-3"
        >
          {renderConversation(entries)}
        </section>
      ) : null}
    </section>
  );
}
