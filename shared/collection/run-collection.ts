import type { CallOutcome } from '../session/call-outcome.ts';
import { runToolCall, type ToolCallSession } from '../tool-call/run-tool-call.ts';
import {
  callSubject,
  type CallTarget,
  type Collection,
  type CollectionCall,
  type VariableValue,
} from './collection.ts';
import { fillCall } from './collection-variables.ts';
import { judgeCall, type Verdict } from './judge-call.ts';

/** One call of a run: what was sent (by name and subject, never its filled-in values), what came, and the verdict. */
export interface CallRun {
  readonly name: string;
  readonly subject: string;
  readonly line?: number;
  readonly outcome: CallOutcome;
  readonly verdict: Verdict;
}

export interface CollectionRun {
  readonly collection: string;
  readonly calls: readonly CallRun[];
  /** Every call ran and met its expectation. */
  readonly met: boolean;
  /** Why the run ended before its last call (stopped, the connection gone). */
  readonly stopped?: string;
}

export interface RunCollectionOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Told each call's run as it ends (the page shows it, the command line prints it). */
  onCall?: (run: CallRun, index: number) => void;
  /** Where the connection stands: a run stops at the first call it cannot send. */
  lost?: () => string | undefined;
}

/**
 * A collection's calls, one after another, each through the path its kind
 * takes everywhere: a tool call through runToolCall (the page's and the
 * command line's one runner, judging outputSchema and following tasks),
 * the others through the session's request (logged and judged like any
 * request). Never throws.
 */
export async function runCollection(
  session: ToolCallSession,
  collection: Collection,
  values: Readonly<Record<string, VariableValue>>,
  options: RunCollectionOptions = {},
): Promise<CollectionRun> {
  const calls: CallRun[] = [];
  let stopped: string | undefined;
  for (const call of collection.calls) {
    if (options.signal?.aborted) {
      stopped = 'Stopped';
      break;
    }
    const lost = options.lost?.();
    if (lost !== undefined) {
      stopped = `The connection ended: ${lost}`;
      break;
    }
    const outcome = await send(session, fillCall(call, values), options);
    const run: CallRun = {
      name: call.name,
      subject: callSubject(call),
      ...(call.line !== undefined ? { line: call.line } : {}),
      outcome,
      verdict: judgeCall(call, outcome),
    };
    calls.push(run);
    options.onCall?.(run, calls.length - 1);
  }
  return {
    collection: collection.name,
    calls,
    met: stopped === undefined && calls.every((run) => run.verdict.met),
    ...(stopped !== undefined ? { stopped } : {}),
  };
}

async function send(session: ToolCallSession, call: CollectionCall & CallTarget, options: RunCollectionOptions) {
  const request = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  switch (call.kind) {
    case 'tool':
      return (
        await runToolCall(
          session,
          { name: call.tool, arguments: { ...call.arguments } },
          { ...request, waitForTask: true },
        )
      ).outcome;
    case 'prompt':
      return session.request(
        'prompts/get',
        { name: call.prompt, ...(Object.keys(call.arguments).length ? { arguments: call.arguments } : {}) },
        request,
      );
    case 'resource':
      return session.request('resources/read', { uri: call.uri }, request);
    case 'request':
      return session.request(call.method, call.params === undefined ? undefined : { ...call.params }, request);
  }
}
