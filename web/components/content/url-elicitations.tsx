import { useState } from 'react';
import { openableUrl } from '../../../shared/lib/openable-url.ts';
import { Button } from '../button.tsx';
import { UrlToOpen } from '../url-to-open.tsx';

interface UrlElicitation {
  url: string;
  message?: string;
  elicitationId?: string;
}

/** The URL elicitations a -32042 error carries in `data.elicitations`, read leniently. */
export function readUrlElicitations(data: unknown): UrlElicitation[] {
  const list = (data as { elicitations?: unknown } | undefined)?.elicitations;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) =>
    typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string'
      ? [
          {
            url: (item as { url: string }).url,
            ...(typeof (item as { message?: unknown }).message === 'string'
              ? { message: (item as { message: string }).message }
              : {}),
            ...(typeof (item as { elicitationId?: unknown }).elicitationId === 'string'
              ? { elicitationId: (item as { elicitationId: string }).elicitationId }
              : {}),
          },
        ]
      : [],
  );
}

/**
 * URL-mode elicitation required (-32042): the server wants the person at a
 * page first, then the request tried again. Each URL is shown with the
 * server's reason and opens only on the person's click; one that is not
 * http or https has no button, only the reason it is not opened.
 */
export function UrlElicitations({ data }: { data: unknown }) {
  const elicitations = readUrlElicitations(data);
  const [opened, setOpened] = useState<string[]>([]);
  if (elicitations.length === 0) return null;
  return (
    <div
      className="space-y-2 rounded-md border border-sky-900 bg-sky-950/30 p-3"
      role="group"
      aria-label="URL elicitation required"
    >
      <h5 className="text-sm font-semibold text-sky-200">
        The server asks you to open {elicitations.length === 1 ? 'a page' : 'these pages'} first, then run again
      </h5>
      {elicitations.map((elicitation, index) => {
        const checked = openableUrl(elicitation.url);
        return (
          <div key={index} className="space-y-1">
            {elicitation.message ? <p className="text-sm text-zinc-200">{elicitation.message}</p> : null}
            {/* Only a URL that may open looks like a link; a refused one is struck through. */}
            <p
              className={`break-all font-mono text-xs ${checked.ok ? 'text-sky-300' : 'text-zinc-400 line-through decoration-rose-400/60'}`}
            >
              {elicitation.url}
            </p>
            <UrlToOpen checked={checked} />
            {checked.ok ? (
              <Button
                onClick={() => {
                  window.open(checked.href, '_blank', 'noopener,noreferrer');
                  setOpened((list) => [...list, elicitation.url]);
                }}
              >
                Open URL
              </Button>
            ) : null}
            {opened.includes(elicitation.url) ? (
              <span className="ml-2 text-xs text-zinc-400">
                Opened in a new tab. Run the tool again when you are done there.
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
