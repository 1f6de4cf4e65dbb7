import type { ReadResourceResult } from '@modelcontextprotocol/client';
import { useState } from 'react';
import { ListProblems, ListState } from '../../../components/list-state.tsx';
import { useResourceRead, useResourcesList } from '../api/resources.ts';
import { OutcomeView } from '../../../components/outcome-view.tsx';

/** Resources and resource templates; choosing one reads it. */
export function ResourcesPage() {
  const list = useResourcesList();
  const [uri, setUri] = useState<string>();
  const read = useResourceRead(uri);
  if (!list.data) return <ListState query={list} noun="resources" />;
  const { resources, templates, problems } = list.data;
  return (
    <div className="flex min-h-0 flex-1">
      <aside className="w-80 shrink-0 overflow-auto border-r border-zinc-800">
        <ListProblems problems={problems} />
        <h3 className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-zinc-500">{resources.length} resources</h3>
        <ul aria-label="Resources">
          {resources.map((resource) => (
            <li key={resource.uri}>
              <button
                type="button"
                aria-pressed={resource.uri === uri}
                onClick={() => setUri(resource.uri)}
                className={`w-full border-l-2 px-3 py-1.5 text-left ${resource.uri === uri ? 'border-sky-400 bg-zinc-800/80' : 'border-transparent hover:bg-zinc-900'}`}
              >
                <span className="block truncate text-[13px] text-zinc-100">{resource.title ?? resource.name}</span>
                <span className="block truncate font-mono text-[11px] text-zinc-500">{resource.uri}</span>
              </button>
            </li>
          ))}
        </ul>
        {templates.length ? (
          <>
            <h3 className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-zinc-500">{templates.length} templates</h3>
            <ul aria-label="Resource templates">
              {templates.map((template) => (
                <li key={template.uriTemplate} className="px-3 py-1.5">
                  <span className="block truncate text-[13px] text-zinc-200">{template.title ?? template.name}</span>
                  <span className="block truncate font-mono text-[11px] text-zinc-500">{template.uriTemplate}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </aside>
      <div className="min-w-0 flex-1 overflow-auto p-4">
        {uri ? (
          <OutcomeView label="Resource contents" outcome={read.data} running={read.isFetching}>
            {(result) => <ResourceContents result={result as ReadResourceResult} />}
          </OutcomeView>
        ) : (
          <p className="text-sm text-zinc-500">Choose a resource to read it.</p>
        )}
      </div>
    </div>
  );
}

function ResourceContents({ result }: { result: ReadResourceResult }) {
  const contents = Array.isArray(result?.contents) ? result.contents : [];
  return (
    <div className="space-y-3">
      {contents.map((content, index) => (
        <article key={index} className="rounded-md border border-zinc-800 bg-zinc-900">
          <header className="flex gap-3 border-b border-zinc-800 px-3 py-1.5 font-mono text-xs text-zinc-400">
            <span className="truncate">{content.uri}</span>
            {content.mimeType ? <span className="text-zinc-500">{content.mimeType}</span> : null}
          </header>
          {'text' in content && typeof content.text === 'string' ? (
            <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-words p-3 font-mono text-xs text-zinc-200">{content.text}</pre>
          ) : 'blob' in content && typeof content.blob === 'string' ? (
            <p className="p-3 text-xs text-zinc-400">Binary, {Math.floor((content.blob.length * 3) / 4)} bytes (base64)</p>
          ) : (
            <pre className="p-3 font-mono text-xs text-amber-200">{JSON.stringify(content, null, 2)}</pre>
          )}
        </article>
      ))}
    </div>
  );
}
