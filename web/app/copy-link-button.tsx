import { useState } from 'react';
import { smallButtonClass } from '../components/schema-form/form-classes.ts';
import { formArgsOf, shownPlace } from '../lib/page-place.ts';
import { linkToPlace } from './page-address-sync.ts';

/**
 * Copies a link to the place shown: the tab, its chosen item, the arguments in that item's form, the server's id.
 * Never the token: a link is pasted into chats and issues, and the token lets anyone who has it start processes on
 * this machine. Opened with the token (the address the proxy printed, this link's `#…` after it) it goes there.
 */
export function CopyLinkButton({ server }: { server: string | undefined }) {
  const [said, setSaid] = useState<{ text: string; link?: string }>();
  const copy = async () => {
    const now = shownPlace.getSnapshot();
    const item = now.tab === undefined ? undefined : now.items[now.tab];
    const args = item && formArgsOf(item);
    const link = linkToPlace({ tab: now.tab ?? 'tools', ...(item ? { item } : {}), ...(args ? { args } : {}) }, server);
    try {
      await navigator.clipboard.writeText(link);
      setSaid({ text: 'Link copied (without the token).' });
    } catch (error) {
      // Refused (no permission, the page not focused): the link is shown, to be copied by hand.
      setSaid({ text: `The browser did not let the page copy (${(error as Error).message}). The link:`, link });
    }
  };
  return (
    <span className="flex min-w-0 items-center gap-2">
      <button
        type="button"
        className={smallButtonClass}
        title="Copy a link to this tab, item and form (without the token)"
        onClick={() => void copy()}
      >
        Copy link
      </button>
      <span role="status" className="flex min-w-0 items-center gap-1 text-xs text-zinc-400">
        {said ? <span className="shrink-0">{said.text}</span> : null}
        {said?.link ? (
          <input
            readOnly
            aria-label="Link to this place"
            value={said.link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 max-w-64 rounded border border-zinc-700 bg-zinc-950 px-1 font-mono text-[11px] text-zinc-200"
          />
        ) : null}
        {said ? (
          <button
            type="button"
            aria-label="Dismiss"
            className="rounded px-1 text-zinc-500 hover:text-zinc-200"
            onClick={() => setSaid(undefined)}
          >
            ×
          </button>
        ) : null}
      </span>
    </span>
  );
}
