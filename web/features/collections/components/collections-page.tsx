import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { Collection, CollectionCall } from '../../../../shared/collection/collection.ts';
import {
  describeCollection,
  EMPTY_COLLECTION,
  removeCall,
  renameCall,
  setExpectation,
  setVariable,
} from '../../../../shared/collection/collection-edit.ts';
import { resolveVariables, variablesUsed } from '../../../../shared/collection/collection-variables.ts';
import { type CollectionProblem, problemLine, readCollection } from '../../../../shared/collection/read-collection.ts';
import { writeCollection } from '../../../../shared/collection/write-collection.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass, sizedInputClass } from '../../../components/field.tsx';
import { collectionDraft } from '../../../lib/collection-draft.ts';
import { useSessionState } from '../../../lib/session-context.tsx';
import { useCollectionRun } from '../hooks/use-collection-run.ts';
import { fileNameFor, forgetFile, hasOpenPicker, openWithPicker, saveText } from '../lib/collection-file.ts';
import { environmentValues } from '../lib/environment-values.ts';
import { CollectionCallRow } from './collection-call-row.tsx';
import { CollectionVariables } from './collection-variables.tsx';
import { RunVariables } from './run-variables.tsx';

/**
 * The Collections tab: the page's collection (calls added from the Tools,
 * Prompts and Resources tabs and the composer), named and described,
 * opened from and saved to a file, and run whole, each call with its
 * verdict. Loaded when first shown.
 */
