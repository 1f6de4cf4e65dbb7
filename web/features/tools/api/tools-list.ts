import { useQuery } from '@tanstack/react-query';
import { useOffered, useSession } from '../../../lib/session-context.tsx';
import { toolsListQuery } from '../../../lib/tools-list-query.ts';

/** All tools of the connected server (every page), when it offers tools. */
export function useToolsList() {
  const session = useSession();
  const { connection, enabled } = useOffered('tools');
  return useQuery({ ...toolsListQuery(session, connection), enabled });
}
