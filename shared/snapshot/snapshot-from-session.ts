import type { Finding } from '../diagnose/finding.ts';
import type { ListedItems } from '../session/list-all.ts';
import { listFailedFinding } from '../session/list-failed.ts';
import { skillsOffered } from '../skills/skill-entry.ts';
import type { ServerOverview } from '../session/session-state.ts';
import { sectionSpecs, serverName, snapshotSections, type ServerSnapshot, type SnapshotSection } from './snapshot.ts';

export interface LiveSnapshotSource {
  /** What the connected server said at the handshake. */
  server: ServerOverview;
  /** Every page of a list method (the session's `listAll`). */
  listAll: (method: string, key: string) => Promise<ListedItems<unknown>>;
  /** Said after the server's name. */
  label: string;
  now?: () => number;
}

/**
 * A snapshot of the connected server, asked for now: every page of each
 * list its capabilities offer. A list the server does not offer is empty;
 * one that fails is left out, with the server's message in its findings.
 */
export async function takeSnapshot(source: LiveSnapshotSource): Promise<ServerSnapshot> {
  const { server } = source;
  const findings: Finding[] = [];
  const capabilities = server.capabilities as Record<string, unknown>;
  const lists = await Promise.all(
    snapshotSections.map(async (section): Promise<[SnapshotSection, readonly unknown[] | undefined]> => {
      const spec = sectionSpecs[section];
      const offered =
        spec.capability === 'skills'
          ? skillsOffered(capabilities).offered
          : capabilities[spec.capability] !== undefined;
      if (!offered) return [section, []];
      try {
        const listed = await source.listAll(spec.method, spec.key);
        for (const finding of listed.resultFindings)
          findings.push({ ...finding, message: `${spec.method}: ${finding.message}` });
        return [section, listed.items];
      } catch (error) {
        const message = `${spec.method} failed: ${error instanceof Error ? error.message : String(error)}`;
        findings.push(listFailedFinding(message, server.protocolVersion));
        return [section, undefined];
      }
    }),
  );
  const identity = { info: server.info, protocolVersion: server.protocolVersion, instructions: server.instructions };
  return {
    label: `${serverName(identity)} · ${source.label}`,
    origin: source.label,
    takenAt: (source.now ?? Date.now)(),
    source: 'live',
    server: identity,
    capabilities: server.capabilities,
    ...Object.fromEntries(lists.filter(([, items]) => items !== undefined)),
    findings,
  };
}
