import type { ClientCapabilities } from '@modelcontextprotocol/client';
import type { ServerRequest } from '../../../../shared/inbox/server-request.ts';

const uses: {
  capability: string;
  declared: (capabilities: ClientCapabilities) => boolean;
  used: (request: ServerRequest) => boolean;
}[] = [
  {
    capability: 'sampling',
    declared: (c) => c.sampling !== undefined,
    used: (r) => r.method === 'sampling/createMessage',
  },
  {
    capability: 'sampling.tools',
    declared: (c) => c.sampling?.tools !== undefined,
    used: (r) =>
      r.method === 'sampling/createMessage' && (r.params?.tools !== undefined || r.params?.toolChoice !== undefined),
  },
  {
    capability: 'elicitation.form',
    declared: (c) => (c.elicitation as { form?: object } | undefined)?.form !== undefined,
    used: (r) => r.method === 'elicitation/create' && r.params?.mode !== 'url',
  },
  {
    capability: 'elicitation.url',
    declared: (c) => (c.elicitation as { url?: object } | undefined)?.url !== undefined,
    used: (r) => r.method === 'elicitation/create' && r.params?.mode === 'url',
  },
  { capability: 'roots', declared: (c) => c.roots !== undefined, used: (r) => r.method === 'roots/list' },
  { capability: 'tasks', declared: (c) => c.tasks !== undefined, used: (r) => r.method.startsWith('tasks/') },
];

/** What the inspector declared in this session, and how often the server made use of each. */
export function CapabilitiesUsed({
  declared,
  requests,
  connection,
}: {
  declared: ClientCapabilities;
  requests: readonly ServerRequest[];
  connection: number;
}) {
  const mine = requests.filter((request) => request.connection === connection);
  return (
    <div className="rounded-md border border-zinc-800 p-3">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left text-xs font-medium text-zinc-400">
          Declared in this session, and used by the server
        </caption>
        <thead>
          <tr className="text-left text-xs text-zinc-500">
            <th scope="col" className="py-1 font-normal">
              Capability
            </th>
            <th scope="col" className="py-1 font-normal">
              Declared
            </th>
            <th scope="col" className="py-1 font-normal">
              Requests from the server
            </th>
          </tr>
        </thead>
        <tbody>
          {uses.map((row) => {
            const count = mine.filter(row.used).length;
            return (
              <tr key={row.capability} className="border-t border-zinc-800/70">
                <th scope="row" className="py-1 text-left font-mono text-xs font-normal text-zinc-200">
                  {row.capability}
                </th>
                <td className={`py-1 text-xs ${row.declared(declared) ? 'text-emerald-300' : 'text-zinc-500'}`}>
                  {row.declared(declared) ? 'yes' : 'no'}
                </td>
                <td className="py-1 text-xs text-zinc-300">{count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
