import type { CallHistory } from '../call-history/call-history.ts';
import { toolOutputFindings, outputSchemaNotChecked } from '../diagnose/tool-output.ts';
import type { Finding } from '../diagnose/finding.ts';
import { withResultFindings, type CallOutcome } from '../session/call-outcome.ts';
import type { ListedItems } from '../session/list-all.ts';
import type { Observable } from '../lib/observable.ts';
import type { RequestCallOptions } from '../session/send-request.ts';
import type { SessionState } from '../session/session-state.ts';
import type { TaskRun, TasksState } from '../tasks/task-tracker.ts';
import { sessionTasks } from '../tasks/session-tasks.ts';
import type { McpSession } from '../session/mcp-session.ts';
import type { TrackedTask } from '../tasks/tracked-task.ts';

/** What a tool call needs of a session and its tasks; `toolCallSession(session)` makes it of a McpSession. */
export interface ToolCallSession {
  readonly state: Observable<SessionState>;
  request(
    method: string,
    params: Record<string, unknown> | undefined,
    options?: RequestCallOptions,
  ): Promise<CallOutcome>;
  listAll<T>(method: string, key: string, options?: RequestCallOptions): Promise<ListedItems<T>>;
  readonly tasks: {
    readonly state: Observable<TasksState>;
    runToolAsTask(
      name: unknown,
      toolName: string,
      args: Record<string, unknown>,
      options?: RequestCallOptions,
    ): Promise<TaskRun>;
    adopt(outcome: CallOutcome, toolName: string, args: Record<string, unknown>): { taskId?: string };
  };
}

export interface ToolCallRequest {
  /** The name exactly as the server listed it: `tools/call` sends it back unchanged, even when it is not a string. */
  name: unknown;
  /** The name as shown, for the history and the request's tag; `String(name)` by default. */
  label?: string;
  arguments: Record<string, unknown>;
  /** Asks for a task (2025-11-25); on 2026-07-28 the server decides either way. */
  asTask?: boolean;
  /**
   * The tool's entry exactly as listed, whose outputSchema judges the
   * result. `undefined`: not known, so tools/list is asked first (every
   * page) to learn it; the call says so when it cannot be learnt.
   */
  tool?: unknown;
}

export interface ToolCallOptions extends RequestCallOptions {
  /** Where the call is kept, with its arguments and outcome (the page's history of each tool). */
  history?: Pick<CallHistory, 'record'>;
  /** A call that became a task waits for the task's own result (the command line); the page follows the task instead. */
  waitForTask?: boolean;
  now?: () => number;
}

/** What became of a tool call: its outcome (judged against the tool's outputSchema), and the task it became, if it became one. */
export interface ToolCallRun {
  outcome: CallOutcome;
  taskId?: string;
}

/**
 * One tools/call, as the page and the command line both make it: the
 * tool's outputSchema learnt (from tools/list when not given), the call
 * sent (as a task when asked), a task it became followed, its result
 * judged against the outputSchema, and the call kept in the history.
 * Never throws.
 */
export async function runToolCall(
  session: ToolCallSession,
  request: ToolCallRequest,
  options: ToolCallOptions = {},
): Promise<ToolCallRun> {
  const { history, waitForTask, now = Date.now, ...callOptions } = options;
  const label = request.label ?? String(request.name);
  const at = now();
  const listed =
    request.tool === undefined ? await listedTool(session, request.name, callOptions) : { tool: request.tool };
  const args = request.arguments;
  const run = request.asTask
    ? await session.tasks.runToolAsTask(request.name, label, args, callOptions)
    : await plainCall(session, request.name, label, args, callOptions);
  let outcome = run.outcome;
  if (run.taskId !== undefined && waitForTask)
    outcome = (await taskOutcome(session, run.taskId, callOptions.signal)) ?? outcome;
  // A task's own answer (CreateTaskResult) is not the tool's result: the outputSchema judges only the result.
  if (run.taskId === undefined || outcome !== run.outcome)
    outcome = judgeToolOutcome(outcome, listed, session.state.getSnapshot().server?.protocolVersion);
  history?.record(label, { at, args, outcome, ...(request.asTask ? { asTask: true } : {}) });
  return { outcome, ...(run.taskId !== undefined ? { taskId: run.taskId } : {}) };
}

/** A tool's result (or a task's final result) with what it breaks of the tool's outputSchema. */
export function judgeToolOutcome(outcome: CallOutcome, listed: ListedTool, revision: string | undefined): CallOutcome {
  if (outcome.kind !== 'result') return outcome;
  const findings: Finding[] =
    listed.unknown !== undefined
      ? [outputSchemaNotChecked(listed.unknown, 'probe')]
      : toolOutputFindings(listed.tool, outcome.result, revision);
  return withResultFindings(outcome, findings);
}

/** The tool as listed, or why it is not known. */
export type ListedTool = { tool: unknown; unknown?: undefined } | { tool?: undefined; unknown: string };

async function plainCall(
  session: ToolCallSession,
  name: unknown,
  label: string,
  args: Record<string, unknown>,
  options: RequestCallOptions,
): Promise<TaskRun> {
  const outcome = await session.request('tools/call', { name, arguments: args }, options);
  // A result that is a task (a 2026-07-28 server may make any call one) is followed.
  return { outcome, ...session.tasks.adopt(outcome, label, args) };
}

/** The tool's entry from tools/list (every page), or why the result cannot be checked against its outputSchema. */
async function listedTool(session: ToolCallSession, name: unknown, options: RequestCallOptions): Promise<ListedTool> {
  const unchecked = (why: string) => ({
    unknown: `The result was not checked against the tool's outputSchema: ${why}`,
  });
  if (session.state.getSnapshot().server?.capabilities.tools === undefined)
    return unchecked('the server does not declare tools, so tools/list was not asked');
  try {
    const { items } = await session.listAll<unknown>('tools/list', 'tools', {
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    const tool = items.find(
      (item) => typeof item === 'object' && item !== null && (item as { name?: unknown }).name === name,
    );
    return tool === undefined ? unchecked(`tools/list does not list ${JSON.stringify(name)}`) : { tool };
  } catch (error) {
    return unchecked(`tools/list failed (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Waits for a followed task's own result; undefined when it ends without one, or the wait is stopped. */
function taskOutcome(session: ToolCallSession, taskId: string, signal?: AbortSignal): Promise<CallOutcome | undefined> {
  return new Promise((resolve) => {
    const settled = (task: TrackedTask | undefined) =>
      task === undefined ||
      task.outcome !== undefined ||
      task.stoppedBecause !== undefined ||
      task.status === 'cancelled';
    const find = () => session.tasks.state.getSnapshot().tasks.find((task) => task.taskId === taskId);
    let stop = () => {};
    const check = () => {
      const task = find();
      if (!settled(task) && !signal?.aborted) return;
      stop();
      resolve(task?.outcome ?? (task?.status === 'cancelled' ? { kind: 'cancelled', durationMs: 0 } : undefined));
    };
    const unsubscribe = session.tasks.state.subscribe(check);
    const onAbort = () => check();
    signal?.addEventListener('abort', onAbort);
    stop = () => {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    };
    check();
  });
}

/** A McpSession's face for tool calls: its requests and state, and the tasks it follows. */
export function toolCallSession(session: McpSession): ToolCallSession {
  return {
    state: session.state,
    request: (method, params, options) => session.request(method, params, options),
    listAll: (method, key, options) => session.listAll(method, key, options),
    tasks: sessionTasks(session),
  };
}
