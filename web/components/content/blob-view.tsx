import { useMemo, useState } from 'react';
import {
  base64ByteLength,
  dataUrl,
  decodeBase64Text,
  DECODE_TEXT_BYTES,
  fileNameFromUri,
  formatBytes,
  isTextMimeType,
} from './format.ts';
import { TextView } from './text-view.tsx';

const linkClass =
  'inline-block rounded-sm text-xs text-sky-400 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/**
 * A base64 blob from a server: images and audio are shown and played, text
 * types are shown decoded, anything else is offered as a download with its size.
 */
export function BlobView({
  blob,
  mimeType,
  uri,
  label,
}: {
  blob: string;
  mimeType: string | undefined;
  uri: string;
  label: string;
}) {
  const [broken, setBroken] = useState(false);
  const type = mimeType ?? 'application/octet-stream';
  const url = dataUrl(type, blob);
  const fileName = fileNameFromUri(uri, 'resource.bin');
  const kind = type.startsWith('image/')
    ? 'image'
    : type.startsWith('audio/')
      ? 'audio'
      : type.startsWith('video/')
        ? 'video'
        : isTextMimeType(type)
          ? 'text'
          : 'other';
  const bytes = base64ByteLength(blob);
  const text = useMemo(
    () => (kind === 'text' && bytes <= DECODE_TEXT_BYTES ? decodeBase64Text(blob) : undefined),
    [kind, bytes, blob],
  );
  return (
    <div className="space-y-2">
      {kind === 'image' && !broken ? (
        <img
          src={url}
          alt={label}
          onError={() => setBroken(true)}
          className="max-h-96 max-w-full rounded border border-zinc-800 bg-[repeating-conic-gradient(var(--color-zinc-800)_0_25%,var(--color-zinc-900)_0_50%)] bg-[length:16px_16px]"
        />
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: a server's media comes without captions; there is nothing to put in a track */}
      {kind === 'audio' ? <audio controls src={url} aria-label={label} className="w-full max-w-md" /> : null}
      {kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: a server's media comes without captions; there is nothing to put in a track
        <video controls src={url} aria-label={label} className="max-h-96 max-w-full rounded border border-zinc-800" />
      ) : null}
      {broken ? (
        <p className="text-xs text-amber-300">
          The browser could not display this image (is the data valid base64 {type}?).
        </p>
      ) : null}
      {kind === 'text' && text !== undefined ? (
        <>
          <p className="text-[11px] text-zinc-500">Decoded from base64 as UTF-8:</p>
          <TextView text={text} mimeType={mimeType} />
        </>
      ) : null}
      {kind === 'text' && text === undefined ? (
        <p className="text-xs text-zinc-400">
          {bytes > DECODE_TEXT_BYTES
            ? `Text blob of ${formatBytes(bytes)}, too big to decode here.`
            : 'This blob is not valid base64, so it cannot be shown as text.'}
        </p>
      ) : null}
      {kind === 'other' ? (
        <p className="text-xs text-zinc-400">
          Binary data, {formatBytes(bytes)}. The browser does not show {type} here.
        </p>
      ) : null}
      <a className={linkClass} href={url} download={fileName}>
        Download {fileName}
      </a>
    </div>
  );
}
