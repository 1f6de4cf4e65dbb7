import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import type { RequestProgress } from '../../../../shared/session/mcp-session.ts';
import { runToolCall, toolCallSession, type ToolCallRun } from '../../../../shared/tool-call/run-tool-call.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useToolCallStores } from './use-call-history.ts';

interface CallToolInput {
  tool: ToolItem;
  args: Record<string, unknown>;
  asTask: boolean;
}

/**
 * Runs `tools/call`; `cancel` aborts it, which sends notifications/cancelled.
 * A call made as a task, or one a 2026-07-28 server turned into a task, is
 * followed by the session's task tracker; `taskId` names it. Each call goes
 * into the tool's history with its arguments and outcome.
 */
export function useCallTool() {
  const session = useSession();
  const { history } = useToolCallStores();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<RequestProgress>();
  const calls = useRef(0);
  /** Names the current call while it waits, so the server's requests during it show beside its result. */
  const [tag, setTag] = useState<string>();
  // A panel that goes (the least recently shown of many) takes its running call with it, and says so.
  useEffect(() => () => controller.current?.abort('The inspector closed this tool\'s panel'), []);
  const mutation = useMutation({
    mutationFn: async ({ tool, args, asTask }: CallToolInput): Promise<ToolCallRun> => {
      controller.current?.abort('Superseded by a new call from the inspector');
      const current = new AbortController();
      controller.current = current;
      setProgress(undefined);
      const callTag = `tools/call ${tool.name} #${++calls.current}`;
      setTag(callTag);
      // The name goes back exactly as the server sent it, even when it is not a string.
      const options = { signal: current.signal, tag: callTag, onProgress: (next: RequestProgress) => !current.signal.aborted && setProgress(next) };
      return runToolCall(toolCallSession(session), { name: tool.rawName, label: tool.name, arguments: args, asTask, tool: tool.raw }, { ...options, history });
    },
  });
  return {
    run: (tool: ToolItem, args: Record<string, unknown>, asTask = false) => mutation.mutate({ tool, args, asTask }),
    cancel: () => controller.current?.abort('Cancelled by the user in the inspector'),
    running: mutation.isPending,
    progress: mutation.isPending ? progress : undefined,
    /** When the running call was sent (epoch ms). */
    startedAt: mutation.isPending ? mutation.submittedAt : undefined,
    outcome: mutation.data?.outcome,
    taskId: mutation.data?.taskId,
    tag,
  };
}
