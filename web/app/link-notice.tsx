import { useState } from 'react';
import type { AddressProblem } from '../lib/page-address.ts';

/** What the page could not do of the link it opened on, said once above the tabs until dismissed. */
export function LinkNotice({ problems }: { problems: readonly AddressProblem[] }) {
  const [shown, setShown] = useState(problems.length > 0);
  if (!shown) return null;
  return (
    <div
      role="note"
      aria-label="About this link"
      className="flex shrink-0 items-start gap-2 border-b border-amber-900/60 bg-amber-950/30 px-4 py-1.5 text-xs text-amber-100"
    >
      <ul className="min-w-0 flex-1 space-y-0.5">
        {problems.map((problem, index) => (
          <li key={index} className="break-words">
            {problem.message}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label="Dismiss the note about this link"
        onClick={() => setShown(false)}
        className="shrink-0 rounded px-1 text-amber-300 hover:bg-amber-900/60 hover:text-amber-100"
      >
        ×
      </button>
    </div>
  );
}
