import { isRecord } from '../lib/guards.ts';
import type { IncomingServerRequest } from '../inbox/server-request-inbox.ts';
import type { CallOutcome } from '../session/call-outcome.ts';
import type { RequestCallOptions } from '../session/mcp-session.ts';
import { Observable } from '../lib/observable.ts';
import { scoped, standDown } from '../lib/scope.ts';
import type { SessionState } from '../session/session-state.ts';
import { createdTask, isTerminalStatus, readTaskSnapshot, type TaskEra, type TaskSnapshot } from './task-snapshot.ts';
import { tasksAvailability, type TasksAvailability } from './tasks-availability.ts';
import {
  applySnapshot,
  newTrackedTask,
  withOrigin,
  type TaskOrigin,
  type TaskUpdateSource,
  type TrackedTask,
} from './tracked-task.ts';

export type TaskRequest = (
  method: string,
  params: Record<string, unknown> | undefined,
  options?: RequestCallOptions,
) => Promise<CallOutcome>;

export interface TaskTrackerOptions {
  /** Sends a request and reports its outcome, never throwing (the session's `request`). */
  request: TaskRequest;
  state: { getSnapshot(): SessionState; subscribe(listener: () => void): () => void };
  onNotification: (listener: (method: string, params: unknown) => void) => () => void;
  /** Where a 2026-07-28 task's input requests wait for the person. */
  inbox: { receive(incoming: IncomingServerRequest): Promise<Record<string, unknown>> };
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface TasksListing {
  status: 'idle' | 'loading' | 'done' | 'error';
  /** How many tasks the server listed, or why it could not. */
  message?: string;
}

export interface TasksState {
  connection: number;
  availability: TasksAvailability;
  /** Newest first. */
  tasks: readonly TrackedTask[];
  listing: TasksListing;
}

/** What became of a tools/call made as a task: its outcome, and the task when the server made one. */
export interface TaskRun {
  outcome: CallOutcome;
  taskId?: string;
}

/** The least time between two polls, whatever pollInterval the server suggests. */
export const minPollMs = 250;
const defaultPollMs = 1000;
/** Polls that may fail in a row before the inspector stops following a task. */
const pollFailuresAllowed = 3;
/** The lifetime asked for with 2025-11-25's `params.task`; the server may choose another. */
export const requestedTtlMs = 300_000;
/** How long tasks/result may wait (it answers only when the task ends); asked again, twice, if the task has not ended by then. */
const resultWaitMs = 600_000;
const resultAttempts = 3;
const listPagesAllowed = 50;

type Live = ReturnType<typeof scoped>;

/** The tag of every request about a task, so the server's requests meanwhile show beside it. */
export const taskTag = (taskId: string): string => `task ${taskId}`;

interface Runtime {
  timer?: unknown;
  /** The tasks/get under way. */
  polling?: Promise<void>;
  failures: number;
  fetching: boolean;
  fetches: number;
  /** 2026-07-28: the input requests handed to the inbox in this input_required spell, and the signal that withdraws them. */
  asked?: { keys: Set<string>; controller: AbortController };
}

/**
 * The tasks of the current connection: runs tools as tasks, follows each
 * (status notifications, and tasks/get at the server's pollInterval until
 * it ends), fetches its result, takes the person's answers to what it waits
 * on, and cancels it; both the 2025-11-25 form and the 2026-07-28 tasks
 * extension. Everything stops with the connection.
 */
export class TaskTracker {
  readonly state: Observable<TasksState>;
  readonly #options: TaskTrackerOptions;
  readonly #now: () => number;
  readonly #setTimer: (callback: () => void, ms: number) => unknown;
  readonly #clearTimer: (handle: unknown) => void;
  readonly #runtime = new Map<string, Runtime>();
  /**
   * The scope of the connection's tasks: aborted when the connection changes or ends, so answers to an older one go
   * nowhere.
   */
  #scope = new AbortController();

