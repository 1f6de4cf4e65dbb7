import { isRecord } from '../lib/guards.ts';
import { jsonDiff, jsonEqual, type DiffChange } from './json-diff.ts';
import { keyed } from './keyed-items.ts';
import { schemaDiff } from './schema-diff.ts';
import { sectionSpecs, snapshotSections, type ServerSnapshot, type SnapshotSection } from './snapshot.ts';

/** One item as listed, under the name (or uri) that tells it apart. */
export interface NamedItem {
  readonly key: string;
  readonly item: unknown;
}

/** An item both snapshots have, and how it differs. */
export interface ItemChange extends NamedItem {
  readonly before: unknown;
  /** Pointers are within the item: `/inputSchema/properties/count/type`. */
  readonly changes: readonly DiffChange[];
}

export interface SectionDiff {
  readonly section: SnapshotSection;
  readonly title: string;
  /** `compared` when both listed it; otherwise which side never did, and nothing is compared. */
  readonly status: 'compared' | 'only-before' | 'only-after' | 'neither';
  readonly added: readonly NamedItem[];
  readonly removed: readonly NamedItem[];
  readonly changed: readonly ItemChange[];
  readonly unchanged: number;
}

export interface SnapshotDiff {
  /** serverInfo, protocol version and instructions. */
  readonly server: readonly DiffChange[];
  readonly capabilities: readonly DiffChange[];
  readonly sections: readonly SectionDiff[];
  /** Nothing differs in what both hold. */
  readonly same: boolean;
}

/** What changed from `before` to `after`: identity, capabilities, and each list item by item, tools' schemas keyword by keyword. */
export function diffSnapshots(before: ServerSnapshot, after: ServerSnapshot): SnapshotDiff {
  const server = [
    ...jsonDiff(before.server.info, after.server.info, '/serverInfo'),
    ...jsonDiff(before.server.protocolVersion, after.server.protocolVersion, '/protocolVersion'),
    ...jsonDiff(before.server.instructions, after.server.instructions, '/instructions'),
  ];
  const capabilities = jsonDiff(before.capabilities, after.capabilities);
  const sections = snapshotSections.map((section) => diffSection(section, before[section], after[section]));
  const same =
    !server.length &&
    !capabilities.length &&
    sections.every((diff) => !diff.added.length && !diff.removed.length && !diff.changed.length);
  return { server, capabilities, sections, same };
}

function diffSection(
  section: SnapshotSection,
  before: readonly unknown[] | undefined,
  after: readonly unknown[] | undefined,
): SectionDiff {
  const title = sectionSpecs[section].title;
  const empty = { added: [], removed: [], changed: [], unchanged: 0 };
  if (!before || !after)
    return { section, title, status: before ? 'only-before' : after ? 'only-after' : 'neither', ...empty };
  const itemKey = sectionSpecs[section].itemKey;
  const was = keyed(before, itemKey);
  const is = keyed(after, itemKey);
  const added: NamedItem[] = [];
  const changed: ItemChange[] = [];
  let unchanged = 0;
  for (const [key, item] of is) {
    if (!was.has(key)) {
      added.push({ key, item });
      continue;
    }
    const previous = was.get(key);
    if (jsonEqual(previous, item)) unchanged++;
    else
      changed.push({
        key,
        item,
        before: previous,
        changes: section === 'tools' ? toolChanges(previous, item) : jsonDiff(previous, item),
      });
  }
  const removed = [...was].filter(([key]) => !is.has(key)).map(([key, item]) => ({ key, item }));
  return { section, title, status: 'compared', added, removed, changed, unchanged };
}

/** A tool's schemas compared as schemas; the rest of it member by member. */
function toolChanges(before: unknown, after: unknown): DiffChange[] {
  if (!isRecord(before) || !isRecord(after)) return jsonDiff(before, after);
  const { inputSchema: inputBefore, outputSchema: outputBefore, ...restBefore } = before;
  const { inputSchema: inputAfter, outputSchema: outputAfter, ...restAfter } = after;
  return [
    ...jsonDiff(restBefore, restAfter),
    ...schemaDiff(inputBefore, inputAfter, '/inputSchema'),
    ...schemaDiff(outputBefore, outputAfter, '/outputSchema'),
  ];
}