export default function CollectionsPage() {
  const draft = useSyncExternalStore(collectionDraft.subscribe, collectionDraft.getSnapshot);
  const collection = draft.collection;
  const connected = useSessionState().status === 'connected';
  const run = useCollectionRun();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string>();
  const [fileProblems, setFileProblems] = useState<{ file: string; problems: readonly CollectionProblem[] }>();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [fromEnvironment, setFromEnvironment] = useState(false);
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [environmentProblem, setEnvironmentProblem] = useState<string>();

  const change = (next: Collection) => collectionDraft.set({ ...draft, collection: next });
  const unset = variablesUsed(collection.calls).filter((name) => collection.variables[name] === undefined);

  const opened = (name: string, text: string) => {
    const read = readCollection(text);
    if (!read.collection) {
      setFileProblems({ file: name, problems: read.problems });
      setNote(undefined);
      return;
    }
    setFileProblems(undefined);
    collectionDraft.set({ collection: asWritten(read.collection), fileName: name });
    setNote(`Opened ${name}: ${count(read.collection.calls.length, 'call')}`);
  };
  const open = async () => {
    if (!hasOpenPicker()) return fileInput.current?.click();
    try {
      const file = await openWithPicker();
      if (file) opened(file.name, file.text);
    } catch (error) {
      setNote(`Could not open the file: ${(error as Error).message}`);
    }
  };
  const save = async () => {
    try {
      const saved = await saveText(writeCollection(collection), draft.fileName ?? fileNameFor(collection.name));
      if (!saved) return;
      collectionDraft.set({ ...collectionDraft.getSnapshot(), fileName: saved.name });
      setNote(saved.how === 'written' ? `Saved to ${saved.name}` : `Downloaded as ${saved.name}`);
    } catch (error) {
      setNote(`Could not save: ${(error as Error).message}`);
    }
  };
  const runAll = async () => {
    setEnvironmentProblem(undefined);
    const given = Object.fromEntries(
      Object.entries(typed).filter(([name, value]) => unset.includes(name) && value !== ''),
    );
    const asked = unset.filter((name) => given[name] === undefined);
    let environment: Record<string, string> | undefined;
    if (fromEnvironment && asked.length)
      try {
        environment = await environmentValues(asked);
      } catch (error) {
        setEnvironmentProblem(`Could not read the proxy’s environment: ${(error as Error).message}`);
        return;
      }
    const resolved = resolveVariables(collection, { given, ...(environment ? { environment } : {}) });
    setMissing(resolved.missing);
    if (resolved.missing.length === 0) run.run(collection, resolved.values);
  };

  return (
    <section aria-label="Collections" className="min-h-0 flex-1 overflow-auto">
      <div className="mx-auto max-w-5xl space-y-4 p-4">
        <header className="space-y-3 rounded-lg border border-zinc-800 bg-zinc-900/40 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-name`} className="text-xs font-medium text-zinc-400">
              Collection name
            </label>
            <input
              id={`${id}-name`}
              className={`${sizedInputClass('w-72')} font-sans`}
              value={collection.name}
              disabled={run.running}
              onChange={(event) => change(describeCollection(collection, { name: event.target.value }))}
            />
            <span className="flex-1" />
            <Button
              disabled={run.running}
              onClick={() => {
                forgetFile();
                collectionDraft.set({ collection: EMPTY_COLLECTION });
                setNote(undefined);
                setFileProblems(undefined);
              }}
            >
              New
            </Button>
            <Button disabled={run.running} onClick={() => void open()}>
              Open…
            </Button>
            <Button disabled={run.running || collection.name.trim() === ''} onClick={() => void save()}>
              Save…
            </Button>
            {run.running ? (
              <Button variant="ghost" onClick={run.stop}>
                Stop
              </Button>
            ) : null}
            <Button
              variant="primary"
              disabled={run.running || !connected || collection.calls.length === 0}
              title={connected ? undefined : 'Not connected: connect to a server to run the collection'}
              onClick={() => void runAll()}
            >
              {run.running ? 'Running…' : 'Run all'}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              aria-label="Collection file to open"
              className="sr-only"
              tabIndex={-1}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) opened(file.name, await file.text());
              }}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-description`} className="block text-xs font-medium text-zinc-400">
              Description
            </label>
            <textarea
              id={`${id}-description`}
              rows={2}
              className={`${inputClass} resize-y font-sans`}
              value={collection.description ?? ''}
              disabled={run.running}
              placeholder="What these calls check, for whoever opens the file next"
              onChange={(event) => change(describeCollection(collection, { description: event.target.value }))}
            />
          </div>
          <p className="text-xs text-zinc-500">
            {draft.fileName ? `File: ${draft.fileName}. ` : 'Not saved to a file yet. '}
            Add calls with “Add to collection” in the Tools, Prompts and Resources tabs and in the composer; run the
            saved file in CI with <code>mcp-loupe --cli run FILE -- SERVER</code>.
          </p>
          {note ? (
            <p role="status" className="text-xs text-zinc-300">
              {note}
            </p>
          ) : null}
          {fileProblems ? (
            <div role="alert" className="space-y-1 text-xs text-rose-200">
              <p>{fileProblems.file} cannot be used as a collection:</p>
              <ul className="list-disc pl-5">
                {fileProblems.problems.map((problem) => (
                  <li key={`${problem.pointer} ${problem.message}`}>{problemLine(fileProblems.file, problem)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </header>
        <CollectionVariables
          variables={collection.variables}
          disabled={run.running}
          onSet={(name, value) => {
            const next = setVariable(collection, name, value);
            if (next) change(next);
          }}
        />
        <RunVariables
          names={unset}
          values={typed}
          onValue={(name, value) => setTyped((all) => ({ ...all, [name]: value }))}
          fromEnvironment={fromEnvironment}
          onFromEnvironment={setFromEnvironment}
          disabled={run.running}
        />
        {missing.length || environmentProblem ? (
          <p role="alert" className="text-sm text-rose-300">
            {environmentProblem ??
              `Not run: no value for ${missing.map((name) => `{{${name}}}`).join(', ')}. Type ${missing.length === 1 ? 'one' : 'them'} above${fromEnvironment ? ' (the proxy’s environment has none)' : ', or take them from the proxy’s environment'}.`}
          </p>
        ) : null}
        {run.problems ? (
          <div role="alert" className="space-y-1 text-sm text-rose-300">
            <p>The collection cannot be run as it is (the command line would refuse it too):</p>
            <ul className="list-disc pl-5 text-xs">
              {run.problems.map((problem) => (
                <li key={`${problem.pointer} ${problem.message}`}>
                  {problem.pointer ? `${problem.pointer}: ` : ''}
                  {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {run.summary ? (
          <p role="status" className="text-sm text-zinc-300">
            {`${run.summary.met} of ${run.summary.ran} ${run.summary.ran === 1 ? 'call' : 'calls'} met ${run.summary.ran === 1 ? 'its expectation' : 'their expectations'}`}
            {run.stopped ? `; stopped after ${run.summary.ran} of ${run.summary.total}: ${run.stopped}` : ''}
          </p>
        ) : null}
        {collection.calls.length === 0 ? (
          <p className="text-sm text-zinc-500">
            No calls yet: use “Add to collection” beside a tool’s Run, a prompt’s or resource’s result, or the
            composer’s Send; or open a collection file.
          </p>
        ) : (
          <ol aria-label="Calls" className="space-y-2">
            {collection.calls.map((call, i) => (
              <CollectionCallRow
                key={`${i} ${call.name}`}
                call={call}
                run={run.calls.get(call.name)}
                running={run.running}
                onRename={(name) => {
                  const next = renameCall(collection, i, name);
                  if (next) change(next);
                  return next !== undefined;
                }}
                onExpect={(expect) => change(setExpectation(collection, i, expect))}
                onRemove={() => change(removeCall(collection, i))}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** A collection read from a file, as the page keeps it: each call's expectation as written, no line numbers. */
function asWritten(collection: Collection): Collection {
  return {
    ...collection,
    calls: collection.calls.map(({ line: _line, ...call }): CollectionCall => {
      if (!call.expect) return call;
      const { matcher: _matcher, ...expect } = call.expect;
      return { ...call, expect };
    }),
  };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
