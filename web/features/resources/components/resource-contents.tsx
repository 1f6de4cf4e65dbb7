import { useMemo } from 'react';
import { ContentList } from '../../../components/content/content-list.tsx';
import { JsonView } from '../../../components/content/json-view.tsx';
import { ProtocolProblems } from '../../../components/content/protocol-problems.tsx';
import { readResourceResult } from '../lib/read-resource-result.ts';

/** A resources/read result: each contents entry (text with the large-text protection, blobs shown or offered), and what is wrong. */
export function ResourceContents({ result, problems }: { result: unknown; problems: readonly string[] }) {
  const view = useMemo(() => readResourceResult(result), [result]);
  const otherKeys = Object.keys(view.otherFields);
  return (
    <div className="space-y-3">
      <ProtocolProblems problems={[...problems, ...view.notes.filter((note) => !problems.includes(note))]} />
      {view.notAnObject ? <JsonView value={view.notAnObject.value} /> : <ContentList blocks={view.contents} empty="The result has no contents." readContents />}
      {otherKeys.length ? (
        <div className="space-y-1.5">
          <h4 className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">Other fields ({otherKeys.join(', ')})</h4>
          <JsonView value={view.otherFields} />
        </div>
      ) : null}
    </div>
  );
}
