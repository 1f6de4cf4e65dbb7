import { useId, type ReactNode } from 'react';
import { isTerminalStatus } from '../../../../shared/tasks/task-snapshot.ts';
import type { TrackedTask } from '../../../../shared/tasks/tracked-task.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { TaskStatusChip } from '../../../components/task-status-chip.tsx';
import { argumentsLine, formatSpan, formatTaskTime } from '../lib/format-task.ts';
import { TaskHistory } from './task-history.tsx';
import { TaskOutcome } from './task-outcome.tsx';
import { TaskRequests } from './task-requests.tsx';

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-wide text-zinc-500">{name}</dt>
      <dd className="truncate font-mono text-xs text-zinc-200">{children}</dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5 border-t border-zinc-800 pt-3">
      <h4 className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">{title}</h4>
      {children}
    </div>
  );
}

/** One task: its status and what the server says of it, what it waits on, its result, its history, and a way to cancel it. */
export function TaskCard({ task, onCancel }: { task: TrackedTask; onCancel: (taskId: string) => void }) {
  const headingId = useId();
  const ended = isTerminalStatus(task.status);
  return (
    <article
      aria-labelledby={headingId}
      className={`space-y-3 rounded-lg border bg-zinc-900 p-4 ${task.status === 'input_required' ? 'border-amber-700/60' : 'border-zinc-800'}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-mono text-sm font-semibold text-zinc-100">
          Task {task.taskId}
        </h3>
        <TaskStatusChip status={task.status} />
        <span className="min-w-0 flex-1 truncate font-mono text-xs text-zinc-400">
          {task.toolName ? (
            <>
              {task.toolName} <span className="text-zinc-500">{argumentsLine(task.args)}</span>
            </>
          ) : (
            <span className="font-sans text-zinc-500">
              Known from {task.history[0]?.source === 'tasks/list' ? 'tasks/list' : 'a status notification'}
            </span>
          )}
        </span>
        {!ended && !task.stoppedBecause ? (
          <Button
            variant="danger"
            className="shrink-0 text-xs"
            disabled={task.cancelling}
            onClick={() => onCancel(task.taskId)}
          >
            {task.cancelling ? 'Cancelling…' : 'Cancel task'}
          </Button>
        ) : null}
      </header>
      {task.statusMessage ? (
        <p className="whitespace-pre-wrap break-words text-sm text-zinc-300">{task.statusMessage}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
        <Fact name="Created">{formatTaskTime(task.createdAt) ?? '—'}</Fact>
        <Fact name="Last updated">{formatTaskTime(task.lastUpdatedAt) ?? '—'}</Fact>
        <Fact name="Poll interval">{formatSpan(task.pollIntervalMs) ?? 'not given'}</Fact>
        <Fact name="Kept for">{formatSpan(task.ttlMs) ?? 'not given'}</Fact>
        <Fact name="Form">{task.era === '2025-11-25' ? '2025-11-25' : 'tasks extension'}</Fact>
        <Fact name="Following">
          {ended ? 'ended' : task.stoppedBecause ? 'stopped' : task.awaitingResult ? 'tasks/get + result' : 'tasks/get'}
        </Fact>
      </dl>
      {task.stoppedBecause ? (
        <p className="text-xs text-amber-300">No longer followed: {task.stoppedBecause}.</p>
      ) : null}
      {task.trouble ? (
        <p role="alert" className="text-xs text-rose-300">
          {task.trouble}
        </p>
      ) : null}
      {task.findings.length ? (
        <p className="text-xs text-amber-300">
          Off the protocol’s shape: {task.findings.map((finding) => finding.message).join('; ')}
        </p>
      ) : null}
      {task.status === 'input_required' ? (
        <p className="text-xs text-amber-200">
          The task waits for input.{' '}
          {task.era === '2025-11-25'
            ? 'The server sends its request through tasks/result; it appears below.'
            : 'Its input requests appear below; your answers go back with tasks/update.'}
        </p>
      ) : null}
      <ErrorBoundary what={`the requests of task ${task.taskId}`}>
        <TaskRequests connection={task.connection} taskId={task.taskId} />
      </ErrorBoundary>
      <Part title={`History (${task.history.length})`}>
        <TaskHistory history={task.history} />
      </Part>
      {task.outcome ? (
        <Part title="Result">
          <div className="max-h-96 overflow-auto">
            <ErrorBoundary what={`the result of task ${task.taskId}`} data={task.outcome} resetKey={task.outcome}>
              <TaskOutcome outcome={task.outcome} />
            </ErrorBoundary>
          </div>
        </Part>
      ) : null}
    </article>
  );
}
