import { useMemo, useState } from 'react';
import { serverId } from '../../shared/config/server-id.ts';
import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import { type AddressProblem, readPageAddress } from '../lib/page-address.ts';
import { LinkNotice } from './link-notice.tsx';
import type { OpeningServer } from './opening-server.ts';
import { usePageAddress } from './page-address-sync.ts';

/**
 * The page's address as a link to the place shown (README "Links"): goes to the place the page opened on, says what
 * of that link could not be used, and keeps the address on the person's moves. Loaded apart from the first screen:
 * at once when the page opens on a place, else in an idle moment once the first screen is complete.
 */
export default function PageLinks({
  openedHash,
  opening,
  tabs,
  target,
}: {
  /** The address's fragment when the page opened. */
  openedHash: string;
  /** The server the opening address named, once looked up (layout.tsx). */
  opening: OpeningServer | undefined;
  tabs: readonly string[];
  /** The server the page is connected or connecting to. */
  target: ConnectTarget;
}) {
  const [opened] = useState(() => readPageAddress(openedHash, tabs));
  const server = useMemo(() => serverId(target), [target]);
  usePageAddress(opened, tabs, server);
  // The notice waits for the server's lookup, so it says everything at once.
  const waiting = openedHash.includes('server=') && !opening;
  return waiting ? null : <LinkNotice problems={[...opened.problems, ...serverProblems(opening ?? {})]} />;
}

export { CopyLinkButton } from './copy-link-button.tsx';

function serverProblems({ id, recent }: OpeningServer): AddressProblem[] {
  if (recent)
    return [
      {
        part: 'server',
        message: `This link is to ${recent.name ? `“${recent.name}”, ` : ''}a server this browser connected to before: its settings are in the connection panel, and nothing starts until you press Connect.`,
      },
    ];
  if (id)
    return [
      {
        part: 'server',
        message: `This link names a server this browser has not connected to lately (id ${id}), so it could not be opened here; its place is looked for on the server the page connects to.`,
      },
    ];
  return [];
}
