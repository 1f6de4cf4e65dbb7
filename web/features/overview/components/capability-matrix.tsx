import type { ClientCapabilities } from '@modelcontextprotocol/client';
import type { CapabilityRow } from '../../../../shared/protocol-read/server-identity.ts';

function clientRows(capabilities: ClientCapabilities): CapabilityRow[] {
  return (['roots', 'sampling', 'elicitation'] as const).map((name) => ({
    name,
    present: capabilities[name] !== undefined,
    detail: [],
  }));
}

/** What the server offers (rows read leniently from its capabilities) and what the inspector declared, side by side. */
export function CapabilityMatrix({ server, client }: { server: readonly CapabilityRow[]; client: ClientCapabilities }) {
  return (
    // relative holds the sr-only caption inside the panel; placed against the page, it would make the page scroll.
    <div className="relative space-y-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Capabilities</h3>
      <table className="w-full text-xs">
        <caption className="sr-only">Capabilities offered by the server and declared by the inspector</caption>
        <tbody>
          {server.map((row) => (
            <CapabilityMatrixRow key={`s-${row.name}`} row={row} side="server" />
          ))}
          {clientRows(client).map((row) => (
            <CapabilityMatrixRow key={`c-${row.name}`} row={row} side="inspector" />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CapabilityMatrixRow({ row, side }: { row: CapabilityRow; side: 'server' | 'inspector' }) {
  return (
    <tr className="border-b border-zinc-800/70 last:border-0">
      <th scope="row" className="whitespace-nowrap py-1 pr-3 text-left align-top font-mono font-normal text-zinc-300">
        {row.name}
      </th>
      <td className="whitespace-nowrap py-1 pr-3 align-top text-zinc-500">{side}</td>
      {/* Flags wrap between words, never inside one. */}
      <td className={`py-1 text-right align-top ${row.present ? 'text-emerald-300' : 'text-zinc-600'}`}>
        {row.present ? (row.detail.length ? row.detail.join(', ') : 'yes') : 'no'}
      </td>
    </tr>
  );
}
