import { queryOptions } from '@tanstack/react-query';
import type { McpSession } from '../../shared/session/mcp-session.ts';

/**
 * `uri` as the server sent it (usually a string): a read sends it back
 * unchanged. A read is stale at once, so choosing a resource again reads it
 * again (the last contents stay on screen meanwhile). The Resources tab and a
 * resource link in a result share one entry per uri, so an update notification
 * refreshes both.
 */
export function resourceReadQuery(session: Pick<McpSession, 'request'>, connection: number, uri: unknown) {
  return queryOptions({
    queryKey: ['resources/read', connection, uri],
    queryFn: () => session.request('resources/read', { uri }),
    staleTime: 0,
  });
}
