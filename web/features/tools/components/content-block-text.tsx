import { ContentBlockFrame } from './content-block-frame.tsx';
import type { ContentView } from './result-read.ts';
import { ResultText } from './result-text.tsx';

export function ContentBlockText({ block, index }: { block: Extract<ContentView, { kind: 'text' }>; index: number }) {
  return (
    <ContentBlockFrame type="text" index={index} annotations={block.annotations} meta={<span>{block.text.length.toLocaleString('en-US')} characters</span>}>
      <ResultText text={block.text} />
    </ContentBlockFrame>
  );
}
