import type { ToolTaskSupport } from '../../../../shared/tasks/tool-task-support.ts';

const marks = {
  required: { label: 'task', title: 'Runs only as a task (execution.taskSupport: required)' },
  optional: { label: 'task optional', title: 'May run as a task (execution.taskSupport: optional)' },
} as const;

/** Marks a tool that runs as a task, before it is run; a plain tool gets no mark. */
export function TaskSupportMark({ support }: { support: ToolTaskSupport }) {
  if (support === 'forbidden') return null;
  const mark = marks[support];
  return (
    <span
      title={mark.title}
      className="shrink-0 rounded border border-amber-700/70 px-1 text-[10px] leading-4 text-amber-200"
    >
      {mark.label}
    </span>
  );
}
