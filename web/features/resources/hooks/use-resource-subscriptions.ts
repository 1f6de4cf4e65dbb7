import { useMutation } from '@tanstack/react-query';
import { useObservable, useSession, useSessionState } from '../../../lib/session-context.tsx';

/**
 * Following one resource: `subscriptions/listen` with its uri on
 * 2026-07-28, `resources/subscribe` on the 2025 revisions, for servers that
 * offer subscriptions. A followed resource is read again when the server
 * says it changed. Subscriptions end with the connection.
 */
export function useResourceSubscriptions() {
  const session = useSession();
  const state = useSessionState();
  const list = useObservable(session.subscriptions.list);
  const mutation = useMutation({
    mutationFn: async ({ uri, on }: { uri: string; on: boolean }) => {
      const problem = on
        ? await session.subscriptions.subscribeResource(uri)
        : await session.subscriptions.unsubscribeResource(uri);
      if (problem !== undefined) throw new Error(problem);
    },
  });
  const follows = (uri: string) =>
    list.some((entry) => entry.status !== 'ended' && entry.filter.resourceSubscriptions?.includes(uri) === true);
  const resources = state.server?.capabilities.resources as { subscribe?: unknown } | undefined;
  return {
    offered: resources?.subscribe === true,
    /** The method a subscribe sends on this connection. */
    method: state.server?.era === 'modern' ? 'subscriptions/listen' : 'resources/subscribe',
    isSubscribed: follows,
    toggle: (uri: string) => mutation.mutate({ uri, on: !follows(uri) }),
    pending: mutation.isPending,
    /** Why the last subscribe or unsubscribe of `uri` failed. */
    errorFor: (uri: string) => (mutation.variables?.uri === uri ? mutation.error?.message : undefined),
  };
}
