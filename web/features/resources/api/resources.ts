import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readResources, readResourceTemplates } from '../../../../shared/protocol-read/resource-item.ts';
import type { ResourceItem, ResourceTemplateItem } from '../../../../shared/protocol-read/resource-item.ts';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { resourceReadQuery } from '../../../lib/resource-read-query.ts';
import { useOffered, useSession } from '../../../lib/session-context.tsx';

export interface ResourcesList {
  /** Every entry, read leniently: a broken one is kept and carries its problems. */
  resources: ResourceItem[];
  templates: ResourceTemplateItem[];
  /** Schema problems of the lists as a whole. */
  problems: string[];
}

export function resourcesListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['resources/list', connection],
    queryFn: async (): Promise<ResourcesList> => {
      const resources = await session.listAll<unknown>('resources/list', 'resources');
      const templates = await session.listAll<unknown>('resources/templates/list', 'resourceTemplates').catch((error: Error) => ({
        items: [] as unknown[],
        problems: [`resources/templates/list failed: ${error.message}`],
        pages: 0,
      }));
      return {
        resources: readResources(resources.items),
        templates: readResourceTemplates(templates.items),
        problems: [...resources.problems, ...templates.problems.map((problem) => `templates: ${problem}`)],
      };
    },
  });
}

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
        if (typeof uri === 'string') void queryClient.invalidateQueries({ queryKey: ['resources/read', connection, uri] });
      }),
    [session, queryClient, connection],
  );
}
