import { useState, useSyncExternalStore } from 'react';
import type { CallTarget } from '../../shared/collection/collection.ts';
import { addToCollection, collectionDraft } from '../lib/collection-draft.ts';
import { smallButtonClass } from './schema-form/form-classes.ts';

/**
 * "Add to collection": puts the call as it is now (`target()`, read at the
 * click) into the page's collection, and says under which name. `why`:
 * why there is nothing to add (the button is then held, its title says so).
 */
export function AddToCollection({ target, why }: { target: () => CallTarget | undefined; why?: string }) {
  const collection = useSyncExternalStore(collectionDraft.subscribe, collectionDraft.getSnapshot).collection;
  const [added, setAdded] = useState<{ name: string; collection: string }>();
  return (
    <>
      <button
        type="button"
        className={smallButtonClass}
        disabled={why !== undefined}
        title={why ?? `Add this call to the collection “${collection.name}” (the Collections tab runs and saves it)`}
        onClick={() => {
          const call = target();
          if (call) setAdded({ name: addToCollection(call), collection: collection.name });
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
