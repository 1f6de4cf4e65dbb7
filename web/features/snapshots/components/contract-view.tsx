import { changeClasses, type ChangeClass } from '../../../../shared/snapshot/contract-change.ts';
import type { ContractDiff } from '../../../../shared/snapshot/contract-diff.ts';
import { countsLine } from '../../../../shared/snapshot/contract-report.ts';

const LOOKS: Record<ChangeClass, { title: string; badge: string; border: string }> = {
  breaking: { title: 'Breaking', badge: 'bg-rose-900/70 text-rose-100', border: 'border-rose-900/60' },
  risky: { title: 'Risky', badge: 'bg-amber-900/70 text-amber-100', border: 'border-amber-900/60' },
  compatible: { title: 'Compatible', badge: 'bg-emerald-900/60 text-emerald-100', border: 'border-emerald-900/50' },
};
/** Past this many, compatible changes start folded: the breaking and risky ones are what a person came for. */
const FOLD_COMPATIBLE_OVER = 12;

/**
 * Every difference classed for the clients of the older snapshot: breaking,
 * risky, compatible, each with where and why. The same classes, from the
 * same code, as `mcp-loupe --cli diff`.
 */
export function ContractView({ contract }: { contract: ContractDiff }) {
  return (
    <section aria-label="Contract" className="space-y-2 rounded-md border border-zinc-800 bg-zinc-900/40 p-3">
      <h3 className="flex flex-wrap items-baseline gap-x-3 text-sm font-semibold text-zinc-100">
        Contract
        <span className="text-xs font-normal text-zinc-400">{countsLine(contract)}</span>
      </h3>
      {contract.unrelated ? (
        <p role="note" className="text-xs text-amber-200">
          {contract.unrelated[0]?.toUpperCase()}
          {contract.unrelated.slice(1)}.
        </p>
      ) : null}
      {changeClasses.map((name) => {
        const changes = contract.changes.filter((change) => change.class === name);
        if (!changes.length) return null;
        const look = LOOKS[name];
        const list = (
          <ul className="space-y-1">
            {changes.map((change, index) => (
              <li
                key={`${change.pointer}#${index}`}
                className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 rounded-md border px-2 py-1 text-xs ${look.border}`}
              >
                <span
                  className={`rounded px-1.5 py-px text-[10px] font-semibold uppercase tracking-wide ${look.badge}`}
                >
                  {name}
                </span>
                <code className="break-all font-mono text-[11px] text-zinc-300">{change.pointer || '/'}</code>
                <span className="min-w-0 text-zinc-200">{change.why}</span>
              </li>
            ))}
          </ul>
        );
        return (
          <section key={name} aria-label={`${look.title} changes`} className="space-y-1">
            {name === 'compatible' && changes.length > FOLD_COMPATIBLE_OVER ? (
              <details>
                <summary className="cursor-pointer text-xs font-semibold text-zinc-300">
                  {look.title} ({changes.length})
                </summary>
                <div className="mt-1">{list}</div>
              </details>
            ) : (
              <>
                <h4 className="text-xs font-semibold text-zinc-300">
                  {look.title} ({changes.length})
                </h4>
                {list}
              </>
            )}
          </section>
        );
      })}
    </section>
  );
}
