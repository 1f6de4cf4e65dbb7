import type { CheckContext, CheckupOptions } from './checkup-options.ts';
import { CheckupProbe, type CheckupSession } from './checkup-probe.ts';
import { countOutcomes, type CheckResult, type CheckupReport } from './checkup-report.ts';
import {
  checkDiscover,
  checkInvalidParams,
  checkPing,
  checkUnknownMethod,
  checkUnsupportedVersion,
} from './check-basics.ts';
import { appChecks } from './check-apps.ts';
import {
  checkCancellation,
  checkCompletions,
  checkListChanged,
  checkLogging,
  checkSubscribe,
} from './check-features.ts';
import { contentChecks, listCapabilityChecks, paginationChecks, walkLists } from './check-lists.ts';

export type { CheckupOptions } from './checkup-options.ts';
export type { CheckupSession } from './checkup-probe.ts';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a battery of protocol checks against the connected server and
 * reports each: its result, the frames behind it (log seqs), and the rule
 * it comes from. Tools are called only when `options.callTools` allows it.
 * Never throws; a checkup that cannot go on says why in `stopped`.
 */
export async function runCheckup(session: CheckupSession, options: CheckupOptions = {}): Promise<CheckupReport> {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const state = session.state.getSnapshot();
  const probe = new CheckupProbe(session, {
    timeoutMs: options.timeoutMs ?? 10_000,
    runTag: startedAt.toString(36),
    signal: options.signal,
  });
  const server = state.server;
  const context: CheckContext = {
    probe,
    options: {
      ...options,
      callTools: options.callTools ?? false,
      timeoutMs: options.timeoutMs ?? 10_000,
      cancelAfterMs: options.cancelAfterMs ?? 300,
      cancelWaitMs: options.cancelWaitMs ?? 3000,
      now,
      sleep: options.sleep ?? defaultSleep,
    },
    capabilities: (server?.capabilities ?? {}) as Record<string, unknown>,
    revision: server?.protocolVersion,
    modern: server?.era === 'modern',
  };
  const checks: CheckResult[] = [];
  const report = (stopped?: string): CheckupReport => ({
    server: {
      name: server?.info?.name,
      version: server?.info?.version,
      protocolVersion: server?.protocolVersion,
      era: server?.era,
    },
    connection: probe.connection,
    callTools: context.options.callTools,
    startedAt: new Date(startedAt).toISOString(),
    durationMs: now() - startedAt,
    checks: [...checks],
    counts: countOutcomes(checks),
    ...(stopped ? { stopped } : {}),
  });
  const add = (...results: CheckResult[]) => {
    // A check that ran into the end of the connection says nothing about the server.
    if (probe.stopped()) return;
    for (const result of results) {
      checks.push(result);
      options.onCheck?.(result);
    }
  };

  let stopped = probe.stopped();
  if (stopped) return report(stopped === 'Stopped' ? stopped : `Not connected: ${stopped}`);
  const steps: Array<() => Promise<void> | void> = [
    async () => add(await checkPing(context)),
    async () => add(await checkUnknownMethod(context)),
    async () => add(await checkInvalidParams(context)),
    async () => add(await checkUnsupportedVersion(context)),
    async () => add(await checkDiscover(context)),
  ];
  for (const step of steps) {
    await step();
    if ((stopped = probe.stopped())) return report(stopped);
  }
  const lists = await walkLists(context);
  if ((stopped = probe.stopped())) return report(stopped);
  add(...paginationChecks(context, lists), ...contentChecks(context, lists));
  add(...listCapabilityChecks(context, lists));
  // MCP Apps, only for a server that has them.
  add(...(await appChecks(context, lists)));
  if ((stopped = probe.stopped())) return report(stopped);
  const later: Array<() => Promise<CheckResult> | CheckResult> = [
    () => checkLogging(context),
    () => checkCompletions(context, lists),
    () => checkListChanged(context),
    () => checkSubscribe(context, lists),
    () => checkCancellation(context, lists),
  ];
  for (const step of later) {
    add(await step());
    if ((stopped = probe.stopped())) return report(stopped);
  }
  return report();
}
