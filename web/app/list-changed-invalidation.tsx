import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../lib/session-context.tsx';

const listFor: Record<string, string> = {
  'notifications/tools/list_changed': 'tools/list',
  'notifications/resources/list_changed': 'resources/list',
  'notifications/prompts/list_changed': 'prompts/list',
};

/** A server's list_changed notification makes the matching list stale. */
export function ListChangedInvalidation() {
  const session = useSession();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      session.onNotification((method) => {
        const list = listFor[method];
        if (list) void queryClient.invalidateQueries({ queryKey: [list] });
      }),
    [session, queryClient],
  );
  return null;
}
