import { useMemo, useState } from 'react';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { entryLabel } from '../../../../shared/wire/wire-entry.ts';
import { Button } from '../../../components/button.tsx';
import { editInComposer } from '../../../lib/composer-draft.ts';
import { formatBytes, formatTime, prettyRaw } from '../lib/format.ts';
import { LargeText } from '../../../components/content/large-text.tsx';
import { HttpFactsView } from './http-facts.tsx';

export interface EntryDetailProps {
  entry: WireEntry;
  /** The other half of a request/response pair, when there is one. */
  partner: WireEntry | undefined;
  /** For a frame or SSE event that came over HTTP: the request head of its exchange. */
  carrier?: WireEntry;
  revealSecrets?: boolean;
  onSelect: (seq: number) => void;
  onClose: () => void;
}

/** One entry in full: pretty JSON (parsed only now, on demand), its pair, its problems, and a copy button. */
export function EntryDetail({ entry, partner, carrier, revealSecrets = false, onSelect, onClose }: EntryDetailProps) {
  const [copied, setCopied] = useState(false);
  // A preview keeps the page responsive; the whole text is there on request (and in Copy and Export).
  // An HTTP entry's head is in the tables above; below is its body, when it has one.
  const shown = entry.kind === 'http' ? httpBody(entry.raw) : entry.raw;
  const pretty = useMemo(() => prettyRaw(shown, 100_000), [shown]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(entry.raw);
    } catch {
      return; // The browser refused (no permission, page not focused): nothing was copied, so say nothing.
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <section aria-label="Entry detail" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-zinc-800 px-3 py-2">
        <h3 className="min-w-0 flex-1 truncate font-mono text-sm text-zinc-100">
          {entryLabel(entry)} {entry.id !== undefined ? <span className="text-zinc-500">#{entry.id}</span> : null}
        </h3>
        <Button onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>
        {entry.direction === 'out' && !entry.spilled && (entry.kind === 'request' || entry.kind === 'notification' || entry.kind === 'batch') ? (
          <Button onClick={() => editInComposer(entry.raw)} title="Put this frame in the composer, with fresh ids, to change and send again">
            Edit and resend
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose} aria-label="Close detail">
          ✕
        </Button>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 border-b border-zinc-800 px-3 py-2 text-xs">
        <dt className="text-zinc-500">Time</dt>
        <dd className="font-mono">
          {formatTime(entry.t)}
          {entry.pipeT !== undefined ? <span className="text-zinc-500"> (read from the pipe at {formatTime(entry.pipeT)})</span> : null}
        </dd>
        <dt className="text-zinc-500">Connection</dt>
        <dd className="font-mono">{entry.connection}</dd>
        <dt className="text-zinc-500">Direction</dt>
        <dd>{entry.direction === 'out' ? 'sent by the inspector' : entry.direction === 'in' ? 'received from the server' : 'inspector note'}</dd>
        <dt className="text-zinc-500">Size</dt>
        <dd className="font-mono">{formatBytes(entry.size)}</dd>
        {entry.latencyMs !== undefined ? (
          <>
            <dt className="text-zinc-500">Latency</dt>
            <dd className="font-mono">{entry.latencyMs} ms</dd>
          </>
        ) : null}
        {partner ? (
          <>
            <dt className="text-zinc-500">{partner.seq < entry.seq ? 'Request' : 'Response'}</dt>
            <dd>
              <button type="button" className="font-mono text-sky-400 hover:underline" onClick={() => onSelect(partner.seq)}>
                {entryLabel(partner)} {partner.kind === 'http' ? '' : partner.kind === 'error' ? 'error' : partner.kind === 'result' ? 'result' : 'request'} at {formatTime(partner.t)}
              </button>
            </dd>
          </>
        ) : null}
      </dl>
      <HttpFactsView entry={entry} carrier={carrier} revealSecrets={revealSecrets} onSelect={onSelect} />
      {entry.problem ? <p className="border-b border-amber-900/60 bg-amber-950/30 px-3 py-2 text-xs text-amber-200">Problem: {entry.problem}</p> : null}
      {!shown ? null : pretty.cut ? (
        // Too big to pretty-print here: the text as sent, laid out a block at a time.
        <div className="min-h-0 flex-1 overflow-auto p-3">
          <LargeText text={shown} />
        </div>
      ) : (
        <pre className="min-h-0 flex-1 overflow-auto whitespace-pre-wrap break-all p-3 font-mono text-xs text-zinc-200">{pretty.text}</pre>
      )}
    </section>
  );
}

/** What follows the head (request or status line and headers) of an HTTP entry's text. */
function httpBody(raw: string): string {
  const at = raw.indexOf('\n\n');
  return at === -1 ? '' : raw.slice(at + 2);
}
