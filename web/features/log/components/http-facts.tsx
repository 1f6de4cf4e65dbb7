import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { entryLabel } from '../../../../shared/wire/wire-entry.ts';
import { maskHeaders, maskUrl, type HeaderPairs } from '../../../../shared/lib/header-list.ts';

/** What an HTTP entry adds to the detail: the exchange's line, its headers (secrets masked unless revealed), and where a frame rode. */
export function HttpFactsView({
  entry,
  carrier,
  revealSecrets,
  onSelect,
}: {
  entry: WireEntry;
  carrier: WireEntry | undefined;
  revealSecrets: boolean;
  onSelect: (seq: number) => void;
}) {
  const http = entry.http;
  return (
    <>
      {carrier ? (
        <div className="border-b border-zinc-800 px-3 py-2 text-xs">
          <span className="text-zinc-500">Carried by </span>
          <button
            type="button"
            className="font-mono text-sky-400 hover:underline"
            onClick={() => onSelect(carrier.seq)}
          >
            {entryLabel(carrier)} (entry {carrier.seq + 1})
          </button>
          {entry.sse ? <SseLine entry={entry} /> : null}
        </div>
      ) : null}
      {http ? (
        <div className="space-y-2 border-b border-zinc-800 px-3 py-2 text-xs">
          <p className="break-all font-mono text-zinc-200">
            {http.method} {revealSecrets ? http.url : maskUrl(http.url)}
            {http.status !== undefined ? (
              <span
                className={http.status >= 400 ? 'text-rose-300' : 'text-emerald-300'}
              >{` → ${http.status} ${http.statusText ?? ''}`}</span>
            ) : null}
          </p>
          <p className="text-zinc-500">
            {http.route === 'relay'
              ? 'Through the proxy’s relay: every header as the server sent it.'
              : 'Straight from the browser: a page can read only the response headers the server exposes through CORS.'}
          </p>
          {http.probe ? (
            <p className="text-amber-200/90">Sent by the inspector itself, not by the MCP client: {http.probe}</p>
          ) : null}
          {http.requestHeaders?.length ? (
            <HeaderTable title="Request headers" headers={http.requestHeaders} reveal={revealSecrets} />
          ) : null}
          {http.responseHeaders?.length ? (
            <HeaderTable title="Response headers" headers={http.responseHeaders} reveal={revealSecrets} />
          ) : null}
          {http.relayHeaders?.length ? <RelayHeaders headers={http.relayHeaders} reveal={revealSecrets} /> : null}
        </div>
      ) : null}
    </>
  );
}

function SseLine({ entry }: { entry: WireEntry }) {
  const parts = [
    entry.sse?.event ? `event: ${entry.sse.event}` : 'event: message',
    entry.sse?.id !== undefined ? `id: ${entry.sse.id}` : undefined,
    entry.sse?.retry !== undefined ? `retry: ${entry.sse.retry}` : undefined,
  ];
  return <span className="ml-2 font-mono text-zinc-400">({parts.filter(Boolean).join(', ')})</span>;
}

/** What the relay added to its answer to the page: not the server's, so apart and folded. */
function RelayHeaders({ headers, reveal }: { headers: HeaderPairs; reveal: boolean }) {
  return (
    <details className="border-l-2 border-zinc-700 pl-2">
      <summary className="cursor-pointer text-zinc-500 hover:text-zinc-300">
        Added by the inspector’s relay, not sent by the server ({headers.length})
      </summary>
      <HeaderTable title="Headers the relay added" headers={headers} reveal={reveal} caption={false} />
    </details>
  );
}

function HeaderTable({
  title,
  headers,
  reveal,
  caption = true,
}: {
  title: string;
  headers: HeaderPairs;
  reveal: boolean;
  caption?: boolean;
}) {
  const shown = reveal ? headers : maskHeaders(headers);
  return (
    <table aria-label={title} className="w-full table-fixed font-mono">
      {caption ? <caption className="text-left font-sans text-zinc-500">{title}</caption> : null}
      <tbody>
        {shown.map(([name, value], index) => (
          <tr key={index} className="align-top">
            <th scope="row" className="w-1/3 pr-2 text-left font-normal text-zinc-400 [overflow-wrap:anywhere]">
              {name}
            </th>
            <td className="break-all text-zinc-200">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
