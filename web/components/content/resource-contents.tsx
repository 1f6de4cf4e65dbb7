import { useMemo } from 'react';
import type { Finding } from '../../../shared/diagnose/finding.ts';
import { mergeResultFindings } from '../../../shared/result-read/merge-result-findings.ts';
import { readResourceResult } from '../../../shared/result-read/read-resource-result.ts';
import { ContentList } from './content-list.tsx';
import { JsonView } from './json-view.tsx';
import { OtherFields } from './other-fields.tsx';
import { ProtocolProblems } from './protocol-problems.tsx';

/** A resources/read result: each contents entry (text with the large-text protection, blobs shown or offered), and what is wrong. */
export function ResourceContents({ result, problems }: { result: unknown; problems: readonly Finding[] }) {
  const view = useMemo(() => readResourceResult(result), [result]);
  return (
    <div className="space-y-3">
      <ProtocolProblems findings={mergeResultFindings(problems, view.findings)} />
      {view.notAnObject ? (
        <JsonView value={view.notAnObject.value} />
      ) : (
        <ContentList blocks={view.contents} empty="The result has no contents." readContents />
      )}
      <OtherFields fields={view.otherFields} />
    </div>
  );
}
