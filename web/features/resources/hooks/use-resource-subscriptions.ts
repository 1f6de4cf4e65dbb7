import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession, useSessionState } from '../../../lib/session-context.tsx';

const none: ReadonlySet<string> = new Set();

/**
 * `resources/subscribe` and `resources/unsubscribe` for servers that offer
 * them; a subscribed resource is read again when the server says it changed.
 * Subscriptions end with the connection.
 */
export function useResourceSubscriptions() {
  const session = useSession();
  const state = useSessionState();
  const [subscribed, setSubscribed] = useState<{ connection: number; uris: ReadonlySet<string> }>({ connection: state.connection, uris: none });
  const uris = subscribed.connection === state.connection ? subscribed.uris : none;
  const mutation = useMutation({
    mutationFn: async ({ uri, on, connection }: { uri: string; on: boolean; connection: number }) => {
      const outcome = await session.request(on ? 'resources/subscribe' : 'resources/unsubscribe', { uri });
      if (outcome.kind === 'error') throw new Error(outcome.code !== undefined ? `${outcome.code} ${outcome.message}` : outcome.message);
      if (outcome.kind === 'cancelled') throw new Error('Cancelled');
      return { uri, on, connection };
    },
    onSuccess: ({ uri, on, connection }) =>
      setSubscribed((previous) => {
        const next = new Set(previous.connection === connection ? previous.uris : none);
        if (on) next.add(uri);
        else next.delete(uri);
        return { connection, uris: next };
      }),
  });
  const resources = state.server?.capabilities.resources as { subscribe?: unknown } | undefined;
  return {
    offered: resources?.subscribe === true,
    isSubscribed: (uri: string) => uris.has(uri),
    toggle: (uri: string) => mutation.mutate({ uri, on: !uris.has(uri), connection: state.connection }),
    pending: mutation.isPending,
    /** Why the last subscribe or unsubscribe of `uri` failed. */
    errorFor: (uri: string) => (mutation.variables?.uri === uri ? mutation.error?.message : undefined),
  };
}
