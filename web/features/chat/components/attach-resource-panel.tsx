import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceItem } from '../../../../shared/protocol-read/resource-item.ts';
import { resourcesListQuery } from '../../../lib/resources-list-query.ts';
import { useOffered, useSession } from '../../../lib/session-context.tsx';
import { requestFailure } from '../lib/request-failure.ts';
import { type ReadAttachment, resourceAttachment } from '../lib/resource-attachment.ts';

/**
 * The server's resources (resources/list), each attached to the next message on a click: read with
 * resources/read (on the wire and in the log like any read), its text sent with the message. A read that
 * fails says why, and nothing else changes.
 */
export function AttachResourcePanel({
  attached,
  onAttach,
}: {
  /** The uris already on the next message. */
  attached: ReadonlySet<string>;
  onAttach: (read: ReadAttachment) => void;
}) {
  const session = useSession();
  const { connection, enabled } = useOffered('resources');
  const list = useQuery({ ...resourcesListQuery(session, connection), enabled });
  const [reading, setReading] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const attach = async (resource: ResourceItem) => {
    setReading(resource.key);
    setFailure(undefined);
    const outcome = await session.request('resources/read', { uri: resource.rawUri });
    setReading(undefined);
    if (outcome.kind !== 'result') return setFailure(`${resource.uri}: ${requestFailure('resources/read', outcome)}`);
    const read = resourceAttachment(resource.uri, outcome.result);
    if (!read) return setFailure(`${resource.uri}: resources/read answered no contents; nothing attached.`);
    onAttach(read);
  };
  return (
    <section aria-label="Resources to attach" className="space-y-2">
      {!enabled ? (
        <p className="text-sm text-zinc-400">This server offers no resources (no resources capability).</p>
      ) : list.error ? (
        <p className="text-sm text-rose-300">resources/list failed: {list.error.message}</p>
      ) : !list.data ? (
        <p className="text-sm text-zinc-400">Listing the server’s resources…</p>
      ) : list.data.resources.length === 0 ? (
        <p className="text-sm text-zinc-400">The server lists no resources (templates are not offered here).</p>
      ) : (
        <>
          <p className="text-xs text-zinc-500">
            A resource clicked is read now (resources/read) and its text goes with the next message.
          </p>
          <ul className="flex flex-wrap gap-1.5">
            {list.data.resources.map((resource) => (
              <li key={resource.key}>
                <button
                  type="button"
                  aria-label={`Attach ${resource.name} (${resource.uri})`}
                  title={resource.description ?? resource.uri}
                  className="max-w-56 truncate rounded border border-zinc-700 px-2 py-0.5 text-left text-xs text-zinc-300 hover:bg-zinc-800 disabled:opacity-50"
                  disabled={attached.has(resource.uri) || reading !== undefined}
                  onClick={() => void attach(resource)}
                >
                  {resource.title ?? resource.name}
                  {reading === resource.key ? ' · reading…' : attached.has(resource.uri) ? ' · attached' : ''}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {failure ? (
        <p role="alert" className="text-sm text-rose-300">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
