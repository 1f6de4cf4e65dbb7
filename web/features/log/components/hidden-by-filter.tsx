import { Button } from '../../../components/button.tsx';

/** Above the detail of an entry the filter hides: says it is not in the list, and offers the whole list back. */
export function HiddenByFilter({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-amber-900/60 bg-amber-950/30 px-3 py-2 text-xs text-amber-200"
    >
      <span className="min-w-0 flex-1">Hidden by the filter: this entry is not in the list.</span>
      <Button onClick={onShowAll} className="shrink-0 text-xs">
        Show all entries
      </Button>
    </div>
  );
}
