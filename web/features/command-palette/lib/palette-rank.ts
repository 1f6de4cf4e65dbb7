import { searchRank } from '../../../../shared/protocol-read/search-rank.ts';
import { type PaletteItem, type PaletteKind, paletteKinds } from './palette-item.ts';

export interface PaletteGroup {
  /** `recent` for the recent choices, otherwise the kind of every entry in it. */
  readonly kind: PaletteKind | 'recent';
  readonly items: readonly PaletteItem[];
  /** Matches past the group's limit, not shown: typing more narrows them. */
  readonly more: number;
}

/**
 * The entries that match `query`, grouped for showing: the recent choices first (the latest first), then
 * one group per kind, the group with the best match first. Entries match and rank as the Tools list's
 * search ranks tools (the exact name, a name that starts with the query, one that holds it, the title,
 * the description); within a rank, the order they came in. An empty query matches everything.
 */
export function arrangePalette(
  items: readonly PaletteItem[],
  query: string,
  recent: readonly string[],
  perGroup = 50,
): PaletteGroup[] {
  const wanted = query.trim().toLowerCase();
  const recentFirst: { item: PaletteItem; order: number }[] = [];
  const byKind = new Map<PaletteKind, { item: PaletteItem; rank: number; index: number }[]>();
  items.forEach((item, index) => {
    const rank = wanted ? searchRank(item, wanted) : 0;
    if (rank === undefined) return;
    const order = item.remembered ? recent.indexOf(item.id) : -1;
    if (order >= 0) {
      recentFirst.push({ item, order });
      return;
    }
    const group = byKind.get(item.kind) ?? [];
    group.push({ item, rank, index });
    byKind.set(item.kind, group);
  });
  const groups: PaletteGroup[] = [];
  if (recentFirst.length)
    groups.push({
      kind: 'recent',
      items: recentFirst.sort((a, b) => a.order - b.order).map(({ item }) => item),
      more: 0,
    });
  const ranked = [...byKind].map(([kind, entries]) => ({
    kind,
    entries: entries.sort((a, b) => a.rank - b.rank || a.index - b.index),
  }));
  ranked.sort(
    (a, b) =>
      (a.entries[0]?.rank ?? 0) - (b.entries[0]?.rank ?? 0) ||
      paletteKinds.indexOf(a.kind) - paletteKinds.indexOf(b.kind),
  );
  for (const { kind, entries } of ranked)
    groups.push({
      kind,
      items: entries.slice(0, perGroup).map(({ item }) => item),
      more: Math.max(0, entries.length - perGroup),
    });
  return groups;
}
