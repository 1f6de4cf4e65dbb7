import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readResources, readResourceTemplates } from '../../../../shared/protocol-read/resource-item.ts';
import type { ResourceItem, ResourceTemplateItem } from '../../../../shared/protocol-read/resource-item.ts';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
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

/**
 * `uri` as the server sent it (usually a string): a read sends it back
 * unchanged. A read is stale at once, so choosing a resource again reads it
 * again (the last contents stay on screen meanwhile).
 */
export function resourceReadQuery(session: McpSession, connection: number, uri: unknown) {
  return queryOptions({
    queryKey: ['resources/read', connection, uri],
    queryFn: () => session.request('resources/read', { uri }),
    staleTime: 0,
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
