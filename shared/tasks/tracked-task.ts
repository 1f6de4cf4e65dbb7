import type { Finding } from '../diagnose/finding.ts';
import { errorCodeName } from '../jsonrpc/error-codes.ts';
import { sameFinding } from '../result-read/merge-result-findings.ts';
import type { CallOutcome } from '../session/call-outcome.ts';
import { isTerminalStatus, type TaskEra, type TaskSnapshot } from './task-snapshot.ts';

/** What told the inspector of a task's state. */
export type TaskUpdateSource = 'created' | 'notification' | 'tasks/get' | 'tasks/list' | 'tasks/cancel';

/** One step in a task's life, as the inspector saw it, with the page's time. */
export interface TaskStatusChange {
  at: number;
  status: string;
  statusMessage?: string;
  source: TaskUpdateSource;
}

/** A task the inspector follows. Replaced, never mutated, when it changes. */
export interface TrackedTask
  extends Pick<
    TaskSnapshot,
    'taskId' | 'status' | 'statusMessage' | 'createdAt' | 'lastUpdatedAt' | 'ttlMs' | 'pollIntervalMs' | 'inputRequests'
  > {
  connection: number;
  era: TaskEra;
  /** The tool it runs, when started from this page (a listed task may be anyone's). */
  toolName?: string;
  args?: Record<string, unknown>;
  startedHere: boolean;
  /** When the inspector first heard of it (page clock). */
  knownAt: number;
  /** The task's own result: tasks/result (2025-11-25) or tasks/get's `result`/`error` (2026-07-28). */
  outcome?: CallOutcome;
  /** 2025-11-25: tasks/result was sent and has not answered (it waits until the task ends). */
  awaitingResult: boolean;
  cancelling: boolean;
  /** Why a cancel, a poll or an answer did not go through, in words. */
  trouble?: string;
  /** Why the inspector no longer follows a task that has not ended. */
  stoppedBecause?: string;
  /** Where what the server sent about the task is off the protocol's shape; each names the answer it came in. */
  findings: readonly Finding[];
  history: readonly TaskStatusChange[];
}

export interface TaskOrigin {
  toolName?: string;
  args?: Record<string, unknown>;
  startedHere: boolean;
}

/** A record for a task first heard of in `snapshot`. */
export function newTrackedTask(
  snapshot: TaskSnapshot,
  connection: number,
  era: TaskEra,
  origin: TaskOrigin,
  source: TaskUpdateSource,
  now: number,
): TrackedTask {
  const blank: TrackedTask = {
    taskId: snapshot.taskId,
    connection,
    era,
    startedHere: false,
    knownAt: now,
    status: snapshot.status,
    awaitingResult: false,
    cancelling: false,
    findings: [],
    history: [],
  };
  return withOrigin(applySnapshot(blank, snapshot, source, now), origin);
}

/** Adds what the page knows of where a task came from (a notification may have announced it before the call's answer). */
export function withOrigin(task: TrackedTask, origin: TaskOrigin): TrackedTask {
  if (!origin.startedHere || task.startedHere) return task;
  return Object.freeze({
    ...task,
    startedHere: true,
    ...(origin.toolName !== undefined ? { toolName: origin.toolName } : {}),
    ...(origin.args ? { args: origin.args } : {}),
  });
}

function isOlder(snapshot: TaskSnapshot, task: TrackedTask): boolean {
  if (snapshot.lastUpdatedAt === undefined || task.lastUpdatedAt === undefined) return false;
  const then = Date.parse(snapshot.lastUpdatedAt);
  const seen = Date.parse(task.lastUpdatedAt);
  return !Number.isNaN(then) && !Number.isNaN(seen) && then < seen;
}

/**
 * A task with a snapshot's news folded in. Answers can cross on the wire (a
 * status notification before the CreateTaskResult, a poll answered after a
 * cancel): an older snapshot, or one that would take an ended task back to
 * running, changes nothing.
 */
export function applySnapshot(
  task: TrackedTask,
  snapshot: TaskSnapshot,
  source: TaskUpdateSource,
  now: number,
): TrackedTask {
  const first = task.history.length === 0;
  if (!first && (isOlder(snapshot, task) || (isTerminalStatus(task.status) && !isTerminalStatus(snapshot.status))))
    return task;
  const next: TrackedTask = { ...task, status: snapshot.status };
  for (const key of ['statusMessage', 'createdAt', 'lastUpdatedAt', 'ttlMs', 'pollIntervalMs'] as const) {
    if (snapshot[key] !== undefined) (next as unknown as Record<string, unknown>)[key] = snapshot[key];
  }
  if (task.era === '2026-07-28') {
    if (snapshot.status === 'input_required' && snapshot.inputRequests) next.inputRequests = snapshot.inputRequests;
    else if (snapshot.status !== 'input_required') delete next.inputRequests;
    const outcome = finalOutcome(snapshot, now - task.knownAt);
    if (outcome) next.outcome = outcome;
  }
  if (isTerminalStatus(snapshot.status)) delete next.stoppedBecause;
  // The same finding from a later answer of the same kind is kept once.
  const fresh = snapshot.findings
    .map((finding) => ({ ...finding, message: `${source}: ${finding.message}` }))
    .filter((finding) => !task.findings.some((kept) => sameFinding(kept, finding)));
  if (fresh.length) next.findings = [...task.findings, ...fresh];
  const last = task.history.at(-1);
  if (
    !last ||
    last.status !== snapshot.status ||
    (snapshot.statusMessage !== undefined && last.statusMessage !== snapshot.statusMessage)
  ) {
    const change: TaskStatusChange = {
      at: now,
      status: snapshot.status,
      source,
      ...(snapshot.statusMessage !== undefined ? { statusMessage: snapshot.statusMessage } : {}),
    };
    next.history = [...task.history, Object.freeze(change)];
  }
  return Object.freeze(next);
}

/** 2026-07-28: an ended task carries its result (completed) or its error (failed) in tasks/get. */
function finalOutcome(snapshot: TaskSnapshot, durationMs: number): CallOutcome | undefined {
  if (snapshot.result !== undefined) return { kind: 'result', result: snapshot.result, durationMs };
  const error = snapshot.error;
  if (error === undefined) return undefined;
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    kind: 'error',
    ...(typeof record['code'] === 'number'
      ? {
          code: record['code'],
          codeName: errorCodeName(record['code'], {
            revision: '2026-07-28',
            message: typeof record['message'] === 'string' ? record['message'] : undefined,
          }),
        }
      : {}),
    message: typeof record['message'] === 'string' ? record['message'] : JSON.stringify(error),
    ...(record['data'] !== undefined ? { data: record['data'] } : {}),
    durationMs,
  };
}
