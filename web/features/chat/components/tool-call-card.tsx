import { memo, useId, useState } from 'react';
import type { ToolCallEntry } from '../../../../shared/model/conversation-entry.ts';
import { isRecord } from '../../../../shared/lib/guards.ts';
import { readToolResult } from '../../../../shared/result-read/read-tool-result.ts';
import { Button } from '../../../components/button.tsx';
import { ContentList } from '../../../components/content/content-list.tsx';
import { inputClass } from '../../../components/field.tsx';
import { OutcomeView } from '../../../components/outcome-view.tsx';
import { findingsNote } from '../lib/findings-note.ts';
import { type AppWords, InlineApp } from './inline-app.tsx';

const statusWords: Record<ToolCallEntry['status'], string> = {
  'awaiting-approval': 'waiting for your approval',
  running: 'running',
  done: 'done',
  denied: 'denied',
  stopped: 'stopped',
  'not-run': 'not run',
};

/**
 * What became of the call, in a word: a call that ran but answered with a JSON-RPC error, or with a result
 * flagged `isError`, failed (the model is told so too); "done" only for a result the tool stands by.
 */
export function callStatus(call: ToolCallEntry): { words: string; tone: 'waiting' | 'failed' | 'plain' } {
  if (call.status === 'awaiting-approval') return { words: statusWords[call.status], tone: 'waiting' };
  const outcome = call.outcome;
  if (outcome?.kind === 'error')
    return { words: `failed: error${outcome.code !== undefined ? ` ${outcome.code}` : ''}`, tone: 'failed' };
  if (outcome?.kind === 'result' && isRecord(outcome.result) && outcome.result.isError === true)
    return { words: 'failed: the tool answered isError', tone: 'failed' };
  return { words: statusWords[call.status], tone: 'plain' };
}

const toneClass = { waiting: 'text-amber-300', failed: 'font-semibold text-rose-300', plain: 'text-zinc-400' };

/**
 * One tool call the model made: as it made it (the arguments as sent, and
 * what is wrong with them, the model's fault), the person's Approve or
 * Deny with the arguments editable, and the server's answer with its findings.
 */
export const ToolCallCard = memo(function ToolCallCard({
  call,
  listed,
  appWords,
  onApprove,
  onDeny,
}: {
  call: ToolCallEntry;
  /** The tool as listed (its app, if it has one, renders inline once the call runs). */
  listed: unknown;
  appWords: AppWords;
  onApprove: (id: string, args: Record<string, unknown> | undefined) => void;
  onDeny: (id: string) => void;
}) {
  const argsId = useId();
  const waiting = call.status === 'awaiting-approval';
  const status = callStatus(call);
  const [argsText, setArgsText] = useState(() => prettyArgs(call));
  const [argsError, setArgsError] = useState<string>();
  // The model's own arguments: once the call runs, the entry's are those it ran with.
  const [modelArgs] = useState(() => call.args);
  const note = findingsNote(call, modelArgs);
  const approve = () => {
    if (argsText === prettyArgs(call)) return onApprove(call.id, undefined);
    try {
      const edited: unknown = JSON.parse(argsText);
      if (typeof edited !== 'object' || edited === null || Array.isArray(edited))
        return setArgsError('The arguments must be a JSON object');
      onApprove(call.id, edited as Record<string, unknown>);
    } catch (error) {
      setArgsError(`The arguments are not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <section
      aria-label={`Tool call ${call.toolName}`}
      className="space-y-2 rounded-lg border border-zinc-800 bg-zinc-900/60 p-3"
    >
      <header className="flex flex-wrap items-baseline gap-2 text-xs">
        <span className="font-mono text-sm text-sky-300">{call.toolName}</span>
        <span className="text-zinc-500">step {call.step}</span>
        <span className={toneClass[status.tone]}>{status.words}</span>
        {call.note ? <span className="text-zinc-400">{call.note}</span> : null}
      </header>
      {call.findings.length > 0 ? (
        <ul aria-label="What the model got wrong" className="space-y-1 text-xs text-rose-300">
          {call.findings.map((finding, index) => (
            <li key={index}>
              <span className="font-mono text-rose-400">{finding.rule}</span> {finding.message}
            </li>
          ))}
          {note ? <li className="text-amber-300">{note}</li> : null}
        </ul>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={argsId} className="block text-[11px] font-semibold uppercase tracking-wide text-zinc-500">
          Arguments
        </label>
        <textarea
          id={argsId}
          className={`${inputClass} min-h-16`}
          rows={Math.min(10, argsText.split('\n').length)}
          value={argsText}
          readOnly={!waiting}
          spellCheck={false}
          onChange={(event) => {
            setArgsText(event.target.value);
            setArgsError(undefined);
          }}
        />
        {argsError ? <p className="text-xs text-rose-300">{argsError}</p> : null}
      </div>
      {waiting ? (
        <div className="flex gap-2">
          <Button variant="primary" onClick={approve}>
            Approve
          </Button>
          <Button onClick={() => onDeny(call.id)}>Deny</Button>
        </div>
      ) : null}
      {call.status === 'running' || call.outcome ? (
        <OutcomeView label="Result" outcome={call.outcome} running={call.status === 'running'}>
          {(result) => <ContentList blocks={readToolResult(result).content} />}
        </OutcomeView>
      ) : null}
      {listed !== undefined ? <InlineApp call={call} listed={listed} words={appWords} /> : null}
    </section>
  );
});

function prettyArgs(call: ToolCallEntry): string {
  if (call.args) return JSON.stringify(call.args, null, 2);
  return call.argsText;
}
