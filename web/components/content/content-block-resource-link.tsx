import { ContentBlockFrame } from './content-block-frame.tsx';
import { formatBytes } from './format.ts';
import type { ContentView } from './read-content.ts';

/** A link to a resource the client may read later: what it is and where. */
export function ContentBlockResourceLink({ block, index }: { block: Extract<ContentView, { kind: 'resource_link' }>; index: number }) {
  const meta = (
    <>
      {block.mimeType ? <span className="font-mono">{block.mimeType}</span> : null}
      {block.size !== undefined ? <span>{formatBytes(block.size)}</span> : null}
    </>
  );
  return (
    <ContentBlockFrame type="resource_link" index={index} annotations={block.annotations} meta={meta}>
      <div className="space-y-0.5">
        {block.title || block.name ? (
          <p className="text-zinc-100">
            {block.title ?? block.name}
            {block.title && block.name && block.title !== block.name ? <span className="ml-2 font-mono text-xs text-zinc-500">{block.name}</span> : null}
          </p>
        ) : null}
        <p className="break-all font-mono text-xs text-sky-300">{block.uri}</p>
        {block.description ? <p className="whitespace-pre-wrap text-xs text-zinc-400">{block.description}</p> : null}
      </div>
    </ContentBlockFrame>
  );
}
