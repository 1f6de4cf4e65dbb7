/** How many recent choices the palette keeps. */
export const RECENT_CHOICES = 8;

/** The list with `id` first, once, and no longer than `limit`. */
export function rememberChoice(recent: readonly string[], id: string, limit = RECENT_CHOICES): string[] {
  return [id, ...recent.filter((other) => other !== id)].slice(0, limit);
}

/** What storage held, read leniently: anything but a list of strings is no recent choices. */
export function readRecentChoices(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string').slice(0, RECENT_CHOICES)
      : [];
  } catch {
    return [];
  }
}

const storageKey = 'mcp-loupe:palette-recent';

/** The palette's recent choices in this browser (localStorage), kept across reloads; storage refused is no recent choices. */
export const browserRecentChoices = {
  read(): string[] {
    try {
      return readRecentChoices(localStorage.getItem(storageKey));
    } catch {
      return [];
    }
  },
  remember(id: string): void {
    try {
      localStorage.setItem(storageKey, JSON.stringify(rememberChoice(this.read(), id)));
    } catch {
      // Storage full or refused: the choice is not remembered, and nothing else changes.
    }
  },
};
