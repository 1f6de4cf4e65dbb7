import { FLAT_RESOURCE_URI_KEY, isAppOnly, isAppResource, toolApp, toolVisibility } from '../apps/tool-app.ts';
import { toolUiFindings } from '../apps/ui-meta-findings.ts';
import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { within } from '../protocol-read/read-fields.ts';
import { findingsVerdict } from './findings-verdict.ts';
import { quoteList, verdict, forInformation, type Verdict } from './verdict.ts';

/** Whether a tool says anything of MCP Apps: a `_meta.ui`, or the deprecated flat key. */
export function declaresUi(tool: unknown): boolean {
  return (
    isRecord(tool) &&
    isRecord(tool._meta) &&
    (tool._meta.ui !== undefined || tool._meta[FLAT_RESOURCE_URI_KEY] !== undefined)
  );
}

/** Whether the server has MCP Apps to check: a tool that declares one (or `_meta.ui` at all), or a listed app resource. */
export function hasApps(tools: readonly unknown[], resources: readonly unknown[]): boolean {
  return tools.some(declaresUi) || resources.some(isAppResource);
}

/** `tool "name"`, or its place in the list when it has no name. */
export function toolLabel(tool: unknown, index: number): string {
  return isRecord(tool) && typeof tool.name === 'string'
    ? `tool ${JSON.stringify(tool.name)}`
    : `tool number ${index + 1}`;
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Every tool's `_meta.ui` as 2026-01-26 shapes it: resourceUri a ui:// string, visibility of "model" and "app", no flat key alone. */
export function judgeAppToolMeta(tools: readonly unknown[]): Verdict {
  // Pointers within the list of tools, each sentence said of its tool.
  const found: Finding[] = [];
  let declaring = 0;
  tools.forEach((tool, index) => {
    if (!declaresUi(tool)) return;
    declaring++;
    found.push(...within(toolUiFindings(tool), toolLabel(tool, index), [index]));
  });
  if (!declaring) return verdict('not-applicable', 'No tool has _meta.ui');
  const apps = tools.filter((tool) => toolApp(tool) !== undefined).length;
  return findingsVerdict(
    found,
    `${plural(declaring, 'tool')} with _meta.ui, each well-formed (${apps} with an app's resourceUri)`,
    5,
  );
}

/** The tools only apps may call: not a fault, but worth knowing, since a chat host never shows them to the model. */
export function judgeAppOnlyTools(tools: readonly unknown[]): Verdict {
  const appOnly = tools.flatMap((tool) =>
    isAppOnly(tool) && isRecord(tool) ? [typeof tool.name === 'string' ? tool.name : '(no name)'] : [],
  );
  if (!appOnly.length)
    return verdict(
      'not-applicable',
      'No tool is app-only: every tool\'s visibility includes "model" (or is left out, ["model", "app"])',
    );
  const visibilities = tools.filter(isAppOnly).map((tool) => JSON.stringify(toolVisibility(tool)));
  const text = appOnly.map((name, index) => `${JSON.stringify(name)}: visibility ${visibilities[index]}`).join('\n');
  return forInformation(
    `${plural(appOnly.length, 'tool')} ${appOnly.length === 1 ? 'is' : 'are'} for apps only (visibility without "model"): ${quoteList(appOnly, 5)}. Not meant for the model: a chat host leaves ${appOnly.length === 1 ? 'it' : 'them'} out of the agent's tool list, and only an app of this server may call ${appOnly.length === 1 ? 'it' : 'them'}`,
    text,
  );
}
