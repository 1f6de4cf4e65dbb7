import { memo, useState } from 'react';
import type { WireLog } from '../../../../shared/wire/wire-log.ts';
import { sizedInputClass } from '../../../components/field.tsx';
import { charsToMb, MIN_BUDGET_MB, mbToChars, saveBudgetMb } from '../../../lib/log-budget.ts';

const mb = (chars: number) =>
  `${charsToMb(chars).toLocaleString(undefined, { maximumFractionDigits: charsToMb(chars) < 10 ? 1 : 0 })} MB`;

/**
 * How much of the log's text is in the page's memory, its budget (which the
 * person may change), and what moved to the browser's storage to stay
 * within it. Re-rendered with the log.
 */
export function MemoryLine({ log }: { log: WireLog }) {
  const memory = log.memory;
  if (!Number.isFinite(memory.budgetChars)) return null;
  return (
    <div
      role="status"
      aria-label="Log memory"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-zinc-800 px-3 py-1 text-xs text-zinc-500"
    >
      <span>
        {mb(memory.heldChars)} of payloads in memory
        {memory.spilledEntries ? (
          <>
            {' · '}
            <span className="text-zinc-400">
              {memory.spilledEntries.toLocaleString()} older {memory.spilledEntries === 1 ? 'payload' : 'payloads'} (
              {mb(memory.spilledChars)}) in browser storage
            </span>
            , read back when opened or searched
          </>
        ) : null}
        {memory.backlogChars > 0 ? ` · ${mb(memory.backlogChars)} being written` : null}
      </span>
      {memory.storeFailure ? (
        <span className="text-amber-300">{memory.storeFailure}; the log keeps everything in memory</span>
      ) : null}
      <span className="flex-1" />
      <BudgetField log={log} budgetMb={Math.round(charsToMb(memory.budgetChars))} />
    </div>
  );
}

/**
 * The budget, which the person may change. Drawn again only when it changes, not with the log: React sets an
 * input's name and type again each time it draws it, and the browser then lays out the whole page.
 */
const BudgetField = memo(function BudgetField({ log, budgetMb }: { log: WireLog; budgetMb: number }) {
  const [draft, setDraft] = useState<string>();
  const apply = () => {
    const value = Number(draft);
    setDraft(undefined);
    if (!Number.isFinite(value) || value < MIN_BUDGET_MB) return;
    saveBudgetMb(value);
    log.setBudget(mbToChars(value));
  };
  return (
    <label
      className="flex items-center gap-1.5"
      title={`Above this, the oldest payloads move to the browser's storage (at least ${MIN_BUDGET_MB} MB)`}
    >
      Memory budget (MB)
      <input
        type="number"
        min={MIN_BUDGET_MB}
        step={16}
        className={`${sizedInputClass('w-20')} py-0.5 text-xs`}
        value={draft ?? String(budgetMb)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </label>
  );
});
