import { queryOptions } from '@tanstack/react-query';
import type { Finding } from '../../shared/diagnose/finding.ts';
import { readResources, readResourceTemplates } from '../../shared/protocol-read/resource-item.ts';
import type { ResourceItem, ResourceTemplateItem } from '../../shared/protocol-read/resource-item.ts';
import type { ListedItems } from '../../shared/session/list-all.ts';
import { listFailedFinding } from '../../shared/session/list-failed.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';

export interface ResourcesList {
  /** Every entry, read leniently: a broken one is kept and carries its problems. */
  resources: ResourceItem[];
  templates: ResourceTemplateItem[];
  /** What is wrong with the lists as a whole (the templates' named so). */
  listFindings: Finding[];
}

/** Every page of resources/list and resources/templates/list of a connection: the Resources tab's, and what an app's view reads its listing `_meta.ui` from. */
export function resourcesListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['resources/list', connection],
    queryFn: async (): Promise<ResourcesList> => {
      const resources = await session.listAll<unknown>('resources/list', 'resources');
      const templates = await session.listAll<unknown>('resources/templates/list', 'resourceTemplates').catch(
        (error: Error): ListedItems<unknown> => ({
          items: [],
          resultFindings: [listFailedFinding(`resources/templates/list failed: ${error.message}`)],
          findings: [],
          pages: 0,
        }),
      );
      return {
        resources: readResources(resources.items),
        templates: readResourceTemplates(templates.items),
        listFindings: [
          ...resources.resultFindings,
          ...templates.resultFindings.map((finding) => ({ ...finding, message: `templates: ${finding.message}` })),
        ],
      };
    },
  });
}
