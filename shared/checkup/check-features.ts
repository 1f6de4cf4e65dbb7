import { isRecord } from '../lib/guards.ts';
import type { WireEntry } from '../wire/wire-entry.ts';
import type { CheckContext } from './checkup-options.ts';
import { declares } from './checkup-options.ts';
import { evidenceFrame } from './checkup-probe.ts';
import type { CheckResult, EvidenceFrame } from './checkup-report.ts';
import { items, type WalkedLists } from './check-lists.ts';
import {
  judgeCancellation,
  judgeCompletion,
  judgeListChanged,
  judgeLogging,
  methodAnswer,
  type CancellationRun,
} from './judge-capabilities.ts';
import { makeCheck, type CheckSpec } from './make-check.ts';
import { discoverRule, specPage } from './spec-rules.ts';
import { verdict } from './verdict.ts';

/** Notifications the server sent on this connection that the log flagged for a capability it never declared. */
export function undeclaredNotifications(
  context: CheckContext,
  pick: (method: string) => boolean,
): { names: string[]; frames: EvidenceFrame[] } {
  const frames = context.probe.serverFrames(
    (entry) =>
      entry.kind === 'notification' &&
      entry.method !== undefined &&
      pick(entry.method) &&
      hasRule(entry, 'capability-not-declared'),
  );
  return { names: [...new Set(frames.map((frame) => frame.label))], frames };
}

const hasRule = (entry: WireEntry, rule: string): boolean =>
  entry.findings?.some((finding) => finding.rule === rule) === true;

export async function checkLogging(context: CheckContext): Promise<CheckResult> {
  const spec: CheckSpec = {
    name: 'capability-logging',
    title: 'The logging capability matches what the server answers',
    rule: specPage('logging', context.revision),
  };
  const used = undeclaredNotifications(context, (method) => method === 'notifications/message');
  const declared = declares(context, 'logging');
  if (context.modern) {
    if (used.names.length) return makeCheck(spec, judgeLogging(declared, undefined, used.names), used.frames);
    return makeCheck(
      { ...spec, rule: discoverRule('Logging: a level per request') },
      verdict('not-applicable', `${context.revision} has no logging/setLevel: the level travels with each request`),
    );
  }
  const level = context.probe.session.logLevel.getSnapshot() ?? 'info';
  const { outcome, frames } = await context.probe.request('logging/setLevel', { level });
  const judged = judgeLogging(declared, methodAnswer('logging/setLevel', outcome), used.names);
  return makeCheck(
    spec,
    {
      ...judged,
      text: `Asked for level ${level}${context.probe.session.logLevel.getSnapshot() ? ' (the level already chosen)' : ''}. ${judged.summary}`,
    },
    [...frames, ...used.frames],
  );
}

