import { ContentBlockFrame } from './content-block-frame.tsx';
import { formatCount } from './format.ts';
import type { ContentView } from '../../../shared/result-read/read-content.ts';
import { TextView } from './text-view.tsx';

export function ContentBlockText({ block, index }: { block: Extract<ContentView, { kind: 'text' }>; index: number }) {
  return (
    <ContentBlockFrame
      type="text"
      index={index}
      annotations={block.annotations}
      meta={<span>{formatCount(block.text.length)} characters</span>}
    >
      <TextView text={block.text} />
    </ContentBlockFrame>
  );
}
