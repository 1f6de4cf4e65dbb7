import { useMemo } from 'react';
import { ContentList } from './content-list.tsx';
import { JsonView } from './json-view.tsx';
import { OtherFields } from './other-fields.tsx';
import { ProtocolProblems } from './protocol-problems.tsx';
import { readResourceResult } from './read-resource-result.ts';

/** A resources/read result: each contents entry (text with the large-text protection, blobs shown or offered), and what is wrong. */
export function ResourceContents({ result, problems }: { result: unknown; problems: readonly string[] }) {
  const view = useMemo(() => readResourceResult(result), [result]);
  return (
    <div className="space-y-3">
      <ProtocolProblems problems={[...problems, ...view.notes.filter((note) => !problems.includes(note))]} />
      {view.notAnObject ? (
        <JsonView value={view.notAnObject.value} />
      ) : (
        <ContentList blocks={view.contents} empty="The result has no contents." readContents />
      )}
      <OtherFields fields={view.otherFields} />
    </div>
  );
}
