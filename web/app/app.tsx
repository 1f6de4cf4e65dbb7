import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import { SessionContext } from '../lib/session-context.tsx';
import { ListChangedInvalidation } from './list-changed-invalidation.tsx';
import { Layout } from './layout.tsx';

export function App({ session, config }: { session: McpSession; config: InspectorConfig }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <ListChangedInvalidation />
        <Layout config={config} />
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}
