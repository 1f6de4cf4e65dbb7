import { useState } from 'react';
import { previewArgs } from '../../../../shared/call-history/args-preview.ts';
import { callSubject, type CollectionCall, type Expectation } from '../../../../shared/collection/collection.ts';
import type { CallRun } from '../../../../shared/collection/run-collection.ts';
import { formatDuration } from '../../../components/content/format.ts';
import { RawJsonToggle } from '../../../components/content/raw-json-toggle.tsx';
import { sizedInputClass } from '../../../components/field.tsx';
import { inputClass, smallButtonClass } from '../../../components/schema-form/form-classes.ts';

/** One call of the collection: its name, what it sends, what it expects (editable), and its last run's verdict. */
export function CollectionCallRow({
  call,
  run,
  running,
  onRename,
  onExpect,
  onRemove,
}: {
  call: CollectionCall;
  run: CallRun | undefined;
  running: boolean;
  /** False when the name is blank or another call's. */
  onRename: (name: string) => boolean;
  onExpect: (expect: Expectation | undefined) => void;
  onRemove: () => void;
}) {
  const [name, setName] = useState(call.name);
  const [nameProblem, setNameProblem] = useState<string>();
  const written = call.expect ? JSON.stringify(call.expect) : '';
  const [expectText, setExpectText] = useState(written);
  const [expectProblem, setExpectProblem] = useState<string>();
  const args =
    call.kind === 'tool' || call.kind === 'prompt' ? call.arguments : call.kind === 'request' ? call.params : undefined;
  const applyExpect = () => {
    if (expectText.trim() === '') {
      setExpectProblem(undefined);
      onExpect(undefined);
      return;
    }
    try {
      const value = JSON.parse(expectText) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('an expectation is an object: {"match": …}, {"schema": …} or {"error": true}');
      setExpectProblem(undefined);
      onExpect(value as Expectation);
    } catch (error) {
      setExpectProblem(error instanceof SyntaxError ? `Not valid JSON: ${error.message}` : (error as Error).message);
    }
  };
  return (
    <li
      aria-label={`Call ${call.name}`}
      className="space-y-2 rounded-md border border-zinc-800 bg-zinc-900/60 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label={`Name of ${call.name}`}
          className={`${sizedInputClass('w-64')} font-sans`}
          value={name}
          disabled={running}
          aria-invalid={nameProblem !== undefined}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => {
            if (name === call.name) return setNameProblem(undefined);
            if (onRename(name)) setNameProblem(undefined);
            else setNameProblem(name.trim() ? 'Another call has this name' : 'A call needs a name');
          }}
        />
        <code className="text-xs text-sky-300">{callSubject(call)}</code>
        {args !== undefined ? (
          <code className="min-w-0 flex-1 truncate text-xs text-zinc-400" title={JSON.stringify(args, null, 2)}>
            {previewArgs(args)}
          </code>
        ) : (
          <span className="flex-1" />
        )}
        <Verdict run={run} />
        <button
          type="button"
          className={smallButtonClass}
          disabled={running}
          onClick={onRemove}
          aria-label={`Remove ${call.name}`}
        >
          Remove
        </button>
      </div>
      {nameProblem ? <p className="text-xs text-rose-300">{nameProblem}</p> : null}
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <span aria-hidden="true" className="pt-1.5 text-xs font-medium text-zinc-400">
            Expects
          </span>
          <textarea
            aria-label={`Expectation of ${call.name}`}
            rows={1}
            spellCheck={false}
            disabled={running}
            className={`${inputClass} resize-y`}
            placeholder='Succeeds. Or: {"match": {"content": [{"text": "Echo: hi"}]}}, {"schema": {…}}, {"error": true}'
            value={expectText}
            aria-invalid={expectProblem !== undefined}
            onChange={(event) => setExpectText(event.target.value)}
            onBlur={applyExpect}
          />
        </div>
        {expectProblem ? <p className="text-xs text-rose-300">{expectProblem}</p> : null}
      </div>
      {run ? (
        <div className="space-y-1">
          {run.verdict.reasons.length ? (
            <ul className="list-disc space-y-0.5 pl-5 text-xs text-rose-200">
              {run.verdict.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
          <RawJsonToggle
            value={run.outcome.kind === 'result' ? run.outcome.result : run.outcome}
            label={run.outcome.kind === 'result' ? 'Result JSON' : 'What came back'}
          />
        </div>
      ) : null}
    </li>
  );
}

function Verdict({ run }: { run: CallRun | undefined }) {
  if (!run) return null;
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium ${run.verdict.met ? 'bg-emerald-950 text-emerald-300' : 'bg-rose-950 text-rose-300'}`}
      title={`${formatDuration(run.outcome.durationMs)}`}
    >
      {run.verdict.met ? 'Met' : 'Not met'}
    </span>
  );
}
