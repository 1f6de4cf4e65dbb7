import { useQuery } from '@tanstack/react-query';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { openSkill, readSkillFile, type ReadResource } from '../../../../shared/skills/open-skill.ts';
import { readSkillEntry, skillsOffered, type SkillEntry } from '../../../../shared/skills/skill-entry.ts';
import { useSession, useSessionState } from '../../../lib/session-context.tsx';
import { skillsListQuery } from '../../../lib/skills-list-query.ts';

/** Where the skills can be asked for: the connection, and whether the connected server declares the extension. */
export function useSkillsOffered(): {
  connection: number;
  connected: boolean;
  offered: boolean;
  directoryRead: boolean;
} {
  const state = useSessionState();
  const connected = state.status === 'connected';
  const declared = skillsOffered(connected ? state.server?.capabilities : undefined);
  return { connection: state.connection, connected, ...declared };
}

/** Every resources/read a skill makes goes through the session, so it is in the wire log. */
function reader(session: McpSession): ReadResource {
  return (uri) => session.request('resources/read', { uri });
}

/** The listing: names, descriptions, front matter and digests, and nothing read. */
export function useSkillsList() {
  const session = useSession();
  const { connection, offered } = useSkillsOffered();
  return useQuery({ ...skillsListQuery(session, connection), enabled: offered });
}

/** One skill's entry by the uri of its SKILL.md (`skills/get`), for a skill the listing leaves out. */
export async function getSkill(session: McpSession, uri: string): Promise<SkillEntry> {
  const outcome = await session.request('skills/get', { uri });
  if (outcome.kind === 'cancelled') throw new Error('skills/get was cancelled');
  if (outcome.kind === 'error')
    throw new Error(`skills/get: ${outcome.code !== undefined ? `${outcome.code} ` : ''}${outcome.message}`);
  const skill =
    typeof outcome.result === 'object' && outcome.result !== null
      ? (outcome.result as { skill?: unknown }).skill
      : undefined;
  return readSkillEntry(skill, 'result.skill');
}

/** The skill opened: its SKILL.md read and checked. Runs only once the person opens it. */
export function useOpenedSkill(entry: SkillEntry) {
  const session = useSession();
  const { connection } = useSkillsOffered();
  return useQuery({
    queryKey: ['skills/open', connection, entry.uri, entry.raw],
    queryFn: () => openSkill(reader(session), entry),
  });
}

/** One file of a skill, read when the person asks for it and checked against the entry. */
export function useSkillFile(entry: SkillEntry, uri: string) {
  const session = useSession();
  const { connection } = useSkillsOffered();
  return useQuery({
    queryKey: ['skills/file', connection, entry.uri, uri, entry.raw],
    queryFn: () => readSkillFile(reader(session), entry, uri),
  });
}
