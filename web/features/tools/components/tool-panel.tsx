import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ItemProblems } from '../../../components/item-problems.tsx';
import { RequestsDuringCall } from '../../../components/server-requests/requests-during-call.tsx';
import { useCallTool } from '../hooks/use-call-tool.ts';
import { ToolForm } from './tool-form.tsx';
import { TaskRun } from './task-run.tsx';
import { ToolResult } from './tool-result.tsx';

/** One tool's form, its call and its result; kept while another tool is shown, so nothing is lost or cancelled (until many others push it out). */
export function ToolPanel({ tool, shown }: { tool: ToolItem; shown: boolean }) {
  const call = useCallTool();
  return (
    <div hidden={!shown} className="space-y-4 p-4">
      <ItemProblems noun="tool" problems={tool.problems} raw={tool.raw} />
      <ErrorBoundary what={`the form of tool “${tool.name}”`} data={tool.raw} resetKey={tool}>
        <ToolForm tool={tool} running={call.running} onRun={(args, asTask) => call.run(tool, args, asTask)} onCancel={call.cancel} />
      </ErrorBoundary>
      <RequestsDuringCall tag={call.tag} />
      {call.taskId && !call.running ? <TaskRun taskId={call.taskId} /> : <ToolResult outcome={call.outcome} running={call.running} progress={call.progress} />}
    </div>
  );
}
