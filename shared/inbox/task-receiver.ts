import type { IncomingServerRequest, ServerRequestInbox } from './server-request-inbox.ts';
import { ReplyRejection, type ReplyError } from './server-request.ts';

/** The SDK's RELATED_TASK_META_KEY, spelt here so the inbox (on the first screen) does not load the SDK; a test holds them equal. */
export const RELATED_TASK_META_KEY = 'io.modelcontextprotocol/related-task';

type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

interface ReceivedTask {
  taskId: string;
  key: number | undefined;
  status: TaskStatus;
  statusMessage: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttl: number | null;
  result?: Record<string, unknown>;
  error?: ReplyError;
  settled: Promise<void>;
}

const terminal = (status: TaskStatus) => status === 'completed' || status === 'failed' || status === 'cancelled';
const invalidParams = -32602;
const internalError = -32603;

/** How often the inspector asks the server to poll; a person answers in seconds, not milliseconds. */
const pollInterval = 1000;

/**
 * The inspector as a task receiver (2025-11-25): a sampling or elicitation
 * request that carries `params.task` is taken as a task of the inspector's
 * own, answered at once with CreateTaskResult; the request waits in the
 * inbox for the person, and the server polls `tasks/get`, fetches
 * `tasks/result`, lists with `tasks/list` and may `tasks/cancel`.
 */
export class TaskReceiver {
  readonly #tasks = new Map<string, ReceivedTask>();
  readonly #inbox: ServerRequestInbox;
  readonly #now: () => number;
  readonly #newId: () => string;

  constructor(
    inbox: ServerRequestInbox,
    now: () => number = Date.now,
    newId: () => string = () => crypto.randomUUID(),
  ) {
    this.#inbox = inbox;
    this.#now = now;
    this.#newId = newId;
  }

  /** Takes a task-augmented request: the inbox holds it for the person; the answer is the new task. */
  accept(incoming: IncomingServerRequest): Record<string, unknown> {
    const taskId = this.#newId();
    const requested = (incoming.params?.task as { ttl?: unknown } | undefined)?.ttl;
    const stamp = new Date(this.#now()).toISOString();
    const task: ReceivedTask = {
      taskId,
      key: undefined,
      status: 'input_required',
      statusMessage: 'Waiting for the person in the inspector',
      createdAt: stamp,
      lastUpdatedAt: stamp,
      ttl: typeof requested === 'number' ? requested : null,
      settled: Promise.resolve(),
    };
    this.#tasks.set(taskId, task);
    // The task outlives the request that created it: no signal ties the two.
    const { signal: _, ...detached } = incoming;
    task.settled = this.#inbox
      .receive({ ...detached, taskId }, (key) => (task.key = key))
      .then(
        (result) => this.#finish(task, 'completed', 'Answered', { result }),
        (error: unknown) =>
          error instanceof ReplyRejection
            ? this.#finish(task, 'failed', error.message, {
                error: {
                  code: error.code,
                  message: error.message,
                  ...(error.data !== undefined ? { data: error.data } : {}),
                },
              })
            : this.#finish(task, 'cancelled', error instanceof Error ? error.message : String(error)),
      );
    return { task: this.#view(task) };
  }

  /** Answers the server's tasks/* requests about the inspector's tasks; undefined for any other method. */
  handle(method: string, params: Record<string, unknown> | undefined): Promise<Record<string, unknown>> | undefined {
    if (method === 'tasks/list')
      return Promise.resolve({ tasks: [...this.#tasks.values()].map((task) => this.#view(task)) });
    if (method !== 'tasks/get' && method !== 'tasks/result' && method !== 'tasks/cancel') return undefined;
    const task = typeof params?.taskId === 'string' ? this.#tasks.get(params.taskId) : undefined;
    if (!task)
      return Promise.reject(
        new ReplyRejection({
          code: invalidParams,
          message: `Failed to retrieve task: no task ${JSON.stringify(params?.taskId)}`,
        }),
      );
    if (method === 'tasks/get') return Promise.resolve(this.#view(task));
    if (method === 'tasks/cancel') {
      if (terminal(task.status))
        return Promise.reject(
          new ReplyRejection({
            code: invalidParams,
            message: `Cannot cancel task ${task.taskId}: it is already ${task.status}`,
          }),
        );
      if (task.key !== undefined) this.#inbox.withdraw(task.key, 'The server cancelled the task');
      this.#finish(task, 'cancelled', 'The server cancelled the task');
      return Promise.resolve(this.#view(task));
    }
    // tasks/result waits for the end, then gives the answer (or its error) with the task named in _meta.
    return task.settled.then(() => {
      if (task.result)
        return {
          ...task.result,
          _meta: { ...(task.result._meta as object | undefined), [RELATED_TASK_META_KEY]: { taskId: task.taskId } },
        };
      throw new ReplyRejection(
        task.error ?? { code: internalError, message: `Task ${task.taskId} was ${task.status}: ${task.statusMessage}` },
      );
    });
  }

  #finish(
    task: ReceivedTask,
    status: TaskStatus,
    statusMessage: string,
    outcome: { result?: Record<string, unknown>; error?: ReplyError } = {},
  ): void {
    if (terminal(task.status)) return;
    Object.assign(task, { status, statusMessage, lastUpdatedAt: new Date(this.#now()).toISOString() }, outcome);
  }

  #view(task: ReceivedTask): Record<string, unknown> {
    return {
      taskId: task.taskId,
      status: task.status,
      statusMessage: task.statusMessage,
      createdAt: task.createdAt,
      lastUpdatedAt: task.lastUpdatedAt,
      ttl: task.ttl,
      pollInterval,
    };
  }
}
