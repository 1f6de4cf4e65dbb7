import { useMemo } from 'react';
import { isRec, readBlocks } from '../../../../shared/result-read/read-content.ts';
import { flaggedResultFindings, type CallOutcome } from '../../../../shared/session/call-outcome.ts';
import { ContentList } from '../../../components/content/content-list.tsx';
import { JsonView } from '../../../components/content/json-view.tsx';
import { RawJsonToggle } from '../../../components/content/raw-json-toggle.tsx';
import { RpcError } from '../../../components/content/rpc-error.tsx';
import { ProtocolProblems } from '../../../components/content/protocol-problems.tsx';

/** A task's own result (its CallToolResult) or its error, as the server sent it. */
export function TaskOutcome({ outcome }: { outcome: CallOutcome }) {
  const result = outcome.kind === 'result' ? outcome.result : undefined;
  const blocks = useMemo(
    () => (isRec(result) && Array.isArray(result['content']) ? readBlocks(result['content'], '/result/content') : []),
    [result],
  );
  if (outcome.kind === 'error')
    return <RpcError code={outcome.code} codeName={outcome.codeName} message={outcome.message} data={outcome.data} />;
  if (outcome.kind === 'cancelled')
    return <p className="text-sm text-zinc-300">The request for the result was cancelled.</p>;
  const record = isRec(result) ? result : {};
  return (
    <div className="space-y-2">
      {record['isError'] === true ? (
        <h4 className="text-sm font-semibold text-rose-300">The tool reported an error</h4>
      ) : null}
      <ProtocolProblems findings={flaggedResultFindings(outcome)} />
      <ContentList blocks={blocks} empty={isRec(result) ? 'No content blocks.' : 'The result is not a JSON object.'} />
      {record['structuredContent'] !== undefined ? <JsonView value={record['structuredContent']} /> : null}
      <RawJsonToggle value={result} />
    </div>
  );
}
