import { BlobView } from './blob-view.tsx';
import { ContentBlockFrame } from './content-block-frame.tsx';
import { base64ByteLength, formatBytes, formatCount } from './format.ts';
import type { ContentView } from '../../../shared/result-read/read-content.ts';
import { TextView } from './text-view.tsx';

/**
 * An embedded resource, or one entry of a resources/read result: its URI and
 * type, then its text, or its blob (images and audio shown, others offered as a download).
 */
export function ContentBlockResource({
  block,
  index,
  label = 'resource',
}: {
  block: Extract<ContentView, { kind: 'resource' }>;
  index: number;
  label?: string;
}) {
  const meta = (
    <>
      {block.mimeType ? <span className="font-mono">{block.mimeType}</span> : null}
      {block.text !== undefined ? <span>{formatCount(block.text.length)} characters</span> : null}
      {block.blob !== undefined ? <span>{formatBytes(base64ByteLength(block.blob))} blob</span> : null}
    </>
  );
  return (
    <ContentBlockFrame type={label} index={index} annotations={block.annotations} meta={meta} findings={block.findings}>
      <p className="break-all font-mono text-xs text-zinc-300">
        {block.uri || <span className="text-amber-300">(no uri)</span>}
      </p>
      {block.text !== undefined ? <TextView text={block.text} mimeType={block.mimeType} /> : null}
      {block.blob !== undefined ? (
        <BlobView
          blob={block.blob}
          mimeType={block.mimeType}
          uri={block.uri}
          label={`Resource ${block.uri || index + 1} (${block.mimeType ?? 'no mimeType'})`}
        />
      ) : null}
    </ContentBlockFrame>
  );
}
