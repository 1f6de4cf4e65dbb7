import type { RecentConnection } from '../../shared/config/recent-connections.ts';
import { isServerId, recentById, serverId } from '../../shared/config/server-id.ts';
import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import { targetFacts } from '../../shared/session/target-kinds.ts';
import type { FillNote } from '../features/connection/components/fill-note.tsx';

/**
 * The server a link names (its `server=` id, web/lib/page-address.ts), when it is not the one the page starts with:
 * `recent` when this browser connected to it before. Then the connection panel is filled with it (`note` says so) and
 * waits for Connect, as a connection link does, since connecting may start a process and a link alone must never do
 * that. Loaded only when the page opens on an address with a server id.
 */
export interface OpeningServer {
  readonly id?: string;
  readonly recent?: RecentConnection;
  readonly note?: FillNote;
}

export function openingServer({
  hash,
  start,
  recents,
}: {
  hash: string;
  /** The server the page starts with when nothing else is asked for. */
  start: ConnectTarget;
  recents: readonly RecentConnection[];
}): OpeningServer {
  const id = new URLSearchParams(hash.slice(1)).get('server');
  if (!id || !isServerId(id) || serverId(start) === id) return {};
  const recent = recentById(recents, id);
  if (!recent) return { id };
  const note: FillNote = {
    source: "the link's server, as this browser remembers it",
    stdio: targetFacts(recent.target).startsProcess,
    placeholders: [],
    withheld: recent.withheld,
  };
  return { id, recent, note };
}
