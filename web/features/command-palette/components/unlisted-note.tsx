import type { Unlisted } from '../hooks/use-palette-sources.ts';

const joined = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The server's lists the palette cannot search yet: it reads only what the page already fetched, and says so. */
export function UnlistedNote({ unlisted }: { unlisted: readonly Unlisted[] }) {
  if (!unlisted.length) return null;
  return (
    <p className="border-t border-zinc-800 px-3 py-1.5 text-xs text-zinc-400">
      {unlisted.length === 1
        ? `The ${unlisted[0]} list is not read yet, so not searched: open its tab to read it.`
        : `The lists of ${joined(unlisted)} are not read yet, so not searched: open their tabs to read them.`}{' '}
      The palette itself sends the server nothing.
    </p>
  );
}
