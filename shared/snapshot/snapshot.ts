import type { Finding } from '../diagnose/finding.ts';

/** The lists a snapshot holds, in the order a person reads them. */
export const snapshotSections = ['tools', 'resources', 'resourceTemplates', 'prompts', 'skills'] as const;
export type SnapshotSection = (typeof snapshotSections)[number];

/** How each section is asked for, where its items are in the result, and which member names an item. */
export const sectionSpecs: Record<
  SnapshotSection,
  {
    method: string;
    key: string;
    itemKey: string;
    title: string;
    capability: 'tools' | 'resources' | 'prompts' | 'skills';
  }
> = {
  tools: { method: 'tools/list', key: 'tools', itemKey: 'name', title: 'Tools', capability: 'tools' },
  resources: {
    method: 'resources/list',
    key: 'resources',
    itemKey: 'uri',
    title: 'Resources',
    capability: 'resources',
  },
  resourceTemplates: {
    method: 'resources/templates/list',
    key: 'resourceTemplates',
    itemKey: 'uriTemplate',
    title: 'Resource templates',
    capability: 'resources',
  },
  prompts: { method: 'prompts/list', key: 'prompts', itemKey: 'name', title: 'Prompts', capability: 'prompts' },
  // The skills extension (SEP-2640): a skill's identity is its SKILL.md's uri, its name only a label.
  skills: { method: 'skills/list', key: 'skills', itemKey: 'uri', title: 'Skills', capability: 'skills' },
};

/** Who the server said it was. */
export interface SnapshotServer {
  /** `serverInfo` as sent (2026-07-28: from the discover result's `_meta`). */
  readonly info?: unknown;
  readonly protocolVersion?: string;
  readonly instructions?: unknown;
}

/**
 * What a connection's server offered at one moment: its identity,
 * capabilities, tools (with schemas), resources, resource templates,
 * prompts and skills, items kept as the server sent them. A section that was never
 * listed is absent, which is not the same as listed and empty.
 */
export interface ServerSnapshot {
  /** How a person tells snapshots apart ("server-everything 2.0 · connection 2, live at 12:03:04"): the server's name, then the origin. */
  readonly label: string;
  /** Where it came from, without the server's name ("connection 2, live at 12:03:04", "imported run.jsonl, connection 1"). */
  readonly origin: string;
  readonly takenAt: number;
  /** `live`: asked of the connection; `log`: read from the frames of a log (the live one or an import). */
  readonly source: 'live' | 'log';
  readonly server: SnapshotServer;
  readonly capabilities?: unknown;
  readonly tools?: readonly unknown[];
  readonly resources?: readonly unknown[];
  readonly resourceTemplates?: readonly unknown[];
  readonly prompts?: readonly unknown[];
  /** `skills/list`'s entries, when the server declares the skills extension. */
  readonly skills?: readonly unknown[];
  /** What could not be read, or was not as it should be; the card's notes are their text. */
  readonly findings: readonly Finding[];
}

/** `name 1.2.0`, or what there is of it. */
export function serverName(server: SnapshotServer): string {
  const info = server.info;
  if (typeof info !== 'object' || info === null) return 'unnamed server';
  const { name, version } = info as Record<string, unknown>;
  return [typeof name === 'string' ? name : 'unnamed server', typeof version === 'string' ? version : '']
    .filter(Boolean)
    .join(' ');
}
