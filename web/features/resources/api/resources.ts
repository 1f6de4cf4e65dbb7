import { useQuery, useQueryClient } from '@tanstack/react-query';
import { resourcesListQuery } from '../../../lib/resources-list-query.ts';
import { useEffect } from 'react';
import { resourceReadQuery } from '../../../lib/resource-read-query.ts';
import { useOffered, useSession } from '../../../lib/session-context.tsx';

export { resourcesListQuery, type ResourcesList } from '../../../lib/resources-list-query.ts';

export function useResourcesList() {
  const session = useSession();
  const { connection, enabled } = useOffered('resources');
  return useQuery({ ...resourcesListQuery(session, connection), enabled });
}

export function useResourceRead(uri: unknown) {
  const session = useSession();
  const { connection, enabled } = useOffered('resources');
  return useQuery({ ...resourceReadQuery(session, connection, uri), enabled });
}

/** `notifications/resources/updated` makes the read of that uri stale, so a shown resource is read again. */
export function useResourceUpdatedRefetch() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { connection } = useOffered('resources');
  useEffect(
    () =>
      session.onNotification((method, params) => {
        if (method !== 'notifications/resources/updated') return;
        const uri = typeof params === 'object' && params !== null ? (params as { uri?: unknown }).uri : undefined;
        if (typeof uri === 'string')
          void queryClient.invalidateQueries({ queryKey: ['resources/read', connection, uri] });
      }),
    [session, queryClient, connection],
  );
}
