import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CheckResult, CheckupReport } from '../../../../shared/checkup/checkup-report.ts';
import { runCheckup } from '../../../../shared/checkup/run-checkup.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { pageConnectionOpener } from '../lib/page-connection-opener.ts';

export interface CheckupRun {
  /** Starts a checkup of the connected server. */
  start: (options: { callTools: boolean }) => void;
  stop: () => void;
  running: boolean;
  /** The checks done so far in the run under way, in report order. */
  progress: readonly CheckResult[];
  report: CheckupReport | undefined;
}

/** One checkup at a time, its checks shown as they complete; a run is a mutation, as calls are. */
export function useCheckupRun(): CheckupRun {
  const session = useSession();
  const [progress, setProgress] = useState<readonly CheckResult[]>([]);
  const abort = useRef<AbortController | undefined>(undefined);
  const run = useMutation({
    mutationFn: ({ callTools }: { callTools: boolean }) => {
      const controller = new AbortController();
      abort.current = controller;
      setProgress([]);
      return runCheckup(session, {
        callTools,
        openConnection: pageConnectionOpener(session),
        signal: controller.signal,
        onCheck: (check) => setProgress((done) => [...done, check]),
      });
    },
  });
  return {
    start: (options) => run.mutate(options),
    stop: () => abort.current?.abort(),
    running: run.isPending,
    progress,
    report: run.data,
  };
}
