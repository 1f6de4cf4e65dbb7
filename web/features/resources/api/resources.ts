import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Resource, ResourceTemplateType as ResourceTemplate } from '@modelcontextprotocol/client';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { useSession, useSessionState } from '../../../lib/session-context.tsx';

export function resourcesListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['resources/list', connection],
    queryFn: async () => {
      const resources = await session.listAll<Resource>('resources/list', 'resources');
      const templates = await session.listAll<ResourceTemplate>('resources/templates/list', 'resourceTemplates').catch((error: Error) => ({
        items: [] as ResourceTemplate[],
        problems: [`resources/templates/list failed: ${error.message}`],
        pages: 0,
      }));
      return { resources: resources.items, templates: templates.items, problems: [...resources.problems, ...templates.problems] };
    },
  });
}

export function resourceReadQuery(session: McpSession, connection: number, uri: string) {
  return queryOptions({
    queryKey: ['resources/read', connection, uri],
    queryFn: () => session.request('resources/read', { uri }),
  });
}

function useConnected(capability: 'resources') {
  const state = useSessionState();
  return { connection: state.connection, enabled: state.status === 'connected' && state.server?.capabilities[capability] !== undefined };
}

export function useResourcesList() {
  const session = useSession();
  const { connection, enabled } = useConnected('resources');
  return useQuery({ ...resourcesListQuery(session, connection), enabled });
}

export function useResourceRead(uri: string | undefined) {
  const session = useSession();
  const { connection, enabled } = useConnected('resources');
  return useQuery({ ...resourceReadQuery(session, connection, uri ?? ''), enabled: enabled && Boolean(uri) });
}
