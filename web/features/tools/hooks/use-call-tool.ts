import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import type { RequestProgress } from '../../../../shared/session/mcp-session.ts';
import { runToolCall, toolCallSession } from '../../../../shared/tool-call/run-tool-call.ts';
import { ToolCallRunner } from '../../../../shared/tool-call/tool-call-runner.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useToolCallStores } from './use-call-history.ts';

/**
 * Runs `tools/call`; `cancel` aborts it, which sends notifications/cancelled.
 * A call made as a task, or one a 2026-07-28 server turned into a task, is
 * followed by the session's task tracker; `taskId` names it. Each call goes
 * into the tool's history with its arguments and outcome.
 *
 * The request leaves inside the click's own handler, before any render, and
 * the outcome shows in the task its answer arrived in (a store read with
 * useSyncExternalStore, no timer in between).
 */
export function useCallTool() {
  const session = useSession();
  const { history } = useToolCallStores();
  const [runner] = useState(() => new ToolCallRunner());
  const [progress, setProgress] = useState<RequestProgress>();
  const state = useSyncExternalStore(runner.state.subscribe, runner.state.getSnapshot);
  // A panel that goes (the least recently shown of many) takes its running call with it, and says so.
  useEffect(() => () => runner.cancel("The inspector closed this tool's panel"), [runner]);
  return {
    run: (tool: ToolItem, args: Record<string, unknown>, asTask = false) =>
      runner.run(tool.name, ({ signal, tag }) => {
        // The name goes back exactly as the server sent it, even when it is not a string.
        const call = runToolCall(
          toolCallSession(session),
          { name: tool.rawName, label: tool.name, arguments: args, asTask, tool: tool.raw },
          { signal, tag, onProgress: (next: RequestProgress) => !signal.aborted && setProgress(next), history },
        );
        setProgress(undefined);
        return call;
      }),
    cancel: () => runner.cancel('Cancelled by the user in the inspector'),
    running: state.running !== undefined,
    progress: state.running ? progress : undefined,
    /** When the running call was sent (epoch ms). */
    startedAt: state.running?.startedAt,
    outcome: state.outcome,
    taskId: state.taskId,
    tag: state.tag,
  };
}
