import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { StdioTarget } from '../../../../shared/session/connect-target.ts';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { entryLabel } from '../../../../shared/wire/wire-entry.ts';
import { Button } from '../../../components/button.tsx';
import { editInComposer } from '../../../lib/composer-draft.ts';
import { liveLogEntryShown } from '../../../lib/log-selection.ts';
import { usePageCommand } from '../../../lib/page-commands.ts';
import { formatBytes, formatTime } from '../lib/format.ts';
import { readReplayCommand, replayKind, type ReplaySource } from '../lib/replay-command.ts';
import { BatchLinks } from './batch-links.tsx';
import { FindingsList } from './findings-list.tsx';
import { HttpFactsView } from './http-facts.tsx';
import { initialMode, PayloadView, type PayloadMode } from './payload-view.tsx';

// Loaded when a model turn or a tools/call is opened: the Log tab, fetched at the first connect, stays small.
const ModelTurnLinks = lazy(() =>
  import('./model-turn-links.tsx').then((module) => ({ default: module.ModelTurnLinks })),
);

export interface EntryDetailProps {
  entry: WireEntry;
  /** The other half of a request/response pair, when there is one. */
  partner: WireEntry | undefined;
  /** For a frame or SSE event that came over HTTP: the request head of its exchange. */
  carrier?: WireEntry;
  revealSecrets?: boolean;
  /** The log around the entry: batch items, the handshake and exchange a replay needs. */
  source: ReplaySource;
  /** The stdio server each connection started, for the replay command. */
  targetOf?: ((connection: number) => StdioTarget | undefined) | undefined;
  /** How this mcp-loupe's command line is run, for the replay of a call the server asked something during. */
  cli?: readonly string[] | undefined;
  /** The live log's detail (not an imported log's): Copy as command from the palette copies this entry. */
  live?: boolean;
  onSelect: (seq: number) => void;
  onClose: () => void;
}

