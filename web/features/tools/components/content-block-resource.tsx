import { ContentBlockFrame } from './content-block-frame.tsx';
import { base64ByteLength, dataUrl, fileNameFromUri, formatBytes } from './result-format.ts';
import type { ContentView } from './result-read.ts';
import { ResultText } from './result-text.tsx';

/** An embedded resource: its URI and type, then its text, or its blob's size with a download link. */
export function ContentBlockResource({ block, index }: { block: Extract<ContentView, { kind: 'resource' }>; index: number }) {
  const mimeType = block.mimeType ?? 'application/octet-stream';
  const meta = (
    <>
      {block.mimeType ? <span className="font-mono">{block.mimeType}</span> : null}
      {block.blob !== undefined ? <span>{formatBytes(base64ByteLength(block.blob))} blob</span> : null}
    </>
  );
  return (
    <ContentBlockFrame type="resource" index={index} annotations={block.annotations} meta={meta}>
      <p className="break-all font-mono text-xs text-zinc-300">{block.uri}</p>
      {block.text !== undefined ? <ResultText text={block.text} /> : null}
      {block.blob !== undefined ? (
        <div className="space-y-2">
          {mimeType.startsWith('image/') ? (
            <img src={dataUrl(mimeType, block.blob)} alt={`Resource ${block.uri}`} className="max-h-96 max-w-full rounded border border-zinc-800" />
          ) : null}
          <a
            className="inline-block rounded-sm text-xs text-sky-400 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
            href={dataUrl(mimeType, block.blob)}
            download={fileNameFromUri(block.uri, 'resource.bin')}
          >
            Download {fileNameFromUri(block.uri, 'resource.bin')}
          </a>
        </div>
      ) : null}
      {block.text === undefined && block.blob === undefined ? <p className="text-xs text-amber-300">No text or blob in this resource.</p> : null}
    </ContentBlockFrame>
  );
}