/** A prompt argument or a template variable to ask completions for. */
export function completionTarget(
  prompts: readonly unknown[],
  templates: readonly unknown[],
): { ref: Record<string, string>; argument: string; asked: string } | undefined {
  for (const prompt of prompts) {
    if (!isRecord(prompt) || typeof prompt.name !== 'string' || !Array.isArray(prompt.arguments)) continue;
    const argument = prompt.arguments.find(
      (item): item is { name: string } => isRecord(item) && typeof item.name === 'string',
    );
    if (argument)
      return {
        ref: { type: 'ref/prompt', name: prompt.name },
        argument: argument.name,
        asked: `argument "${argument.name}" of prompt "${prompt.name}"`,
      };
  }
  for (const template of templates) {
    if (!isRecord(template) || typeof template.uriTemplate !== 'string') continue;
    const variable = /\{[+#./;?&]?([A-Za-z0-9_]+)/.exec(template.uriTemplate)?.[1];
    if (variable)
      return {
        ref: { type: 'ref/resource', uri: template.uriTemplate },
        argument: variable,
        asked: `variable "${variable}" of ${template.uriTemplate}`,
      };
  }
  return undefined;
}

export async function checkCompletions(context: CheckContext, lists: WalkedLists): Promise<CheckResult> {
  const spec: CheckSpec = {
    name: 'capability-completions',
    title: 'Declared completions are answered',
    rule: specPage('completion', context.revision),
  };
  if (context.revision !== undefined && context.revision < '2025-03-26')
    return makeCheck(
      spec,
      verdict(
        'not-applicable',
        `The completions capability arrived in 2025-03-26; this connection speaks ${context.revision}`,
      ),
    );
  if (!declares(context, 'completions'))
    return makeCheck(spec, verdict('not-applicable', 'The server does not declare completions'));
  const target = completionTarget(items(lists, 'prompts'), items(lists, 'resource-templates'));
  if (!target)
    return makeCheck(
      spec,
      verdict(
        'not-applicable',
        'The server declares completions but lists no prompt argument or template variable to complete',
      ),
    );
  const { outcome, frames } = await context.probe.request('completion/complete', {
    ref: target.ref,
    argument: { name: target.argument, value: '' },
  });
  return makeCheck(spec, judgeCompletion(outcome, target.asked), frames);
}

export function checkListChanged(context: CheckContext): CheckResult {
  const families = ['tools', 'resources', 'prompts'];
  const notice = (method: string) => families.some((family) => method === `notifications/${family}/list_changed`);
  const seenFrames = context.probe.serverFrames(
    (entry) => entry.kind === 'notification' && entry.method !== undefined && notice(entry.method),
    3,
  );
  const seen = new Set(
    families.filter((family) => seenFrames.some((frame) => frame.label === `notifications/${family}/list_changed`)),
  );
  const used = undeclaredNotifications(context, notice);
  return makeCheck(
    {
      name: 'list-changed',
      title: 'listChanged declarations are well formed and honoured',
      rule: specPage('listChanged', context.revision),
    },
    judgeListChanged({ capabilities: context.capabilities, seen, undeclared: used.names }),
    [
      ...context.probe.handshakeFrames(),
      ...seenFrames,
      ...used.frames.filter((frame) => !seenFrames.some((seenFrame) => seenFrame.seq === frame.seq)),
    ],
  );
}

/** resources.subscribe: a subscription to one listed resource is accepted, and ended again. */
export async function checkSubscribe(context: CheckContext, lists: WalkedLists): Promise<CheckResult> {
  const spec: CheckSpec = {
    name: 'resource-subscribe',
    title: 'Declared resource subscriptions are accepted',
    rule: specPage('subscriptions', context.revision),
  };
  const used = undeclaredNotifications(context, (method) => method === 'notifications/resources/updated');
  const resources = isRecord(context.capabilities.resources) ? context.capabilities.resources : undefined;
  if (resources?.subscribe !== true) {
    if (used.names.length)
      return makeCheck(
        spec,
        verdict('warning', `The server sent ${used.names.join(', ')} without declaring resources.subscribe`),
        used.frames,
      );
    return makeCheck(spec, verdict('not-applicable', 'The server does not declare resources.subscribe'));
  }
  const { subscriptions } = context.probe.session;
  // A resource the page already follows is left alone: ending the checkup's subscription would end the person's.
  const uri = items(lists, 'resources')
    .map((resource) => (isRecord(resource) && typeof resource.uri === 'string' ? resource.uri : undefined))
    .find((candidate): candidate is string => candidate !== undefined && !subscriptions.follows(candidate));
  if (!uri)
    return makeCheck(
      spec,
      verdict('not-applicable', 'The server lists no resource to subscribe to (or the page already follows each one)'),
    );
  const log = context.probe.session.log;
  const start = log.size;
  let subscribed: string | undefined;
  let unsubscribed: string | undefined;
  if (context.modern) {
    subscribed = await subscriptions.subscribeResource(uri);
    if (subscribed === undefined) unsubscribed = await subscriptions.unsubscribeResource(uri);
  } else {
    const answer = methodAnswer(
      'resources/subscribe',
      (await context.probe.request('resources/subscribe', { uri })).outcome,
    );
    subscribed = answer.ok ? undefined : answer.error;
    if (answer.ok) {
      const ended = methodAnswer(
        'resources/unsubscribe',
        (await context.probe.request('resources/unsubscribe', { uri })).outcome,
      );
      unsubscribed = ended.ok ? undefined : ended.error;
    }
  }
  const via = context.modern ? 'subscriptions/listen' : 'resources/subscribe';
  const frames = context.probe.framesSince(start, (entry) =>
    entry.direction === 'out'
      ? entry.method === 'resources/subscribe' ||
        entry.method === 'resources/unsubscribe' ||
        entry.method === 'subscriptions/listen' ||
        entry.method === 'notifications/cancelled'
      : false,
  );
  for (let seq = start; seq < log.size; seq++) {
    const entry = log.at(seq);
    if (
      entry?.connection === context.probe.connection &&
      entry.direction === 'in' &&
      entry.method === 'notifications/subscriptions/acknowledged'
    )
      frames.push(evidenceFrame(entry));
  }
  frames.sort((a, b) => a.seq - b.seq);
  if (subscribed !== undefined)
    return makeCheck(
      spec,
      verdict('fail', `Declares resources.subscribe, but ${via} for ${uri} failed: ${subscribed}`),
      frames,
    );
  if (unsubscribed !== undefined)
    return makeCheck(
      spec,
      verdict('fail', `${via} for ${uri} was accepted, but ending it failed: ${unsubscribed}`),
      frames,
    );
  return makeCheck(
    spec,
    verdict(
      'pass',
      `${via} for ${uri} was accepted, and ended again`,
      `Subscribed to ${uri} with ${via} and ended the subscription. Whether updates follow a change is not checked: the checkup does not change resources.`,
    ),
    frames,
  );
}

/** A tool whose name says it is slow, with arguments from its schema's defaults; none when a required argument has no default. */
export function pickSlowTool(
  tools: readonly unknown[],
): { tool: string; arguments: Record<string, unknown> } | undefined {
  for (const tool of tools) {
    if (!isRecord(tool) || typeof tool.name !== 'string' || !/long|slow|sleep|delay|wait/i.test(tool.name)) continue;
    const schema = isRecord(tool.inputSchema) ? tool.inputSchema : {};
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required)
      ? schema.required.filter((name): name is string => typeof name === 'string')
      : [];
    const args: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(properties))
      if (isRecord(property) && 'default' in property) args[name] = property.default;
    if (required.every((name) => name in args)) return { tool: tool.name, arguments: args };
  }
  return undefined;
}