  constructor(options: TaskTrackerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.#clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    const session = options.state.getSnapshot();
    this.state = new Observable<TasksState>({
      connection: session.connection,
      availability: tasksAvailability(session),
      tasks: [],
      listing: { status: 'idle' },
    });
    options.state.subscribe(() => this.#sessionChanged(options.state.getSnapshot()));
    options.onNotification((method, params) => this.#notified(method, params));
  }

  task(taskId: string): TrackedTask | undefined {
    return this.state.getSnapshot().tasks.find((task) => task.taskId === taskId);
  }

  /**
   * Calls a tool as a task: 2025-11-25 asks for one with `params.task`; on
   * 2026-07-28 the server decides, so the call goes as it is and the answer
   * says. A plain result comes back as it is, without a task.
   */
  async runToolAsTask(
    name: unknown,
    toolName: string,
    args: Record<string, unknown>,
    options: RequestCallOptions = {},
  ): Promise<TaskRun> {
    const availability = this.state.getSnapshot().availability;
    if (!availability.available) return { outcome: { kind: 'error', message: availability.why, durationMs: 0 } };
    const params =
      availability.era === '2025-11-25'
        ? { name, arguments: args, task: { ttl: requestedTtlMs } }
        : { name, arguments: args };
    const outcome = await this.#options.request('tools/call', params, options);
    return { outcome, ...this.adopt(outcome, toolName, args) };
  }

  /** Follows the task a tools/call answered with, if it answered with one (a 2026-07-28 server may make any call a task). */
  adopt(outcome: CallOutcome, toolName: string, args: Record<string, unknown>): { taskId?: string } {
    const availability = this.state.getSnapshot().availability;
    if (outcome.kind !== 'result' || !availability.available) return {};
    const snapshot = createdTask(outcome.result, availability.era);
    if (!snapshot) return {};
    this.#take(snapshot, { toolName, args, startedHere: true }, 'created');
    return { taskId: snapshot.taskId };
  }

  /** Asks the server to cancel a task; its answer (or the next tasks/get) shows what became of it. */
  async cancel(taskId: string): Promise<void> {
    await this.#inScope((live) => this.#cancel(live, taskId));
  }

  async #cancel(live: Live, taskId: string): Promise<void> {
    const era = this.task(taskId)?.era;
    if (!era) return;
    this.#change(taskId, (task) => ({ ...withoutTrouble(task), cancelling: true }));
    const outcome = await live(this.#options.request('tasks/cancel', { taskId }, { tag: taskTag(taskId) }));
    this.#change(taskId, (task) => ({
      ...task,
      cancelling: false,
      ...(outcome.kind === 'result' ? {} : { trouble: `tasks/cancel: ${describe(outcome)}` }),
    }));
    // 2025-11-25 answers with the cancelled task; the extension answers {} and tasks/get tells.
    const snapshot = outcome.kind === 'result' ? readTaskSnapshot(outcome.result, era) : undefined;
    if (snapshot?.taskId === taskId) this.#take(snapshot, { startedHere: false }, 'tasks/cancel');
    else if (outcome.kind === 'result') await this.#poll(taskId);
  }

  /** 2025-11-25's tasks/list: every task the server knows of for this session, each followed from now on. */
  async refreshList(): Promise<void> {
    await this.#inScope((live) => this.#refreshList(live));
  }

  async #refreshList(live: Live): Promise<void> {
    const availability = this.state.getSnapshot().availability;
    if (!availability.available || !availability.canList) return;
    this.#setListing({ status: 'loading' });
    let cursor: string | undefined;
    let listed = 0;
    for (let page = 0; page < listPagesAllowed; page++) {
      const outcome = await live(this.#options.request('tasks/list', cursor === undefined ? {} : { cursor }));
      if (outcome.kind !== 'result') {
        this.#setListing({ status: 'error', message: `tasks/list: ${describe(outcome)}` });
        return;
      }
      const result = isRecord(outcome.result) ? outcome.result : {};
      const entries = Array.isArray(result['tasks']) ? result['tasks'] : [];
      for (const entry of entries) {
        const snapshot = readTaskSnapshot(entry, availability.era);
        if (snapshot) {
          listed++;
          this.#take(snapshot, { startedHere: false }, 'tasks/list');
        }
      }
      cursor = typeof result['nextCursor'] === 'string' ? result['nextCursor'] : undefined;
      if (cursor === undefined) break;
    }
    this.#setListing({ status: 'done', message: `The server listed ${listed === 1 ? '1 task' : `${listed} tasks`}` });
  }

