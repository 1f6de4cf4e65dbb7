import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';

/**
 * Entries of the log whose JSON-RPC id is the query (`7` or `#7`) or whose method holds it, best first
 * (the id, the whole method, a method that starts with it, one that holds it), the newest first within
 * each; at most `limit`. Nothing for an empty query: a log of 100,000 entries is not a list to scroll here.
 */
export function findLogEntries(entries: readonly WireEntry[], query: string, limit = 20): WireEntry[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const id = wanted.startsWith('#') ? wanted.slice(1) : wanted;
  const ranks: WireEntry[][] = [[], [], [], []];
  // Newest first, and no further than the best rank needs: once `limit` entries of rank 0 are found, the rest cannot come before them.
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index]!;
    const rank = rankOf(entry, wanted, id);
    if (rank === undefined) continue;
    const bucket = ranks[rank]!;
    if (bucket.length < limit) bucket.push(entry);
    if (ranks[0]!.length >= limit) break;
  }
  return ranks.flat().slice(0, limit);
}

function rankOf(entry: WireEntry, wanted: string, id: string): number | undefined {
  if (entry.id !== undefined && String(entry.id).toLowerCase() === id) return 0;
  const method = entry.method?.toLowerCase();
  if (method === undefined) return undefined;
  if (method === wanted) return 1;
  if (method.startsWith(wanted)) return 2;
  if (method.includes(wanted)) return 3;
  return undefined;
}

/** How the palette names an entry: its method and id, and where it went. */
export function describeLogEntry(entry: WireEntry): { name: string; title: string } {
  const id = entry.id !== undefined ? ` #${String(entry.id)}` : '';
  const way = entry.direction === 'out' ? 'sent' : entry.direction === 'in' ? 'received' : 'inspector note';
  return {
    name: `${entry.method ?? entry.kind}${id}`,
    title: `${entry.kind}, ${way}, connection ${entry.connection}, entry ${entry.seq}`,
  };
}
