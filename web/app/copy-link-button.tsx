import { useState } from 'react';
import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import { serverId } from '../../shared/config/server-id.ts';
import { smallButtonClass } from '../components/schema-form/form-classes.ts';
import { linkToShownPlace } from './copy-link.ts';

/** Copies a link to the place shown (copy-link.ts). */
export function CopyLinkButton({ target }: { target: ConnectTarget }) {
  const [said, setSaid] = useState<{ text: string; link?: string }>();
  const copy = async () => {
    const link = linkToShownPlace(serverId(target));
    try {
      await navigator.clipboard.writeText(link);
      const copied = { text: 'Link copied (without the token).' };
      setSaid(copied);
      // Said for a moment; a refusal stays until dismissed, with the link to copy by hand.
      setTimeout(() => setSaid((now) => (now === copied ? undefined : now)), 5_000);
    } catch (error) {
      // Refused (no permission, the page not focused): said, and the link shown to copy by hand.
      const why = error instanceof Error ? error.message : String(error);
      setSaid({ text: `The browser did not let the page copy (${why}). The link:`, link });
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
