import { useRef, useState } from 'react';
import type { Collection, VariableValue } from '../../../../shared/collection/collection.ts';
import { type CollectionProblem, readCollection } from '../../../../shared/collection/read-collection.ts';
import { type CallRun, runCollection } from '../../../../shared/collection/run-collection.ts';
import { writeCollection } from '../../../../shared/collection/write-collection.ts';
import { toolCallSession } from '../../../../shared/tool-call/run-tool-call.ts';
import { useSession } from '../../../lib/session-context.tsx';

export interface CollectionRunState {
  running: boolean;
  /** Each call's run by the call's name, as they end. */
  calls: ReadonlyMap<string, CallRun>;
  /** The collection as the file would hold it cannot be run: what is wrong, as the command line would say it. */
  problems?: readonly CollectionProblem[];
  stopped?: string;
  /** How many calls met their expectation, of how many ran, once the run ended. */
  summary?: { met: number; ran: number; total: number };
}

/**
 * Runs the collection on the page's session through the one runner the
 * command line uses (shared/collection/run-collection.ts). The collection
 * is read back from the text it would be saved as, so the page refuses
 * what `--cli run` would refuse, for the same reasons.
 */
export function useCollectionRun() {
  const session = useSession();
  const [state, setState] = useState<CollectionRunState>({ running: false, calls: new Map() });
  const stop = useRef<AbortController>(undefined);

  const run = async (draft: Collection, values: Readonly<Record<string, VariableValue>>) => {
    const read = readCollection(writeCollection(draft));
    if (!read.collection) {
      setState({ running: false, calls: new Map(), problems: read.problems });
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    const calls = new Map<string, CallRun>();
    setState({ running: true, calls });
    const result = await runCollection(toolCallSession(session), read.collection, values, {
      signal: controller.signal,
      lost: () => {
        const now = session.state.getSnapshot();
        return now.status === 'connected' ? undefined : (now.reason ?? `the session is ${now.status}`);
      },
      onCall: (call) => {
        calls.set(call.name, call);
        setState({ running: true, calls: new Map(calls) });
      },
    });
    if (stop.current === controller) stop.current = undefined;
    setState({
      running: false,
      calls: new Map(calls),
      ...(result.stopped ? { stopped: result.stopped } : {}),
      summary: {
        met: result.calls.filter((call) => call.verdict.met).length,
        ran: result.calls.length,
        total: read.collection.calls.length,
      },
    });
  };

  return {
    ...state,
    run: (draft: Collection, values: Readonly<Record<string, VariableValue>>) => void run(draft, values),
    stop: () => stop.current?.abort('Stopped from the Collections tab'),
  };
}
