import type { RecentConnection } from '../../../../shared/config/recent-connections.ts';
import type { PromptItem } from '../../../../shared/protocol-read/prompt-item.ts';
import type { ResourceItem, ResourceTemplateItem } from '../../../../shared/protocol-read/resource-item.ts';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import type { SkillEntry } from '../../../../shared/skills/skill-entry.ts';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { shortcuts, shortcutText } from '../../../lib/shortcuts.ts';
import { type ActionFacts, actionUnavailable } from './palette-actions.ts';
import type { PaletteItem } from './palette-item.ts';
import { describeLogEntry } from './log-matches.ts';

/** A saved call of the connected server: its tool, its name and its arguments. */
export interface PaletteSavedCall {
  readonly tool: string;
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** What the palette lists: only what the page already holds (the lists fetched, storage). */
export interface PaletteSources {
  readonly mac: boolean;
  readonly facts: ActionFacts;
  readonly tabs: readonly { readonly key: string; readonly label: string }[];
  readonly tools?: readonly ToolItem[] | undefined;
  readonly resources?: readonly ResourceItem[] | undefined;
  readonly templates?: readonly ResourceTemplateItem[] | undefined;
  readonly prompts?: readonly PromptItem[] | undefined;
  readonly skills?: readonly SkillEntry[] | undefined;
  readonly savedCalls: readonly PaletteSavedCall[];
  readonly servers: readonly RecentConnection[];
}

const optional = (key: 'title' | 'description', value: string | undefined) =>
  value === undefined || value === '' ? {} : { [key]: value };

export function paletteItems(sources: PaletteSources): PaletteItem[] {
  const items: PaletteItem[] = [];
  for (const shortcut of shortcuts) {
    if (shortcut.id === 'palette') continue;
    const unavailable = shortcut.id === 'shortcuts' ? undefined : actionUnavailable(shortcut.id, sources.facts);
    if (unavailable === 'hidden') continue;
    items.push({
      id: `action:${shortcut.id}`,
      kind: 'action',
      name: shortcut.label,
      shortcut: shortcutText(shortcut, sources.mac),
      ...(unavailable ? { unavailable } : {}),
      remembered: true,
      choice: { kind: 'action', action: shortcut.id },
    });
  }
  for (const tab of sources.tabs)
    items.push({
      id: `tab:${tab.key}`,
      kind: 'tab',
      name: tab.label,
      remembered: true,
      choice: { kind: 'place', place: { tab: tab.key } },
    });
  for (const tool of sources.tools ?? [])
    items.push({
      id: `tool:${tool.name}`,
      kind: 'tool',
      name: tool.name,
      ...optional('title', tool.title),
      ...optional('description', tool.description),
      remembered: true,
      choice: { kind: 'place', place: { item: { kind: 'tool', name: tool.name } } },
    });
  for (const resource of sources.resources ?? [])
    items.push({
      id: `resource:${resource.uri}`,
      kind: 'resource',
      name: resource.name,
      title: resource.title ? `${resource.title} ${resource.uri}` : resource.uri,
      ...optional('description', resource.description),
      remembered: true,
      choice: { kind: 'place', place: { item: { kind: 'resource', name: resource.uri } } },
    });
  for (const template of sources.templates ?? [])
    items.push({
      id: `template:${template.uriTemplate}`,
      kind: 'template',
      name: template.name,
      title: template.title ? `${template.title} ${template.uriTemplate}` : template.uriTemplate,
      ...optional('description', template.description),
      remembered: true,
      choice: { kind: 'place', place: { item: { kind: 'template', name: template.uriTemplate } } },
    });
  for (const prompt of sources.prompts ?? [])
    items.push({
      id: `prompt:${prompt.name}`,
      kind: 'prompt',
      name: prompt.name,
      ...optional('title', prompt.title),
      ...optional('description', prompt.description),
      remembered: true,
      choice: { kind: 'place', place: { item: { kind: 'prompt', name: prompt.name } } },
    });
  for (const skill of sources.skills ?? [])
    items.push({
      id: `skill:${skill.uri}`,
      kind: 'skill',
      name: skill.name,
      title: skill.uri,
      ...optional('description', skill.description),
      remembered: true,
      choice: { kind: 'place', place: { item: { kind: 'skill', name: skill.name } } },
    });
  for (const call of sources.savedCalls)
    items.push({
      id: `saved-call:${call.tool}:${call.name}`,
      kind: 'saved-call',
      name: call.name,
      title: `saved call of ${call.tool}`,
      remembered: true,
      choice: { kind: 'place', place: { item: { kind: 'tool', name: call.tool }, args: call.args } },
    });
  for (const connection of sources.servers)
    items.push({
      id: `server:${connection.key}`,
      kind: 'server',
      name: connection.name ?? connection.key,
      title: connection.key,
      remembered: true,
      choice: { kind: 'server', connection },
    });
  return items;
}

/** The log entries that match the query (the log is searched by id and method, not listed whole). */
export function logEntryItems(entries: readonly WireEntry[]): PaletteItem[] {
  return entries.map((entry) => ({
    id: `log-entry:${entry.seq}`,
    kind: 'log-entry',
    ...describeLogEntry(entry),
    remembered: false,
    choice: { kind: 'log-entry', seq: entry.seq },
  }));
}
