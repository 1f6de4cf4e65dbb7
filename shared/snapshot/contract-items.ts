import { toolApp } from '../apps/tool-app.ts';
import { isRecord } from '../lib/guards.ts';
import { pointerKey } from '../lib/json-pointer.ts';
import { at, type ContractChange } from './contract-change.ts';
import { jsonEqual, shortJson, unionKeys } from './json-diff.ts';
import { descriptionChange, schemaContract } from './schema-contract.ts';
import type { SnapshotSection } from './snapshot.ts';
import { annotationChanges } from './tool-annotations.ts';

/** Members that only name or decorate an item: a change is compatible. */
const COSMETIC = new Set(['title', 'icons', 'name', 'size']);

/** How one item (a tool, prompt, resource or template both snapshots list) changed, classed. */
export function itemContract(
  section: SnapshotSection,
  before: unknown,
  after: unknown,
  pointer: string,
): ContractChange[] {
  if (jsonEqual(before, after)) return [];
  if (!isRecord(before) || !isRecord(after))
    return [at(pointer)('risky', 'item-not-compared', `could not compare: ${shortJson(before)} → ${shortJson(after)}`)];
  const changes: ContractChange[] = [];
  for (const member of unionKeys(before, after)) {
    const was = before[member];
    const is = after[member];
    if (jsonEqual(was, is)) continue;
    const place = `${pointer}/${pointerKey(member)}`;
    const here = at(place);
    if (member === 'description') changes.push(descriptionChange(was, is, here));
    else if (COSMETIC.has(member)) changes.push(here('compatible', 'cosmetic-changed', `${member} changed`));
    else if (section === 'tools' && member === 'inputSchema') changes.push(...schemaContract(was, is, place, 'input'));
    else if (section === 'tools' && member === 'outputSchema') changes.push(...outputSchemaChanges(was, is, place));
    else if (section === 'tools' && member === 'annotations') changes.push(...annotationChanges(was, is, place));
    else if (section === 'tools' && member === '_meta') changes.push(...toolMetaChanges(before, after, place));
    else if (section === 'tools' && member === 'execution') changes.push(...executionChange(was, is, here));
    else if (section === 'prompts' && member === 'arguments') changes.push(...promptArgumentChanges(was, is, place));
    else if (member === 'mimeType')
      changes.push(
        here('risky', 'mime-type-changed', `mimeType ${shortJson(was)} → ${shortJson(is)}: readers may not parse it`),
      );
    else if (member === 'annotations') changes.push(here('compatible', 'annotation-changed', 'annotations changed'));
    else if (section === 'skills')
      // Its files (their digests), its front matter: what the skill says, not how a client reaches it.
      changes.push(here('compatible', 'skill-content-changed', `the skill's ${member} changed`));
    else changes.push(here('risky', 'item-not-compared', `could not compare: "${member}" changed`));
  }
  return changes;
}

/**
 * `execution.taskSupport` (absent means "forbidden": called as a plain
 * request). Becoming "required" is breaking: a client that does not run
 * tasks can no longer call the tool. Anything else keeps plain calls working.
 */
function executionChange(was: unknown, is: unknown, here: ReturnType<typeof at>): ContractChange[] {
  const support = (execution: unknown) =>
    isRecord(execution) && typeof execution.taskSupport === 'string' ? execution.taskSupport : 'forbidden';
  const from = support(was);
  const to = support(is);
  if (to === 'required' && from !== 'required')
    return [
      here('breaking', 'task-required', `taskSupport ${from} → required: clients that do not run tasks cannot call it`),
    ];
  const rest = (execution: unknown) => ({ ...(isRecord(execution) ? execution : {}), taskSupport: 0 });
  if (from === to)
    // No execution, or one saying "forbidden", means the same: a difference in spelling only is no change.
    return jsonEqual(rest(was), rest(is))
      ? []
      : [here('risky', 'item-not-compared', 'could not compare: "execution" changed')];
  return [here('compatible', 'task-support-changed', `taskSupport ${from} → ${to}: plain calls still work`)];
}

function outputSchemaChanges(was: unknown, is: unknown, place: string): ContractChange[] {
  const here = at(place);
  if (was === undefined)
    return [here('compatible', 'output-schema-added', 'output schema added: structured results are described now')];
  if (is === undefined)
    return [
      here(
        'breaking',
        'output-schema-removed',
        'output schema removed: clients that read structured results lose them',
      ),
    ];
  return schemaContract(was, is, place, 'output');
}

/** `_meta`: the tool's app (MCP Apps' `ui.resourceUri`); anything else in it "could not compare". */
function toolMetaChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  place: string,
): ContractChange[] {
  const was = toolApp(before);
  const is = toolApp(after);
  const changes: ContractChange[] = [];
  const here = at(`${place}/ui/resourceUri`);
  if (was && !is)
    changes.push(
      here('breaking', 'app-removed', `the tool's app ${was.resourceUri} removed: hosts show no view for it`),
    );
  else if (!was && is) changes.push(here('compatible', 'app-added', `app ${is.resourceUri} added`));
  else if (was && is && was.resourceUri !== is.resourceUri)
    changes.push(here('risky', 'app-resource-changed', `app resource ${was.resourceUri} → ${is.resourceUri}`));
  const rest = (tool: Record<string, unknown>) => {
    const meta = isRecord(tool._meta) ? { ...tool._meta } : {};
    const ui = isRecord(meta.ui) ? { ...meta.ui } : undefined;
    delete meta['ui/resourceUri'];
    if (ui) {
      delete ui.resourceUri;
      meta.ui = ui;
    }
    return meta;
  };
  if (!jsonEqual(rest(before), rest(after)))
    changes.push(at(place)('risky', 'meta-not-compared', 'could not compare: _meta changed (beyond the app resource)'));
  return changes;
}

function promptArgumentChanges(was: unknown, is: unknown, place: string): ContractChange[] {
  const byName = (list: unknown) =>
    new Map(
      (Array.isArray(list) ? list : [])
        .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.name === 'string')
        .map((item) => [item.name as string, item]),
    );
  const older = byName(was);
  const newer = byName(is);
  const changes: ContractChange[] = [];
  for (const name of new Set([...older.keys(), ...newer.keys()])) {
    const a = older.get(name);
    const b = newer.get(name);
    const here = at(`${place}/${pointerKey(name)}`);
    if (!a && b)
      changes.push(
        b.required === true
          ? here(
              'breaking',
              'prompt-required-argument-added',
              `required argument "${name}" added: older requests do not send it`,
            )
          : here('compatible', 'prompt-argument-added', `optional argument "${name}" added`),
      );
    else if (a && !b)
      changes.push(
        here('risky', 'prompt-argument-removed', `argument "${name}" removed: requests that send it have it ignored`),
      );
    else if (a && b) {
      if (a.required !== true && b.required === true)
        changes.push(here('breaking', 'prompt-argument-made-required', `argument "${name}" is now required`));
      if (a.required === true && b.required !== true)
        changes.push(here('compatible', 'prompt-argument-made-optional', `argument "${name}" is no longer required`));
      if (!jsonEqual(a.description, b.description))
        changes.push(descriptionChange(a.description, b.description, at(`${place}/${pointerKey(name)}/description`)));
    }
  }
  return changes;
}
