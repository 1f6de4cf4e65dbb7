import type { ReactNode } from 'react';
import type { DiffChange } from '../../../../shared/snapshot/json-diff.ts';
import { shortJson } from '../../../../shared/snapshot/json-diff.ts';
import type { ItemChange, NamedItem, SectionDiff, SnapshotDiff } from '../../../../shared/snapshot/snapshot-diff.ts';

const addedKinds = new Set<DiffChange['kind']>(['added', 'property-added', 'now-required']);
const removedKinds = new Set<DiffChange['kind']>(['removed', 'property-removed', 'no-longer-required']);

/** What differs between two snapshots: identity, capabilities, then each list's added, removed and changed items, a changed item's differences side by side. */
export function SnapshotDiffView({ diff }: { diff: SnapshotDiff }) {
  return (
    <section aria-label="Differences" className="space-y-5">
      {diff.same ? (
        <p className="rounded-md border border-emerald-900/60 bg-emerald-950/30 px-3 py-2 text-sm text-emerald-200">
          No differences in what both snapshots hold.
        </p>
      ) : null}
      {diff.server.length ? (
        <ChangeGroup title="Server">
          <ChangeTable changes={diff.server} />
        </ChangeGroup>
      ) : null}
      {diff.capabilities.length ? (
        <ChangeGroup title="Capabilities">
          <ChangeTable changes={diff.capabilities} />
        </ChangeGroup>
      ) : null}
      {diff.sections.map((section) => (
        <SectionView key={section.section} section={section} />
      ))}
    </section>
  );
}

function ChangeGroup({ title, summary, children }: { title: string; summary?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="flex items-baseline gap-3 text-sm font-semibold text-zinc-100">
        {title}
        {summary ? <span className="text-xs font-normal text-zinc-400">{summary}</span> : null}
      </h3>
      {children}
    </section>
  );
}

function SectionView({ section }: { section: SectionDiff }) {
  if (section.status !== 'compared') {
    const why =
      section.status === 'neither'
        ? 'listed in neither snapshot'
        : `listed only in the ${section.status === 'only-before' ? 'before' : 'after'} snapshot, so not compared`;
    return (
      <p className="text-xs text-zinc-500">
        <span className="font-semibold text-zinc-400">{section.title}:</span> {why}.
      </p>
    );
  }
  const { added, removed, changed, unchanged } = section;
  if (!added.length && !removed.length && !changed.length) {
    return (
      <p className="text-xs text-zinc-500">
        <span className="font-semibold text-zinc-400">{section.title}:</span>{' '}
        {unchanged ? `no differences (${unchanged} unchanged)` : 'none on either side'}.
      </p>
    );
  }
  const summary = [
    `${added.length} added`,
    `${removed.length} removed`,
    `${changed.length} changed`,
    `${unchanged} unchanged`,
  ].join(' · ');
  return (
    <ChangeGroup title={section.title} summary={summary}>
      {added.length || removed.length ? (
        <ul className="space-y-1">
          {added.map((item) => (
            <ItemLine
              key={`+${item.key}`}
              item={item}
              sign="+"
              label="added"
              className="border-emerald-900/60 bg-emerald-950/25 text-emerald-200"
            />
          ))}
          {removed.map((item) => (
            <ItemLine
              key={`-${item.key}`}
              item={item}
              sign="−"
              label="removed"
              className="border-rose-900/60 bg-rose-950/25 text-rose-200"
            />
          ))}
        </ul>
      ) : null}
      {changed.map((item) => (
        <ChangedItem key={item.key} item={item} />
      ))}
    </ChangeGroup>
  );
}

function ItemLine({
  item,
  sign,
  label,
  className,
}: {
  item: NamedItem;
  sign: string;
  label: string;
  className: string;
}) {
  const description =
    typeof item.item === 'object' && item.item !== null
      ? (item.item as Record<string, unknown>).description
      : undefined;
  return (
    <li className={`flex items-baseline gap-2 rounded-md border px-3 py-1.5 text-sm ${className}`}>
      <span aria-hidden="true" className="w-3 shrink-0 font-mono">
        {sign}
      </span>
      <span className="font-mono break-all">{item.key}</span>
      <span className="text-xs opacity-80">{label}</span>
      {typeof description === 'string' ? (
        <span className="min-w-0 truncate text-xs text-zinc-400">{description}</span>
      ) : null}
    </li>
  );
}

function ChangedItem({ item }: { item: ItemChange }) {
  return (
    <article aria-label={`${item.key} changed`} className="overflow-hidden rounded-md border border-amber-900/60">
      <h4 className="flex items-baseline gap-2 bg-amber-950/30 px-3 py-1.5 text-sm text-amber-100">
        <span aria-hidden="true" className="w-3 font-mono">
          ~
        </span>
        <span className="font-mono break-all">{item.key}</span>
        <span className="text-xs text-amber-200/80">
          changed: {item.changes.length} {item.changes.length === 1 ? 'difference' : 'differences'}
        </span>
      </h4>
      <ChangeTable changes={item.changes} />
    </article>
  );
}

/** Each difference in a row: what changed and where, then the value before and after, side by side. */
function ChangeTable({ changes }: { changes: readonly DiffChange[] }) {
  return (
    <table className="w-full table-fixed border-collapse text-xs">
      <thead className="text-left text-zinc-500">
        <tr className="border-b border-zinc-800">
          <th scope="col" className="w-[40%] px-3 py-1 font-medium">
            Change
          </th>
          <th scope="col" className="px-3 py-1 font-medium">
            Before
          </th>
          <th scope="col" className="px-3 py-1 font-medium">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change, index) => (
          <tr key={index} className="border-b border-zinc-800/70 align-top last:border-b-0">
            <td className="px-3 py-1.5">
              <span
                className={
                  addedKinds.has(change.kind)
                    ? 'text-emerald-300'
                    : removedKinds.has(change.kind)
                      ? 'text-rose-300'
                      : 'text-amber-200'
                }
              >
                {changeWords(change)}
              </span>
              <code className="block break-all font-mono text-[11px] text-zinc-500">{change.pointer || '/'}</code>
            </td>
            <td className="break-all px-3 py-1.5 font-mono text-zinc-300">
              {'before' in change ? shortJson(change.before, 200) : <span className="text-zinc-600">—</span>}
            </td>
            <td className="break-all px-3 py-1.5 font-mono text-zinc-300">
              {'after' in change ? shortJson(change.after, 200) : <span className="text-zinc-600">—</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The change in words, without the values the Before and After columns already show. */
function changeWords(change: DiffChange): string {
  switch (change.kind) {
    case 'added':
      return 'added';
    case 'removed':
      return 'removed';
    case 'changed':
      return 'changed';
    case 'type-changed':
      return 'type changed';
    default:
      return change.text;
  }
}
