import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import type { RequestProgress } from '../../../../shared/session/mcp-session.ts';
import type { CallOutcome } from '../../../../shared/session/call-outcome.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { toolOutputProblems } from '../../../../shared/diagnose/tool-output.ts';

interface CallToolInput {
  tool: ToolItem;
  args: Record<string, unknown>;
}

/** Adds what the result breaks of the tool's own outputSchema to the protocol's problems. */
function withOutputProblems(tool: ToolItem, outcome: CallOutcome): CallOutcome {
  if (outcome.kind !== 'result') return outcome;
  const problems = toolOutputProblems(tool.raw, outcome.result);
  return problems.length ? { ...outcome, problems: [...outcome.problems, ...problems] } : outcome;
}

/** Runs `tools/call`; `cancel` aborts it, which sends notifications/cancelled. */
export function useCallTool() {
  const session = useSession();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<RequestProgress>();
  const calls = useRef(0);
  /** Names the current call while it waits, so the server's requests during it show beside its result. */
  const [tag, setTag] = useState<string>();
  // A panel that goes (the least recently shown of many) takes its running call with it, and says so.
  useEffect(() => () => controller.current?.abort('The inspector closed this tool\'s panel'), []);
  const mutation = useMutation({
    mutationFn: ({ tool, args }: CallToolInput): Promise<CallOutcome> => {
      controller.current?.abort('Superseded by a new call from the inspector');
      const current = new AbortController();
      controller.current = current;
      setProgress(undefined);
      const callTag = `tools/call ${tool.name} #${++calls.current}`;
      setTag(callTag);
      // The name goes back exactly as the server sent it, even when it is not a string.
      return session
        .request('tools/call', { name: tool.rawName, arguments: args }, { signal: current.signal, tag: callTag, onProgress: (next) => !current.signal.aborted && setProgress(next) })
        .then((outcome) => withOutputProblems(tool, outcome));
    },
  });
  return {
    run: (tool: ToolItem, args: Record<string, unknown>) => mutation.mutate({ tool, args }),
    cancel: () => controller.current?.abort('Cancelled by the user in the inspector'),
    running: mutation.isPending,
    progress: mutation.isPending ? progress : undefined,
    outcome: mutation.data,
    tag,
  };
}
