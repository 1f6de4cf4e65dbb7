import { useState } from 'react';
import { JsonView } from './json-view.tsx';

/** A collapsed view of a whole result as JSON, pretty-printed only when opened. */
export function RawJsonToggle({ value, label = 'Raw result JSON' }: { value: unknown; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-1.5">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((on) => !on)}
        className="rounded-sm text-xs text-zinc-400 hover:text-zinc-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        {open ? '▾' : '▸'} {label}
      </button>
      {open ? <JsonView value={value} /> : null}
    </div>
  );
}
