import { useState } from 'react';
import { Button } from '../button.tsx';
import { ContentBlockFrame } from './content-block-frame.tsx';
import { formatBytes } from './format.ts';
import type { ContentView } from '../../../shared/result-read/read-content.ts';
import { ResourceLinkRead } from './resource-link-read.tsx';

/** A link to a resource the client may read: what it is and where, and its contents read on request. */
export function ContentBlockResourceLink({
  block,
  index,
}: {
  block: Extract<ContentView, { kind: 'resource_link' }>;
  index: number;
}) {
  const [reading, setReading] = useState(false);
  const meta = (
    <>
      {block.mimeType ? <span className="font-mono">{block.mimeType}</span> : null}
      {block.size !== undefined ? <span>{formatBytes(block.size)}</span> : null}
    </>
  );
  return (
    <ContentBlockFrame type="resource_link" index={index} annotations={block.annotations} meta={meta}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-0.5">
          {block.title || block.name ? (
            <p className="text-zinc-100">
              {block.title ?? block.name}
              {block.title && block.name && block.title !== block.name ? (
                <span className="ml-2 font-mono text-xs text-zinc-500">{block.name}</span>
              ) : null}
            </p>
          ) : null}
          <p className="break-all font-mono text-xs text-sky-300">{block.uri}</p>
          {block.description ? <p className="whitespace-pre-wrap text-xs text-zinc-400">{block.description}</p> : null}
        </div>
        <Button
          className="shrink-0 px-2 py-0.5 text-xs"
          title={reading ? undefined : `resources/read ${block.uri}`}
          onClick={() => setReading(!reading)}
        >
          {reading ? 'Hide contents' : 'Read resource'}
        </Button>
      </div>
      {/* Mounted only once asked for: nothing is read until the person clicks. */}
      {reading ? <ResourceLinkRead uri={block.uri} /> : null}
    </ContentBlockFrame>
  );
}
