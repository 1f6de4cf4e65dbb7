import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
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
  const mutation = useMutation({
    mutationFn: ({ name, args }: CallToolInput): Promise<CallOutcome> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      return session.request('tools/call', { name, arguments: args }, { signal: current.signal });
    },
  });
  return {
    run: (name: string, args: Record<string, unknown>) => mutation.mutate({ name, args }),
    cancel: () => controller.current?.abort(),
    reset: () => {
      controller.current?.abort();
      mutation.reset();
    },
    running: mutation.isPending,
    outcome: mutation.data,
    toolName: mutation.variables?.name,
  };
}
