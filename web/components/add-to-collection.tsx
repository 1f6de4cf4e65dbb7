import { useState } from 'react';
import type { CallTarget } from '../../shared/collection/collection.ts';
import { smallButtonClass } from './schema-form/form-classes.ts';

/**
 * "Add to collection": puts the call as it is now (`target()`, read at the
 * click) into the page's collection, and says under which name. `why`:
 * why there is nothing to add (the button is then held, its title says so).
 * The collection's code comes at the first click: the Tools tab is the
 * first screen, and most visits never add a call.
 */
export function AddToCollection({
  target,
  name,
  why,
}: {
  target: () => CallTarget | undefined;
  /** The call's name in the collection (a saved call's); what it calls by default. */
  name?: string;
  why?: string;
}) {
  const [added, setAdded] = useState<{ name: string; collection: string }>();
  return (
    <>
      <button
        type="button"
        className={smallButtonClass}
        disabled={why !== undefined}
        title={why ?? "Add this call to the page's collection (the Collections tab runs it and saves it to a file)"}
        onClick={async () => {
          const call = target();
          if (!call) return;
          const { addToCollection } = await import('../lib/collection-draft.ts');
          setAdded(addToCollection(call, name));
        }}
      >
        Add to collection
      </button>
      {added ? (
        <span role="status" className="truncate text-xs text-zinc-400">
          Added as “{added.name}” to “{added.collection}”
        </span>
      ) : null}
    </>
  );
}
