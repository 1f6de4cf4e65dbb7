import { useState } from 'react';
import { base64ByteLength, dataUrl, fileNameFromUri, formatBytes } from './format.ts';

const linkClass = 'inline-block rounded-sm text-xs text-sky-400 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/**
 * A base64 blob from a server: images and audio are shown and played,
 * anything else is offered as a download with its size.
 */
export function BlobView({ blob, mimeType, uri, label }: { blob: string; mimeType: string | undefined; uri: string; label: string }) {
  const [broken, setBroken] = useState(false);
  const type = mimeType ?? 'application/octet-stream';
  const url = dataUrl(type, blob);
  const fileName = fileNameFromUri(uri, 'resource.bin');
  const kind = type.startsWith('image/') ? 'image' : type.startsWith('audio/') ? 'audio' : type.startsWith('video/') ? 'video' : 'other';
  return (
    <div className="space-y-2">
      {kind === 'image' && !broken ? (
        <img
          src={url}
          alt={label}
          onError={() => setBroken(true)}
          className="max-h-96 max-w-full rounded border border-zinc-800 bg-[repeating-conic-gradient(#27272a_0_25%,#18181b_0_50%)] bg-[length:16px_16px]"
        />
      ) : null}
      {kind === 'audio' ? <audio controls src={url} aria-label={label} className="w-full max-w-md" /> : null}
      {kind === 'video' ? <video controls src={url} aria-label={label} className="max-h-96 max-w-full rounded border border-zinc-800" /> : null}
      {broken ? <p className="text-xs text-amber-300">The browser could not display this image (is the data valid base64 {type}?).</p> : null}
      {kind === 'other' ? <p className="text-xs text-zinc-400">Binary data, {formatBytes(base64ByteLength(blob))}. The browser does not show {type} here.</p> : null}
      <a className={linkClass} href={url} download={fileName}>
        Download {fileName}
      </a>
    </div>
  );
}
