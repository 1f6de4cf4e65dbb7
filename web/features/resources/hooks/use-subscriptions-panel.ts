import { useState } from 'react';
import type { SubscriptionFilter } from '../../../../shared/session/subscriptions.ts';
import { featureAvailability } from '../../../../shared/protocol/revision-features.ts';
import { useObservable, useSession, useSessionState } from '../../../lib/session-context.tsx';

export interface ListChangeOffer {
  key: 'tools' | 'prompts' | 'resources';
  filter: SubscriptionFilter;
  label: string;
  /** Why the server would not honor it, when it does not declare the list as changing. */
  notDeclared?: string;
}

const lists: { key: ListChangeOffer['key']; filter: SubscriptionFilter }[] = [
  { key: 'tools', filter: { toolsListChanged: true } },
  { key: 'prompts', filter: { promptsListChanged: true } },
  { key: 'resources', filter: { resourcesListChanged: true } },
];

/** The connection's subscriptions, and what can be opened and ended from the Subscriptions list. */
export function useSubscriptionsPanel() {
  const session = useSession();
  const state = useSessionState();
  const subscriptions = useObservable(session.subscriptions.list);
  const [problem, setProblem] = useState<{ connection: number; text: string }>();
  const capabilities = (state.server?.capabilities ?? {}) as Record<string, { listChanged?: unknown } | undefined>;
  const offers: ListChangeOffer[] = lists.map(({ key, filter }) => ({
    key,
    filter,
    label: `${key} list changes`,
    notDeclared:
      capabilities[key]?.listChanged === true
        ? undefined
        : `The server does not declare ${key}.listChanged, so it would not honor this`,
  }));
  return {
    connected: state.status === 'connected',
    subscriptions,
    listen: featureAvailability('listen', state.server?.protocolVersion),
    offers,
    open: async (offer: ListChangeOffer) => {
      setProblem(undefined);
      await session.subscriptions.listen(offer.filter, offer.label);
    },
    end: async (id: string) => {
      setProblem(undefined);
      const text = await session.subscriptions.end(id);
      if (text !== undefined) setProblem({ connection: state.connection, text });
    },
    problem: problem?.connection === state.connection ? problem.text : undefined,
  };
}
