import { ErrorBoundary } from '../error-boundary.tsx';
import { ContentBlock } from './content-block.tsx';
import type { ContentView } from '../../../shared/result-read/read-content.ts';

/** Content blocks one under another; a block that fails to render is replaced by a note, and the others still show. */
export function ContentList({
  blocks,
  empty = 'No content blocks.',
  readContents = false,
}: {
  blocks: readonly ContentView[];
  empty?: string;
  readContents?: boolean;
}) {
  if (blocks.length === 0) return <p className="text-xs text-zinc-500">{empty}</p>;
  return (
    <div className="space-y-2">
      {blocks.map((block, index) => (
        <ErrorBoundary
          key={index}
          what={`content block ${index + 1}`}
          data={block.kind === 'unknown' ? block.raw : block}
          resetKey={block}
        >
          <ContentBlock block={block} index={index} readContents={readContents} />
        </ErrorBoundary>
      ))}
    </div>
  );
}
