import type { ClientCapabilities, ServerCapabilities } from '@modelcontextprotocol/client';

type Row = { name: string; present: boolean; detail: string[] };

function serverRows(capabilities: ServerCapabilities): Row[] {
  const entry = (name: keyof ServerCapabilities & string, flags: string[] = []): Row => {
    const value = capabilities[name] as Record<string, unknown> | undefined;
    return { name, present: value !== undefined, detail: flags.filter((flag) => value?.[flag] === true) };
  };
  const known = ['tools', 'resources', 'prompts', 'logging', 'completions', 'tasks', 'experimental'];
  const rows = [
    entry('tools', ['listChanged']),
    entry('resources', ['subscribe', 'listChanged']),
    entry('prompts', ['listChanged']),
    entry('logging'),
    entry('completions'),
    entry('tasks'),
    entry('experimental'),
  ];
  for (const name of Object.keys(capabilities)) {
    if (!known.includes(name)) rows.push({ name, present: true, detail: ['not in the spec'] });
  }
  return rows;
}

function clientRows(capabilities: ClientCapabilities): Row[] {
  return (['roots', 'sampling', 'elicitation'] as const).map((name) => ({ name, present: capabilities[name] !== undefined, detail: [] }));
}

/** What the server offers and what the inspector declared, side by side. */
export function CapabilityMatrix({ server, client }: { server: ServerCapabilities; client: ClientCapabilities }) {
  return (
    <div className="space-y-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Capabilities</h3>
      <table className="w-full text-xs">
        <caption className="sr-only">Capabilities offered by the server and declared by the inspector</caption>
        <tbody>
          {serverRows(server).map((row) => (
            <CapabilityRow key={`s-${row.name}`} row={row} side="server" />
          ))}
          {clientRows(client).map((row) => (
            <CapabilityRow key={`c-${row.name}`} row={row} side="inspector" />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CapabilityRow({ row, side }: { row: Row; side: 'server' | 'inspector' }) {
  return (
    <tr className="border-b border-zinc-800/70 last:border-0">
      <th scope="row" className="py-1 pr-2 text-left font-mono font-normal text-zinc-300">
        {row.name}
      </th>
      <td className="py-1 text-zinc-500">{side}</td>
      <td className={`py-1 text-right ${row.present ? 'text-emerald-300' : 'text-zinc-600'}`}>
        {row.present ? (row.detail.length ? row.detail.join(', ') : 'yes') : 'no'}
      </td>
    </tr>
  );
}
