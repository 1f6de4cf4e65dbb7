import type { TaskStatusChange } from '../../../../shared/tasks/tracked-task.ts';
import { TaskStatusChip } from '../../../components/task-status-chip.tsx';
import { formatClock } from '../lib/format-task.ts';

const sources: Record<TaskStatusChange['source'], string> = {
  created: 'the call’s answer',
  notification: 'notifications/tasks/status',
  'tasks/get': 'tasks/get',
  'tasks/list': 'tasks/list',
  'tasks/cancel': 'tasks/cancel',
};

/** Each status the task went through, when the inspector learnt of it, and from what. */
export function TaskHistory({ history }: { history: readonly TaskStatusChange[] }) {
  return (
    <ol aria-label="History" className="space-y-1 text-xs">
      {history.map((change, index) => (
        <li key={index} className="grid grid-cols-[7rem_7.5rem_1fr] items-baseline justify-items-start gap-x-3">
          <span className="font-mono text-zinc-500">{formatClock(change.at)}</span>
          <TaskStatusChip status={change.status} />
          <span className="min-w-0 break-words text-zinc-400">
            {change.statusMessage ? <span className="text-zinc-300">{change.statusMessage} </span> : null}
            <span className="text-zinc-600">· {sources[change.source]}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
