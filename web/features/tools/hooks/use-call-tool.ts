import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { RequestProgress } from '../../../../shared/session/mcp-session.ts';
import type { CallOutcome } from '../../../../shared/session/call-outcome.ts';
import { useSession } from '../../../lib/session-context.tsx';

interface CallToolInput {
  name: string;
  args: Record<string, unknown>;
}

/** Runs `tools/call`; `cancel` aborts it, which sends notifications/cancelled. */
export function useCallTool() {
  const session = useSession();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<RequestProgress>();
  const mutation = useMutation({
    mutationFn: ({ name, args }: CallToolInput): Promise<CallOutcome> => {
      controller.current?.abort('Superseded by a new call from the inspector');
      const current = new AbortController();
      controller.current = current;
      setProgress(undefined);
      return session.request('tools/call', { name, arguments: args }, { signal: current.signal, onProgress: (next) => !current.signal.aborted && setProgress(next) });
    },
  });
  return {
    run: (name: string, args: Record<string, unknown>) => mutation.mutate({ name, args }),
    cancel: () => controller.current?.abort('Cancelled by the user in the inspector'),
    reset: () => {
      controller.current?.abort('The user chose another tool');
      mutation.reset();
    },
    running: mutation.isPending,
    progress: mutation.isPending ? progress : undefined,
    outcome: mutation.data,
    toolName: mutation.variables?.name,
  };
}
