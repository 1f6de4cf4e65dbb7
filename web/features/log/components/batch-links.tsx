import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { entryLabel } from '../../../../shared/wire/wire-entry.ts';

/** Links shown for a batch's items; the rest are counted. */
const SHOWN_ITEMS = 50;

/** The items of a batch, found after its entry (they are written right after it, other traffic may come between). */
export function batchItems(batch: WireEntry, at: (seq: number) => WireEntry | undefined): WireEntry[] {
  const items: WireEntry[] = [];
  const count = batch.items ?? 0;
  for (let seq = batch.seq + 1; items.length < count && seq <= batch.seq + count + 1000; seq++) {
    const entry = at(seq);
    if (!entry) break;
    if (entry.batch?.group === batch.seq) items.push(entry);
  }
  return items;
}

/** For a batch: links to its items; for an item: a link to its batch. */
export function BatchLinks({
  entry,
  at,
  onSelect,
}: {
  entry: WireEntry;
  at: (seq: number) => WireEntry | undefined;
  onSelect: (seq: number) => void;
}) {
  if (entry.batch) {
    const group = at(entry.batch.group);
    return (
      <p className="border-b border-zinc-800 px-3 py-2 text-xs text-zinc-400">
        Item {entry.batch.index + 1} of{' '}
        <button
          type="button"
          className="font-mono text-sky-400 hover:underline"
          onClick={() => onSelect(entry.batch!.group)}
        >
          the batch at entry {entry.batch.group + 1}
          {group?.items !== undefined ? ` (${group.items} items)` : ''}
        </button>
      </p>
    );
  }
  if (entry.items === undefined) return null;
  const items = batchItems(entry, at);
  return (
    <nav aria-label="Batch items" className="border-b border-zinc-800 px-3 py-2 text-xs">
      <p className="text-zinc-400">
        {entry.items === 0
          ? 'An empty batch: no items.'
          : `A batch of ${entry.items} ${entry.items === 1 ? 'item' : 'items'}:`}
      </p>
      <ol className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5">
        {items.slice(0, SHOWN_ITEMS).map((item) => (
          <li key={item.seq}>
            <button type="button" className="font-mono text-sky-400 hover:underline" onClick={() => onSelect(item.seq)}>
              {item.batch!.index + 1}. {entryLabel(item)}
              {item.id !== undefined ? ` #${item.id}` : ''}
            </button>
          </li>
        ))}
        {items.length > SHOWN_ITEMS ? <li className="text-zinc-500">and {items.length - SHOWN_ITEMS} more</li> : null}
      </ol>
    </nav>
  );
}
