import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { readStoredCalls } from '../../../../shared/call-history/saved-calls.ts';
import { readServerIdentity } from '../../../../shared/protocol-read/server-identity.ts';
import { skillsOffered } from '../../../../shared/skills/skill-entry.ts';
import { promptsListQuery } from '../../../lib/prompts-list-query.ts';
import { recentConnections } from '../../../lib/recent-connections-store.ts';
import { resourcesListQuery } from '../../../lib/resources-list-query.ts';
import { localSavedCallsStorage } from '../../../lib/saved-calls-storage.ts';
import { useSession, useSessionState } from '../../../lib/session-context.tsx';
import { isMac } from '../../../lib/platform.ts';
import { skillsListQuery } from '../../../lib/skills-list-query.ts';
import { toolsListQuery } from '../../../lib/tools-list-query.ts';
import { findLogEntries } from '../lib/log-matches.ts';
import { actionFacts } from '../lib/palette-actions.ts';
import type { PaletteSources } from '../lib/palette-items.ts';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';

/** The server's lists the page offers but has not read yet, by the name of their tab. */
export type Unlisted = 'Tools' | 'Resources' | 'Prompts' | 'Skills';

/**
 * What the palette finds things in: the lists already fetched (read from the query cache, never fetched
 * here: opening the palette sends the server nothing), the saved calls and recent servers in storage;
 * and the live log's entries that match `query`. Also which of the server's lists are offered but not read yet.
 */
export function usePaletteSources(
  query: string,
  tabs: readonly { key: string; label: string }[],
): { sources: PaletteSources; logEntries: readonly WireEntry[]; unlisted: Unlisted[] } {
  const session = useSession();
  const state = useSessionState();
  const { connection } = state;
  const connected = state.status === 'connected';
  const capabilities = connected ? state.server?.capabilities : undefined;
  // enabled: false reads what the tabs fetched and follows it; it never asks the server.
  const tools = useQuery({ ...toolsListQuery(session, connection), enabled: false }).data;
  const resources = useQuery({ ...resourcesListQuery(session, connection), enabled: false }).data;
  const prompts = useQuery({ ...promptsListQuery(session, connection), enabled: false }).data;
  const skills = useQuery({ ...skillsListQuery(session, connection), enabled: false }).data;
  const servers = useSyncExternalStore(recentConnections().subscribe, recentConnections().getSnapshot);
  const serverName = connected ? (readServerIdentity(state.server?.info).name ?? '') : undefined;
  // Read once per opening: the palette is open for a moment, and a call saved meanwhile is saved elsewhere.
  const [stored] = useState(() => readStoredCalls(localSavedCallsStorage().read()));
  const savedCalls = useMemo(
    () => (serverName === undefined ? [] : stored.filter((call) => call.server === serverName)),
    [stored, serverName],
  );
  const logEntries = useMemo(() => findLogEntries(session.log.entries(), query), [session.log, query]);
  const unlisted: Unlisted[] = [];
  if (capabilities?.tools !== undefined && !tools) unlisted.push('Tools');
  if (capabilities?.resources !== undefined && !resources) unlisted.push('Resources');
  if (capabilities?.prompts !== undefined && !prompts) unlisted.push('Prompts');
  if (skillsOffered(capabilities).offered && !skills) unlisted.push('Skills');
  const facts = actionFacts(session, servers.length);
  const { status, formReady, logSize, entryCopyable, recentServers } = facts;
  // The same sources while nothing they are made of changes: the entries made from them, and their lower-cased
  // texts, are made once per opening and list read, not at each key typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: facts is rebuilt each render; its fields say when it changed
  const sources = useMemo(() => {
    const live = connected ? { tools, resources, prompts, skills } : {};
    return {
      mac: isMac(),
      facts,
      tabs,
      tools: live.tools?.tools,
      resources: live.resources?.resources,
      templates: live.resources?.templates,
      prompts: live.prompts?.prompts,
      skills: live.skills?.entries,
      savedCalls,
      servers,
    };
  }, [
    connected,
    tools,
    resources,
    prompts,
    skills,
    tabs,
    savedCalls,
    servers,
    status,
    formReady,
    logSize,
    entryCopyable,
    recentServers,
  ]);
  return { sources, logEntries, unlisted };
}
