import type { Finding } from '../diagnose/finding.ts';
import { isRecord, type Rec } from '../lib/guards.ts';
import { describeType } from '../protocol-read/read-fields.ts';

/**
 * The two forms of tasks: the 2025-11-25 revision's (`params.task` on the
 * request, `tasks/result`, `tasks/list`) and the 2026-07-28 tasks extension
 * (`io.modelcontextprotocol/tasks`: the server decides, `tasks/update`).
 */
export type TaskEra = '2025-11-25' | '2026-07-28';

export { TASKS_EXTENSION } from '../protocol/extensions.ts';
export const RELATED_TASK_META = 'io.modelcontextprotocol/related-task';

/** Statuses MCP defines; a server may send others, which are shown as they are. */
export type KnownTaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

const terminal = new Set(['completed', 'failed', 'cancelled']);

export function isTerminalStatus(status: string): boolean {
  return terminal.has(status);
}

/** A task's state as one answer (a CreateTaskResult, tasks/get, a status notification, a tasks/list entry) gave it. */
export interface TaskSnapshot {
  taskId: string;
  status: string;
  statusMessage?: string;
  createdAt?: string;
  lastUpdatedAt?: string;
  /** Milliseconds the server keeps the task; null: no limit. */
  ttlMs?: number | null;
  pollIntervalMs?: number;
  /** 2026-07-28: the requests the task waits on while `input_required`, by key. */
  inputRequests?: Rec;
  /** 2026-07-28: the task's CallToolResult once `completed`. */
  result?: unknown;
  /** 2026-07-28: the task's JSON-RPC error once `failed`. */
  error?: unknown;
  /** Where the snapshot is off the protocol's shape (`task-member-type`, pointers from the task object). */
  findings: Finding[];
}

/**
 * Reads a task object leniently: whatever is missing or mistyped is noted,
 * never thrown. Undefined when there is not even a task id to follow.
 */
export function readTaskSnapshot(raw: unknown, era: TaskEra): TaskSnapshot | undefined {
  if (!isRecord(raw)) return undefined;
  const taskId = raw['taskId'];
  if (typeof taskId !== 'string' && typeof taskId !== 'number') return undefined;
  const findings: Finding[] = [];
  // The extension is the rule's source on 2026-07-28; the revision itself before.
  const source = era === '2026-07-28' ? 'io.modelcontextprotocol/tasks' : era;
  const wrongType = (key: string, value: unknown, wanted: string) =>
    findings.push({
      rule: 'task-member-type',
      severity: 'error',
      pointer: `/${key}`,
      source,
      message: `"${key}" is ${describeType(value)}, not a ${wanted}`,
    });
  if (typeof taskId !== 'string') wrongType('taskId', taskId, 'string');
  const status = typeof raw['status'] === 'string' ? raw['status'] : 'unknown';
  if (typeof raw['status'] !== 'string') wrongType('status', raw['status'], 'string');
  const snapshot: TaskSnapshot = { taskId: String(taskId), status, findings };
  const text = (key: string): string | undefined => {
    const value = raw[key];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value;
    wrongType(key, value, 'string');
    return JSON.stringify(value);
  };
  const number = (key: string, nullable: boolean): number | null | undefined => {
    const value = raw[key];
    if (value === undefined || typeof value === 'number' || (nullable && value === null))
      return value as number | null | undefined;
    wrongType(key, value, 'number');
    return undefined;
  };
  const statusMessage = text('statusMessage');
  const createdAt = text('createdAt');
  const lastUpdatedAt = text('lastUpdatedAt');
  if (statusMessage !== undefined) snapshot.statusMessage = statusMessage;
  if (createdAt !== undefined) snapshot.createdAt = createdAt;
  if (lastUpdatedAt !== undefined) snapshot.lastUpdatedAt = lastUpdatedAt;
  const ttl = number(era === '2025-11-25' ? 'ttl' : 'ttlMs', true);
  const poll = number(era === '2025-11-25' ? 'pollInterval' : 'pollIntervalMs', false);
  if (ttl !== undefined) snapshot.ttlMs = ttl;
  if (typeof poll === 'number') snapshot.pollIntervalMs = poll;
  if (era === '2026-07-28') {
    if (isRecord(raw['inputRequests'])) snapshot.inputRequests = raw['inputRequests'];
    if (raw['result'] !== undefined) snapshot.result = raw['result'];
    if (raw['error'] !== undefined) snapshot.error = raw['error'];
  }
  return snapshot;
}

/**
 * The task a tools/call answered with instead of its result: 2025-11-25's
 * `{ task: {…} }`, or 2026-07-28's flat `{ resultType: "task", taskId, … }`.
 */
export function createdTask(result: unknown, era: TaskEra): TaskSnapshot | undefined {
  if (!isRecord(result)) return undefined;
  if (era === '2025-11-25') return isRecord(result['task']) ? readTaskSnapshot(result['task'], era) : undefined;
  return result['resultType'] === 'task' ? readTaskSnapshot(result, era) : undefined;
}

/** The task a server's request belongs to (`_meta["io.modelcontextprotocol/related-task"].taskId`), if it says. */
export function relatedTaskId(params: Rec | undefined): string | undefined {
  const meta = params?.['_meta'];
  const related = isRecord(meta) ? meta[RELATED_TASK_META] : undefined;
  const taskId = isRecord(related) ? related['taskId'] : undefined;
  return typeof taskId === 'string' || typeof taskId === 'number' ? String(taskId) : undefined;
}