/** One entry in full: its facts, its pair, its findings, its body as a tree or as text, and copies of it as JSON or as a command. */
export function EntryDetail({
  entry,
  partner,
  carrier,
  revealSecrets = false,
  source,
  targetOf,
  cli,
  live = false,
  onSelect,
  onClose,
}: EntryDetailProps) {
  /** On the host's answer to a view: the request the host made of the server for it. */
  const servedBy = entry.app?.served !== undefined ? source.at(entry.app.served) : undefined;
  /** On an app's message: the tools/call whose result the view renders. */
  const forCall = entry.app?.call !== undefined ? source.at(entry.app.call) : undefined;
  const whole = useWholeText(entry, source);
  // An HTTP entry's head is in the tables above; below is its body, when it has one.
  const shown = entry.kind === 'http' ? httpBody(whole.text) : whole.text;
  const firstPointer = entry.findings?.find((finding) => finding.pointer)?.pointer;
  const [marked, setMarked] = useState(firstPointer);
  const [mode, setMode] = useState<PayloadMode>(() => initialMode(shown, firstPointer, entry.size));
  const replay = replayKind(entry, source);
  // Why the replay was not copied (something in it no shell can be given as it is), for the entry it was asked of.
  const [refusal, setRefusal] = useState<{ seq: number; reason: string }>();
  const showsBody = Boolean(shown) && !whole.reading;
  // The palette offers Copy as command while the live log shows an entry that has one, and asks this detail to copy it.
  useEffect(() => {
    if (!live) return;
    liveLogEntryShown.set({ seq: entry.seq, copyable: replay !== undefined });
    return () => liveLogEntryShown.set(undefined);
  }, [live, entry.seq, replay]);
  const [copyAsked, setCopyAsked] = useState(0);
  usePageCommand('copy-as-command', () => setCopyAsked((count) => count + 1), live && replay !== undefined);
  const showPointer = (pointer: string) => {
    setMarked(pointer);
    setMode('tree');
  };
  return (
    <section aria-label="Entry detail" className="flex min-h-0 flex-1 flex-col">
      {/* The buttons go under the entry's name when the pane is narrow, rather than leaving the name one letter wide. */}
      <header className="flex flex-wrap items-center gap-2 border-b border-zinc-800 px-3 py-2">
        <h3 className="min-w-[10rem] flex-1 truncate font-mono text-sm text-zinc-100">
          {entryLabel(entry)} {entry.id !== undefined ? <span className="text-zinc-500">#{entry.id}</span> : null}
        </h3>
        <CopyButton
          label="Copy"
          title="The frame as sent (JSON)"
          text={() => (entry.spilled ? source.text?.(entry.seq) : entry.raw)}
        />
        {entry.direction === 'out' &&
        !entry.spilled &&
        (entry.kind === 'request' || entry.kind === 'notification' || entry.kind === 'batch') ? (
          <Button
            onClick={() => editInComposer(entry.raw)}
            title="Put this frame in the composer, with fresh ids, to change and send again"
            className="px-2.5 py-1 text-xs"
          >
            Edit and resend
          </Button>
        ) : null}
        {replay ? (
          <CopyButton
            label={replay === 'curl' ? 'Copy as curl' : 'Copy as command'}
            title={
              replay === 'curl'
                ? 'A curl command that sends this request again'
                : replay === 'cli'
                  ? 'mcp-loupe --cli as a small client: it sends this call again and answers what the server asked during it, as the inspector did'
                  : 'A shell command that starts the server and sends it the handshake and this frame'
            }
            asked={copyAsked}
            text={async () => {
              const command = await readReplayCommand(entry, source, { targetOf, revealSecrets, cli });
              setRefusal(command?.refused !== undefined ? { seq: entry.seq, reason: command.refused } : undefined);
              return command?.refused !== undefined ? undefined : command?.text;
            }}
          />
        ) : null}
        <Button variant="ghost" onClick={onClose} aria-label="Close detail">
          ✕
        </Button>
      </header>
      {refusal?.seq === entry.seq ? (
        <p role="alert" className="border-b border-zinc-800 px-3 py-1.5 text-xs text-rose-300">
          Not copied: {refusal.reason}.
        </p>
      ) : null}
      {/* The facts scroll on their own (many headers, a long finding list), and leave the body below room of its own. */}
      <div className={showsBody ? 'max-h-[55%] shrink-0 overflow-y-auto' : 'min-h-0 flex-1 overflow-y-auto'}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 border-b border-zinc-800 px-3 py-2 text-xs">
          <dt className="text-zinc-500">Time</dt>
          <dd className="font-mono">
            {formatTime(entry.t)}
            {entry.pipeT !== undefined ? (
              <span className="text-zinc-500"> (read from the pipe at {formatTime(entry.pipeT)})</span>
            ) : null}
          </dd>
          <dt className="text-zinc-500">Connection</dt>
          <dd className="font-mono">{entry.connection}</dd>
          <dt className="text-zinc-500">Direction</dt>
          <dd>
            {entry.kind === 'model'
              ? `${entry.direction === 'out' ? 'to' : 'from'} the model (not the server's wire)`
              : entry.app
                ? entry.direction === 'out'
                  ? 'sent by the inspector, as host, to the app'
                  : entry.app.sandbox
                    ? "received from the app's sandbox proxy"
                    : 'received from the app'
                : entry.direction === 'out'
                  ? 'sent by the inspector'
                  : entry.direction === 'in'
                    ? 'received from the server'
                    : 'inspector note'}
          </dd>
          {entry.app ? (
            <>
              <dt className="text-zinc-500">App</dt>
              <dd>
                app {entry.app.view}, <span className="font-mono">{entry.app.uri}</span>: the channel between the view
                and the inspector as its host, not the server's wire
              </dd>
            </>
          ) : null}
          {forCall ? (
            <>
              <dt className="text-zinc-500">View of</dt>
              <dd>
                <button
                  type="button"
                  className="font-mono text-sky-400 hover:underline"
                  onClick={() => onSelect(forCall.seq)}
                >
                  the {entryLabel(forCall)} at {formatTime(forCall.t)}
                </button>
              </dd>
            </>
          ) : null}
          {servedBy ? (
            <>
              <dt className="text-zinc-500">Served by</dt>
              <dd>
                <button
                  type="button"
                  className="font-mono text-sky-400 hover:underline"
                  onClick={() => onSelect(servedBy.seq)}
                >
                  {entryLabel(servedBy)} request to the server at {formatTime(servedBy.t)}
                </button>
              </dd>
            </>
          ) : null}
          {entry.probe ? (
            <>
              <dt className="text-zinc-500">Probe</dt>
              <dd>
                the inspector's own (learning the revision, or a transport or route it tried and moved on from): never
                held against the server
              </dd>
            </>
          ) : null}
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
                <button
                  type="button"
                  className="font-mono text-sky-400 hover:underline"
                  onClick={() => onSelect(partner.seq)}
                >
                  {entryLabel(partner)}{' '}
                  {partner.kind === 'http' || partner.kind === 'model'
                    ? ''
                    : partner.kind === 'error'
                      ? 'error'
                      : partner.kind === 'result'
                        ? 'result'
                        : 'request'}{' '}
                  at {formatTime(partner.t)}
                </button>
              </dd>
            </>
          ) : null}
        </dl>
        <BatchLinks entry={entry} at={(seq) => source.at(seq)} onSelect={onSelect} />
        {entry.kind === 'model' || entry.method === 'tools/call' ? (
          <Suspense fallback={null}>
            <ModelTurnLinks entry={entry} entries={() => source.entries()} onSelect={onSelect} />
          </Suspense>
        ) : null}
        <HttpFactsView entry={entry} carrier={carrier} revealSecrets={revealSecrets} onSelect={onSelect} />
        <FindingsList
          findings={entry.findings}
          problem={entry.problem}
          marked={mode === 'tree' ? marked : undefined}
          onPointer={showPointer}
        />
        {whole.reading ? (
          <p className="border-b border-zinc-800 px-3 py-1.5 text-xs text-zinc-400">
            Reading the whole text back from storage (the log keeps only its start in memory)…
          </p>
        ) : null}
        {whole.failed ? (
          <p className="border-b border-rose-900/60 px-3 py-1.5 text-xs text-rose-300">
            Only the start of this entry could be shown: {whole.failed}
          </p>
        ) : null}
      </div>
      {showsBody ? (
        <PayloadView
          text={shown}
          size={entry.kind === 'http' ? shown.length : entry.size}
          mode={mode}
          onMode={setMode}
          highlight={marked}
        />
      ) : null}
    </section>
  );
}

