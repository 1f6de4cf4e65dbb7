import { ContentBlockFrame } from './content-block-frame.tsx';
import type { ContentView } from './result-read.ts';
import { ResultJson } from './result-json.tsx';

/** A block this inspector does not know (or a malformed one): shown raw, with what is wrong. */
export function ContentBlockUnknown({ block, index }: { block: Extract<ContentView, { kind: 'unknown' }>; index: number }) {
  const type = typeof block.raw === 'object' && block.raw !== null && 'type' in block.raw ? String((block.raw as { type: unknown }).type) : 'unknown';
  return (
    <ContentBlockFrame type={type} index={index} tone="warning" meta={<span className="text-amber-300">{block.problem}</span>}>
      <ResultJson value={block.raw} />
    </ContentBlockFrame>
  );
}
