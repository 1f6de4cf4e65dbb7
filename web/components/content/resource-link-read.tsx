import { useQuery } from '@tanstack/react-query';
import type { CallOutcome } from '../../../shared/session/call-outcome.ts';
import { resourceReadQuery } from '../../lib/resource-read-query.ts';
import { useSession, useSessionState } from '../../lib/session-context.tsx';
import { Button } from '../button.tsx';
import { OutcomeView } from '../outcome-view.tsx';
import { ResourceContents } from './resource-contents.tsx';

/** Reads a linked resource over the current connection (resources/read) and shows its contents under the link. */
export function ResourceLinkRead({ uri }: { uri: string }) {
  const session = useSession();
  const { connection } = useSessionState();
  const read = useQuery(resourceReadQuery(session, connection, uri));
  return <ResourceLinkContents outcome={read.data} running={read.isFetching} onReadAgain={() => void read.refetch()} />;
}

/** The outcome of reading a linked resource: its contents, or the error. */
export function ResourceLinkContents({
  outcome,
  running,
  onReadAgain,
}: {
  outcome: CallOutcome | undefined;
  running: boolean;
  onReadAgain: () => void;
}) {
  return (
    <OutcomeView
      label="Resource contents"
      outcome={outcome}
      running={running}
      actions={
        <Button className="px-2 py-0.5 text-xs" disabled={running} onClick={onReadAgain}>
          Read again
        </Button>
      }
    >
      {(result, problems) => <ResourceContents result={result} problems={problems} />}
    </OutcomeView>
  );
}
