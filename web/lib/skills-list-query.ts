import { queryOptions } from '@tanstack/react-query';
import type { Finding } from '../../shared/diagnose/finding.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import type { SkillEntry } from '../../shared/skills/skill-entry.ts';
import { listSkills } from '../../shared/skills-listing/list-skills.ts';

export interface SkillsList {
  entries: SkillEntry[];
  /** What is wrong with the listing as a whole (pages, cursors). */
  listFindings: Finding[];
}

/** Every page of skills/list of a connection: the Skills tab's, and what the command palette finds skills in. */
export function skillsListQuery(session: McpSession, connection: number) {
  return queryOptions({
    queryKey: ['skills/list', connection],
    queryFn: async (): Promise<SkillsList> => {
      const listed = await listSkills(
        (params) => session.request('skills/list', params),
        session.state.getSnapshot().server?.protocolVersion,
      );
      return { entries: listed.entries, listFindings: listed.resultFindings };
    },
  });
}
