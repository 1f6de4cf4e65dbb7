import { bridgeConnectionOpener, type OpenConnection } from '../../../../shared/checkup/fresh-connection.ts';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { bridgeUrl, proxyToken } from '../../../lib/api.ts';

/**
 * A second connection to the server being checked, for the version check:
 * a stdio server is started again through the proxy's bridge. A server
 * behind a URL gets none here (the check then says why it cannot run).
 */
export function pageConnectionOpener(session: McpSession): OpenConnection | undefined {
  const target = session.targetOf(session.state.getSnapshot().connection);
  if (target?.kind !== 'stdio') return undefined;
  return bridgeConnectionOpener({ bridgeUrl: bridgeUrl(proxyToken()), target, log: session.log });
}
