import { memo } from 'react';
import { textBlocks } from '../lib/text-blocks.ts';

const Block = memo(function Block({ text }: { text: string }) {
  return <span className="block">{text}</span>;
});

/**
 * A model's text, growing as it streams, drawn as blocks cut at line breaks (see textBlocks): new text changes only
 * the last block, so the browser lays out that block again and not the whole answer (one paragraph of 20,000
 * tokens took over 40 ms to lay out per flush). The blocks read exactly as the text: same lines, same innerText.
 */
export function StreamedText({ text, className }: { text: string; className: string }) {
  return (
    <p className={className}>
      {textBlocks(text).map((block, index) => (
        // Blocks only ever grow at the end: a block's index is its identity.
        <Block key={index} text={block} />
      ))}
    </p>
  );
}
