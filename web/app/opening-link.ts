import type { RecentConnection } from '../../shared/config/recent-connections.ts';
import { recentById, serverId } from '../../shared/config/server-id.ts';
import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import { readPageAddress, type ReadAddress } from '../lib/page-address.ts';

/** What the page opened on: the address's place, the server it names, and what to tell the person about it. */
export interface OpeningLink {
  readonly address: ReadAddress;
  /**
   * A server this browser connected to before, named by the link, other than the one the page would start with: the
   * connection panel is filled with it and waits for Connect, as a connection link does, since connecting may start a
   * process and a link alone must never do that.
   */
  readonly recent?: RecentConnection;
  /** Sentences about the link: every part of the address left out, and a server not known here. */
  readonly notes: readonly string[];
}

export function readOpeningLink({
  hash,
  tabs,
  start,
  recents,
  connectionLink,
}: {
  hash: string;
  tabs: readonly string[];
  /** The server the page starts with when nothing else is asked for. */
  start: ConnectTarget;
  recents: readonly RecentConnection[];
  /** The address also carries a connection link: that names the server, and the place's id is not looked up. */
  connectionLink: boolean;
}): OpeningLink {
  const address = readPageAddress(hash, tabs);
  const id = address.server;
  if (!id || connectionLink || serverId(start) === id) return { address, notes: address.problems };
  const recent = recentById(recents, id);
  if (recent) {
    return {
      address,
      recent,
      notes: [
        ...address.problems,
        `This link is to ${recent.name ? `“${recent.name}”, ` : ''}a server this browser connected to before: its settings are in the connection panel, and nothing starts until you press Connect.`,
      ],
    };
  }
  return {
    address,
    notes: [
      ...address.problems,
      `This link names a server this browser has not connected to lately (id ${id}), so it could not be opened here; its place is looked for on the server the page connects to.`,
    ],
  };
}
