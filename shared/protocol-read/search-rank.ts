/** What a list entry is searched by: its name first, then its title, then its description. */
export interface Searchable {
  name: string;
  title?: string;
  description?: string;
}

/**
 * How well an entry matches a lower-case query, best first: 0 the exact
 * name, 1 a name that starts with it, 2 a name that holds it, 3 the title,
 * 4 the description; for a query of several words, 5 a name that holds every
 * word, 6 every word held by the name, title or description; undefined when
 * nothing holds it. A name's `_`, `-`, `.`, `/` and `:` read as spaces too, so
 * "search repos" starts `search_repositories`.
 */
export function searchRank(item: Searchable, query: string): number | undefined {
  const { name, title, description, spacedName } = lowerCased(item);
  if (name === query) return 0;
  if (name.startsWith(query) || spacedName?.startsWith(query)) return 1;
  if (name.includes(query) || spacedName?.includes(query)) return 2;
  if (title?.includes(query)) return 3;
  if (description?.includes(query)) return 4;
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  if (words.every((word) => name.includes(word))) return 5;
  if (words.every((word) => name.includes(word) || title?.includes(word) || description?.includes(word))) return 6;
  return undefined;
}

/** Each entry's texts in lower case, made on its first search: a keystroke over 2,000 tools does not lower-case 2,000 descriptions again. */
interface LowerCased extends Searchable {
  /** The name with its separators as spaces, when it has any. */
  spacedName?: string;
}

const lowerCasedTexts = new WeakMap<Searchable, LowerCased>();

function lowerCased(item: Searchable): LowerCased {
  let texts = lowerCasedTexts.get(item);
  if (texts === undefined) {
    const name = item.name.toLowerCase();
    const spacedName = name.replace(/[_\-./:]+/g, ' ');
    texts = {
      name,
      ...(spacedName !== name ? { spacedName } : {}),
      ...(item.title !== undefined ? { title: item.title.toLowerCase() } : {}),
      ...(item.description !== undefined ? { description: item.description.toLowerCase() } : {}),
    };
    // Entries are made once per list read and never changed after (a new list is new entries).
    lowerCasedTexts.set(item, texts);
  }
  return texts;
}

/**
 * The entries that match `query` (trimmed, any case), best match first;
 * within a rank, the server's order. Everything, in order, for an empty query.
 */
export function searchByRank<T extends Searchable>(items: readonly T[], query: string): T[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...items];
  const ranked: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const rank = searchRank(item, wanted);
    if (rank !== undefined) ranked.push({ item, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.item);
}
