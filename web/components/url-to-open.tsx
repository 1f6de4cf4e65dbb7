import type { OpenableUrl } from '../../shared/lib/openable-url.ts';

/**
 * What a server-supplied URL leads to, written out in full with its scheme
 * before anything opens it (a host alone hides `javascript://host/…`); or,
 * for a URL that will not be opened, why.
 */
export function UrlToOpen({ checked }: { checked: OpenableUrl }) {
  if (!checked.ok)
    return (
      <p role="note" aria-label="Not opened" className="text-xs text-rose-300">
        {checked.reason}
      </p>
    );
  return (
    <p className="text-xs text-zinc-400">
      Opens{' '}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a read-only value named for what it holds; people and tests find it by that label (getByLabel) */}
      <span aria-label="Opens" className="break-all font-mono text-zinc-200">
        {checked.href}
      </span>{' '}
      in a new tab. Check it is a site you expect first.
    </p>
  );
}
