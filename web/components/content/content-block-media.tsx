import { lazy, Suspense, useState } from 'react';
import { ContentBlockFrame } from './content-block-frame.tsx';
import { base64ByteLength, dataUrl, formatBytes } from './format.ts';
import type { ContentView } from '../../../shared/result-read/read-content.ts';

// Loaded on the first click on an image.
const ImageLightbox = lazy(() => import('./image-lightbox.tsx'));

const linkClass =
  'text-sky-400 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 rounded-sm';

/** An image or audio block, played from a data: URL of its base64 data, with its size and a download link; a click on an image opens it at full size. */
export function ContentBlockMedia({
  block,
  index,
}: {
  block: Extract<ContentView, { kind: 'image' | 'audio' }>;
  index: number;
}) {
  const [dimensions, setDimensions] = useState<string>();
  const [broken, setBroken] = useState(false);
  const [fullSize, setFullSize] = useState(false);
  // Only to let the browser try (it sniffs the bytes of an image anyway); never shown as the type.
  const renderType = block.mimeType ?? (block.kind === 'image' ? 'image/png' : 'audio/wav');
  const url = dataUrl(renderType, block.data);
  const extension = block.mimeType?.split('/')[1]?.split(/[+;]/)[0] ?? 'bin';
  const shownType = block.mimeType ?? 'no mimeType';
  const meta = (
    <>
      {block.mimeType !== undefined ? <span className="font-mono">{block.mimeType}</span> : null}
      <span>{formatBytes(base64ByteLength(block.data))}</span>
      {dimensions ? <span>{dimensions}</span> : null}
      {block.kind === 'image' && !broken ? (
        <button
          type="button"
          className={linkClass}
          aria-label={`Open image content ${index + 1} at full size`}
          onClick={() => setFullSize(true)}
        >
          Full size
        </button>
      ) : null}
      <a className={linkClass} href={url} download={`${block.kind}-${index + 1}.${extension}`}>
        Download
      </a>
    </>
  );
  return (
    <ContentBlockFrame
      type={block.kind}
      index={index}
      annotations={block.annotations}
      meta={meta}
      findings={block.findings}
    >
      {block.kind === 'image' ? (
        broken ? (
          <p className="text-xs text-amber-300">
            The browser could not display this image (is the data valid base64 {block.mimeType ?? 'image data'}?).
          </p>
        ) : (
          <>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the image is shown whole here; the click only opens a larger copy, a mouse convenience */}
            <img
              src={url}
              // biome-ignore lint/a11y/noRedundantAlt: "Image content 2" names which content block this is, as audio blocks are named "Audio content"
              alt={`Image content ${index + 1} (${shownType})`}
              title="Click to open at full size"
              onClick={() => setFullSize(true)}
              className="max-h-96 max-w-full cursor-zoom-in rounded border border-zinc-800 bg-[repeating-conic-gradient(var(--color-zinc-800)_0_25%,var(--color-zinc-900)_0_50%)] bg-[length:16px_16px]"
              onLoad={(event) =>
                setDimensions(`${event.currentTarget.naturalWidth}×${event.currentTarget.naturalHeight}`)
              }
              onError={() => setBroken(true)}
            />
            {fullSize ? (
              <Suspense fallback={null}>
                <ImageLightbox
                  src={url}
                  alt={`Image content ${index + 1} (${shownType})`}
                  onClose={() => setFullSize(false)}
                />
              </Suspense>
            ) : null}
          </>
        )
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a server's audio comes without captions; there is nothing to put in a track
        <audio
          controls
          src={url}
          aria-label={`Audio content ${index + 1} (${shownType})`}
          className="w-full max-w-md"
        />
      )}
    </ContentBlockFrame>
  );
}
