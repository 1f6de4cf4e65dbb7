import { toolApp } from '../apps/tool-app.ts';
import { isRecord } from '../lib/guards.ts';
import { pointerKey } from '../lib/json-pointer.ts';
import { PROTOCOL_REVISIONS } from '../protocol/revisions.ts';
import { at, classCounts, type ChangeClass, type ContractChange } from './contract-change.ts';
import { capabilityChanges } from './contract-capabilities.ts';
import { itemContract } from './contract-items.ts';
import { jsonEqual } from './json-diff.ts';
import { descriptionChange } from './schema-contract.ts';
import { keyed } from './keyed-items.ts';
import { sectionSpecs, serverName, snapshotSections, type ServerSnapshot } from './snapshot.ts';

export interface ContractDiff {
  readonly changes: readonly ContractChange[];
  readonly counts: Readonly<Record<ChangeClass, number>>;
  /** Set when the two snapshots look like two different servers: other names and not one tool, prompt, resource or template in common. */
  readonly unrelated?: string;
}

/**
 * Every difference between an older and a newer snapshot of a server,
 * classed by what it does to clients written against the older one:
 * breaking, risky or compatible, each with a pointer and a reason. The
 * page's Compare tab and `mcp-loupe --cli diff` both show this.
 */
export function contractDiff(before: ServerSnapshot, after: ServerSnapshot): ContractDiff {
  const changes = [
    ...serverChanges(before, after),
    ...capabilityChanges(before.capabilities, after.capabilities),
    ...snapshotSections.flatMap((section) => sectionChanges(section, before, after)),
  ];
  const unrelated = unrelatedServers(before, after);
  return { changes, counts: classCounts(changes), ...(unrelated ? { unrelated } : {}) };
}

function serverChanges(before: ServerSnapshot, after: ServerSnapshot): ContractChange[] {
  const changes: ContractChange[] = [];
  const nameOf = (info: unknown) => (isRecord(info) ? info.name : undefined);
  const versionOf = (info: unknown) => (isRecord(info) ? info.version : undefined);
  if (!jsonEqual(nameOf(before.server.info), nameOf(after.server.info)))
    changes.push(
      at('/serverInfo/name')(
        'risky',
        'server-renamed',
        `server name ${JSON.stringify(nameOf(before.server.info))} → ${JSON.stringify(nameOf(after.server.info))}: configurations and allow-lists keyed by it no longer match`,
      ),
    );
  if (!jsonEqual(versionOf(before.server.info), versionOf(after.server.info)))
    changes.push(
      at('/serverInfo/version')(
        'compatible',
        'server-version-changed',
        `version ${String(versionOf(before.server.info))} → ${String(versionOf(after.server.info))}`,
      ),
    );
  changes.push(...revisionChange(before.server.protocolVersion, after.server.protocolVersion));
  if (!jsonEqual(before.server.instructions, after.server.instructions))
    changes.push(descriptionChange(before.server.instructions, after.server.instructions, at('/instructions')));
  return changes;
}

/**
 * A snapshot holds the revision the connection settled on, the newest both
 * sides speak. Settling on an older one means the server no longer supports
 * the newer: breaking. A newer one is compatible (whether the older is still
 * accepted was not asked).
 */
function revisionChange(before: string | undefined, after: string | undefined): ContractChange[] {
  if (before === after || before === undefined) return [];
  const here = at('/protocolVersion');
  if (after === undefined)
    return [here('risky', 'revision-unknown', `protocol revision ${before} → not known (the snapshot does not say)`)];
  const order = (revision: string) => (PROTOCOL_REVISIONS as readonly string[]).indexOf(revision);
  if (order(before) < 0 || order(after) < 0)
    return [here('risky', 'revision-not-compared', `could not compare protocol revisions ${before} → ${after}`)];
  return order(after) < order(before)
    ? [here('breaking', 'revision-dropped', `protocol revision ${before} no longer supported (now ${after})`)]
    : [here('compatible', 'revision-newer', `protocol revision ${before} → ${after}`)];
}

function sectionChanges(
  section: (typeof snapshotSections)[number],
  before: ServerSnapshot,
  after: ServerSnapshot,
): ContractChange[] {
  const was = before[section];
  const is = after[section];
  const title = sectionSpecs[section].title.toLowerCase();
  if (!was) return [];
  if (!is)
    return [
      at(`/${section}`)(
        'risky',
        'section-not-compared',
        `could not compare ${title}: the newer snapshot has no list of them`,
      ),
    ];
  const itemKey = sectionSpecs[section].itemKey;
  const older = keyed(was, itemKey);
  const newer = keyed(is, itemKey);
  const changes: ContractChange[] = [];
  for (const [key, item] of older) {
    const pointer = `/${section}/${pointerKey(key)}`;
    if (!newer.has(key)) changes.push(removal(section, key, pointer, item));
    else changes.push(...itemContract(section, item, newer.get(key), pointer));
  }
  for (const key of newer.keys())
    if (!older.has(key))
      changes.push(
        at(`/${section}/${pointerKey(key)}`)(
          'compatible',
          `${singular(section)}-added`,
          `${singular(section)} "${key}" added`,
        ),
      );
  return changes;
}

function removal(section: string, key: string, pointer: string, item: unknown): ContractChange {
  const here = at(pointer);
  const noun = singular(section);
  // Resources come and go with the data behind them (files, rows); templates, tools and prompts are the interface.
  if (section === 'resources')
    return here(
      'risky',
      'resource-removed',
      `resource "${key}" no longer listed: clients that read it by URI may fail`,
    );
  const app = section === 'tools' ? toolApp(item) : undefined;
  return here(
    'breaking',
    `${noun}-removed`,
    `${noun} "${key}" removed: clients that ${section === 'tools' ? 'call' : 'use'} it fail${app ? ' (and its app with it)' : ''}`,
  );
}

const SINGULAR: Record<string, string> = {
  tools: 'tool',
  resources: 'resource',
  resourceTemplates: 'resource-template',
  prompts: 'prompt',
  skills: 'skill',
};
function singular(section: string): string {
  return SINGULAR[section] ?? section;
}

function unrelatedServers(before: ServerSnapshot, after: ServerSnapshot): string | undefined {
  const a = serverName({ info: isRecord(before.server.info) ? { name: before.server.info.name } : undefined });
  const b = serverName({ info: isRecord(after.server.info) ? { name: after.server.info.name } : undefined });
  if (a === b) return undefined;
  let compared = 0;
  for (const section of snapshotSections) {
    const itemKey = sectionSpecs[section].itemKey;
    const older = new Set(keyed(before[section] ?? [], itemKey).keys());
    const newer = [...keyed(after[section] ?? [], itemKey).keys()];
    compared += older.size + newer.length;
    if (newer.some((key) => older.has(key))) return undefined;
  }
  // Two servers that offer nothing at all cannot be told apart by what they offer; the names decide.
  return `these look like two different servers: "${a}" and "${b}", with ${compared ? 'no tool, prompt, resource or template in common' : 'nothing listed on either side'}`;
}
