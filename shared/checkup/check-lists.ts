import { isRecord } from '../lib/guards.ts';
import type { CheckContext } from './checkup-options.ts';
import { declares } from './checkup-options.ts';
import type { CheckResult, EvidenceFrame } from './checkup-report.ts';
import { judgeCapability, type MethodAnswer } from './judge-capabilities.ts';
import { judgeResourceNames, judgePromptNames, judgeToolNames } from './judge-names.ts';
import { judgePagination, type MethodWalk, walkItems, walkList } from './judge-pagination.ts';
import { judgeToolSchemas } from './judge-schemas.ts';
import { judgeSchemaPortability } from './judge-portability.ts';
import { makeCheck } from './make-check.ts';
import { specPage } from './spec-rules.ts';
import { describeCode } from './verdict.ts';

export type ListName = 'tools' | 'resources' | 'resource-templates' | 'prompts';

const LISTS: Record<ListName, { method: string; key: string; identify: string; capability: string }> = {
  tools: { method: 'tools/list', key: 'tools', identify: 'name', capability: 'tools' },
  resources: { method: 'resources/list', key: 'resources', identify: 'uri', capability: 'resources' },
  'resource-templates': {
    method: 'resources/templates/list',
    key: 'resourceTemplates',
    identify: 'uriTemplate',
    capability: 'resources',
  },
  prompts: { method: 'prompts/list', key: 'prompts', identify: 'name', capability: 'prompts' },
};

export const LIST_NAMES = Object.keys(LISTS) as ListName[];

export interface WalkedList {
  readonly walk: MethodWalk;
  readonly frames: EvidenceFrame[];
}

export type WalkedLists = Record<ListName, WalkedList>;

/** Follows every page of each list, as a client would; an undeclared list is asked too, to see whether it answers anyway. */
export async function walkLists(context: CheckContext): Promise<WalkedLists> {
  const walked = {} as WalkedLists;
  for (const name of LIST_NAMES) {
    const { method, key } = LISTS[name];
    const frames: EvidenceFrame[] = [];
    const walk = await walkList(method, key, async (cursor) => {
      const { outcome, frames: pageFrames } = await context.probe.request(
        method,
        cursor === undefined ? {} : { cursor },
      );
      frames.push(...pageFrames);
      if (outcome.kind === 'result') return { result: outcome.result };
      if (outcome.kind === 'cancelled') return { error: 'stopped before an answer' };
      return {
        error:
          outcome.code === undefined
            ? outcome.message
            : `${describeCode(outcome.code, context.revision)}: ${outcome.message}`,
        ...(outcome.code !== undefined ? { code: outcome.code } : {}),
      };
    });
    walked[name] = { walk, frames };
  }
  return walked;
}

export function items(lists: WalkedLists, name: ListName): unknown[] {
  return walkItems(lists[name].walk);
}

export function paginationChecks(context: CheckContext, lists: WalkedLists): CheckResult[] {
  return LIST_NAMES.map((name) => {
    const { method, identify } = LISTS[name];
    const { walk, frames } = lists[name];
    return makeCheck(
      {
        name: `pagination-${name}`,
        title: `${method} is paginated correctly`,
        rule: specPage('pagination', context.revision),
      },
      judgePagination(
        walk,
        (item) => (isRecord(item) && typeof item[identify] === 'string' ? (item[identify] as string) : undefined),
        context.revision,
      ),
      frames,
    );
  });
}

/** The first page's answer: whether the method works at all. */
function firstAnswer(walked: WalkedList): MethodAnswer {
  const { walk } = walked;
  if (walk.failure?.page === 1)
    return {
      method: walk.method,
      ok: false,
      error: walk.failure.message,
      ...(walk.failure.code !== undefined ? { code: walk.failure.code } : {}),
    };
  return { method: walk.method, ok: true };
}

/** tools, resources and prompts: declared exactly when their methods answer. */
export function listCapabilityChecks(context: CheckContext, lists: WalkedLists): CheckResult[] {
  return (['tools', 'resources', 'prompts'] as const).map((capability) => {
    const names = LIST_NAMES.filter((name) => LISTS[name].capability === capability);
    const answers = names.map((name) => firstAnswer(lists[name]));
    const frames = names.flatMap((name) => lists[name].frames.slice(0, 2));
    return makeCheck(
      {
        name: `capability-${capability}`,
        title: `The ${capability} capability matches what the server answers`,
        rule: specPage('capabilities', context.revision),
      },
      judgeCapability(capability, declares(context, capability), answers, context.revision),
      [...context.probe.handshakeFrames(), ...frames],
    );
  });
}

export function contentChecks(context: CheckContext, lists: WalkedLists): CheckResult[] {
  const tools = items(lists, 'tools');
  const toolFrames = lists.tools.frames;
  const resourceFrames = [...lists.resources.frames, ...lists['resource-templates'].frames];
  return [
    makeCheck(
      {
        name: 'tool-schemas',
        title: "Every tool's inputSchema and outputSchema is valid JSON Schema",
        rule: specPage('tools', context.revision),
      },
      judgeToolSchemas(tools),
      toolFrames,
    ),
    makeCheck(
      {
        name: 'tool-schema-portability',
        title: "Tools' inputSchemas avoid what common clients reject or mishandle",
        rule: specPage('tools', context.revision),
        foldFindings: false,
      },
      judgeSchemaPortability(tools),
      toolFrames,
    ),
    makeCheck(
      {
        name: 'tool-names',
        title: "Tool names follow the revision's rules",
        rule: specPage('toolNames', context.revision),
      },
      judgeToolNames(tools, context.revision),
      toolFrames,
    ),
    makeCheck(
      { name: 'prompt-names', title: 'Every prompt has a unique name', rule: specPage('prompts', context.revision) },
      judgePromptNames(items(lists, 'prompts')),
      lists.prompts.frames,
    ),
    makeCheck(
      {
        name: 'resource-names',
        title: 'Every resource and template has its uri and name',
        rule: specPage('resources', context.revision),
      },
      judgeResourceNames(items(lists, 'resources'), items(lists, 'resource-templates')),
      resourceFrames,
    ),
  ];
}
