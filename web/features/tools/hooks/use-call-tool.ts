import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import type { McpSession, RequestCallOptions, RequestProgress } from '../../../../shared/session/mcp-session.ts';
import type { CallOutcome } from '../../../../shared/session/call-outcome.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { toolOutputProblems } from '../../../../shared/diagnose/tool-output.ts';
import { useToolCallStores } from './use-call-history.ts';

interface CallToolInput {
  tool: ToolItem;
  args: Record<string, unknown>;
  asTask: boolean;
}

/** A call's outcome, and the task it became, if it became one. */
interface CallToolOutput {
  outcome: CallOutcome;
  taskId?: string;
}

/** Adds what the result breaks of the tool's own outputSchema to the protocol's problems. */
function withOutputProblems(tool: ToolItem, outcome: CallOutcome): CallOutcome {
  if (outcome.kind !== 'result') return outcome;
  const problems = toolOutputProblems(tool.raw, outcome.result);
  return problems.length ? { ...outcome, problems: [...outcome.problems, ...problems] } : outcome;
}

/** One tools/call; a result that is a task (a 2026-07-28 server may make any call one) is followed. */
async function callTool(session: McpSession, tool: ToolItem, args: Record<string, unknown>, options: RequestCallOptions): Promise<CallToolOutput> {
  const outcome = withOutputProblems(tool, await session.request('tools/call', { name: tool.rawName, arguments: args }, options));
  return { outcome, ...session.tasks.adopt(outcome, tool.name, args) };
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
    mutationFn: async ({ tool, args, asTask }: CallToolInput): Promise<CallToolOutput> => {
      controller.current?.abort('Superseded by a new call from the inspector');
      const current = new AbortController();
      controller.current = current;
      setProgress(undefined);
      const callTag = `tools/call ${tool.name} #${++calls.current}`;
      setTag(callTag);
      // The name goes back exactly as the server sent it, even when it is not a string.
      const options = { signal: current.signal, tag: callTag, onProgress: (next: RequestProgress) => !current.signal.aborted && setProgress(next) };
      const at = Date.now();
      const output = asTask ? await session.tasks.runToolAsTask(tool.rawName, tool.name, args, options) : await callTool(session, tool, args, options);
      history.record(tool.name, { at, args, outcome: output.outcome, asTask });
      return output;
    },
  });
  return {
    run: (tool: ToolItem, args: Record<string, unknown>, asTask = false) => mutation.mutate({ tool, args, asTask }),
    cancel: () => controller.current?.abort('Cancelled by the user in the inspector'),
    running: mutation.isPending,
    progress: mutation.isPending ? progress : undefined,
    outcome: mutation.data?.outcome,
    taskId: mutation.data?.taskId,
    tag,
  };
}
