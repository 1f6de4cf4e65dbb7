import { useId, useState } from 'react';
import { previewArgs } from '../../../../shared/call-history/args-preview.ts';
import type { SavedCall } from '../../../../shared/call-history/saved-calls.ts';
import { AddToCollection } from '../../../components/add-to-collection.tsx';
import { inputClass, smallButtonClass } from '../../../components/schema-form/form-classes.ts';

/**
 * The calls saved for this tool (in this browser, for this server), each to
 * load into the form, run or delete; and, while the person names one, the
 * box for its name.
 */
export function SavedCallsList({
  tool,
  calls,
  naming,
  running,
  onSave,
  onCancelNaming,
  onLoad,
  onRun,
  onDelete,
}: {
  /** The tool's name as listed, when it is text: a saved call can then join the page's collection under its name. */
  tool?: string;
  calls: readonly SavedCall[];
  /** Arguments waiting for a name (Save call… was clicked). */
  naming: Readonly<Record<string, unknown>> | undefined;
  running: boolean;
  onSave: (name: string) => void;
  onCancelNaming: () => void;
  onLoad: (call: SavedCall) => void;
  onRun: (call: SavedCall) => void;
  onDelete: (call: SavedCall) => void;
}) {
  if (calls.length === 0 && !naming) return null;
  return (
    <section aria-label="Saved calls" className="space-y-2 rounded-md border border-zinc-800 bg-zinc-900 p-3 text-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-400">Saved calls</h3>
      {naming ? (
        <SaveCallForm args={naming} taken={calls.map((call) => call.name)} onSave={onSave} onCancel={onCancelNaming} />
      ) : null}
      {calls.length ? (
        <ul className="divide-y divide-zinc-800/70">
          {calls.map((call) => (
            <li key={call.name} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
              <span className="font-medium text-zinc-100">{call.name}</span>
              <code
                className="min-w-0 flex-1 truncate text-xs text-zinc-400"
                title={JSON.stringify(call.args, null, 2)}
              >
                {previewArgs(call.args)}
              </code>
              <span className="flex shrink-0 gap-1.5">
                <button
                  type="button"
                  className={smallButtonClass}
                  title="Put these arguments in the form"
                  onClick={() => onLoad(call)}
                >
                  Load
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={running}
                  title="Call the tool with these arguments"
                  onClick={() => onRun(call)}
                >
                  Run
                </button>
                <button type="button" className={smallButtonClass} onClick={() => onDelete(call)}>
                  Delete
                </button>
                {tool !== undefined ? (
                  <AddToCollection
                    name={call.name}
                    target={() => ({ kind: 'tool', tool, arguments: { ...call.args } })}
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SaveCallForm({
  args,
  taken,
  onSave,
  onCancel,
}: {
  args: Readonly<Record<string, unknown>>;
  taken: readonly string[];
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const trimmed = name.trim();
  return (
    <form
      aria-label="Save call"
      className="space-y-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSave(trimmed);
      }}
    >
      <label htmlFor={id} className="block text-xs font-medium text-zinc-400">
        Call name
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          // biome-ignore lint/a11y/noAutofocus: the field appears because the person just asked to name a call
          autoFocus
          className={inputClass}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          spellCheck={false}
          autoComplete="off"
        />
        <button type="submit" className={smallButtonClass} disabled={!trimmed}>
          Save
        </button>
        <button type="button" className={smallButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p className="truncate text-xs text-zinc-500">
        {taken.includes(trimmed) ? 'Replaces the saved call of that name: ' : 'Arguments: '}
        <code>{previewArgs(args)}</code>
      </p>
    </form>
  );
}
