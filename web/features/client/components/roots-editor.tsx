import { useId, useState } from 'react';
import type { RootEntry, RootsSource } from '../../../../shared/session/client-side.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';

/** Why a root's URI may trouble a server: the spec asks for file:// URIs. */
function rootProblem(uri: string): string | undefined {
  if (!uri.trim()) return 'Give a URI';
  if (!/^file:\/\//i.test(uri)) return 'Servers expect file:// URIs';
  return undefined;
}

export interface RootsEditorProps {
  roots: readonly RootEntry[];
  /** Whether the list follows the server's working directory or was set by hand. */
  source: RootsSource;
  onApply: (roots: RootEntry[]) => void;
  /** Back to the server's working directory. */
  onUseWorkingDirectory: () => void;
  lastNotice: string | undefined;
  /** The server of this connection asked roots/list while the list was empty. */
  askedWhileEmpty: boolean;
}

/**
 * The roots the inspector offers. roots/list is answered from this list;
 * Apply replaces it and, when the server can be told, sends
 * notifications/roots/list_changed.
 */
export function RootsEditor({
  roots,
  source,
  onApply,
  onUseWorkingDirectory,
  lastNotice,
  askedWhileEmpty,
}: RootsEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<RootEntry[]>(() => roots.map((root) => ({ ...root })));
  // A connect (or Apply) replaces the list: the draft starts again from it.
  const [shown, setShown] = useState(roots);
  if (shown !== roots) {
    setShown(roots);
    setDraft(roots.map((root) => ({ ...root })));
  }
  const changed = JSON.stringify(draft) !== JSON.stringify(roots);
  const set = (index: number, patch: Partial<RootEntry>) =>
    setDraft((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <section aria-label="Roots" className="space-y-2 rounded-md border border-zinc-800 p-3">
      <h3 className="text-xs font-medium text-zinc-400">Roots</h3>
      <p className="text-xs text-zinc-500">
        {source === 'working-directory'
          ? "Starts with the server's working directory (the Working directory field, else the directory mcp-loupe runs in), set again at each connect; a server behind a URL gets none. Apply a list of your own to keep it instead."
          : 'Your own list, kept across connects and reloads.'}
      </p>
      {askedWhileEmpty && roots.length === 0 ? (
        <p role="alert" className="rounded border border-amber-800/60 bg-amber-950/40 px-2 py-1 text-xs text-amber-200">
          The server asked roots/list and got an empty list: a server that works in directories has none to work in, and
          may not say so. Add a root and apply it{source === 'list' ? ', or use the working directory' : ''}.
        </p>
      ) : null}
      {draft.length === 0 ? <p className="text-xs text-zinc-500">No roots: roots/list answers an empty list.</p> : null}
      <ul className="space-y-3">
        {draft.map((root, index) => {
          const problem = rootProblem(root.uri);
          return (
            <li key={index} className="space-y-1">
              <div>
                <label htmlFor={`${id}-uri-${index}`} className="sr-only">
                  URI of root {index + 1}
                </label>
                <input
                  id={`${id}-uri-${index}`}
                  className={inputClass}
                  placeholder="file:///path/to/project"
                  value={root.uri}
                  onChange={(event) => set(index, { uri: event.target.value })}
                  spellCheck={false}
                />
                {problem ? <p className="mt-0.5 text-xs text-amber-300">{problem}</p> : null}
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor={`${id}-name-${index}`} className="sr-only">
                  Name of root {index + 1}
                </label>
                <input
                  id={`${id}-name-${index}`}
                  className={`${inputClass} min-w-0 flex-1`}
                  placeholder="name (optional)"
                  value={root.name ?? ''}
                  onChange={(event) => set(index, { name: event.target.value || undefined })}
                />
                <Button
                  variant="ghost"
                  aria-label={`Remove root ${index + 1}`}
                  onClick={() => setDraft((rows) => rows.filter((_, at) => at !== index))}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => setDraft((rows) => [...rows, { uri: 'file:///' }])}>Add root</Button>
        <Button
          variant="primary"
          disabled={!changed}
          onClick={() =>
            onApply(
              draft
                .filter((root) => root.uri.trim())
                .map((root) => ({ uri: root.uri.trim(), ...(root.name ? { name: root.name } : {}) })),
            )
          }
        >
          Apply roots
        </Button>
        {source === 'list' ? <Button onClick={onUseWorkingDirectory}>Use the working directory</Button> : null}
        {lastNotice ? (
          <span role="status" className="text-xs text-zinc-400">
            {lastNotice}
          </span>
        ) : null}
      </div>
    </section>
  );
}
