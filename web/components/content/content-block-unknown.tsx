import { ContentBlockFrame } from './content-block-frame.tsx';
import type { ContentView } from '../../../shared/result-read/read-content.ts';
import { JsonView } from './json-view.tsx';

/** A block this inspector does not know (or a malformed one): shown raw, with what is wrong. */
export function ContentBlockUnknown({
  block,
  index,
}: {
  block: Extract<ContentView, { kind: 'unknown' }>;
  index: number;
}) {
  const type =
    typeof block.raw === 'object' && block.raw !== null && typeof (block.raw as { type?: unknown }).type === 'string'
      ? (block.raw as { type: string }).type
      : 'unknown';
  return (
    <ContentBlockFrame
      type={type}
      index={index}
      tone="warning"
      meta={<span className="text-amber-300">{block.finding.message}</span>}
    >
      {block.raw === undefined ? null : <JsonView value={block.raw} />}
    </ContentBlockFrame>
  );
}