  #notified(method: string, params: unknown): void {
    if (method !== 'notifications/tasks/status') return;
    const availability = this.state.getSnapshot().availability;
    if (!availability.available) return;
    const snapshot = readTaskSnapshot(params, availability.era);
    if (snapshot) this.#take(snapshot, { startedHere: false }, 'notification');
  }

  /** Folds a snapshot in (a task not yet known is added), then does what the task's new state calls for. */
  #take(snapshot: TaskSnapshot, origin: TaskOrigin, source: TaskUpdateSource): void {
    const state = this.state.getSnapshot();
    if (!state.availability.available) return;
    const era = state.availability.era;
    const existing = state.tasks.find((task) => task.taskId === snapshot.taskId);
    const next = existing
      ? withOrigin(applySnapshot(existing, snapshot, source, this.#now()), origin)
      : newTrackedTask(snapshot, state.connection, era, origin, source, this.#now());
    if (next !== existing) this.#put(next);
    this.#reconcile(snapshot.taskId);
  }

  /** Polls while the task runs; fetches its result (2025-11-25); hands its input requests to the person (2026-07-28). */
  #reconcile(taskId: string): void {
    const task = this.task(taskId);
    if (!task || task.stoppedBecause) return;
    const runtime = this.#runtimeOf(taskId);
    if (task.status !== 'input_required' && runtime.asked) {
      runtime.asked.controller.abort(`The task is now ${task.status}`);
      runtime.asked = undefined;
    }
    if (isTerminalStatus(task.status)) {
      if (runtime.timer !== undefined) this.#clearTimer(runtime.timer);
      runtime.timer = undefined;
    } else {
      this.#schedule(taskId, task.pollIntervalMs);
    }
    // 2025-11-25: tasks/result waits for the end, and it is through it that the server delivers what it queued for the task (an elicitation).
    if (task.era === '2025-11-25' && task.status !== 'cancelled' && task.outcome === undefined && !runtime.fetching)
      void this.#inScope((live) => this.#fetchResult(live, taskId));
    if (task.era === '2026-07-28' && task.status === 'input_required' && task.inputRequests)
      void this.#inScope((live) => this.#askInput(live, task, runtime));
  }

  #schedule(taskId: string, pollIntervalMs: number | undefined): void {
    const runtime = this.#runtimeOf(taskId);
    if (runtime.timer !== undefined) return;
    runtime.timer = this.#setTimer(
      () => {
        runtime.timer = undefined;
        void this.#poll(taskId);
      },
      Math.max(minPollMs, pollIntervalMs ?? defaultPollMs),
    );
  }

  /** Asks tasks/get now; a poll already under way is shared, not repeated. */
  #poll(taskId: string): Promise<void> {
    const runtime = this.#runtimeOf(taskId);
    runtime.polling ??= this.#inScope((live) => this.#pollOnce(live, taskId, runtime)).finally(() => {
      runtime.polling = undefined;
    });
    return runtime.polling;
  }

  async #pollOnce(live: Live, taskId: string, runtime: Runtime): Promise<void> {
    const task = this.task(taskId);
    if (!task) return;
    if (runtime.timer !== undefined) this.#clearTimer(runtime.timer);
    runtime.timer = undefined;
    const outcome = await live(this.#options.request('tasks/get', { taskId }, { tag: taskTag(taskId) }));
    const snapshot = outcome.kind === 'result' ? readTaskSnapshot(outcome.result, task.era) : undefined;
    if (snapshot?.taskId === taskId) {
      runtime.failures = 0;
      this.#change(taskId, (current) => (current.trouble?.startsWith('tasks/get') ? withoutTrouble(current) : current));
      this.#take(snapshot, { startedHere: false }, 'tasks/get');
      return;
    }
    runtime.failures++;
    const why = `tasks/get: ${snapshot ? `answered for task ${snapshot.taskId}` : outcome.kind === 'result' ? 'the answer carries no task' : describe(outcome)}`;
    if (runtime.failures >= pollFailuresAllowed)
      this.#change(taskId, (current) => ({
        ...current,
        trouble: why,
        stoppedBecause: `${pollFailuresAllowed} polls in a row failed`,
      }));
    else {
      this.#change(taskId, (current) => ({ ...current, trouble: why }));
      this.#reconcile(taskId);
    }
  }

  async #fetchResult(live: Live, taskId: string): Promise<void> {
    const runtime = this.#runtimeOf(taskId);
    if (runtime.fetches >= resultAttempts) return;
    runtime.fetching = true;
    runtime.fetches++;
    this.#change(taskId, (task) => ({ ...task, awaitingResult: true }));
    const outcome = await live(
      this.#options.request('tasks/result', { taskId }, { tag: taskTag(taskId), timeoutMs: resultWaitMs }),
    );
    // The status the result (or its refusal) belongs to; still fetching meanwhile, so nothing asks again.
    await live(this.#poll(taskId));
    runtime.fetching = false;
    const task = this.task(taskId);
    if (!task) return;
    const retry = outcome.kind === 'error' && outcome.timedOut && !isTerminalStatus(task.status);
    // A cancelled task's tasks/result is refused: that is no failure of the task.
    const keep = task.status !== 'cancelled' && !retry;
    this.#change(taskId, (current) => ({ ...current, awaitingResult: false, ...(keep ? { outcome } : {}) }));
    if (retry) this.#reconcile(taskId);
  }

  /** 2026-07-28: each input request waits in the inbox; once all are settled, the answers go back in one tasks/update. */
  async #askInput(live: Live, task: TrackedTask, runtime: Runtime): Promise<void> {
    runtime.asked ??= { keys: new Set(), controller: new AbortController() };
    const asked = runtime.asked;
    const fresh = Object.entries(task.inputRequests ?? {}).filter(([key]) => !asked.keys.has(key));
    if (fresh.length === 0) return;
    for (const [key] of fresh) asked.keys.add(key);
    const connection = this.state.getSnapshot().connection;
    const settled = await live(
      Promise.allSettled(
        fresh.map(([key, request]) => {
          const record = isRecord(request) ? request : {};
          const params = isRecord(record['params']) ? { ...record['params'] } : undefined;
          const method = typeof record['method'] === 'string' ? record['method'] : '(no method)';
          return this.#options.inbox.receive({
            connection,
            id: key,
            method,
            params,
            via: 'input_required',
            during: [taskTag(task.taskId)],
            signal: asked.controller.signal,
          });
        }),
      ),
    );
    // The task left input_required meanwhile: its requests were withdrawn, and there is nothing to send.
    if (asked.controller.signal.aborted) return;
    const inputResponses: Record<string, unknown> = {};
    settled.forEach((answer, index) => {
      if (answer.status === 'fulfilled') inputResponses[fresh[index]![0]] = answer.value;
    });
    if (Object.keys(inputResponses).length === 0) {
      this.#change(task.taskId, (current) => ({
        ...current,
        trouble: 'No answer to send: the task waits until it is answered or cancelled',
      }));
      return;
    }
    const outcome = await live(
      this.#options.request('tasks/update', { taskId: task.taskId, inputResponses }, { tag: taskTag(task.taskId) }),
    );
    if (outcome.kind !== 'result')
      this.#change(task.taskId, (current) => ({ ...current, trouble: `tasks/update: ${describe(outcome)}` }));
    await this.#poll(task.taskId);
  }

  #sessionChanged(session: SessionState): void {
    const current = this.state.getSnapshot();
    const availability = tasksAvailability(session);
    const ended = current.availability.available && !availability.available;
    if (session.connection !== current.connection) {
      this.#stopAll();
      this.state.set({ connection: session.connection, availability, tasks: [], listing: { status: 'idle' } });
      return;
    }
    if (ended) {
      this.#stopAll();
      const tasks = current.tasks.map((task) =>
        isTerminalStatus(task.status)
          ? task
          : Object.freeze({
              ...task,
              awaitingResult: false,
              cancelling: false,
              stoppedBecause: 'The connection ended',
            }),
      );
      this.state.set({ ...current, availability, tasks });
      return;
    }
    if (JSON.stringify(availability) !== JSON.stringify(current.availability))
      this.state.set({ ...current, availability });
  }

  /**
   * Runs work on the connection's tasks in its scope: once the connection changes or ends, the work stands down at its
   * next await.
   */
  #inScope<T>(work: (live: Live) => Promise<T>): Promise<T | undefined> {
    return standDown(work(scoped(this.#scope.signal)));
  }

  #stopAll(): void {
    this.#scope.abort('The connection ended');
    this.#scope = new AbortController();
    for (const runtime of this.#runtime.values()) {
      if (runtime.timer !== undefined) this.#clearTimer(runtime.timer);
      runtime.asked?.controller.abort('The connection ended');
    }
    this.#runtime.clear();
  }

  #runtimeOf(taskId: string): Runtime {
    let runtime = this.#runtime.get(taskId);
    if (!runtime) {
      runtime = { failures: 0, fetching: false, fetches: 0 };
      this.#runtime.set(taskId, runtime);
    }
    return runtime;
  }

  #change(taskId: string, change: (task: TrackedTask) => TrackedTask): void {
    const task = this.task(taskId);
    if (!task) return;
    const next = change(task);
    if (next !== task) this.#put(Object.freeze(next));
  }

  #put(task: TrackedTask): void {
    const state = this.state.getSnapshot();
    const others = state.tasks.filter((other) => other.taskId !== task.taskId);
    const known = others.length !== state.tasks.length;
    this.state.set({
      ...state,
      tasks: known ? state.tasks.map((other) => (other.taskId === task.taskId ? task : other)) : [task, ...others],
    });
  }

  #setListing(listing: TasksListing): void {
    this.state.set({ ...this.state.getSnapshot(), listing });
  }
}

function withoutTrouble(task: TrackedTask): TrackedTask {
  const { trouble: _trouble, ...rest } = task;
  return rest;
}

function describe(outcome: CallOutcome): string {
  if (outcome.kind === 'cancelled') return 'cancelled';
  if (outcome.kind === 'result') return 'answered';
  return outcome.code !== undefined ? `${outcome.code} ${outcome.message}` : outcome.message;
}

export type { TaskEra };
