import { useId, useState } from 'react';
import type { RootEntry } from '../../../../shared/session/client-side.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';

/** Why a root's URI may trouble a server: the spec asks for file:// URIs. */
function rootProblem(uri: string): string | undefined {
  if (!uri.trim()) return 'Give a URI';
  if (!/^file:\/\//i.test(uri)) return 'Servers expect file:// URIs';
  return undefined;
}

/**
 * The roots the inspector offers. roots/list is answered from this list;
 * Apply replaces it and, when the server can be told, sends
 * notifications/roots/list_changed.
 */
export function RootsEditor({ roots, onApply, lastNotice }: { roots: readonly RootEntry[]; onApply: (roots: RootEntry[]) => void; lastNotice: string | undefined }) {
  const id = useId();
  const [draft, setDraft] = useState<RootEntry[]>(() => roots.map((root) => ({ ...root })));
  const changed = JSON.stringify(draft) !== JSON.stringify(roots);
  const set = (index: number, patch: Partial<RootEntry>) => setDraft((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <section aria-label="Roots" className="space-y-2 rounded-md border border-zinc-800 p-3">
      <h3 className="text-xs font-medium text-zinc-400">Roots</h3>
      {draft.length === 0 ? <p className="text-xs text-zinc-500">No roots: roots/list answers an empty list.</p> : null}
      <ul className="space-y-2">
        {draft.map((root, index) => {
          const problem = rootProblem(root.uri);
          return (
            <li key={index} className="grid grid-cols-[1fr_12rem_auto] items-start gap-2">
              <div>
                <label htmlFor={`${id}-uri-${index}`} className="sr-only">
                  URI of root {index + 1}
                </label>
                <input id={`${id}-uri-${index}`} className={inputClass} placeholder="file:///path/to/project" value={root.uri} onChange={(event) => set(index, { uri: event.target.value })} spellCheck={false} />
                {problem ? <p className="mt-0.5 text-xs text-amber-300">{problem}</p> : null}
              </div>
              <div>
                <label htmlFor={`${id}-name-${index}`} className="sr-only">
                  Name of root {index + 1}
                </label>
                <input id={`${id}-name-${index}`} className={inputClass} placeholder="name (optional)" value={root.name ?? ''} onChange={(event) => set(index, { name: event.target.value || undefined })} />
              </div>
              <Button variant="ghost" aria-label={`Remove root ${index + 1}`} onClick={() => setDraft((rows) => rows.filter((_, at) => at !== index))}>
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => setDraft((rows) => [...rows, { uri: 'file:///' }])}>Add root</Button>
        <Button variant="primary" disabled={!changed} onClick={() => onApply(draft.filter((root) => root.uri.trim()).map((root) => ({ uri: root.uri.trim(), ...(root.name ? { name: root.name } : {}) })))}>
          Apply roots
        </Button>
        {lastNotice ? (
          <span role="status" className="text-xs text-zinc-400">
            {lastNotice}
          </span>
        ) : null}
      </div>
    </section>
  );
}
