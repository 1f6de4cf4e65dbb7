import type { ReactNode } from 'react';
import type { Finding } from '../../../../shared/diagnose/finding.ts';
import type { ToolResultView } from '../../../../shared/result-read/read-tool-result.ts';
import { ContentList } from '../../../components/content/content-list.tsx';
import { JsonView } from '../../../components/content/json-view.tsx';
import { ProtocolProblems } from '../../../components/content/protocol-problems.tsx';
import { RowsOrJson } from '../../../components/content/rows-or-json.tsx';
import { RawJsonToggle } from '../../../components/content/raw-json-toggle.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <h4 className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">{title}</h4>
      {children}
    </div>
  );
}

/**
 * A tools/call result as received: content blocks, structured content, other
 * fields, and what is wrong with it (`problems`, the same findings the header counts).
 */
export function ToolResultCall({
  result,
  view,
  problems,
}: {
  result: unknown;
  view: ToolResultView;
  problems: readonly Finding[];
}) {
  const otherKeys = Object.keys(view.otherFields);
  return (
    <div className="space-y-3">
      {view.isError ? <h4 className="text-sm font-semibold text-rose-300">Tool reported an error</h4> : null}
      <ProtocolProblems findings={problems} />
      {view.notAnObject ? (
        <JsonView value={view.notAnObject.value} />
      ) : (
        <>
          <Part title={`Content (${view.content.length})`}>
            <ContentList blocks={view.content} />
          </Part>
          {view.structuredContent ? (
            <Part title="Structured content">
              <RowsOrJson
                value={view.structuredContent.value}
                label="Structured content"
                json={<JsonView value={view.structuredContent.value} />}
              />
            </Part>
          ) : null}
          {otherKeys.length > 0 ? (
            <Part title={`Other fields (${otherKeys.join(', ')})`}>
              <JsonView value={view.otherFields} />
            </Part>
          ) : null}
        </>
      )}
      <RawJsonToggle value={result} />
    </div>
  );
}
