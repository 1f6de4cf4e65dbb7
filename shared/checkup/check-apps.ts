import type { CheckContext } from './checkup-options.ts';
import type { CheckResult, EvidenceFrame } from './checkup-report.ts';
import { items, type WalkedLists } from './check-lists.ts';
import {
  appResources,
  judgeAppCsp,
  judgeAppResourceMeta,
  judgeAppResourceReads,
  judgeAppResourcesListed,
  type AppResourceRead,
} from './judge-app-resources.ts';
import { hasApps, judgeAppOnlyTools, judgeAppToolMeta } from './judge-app-tools.ts';
import { makeCheck } from './make-check.ts';
import { appsRule } from './spec-rules.ts';
import { describeCode } from './verdict.ts';

/** How many app resources the checkup reads: a view is often megabytes, and one per tool is common. */
export const MAX_APP_READS = 20;

/**
 * The MCP Apps checks (extension io.modelcontextprotocol/ui, 2026-01-26),
 * only for a server that has apps: a tool that declares `_meta.ui` or a
 * listed app resource. Reads each app resource once (up to
 * {@link MAX_APP_READS}); nothing is called.
 */
export async function appChecks(context: CheckContext, lists: WalkedLists): Promise<CheckResult[]> {
  const tools = items(lists, 'tools');
  const listing = items(lists, 'resources');
  if (!hasApps(tools, listing)) return [];
  const resources = appResources(tools, listing);
  const reads: AppResourceRead[] = [];
  const readFrames: EvidenceFrame[] = [];
  for (const uri of resources.uris.slice(0, MAX_APP_READS)) {
    const { outcome, frames } = await context.probe.request('resources/read', { uri });
    readFrames.push(...frames);
    if (context.probe.stopped()) return [];
    if (outcome.kind === 'result') reads.push({ uri, result: outcome.result });
    else
      reads.push({
        uri,
        error:
          outcome.kind === 'cancelled'
            ? 'stopped before an answer'
            : outcome.code === undefined
              ? outcome.message
              : `${describeCode(outcome.code, context.revision)}: ${outcome.message}`,
      });
  }
  const listFailure = lists.resources.walk.failure?.page === 1 ? lists.resources.walk.failure.message : undefined;
  const toolFrames = lists.tools.frames;
  const listFrames = lists.resources.frames;
  return [
    makeCheck(
      { name: 'app-tool-meta', title: "Every tool's _meta.ui is well-formed (MCP Apps)", rule: appsRule('discovery') },
      judgeAppToolMeta(tools),
      toolFrames,
    ),
    makeCheck(
      { name: 'app-only-tools', title: 'Tools only apps may call (MCP Apps)', rule: appsRule('visibility') },
      judgeAppOnlyTools(tools),
      toolFrames,
    ),
    makeCheck(
      {
        name: 'app-resources-listed',
        title: "Every app's resource is listed in resources/list (MCP Apps)",
        rule: appsRule('behavior'),
      },
      judgeAppResourcesListed(resources, reads, listFailure),
      [...toolFrames, ...listFrames, ...readFrames],
    ),
    makeCheck(
      {
        name: 'app-resources-read',
        title: 'Every app resource reads as text/html;profile=mcp-app with text or blob (MCP Apps)',
        rule: appsRule('content'),
      },
      judgeAppResourceReads(resources, reads),
      readFrames,
    ),
    makeCheck(
      {
        name: 'app-resource-meta',
        title: "Every app resource's _meta.ui is well-formed (MCP Apps)",
        rule: appsRule('resourceFormat'),
      },
      judgeAppResourceMeta(resources, reads),
      [...listFrames, ...readFrames],
    ),
    makeCheck(
      {
        name: 'app-csp',
        title: "Every app resource's declared CSP domains are origins (MCP Apps)",
        rule: appsRule('resourceFormat'),
      },
      judgeAppCsp(resources, reads),
      [...listFrames, ...readFrames],
    ),
  ];
}