export async function checkCancellation(context: CheckContext, lists: WalkedLists): Promise<CheckResult> {
  const spec: CheckSpec = {
    name: 'cancellation',
    title: 'A cancelled request is not answered',
    rule: specPage('cancellation', context.revision),
    foldFindings: false,
  };
  if (!context.options.callTools)
    return makeCheck(
      spec,
      verdict('not-applicable', 'Calling tools is off: a slow tool is the only request slow enough to cancel'),
    );
  const chosen = context.options.cancellation ?? pickSlowTool(items(lists, 'tools'));
  if (!chosen)
    return makeCheck(
      spec,
      verdict(
        'not-applicable',
        'No tool looks slow (long, slow, sleep, delay or wait in its name, every required argument with a default)',
      ),
    );
  const { probe, options } = context;
  const what = `tools/call ${chosen.tool}`;
  const start = probe.session.log.size;
  const sentAt = options.now();
  const call = probe.startRaw('tools/call', { name: chosen.tool, arguments: chosen.arguments ?? {} });
  const first = await Promise.race([call.done, options.sleep(options.cancelAfterMs).then(() => undefined)]);
  let run: CancellationRun;
  if (first) {
    run = first.message
      ? { what, answeredAfterMs: first.latencyMs ?? options.now() - sentAt, waitedMs: 0 }
      : { what, failure: first.failure, waitedMs: 0 };
  } else {
    await probe.notify('notifications/cancelled', {
      requestId: call.id,
      reason: 'mcp-loupe checkup: a cancelled request should get no answer',
    });
    const cancelledAfterMs = options.now() - sentAt;
    await Promise.race([call.done, options.sleep(options.cancelWaitMs)]);
    const waitedMs = options.now() - sentAt - cancelledAfterMs;
    call.stop();
    const answer = await call.done;
    run = {
      what,
      cancelledAfterMs,
      waitedMs,
      ...(answer.message ? { answeredAfterMs: answer.latencyMs ?? options.now() - sentAt } : {}),
    };
  }
  const frames = probe.framesSince(
    start,
    (entry) =>
      entry.direction === 'out' &&
      (entry.id === call.id || (entry.method === 'notifications/cancelled' && entry.raw.includes(call.id))),
  );
  return makeCheck(
    spec,
    judgeCancellation(run),
    frames.sort((a, b) => a.seq - b.seq),
  );
}