/**
 * Copies text made on click (a string already built: the raw frame, or a
 * command around it), and says so for a moment. A 20 MB frame is handed to
 * the clipboard as it is, never re-serialised.
 */
function CopyButton({
  label,
  title,
  text,
  asked = 0,
}: {
  label: string;
  title: string;
  text: () => string | undefined | Promise<string | undefined>;
  /** Counts copies asked for from elsewhere (the command palette): each one copies as a click does. */
  asked?: number;
}) {
  // What the last copy did, said on the button for a moment: a copy that failed says so (and why, in its title),
  // rather than leaving the person to paste and find the old clipboard.
  const [said, setSaid] = useState<{ copied: true } | { failed: string }>();
  const say = (what: { copied: true } | { failed: string }) => {
    setSaid(what);
    setTimeout(() => setSaid((now) => (now === what ? undefined : now)), 'copied' in what ? 1500 : 4000);
  };
  const copy = async () => {
    let value: string | undefined;
    try {
      value = await text();
    } catch (error) {
      say({ failed: `Its text could not be read back from browser storage: ${(error as Error).message}` });
      return;
    }
    if (value === undefined) return;
    try {
      await navigator.clipboard.writeText(value);
    } catch (error) {
      say({ failed: `The browser refused to write the clipboard: ${(error as Error).message}` });
      return;
    }
    say({ copied: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count is the ask; copy reads the entry as it is now
  useEffect(() => {
    if (asked > 0) void copy();
  }, [asked]);
  return (
    <Button
      onClick={copy}
      title={said && 'failed' in said ? said.failed : title}
      variant={said && 'failed' in said ? 'danger' : 'secondary'}
      className="px-2.5 py-1 text-xs"
    >
      {said === undefined ? label : 'copied' in said ? 'Copied' : 'Copy failed'}
    </Button>
  );
}

/**
 * The entry's whole text: its `raw`, or, when only a preview stayed in
 * memory, the text read back from storage (the preview meanwhile). Text
 * already shown is kept if the entry moves to storage while open.
 */
function useWholeText(entry: WireEntry, source: ReplaySource): { text: string; reading: boolean; failed?: string } {
  const seen = useRef<string | undefined>(undefined);
  if (!entry.spilled) seen.current = entry.raw;
  const [read, setRead] = useState<{ text?: string; failed?: string }>({});
  const needed = entry.spilled === true && seen.current === undefined;
  useEffect(() => {
    if (!needed || !source.text) return;
    let current = true;
    source.text(entry.seq).then(
      (text) => current && setRead({ text }),
      (error: unknown) => current && setRead({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [needed, source, entry.seq]);
  if (!entry.spilled) return { text: entry.raw, reading: false };
  if (seen.current !== undefined) return { text: seen.current, reading: false };
  if (read.text !== undefined) return { text: read.text, reading: false };
  return {
    text: entry.raw,
    reading: read.failed === undefined && source.text !== undefined,
    ...(read.failed ? { failed: read.failed } : {}),
  };
}

/** What follows the head (request or status line and headers) of an HTTP entry's text. */
function httpBody(raw: string): string {
  const at = raw.indexOf('\n\n');
  return at === -1 ? '' : raw.slice(at + 2);
}
