import type { DownloadItem } from '../../../shared/apps/download-file.ts';

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A file's bytes: inline as the view sent them, or a resource read from the server (`read` is resources/read through the session). */
export async function readAppFile(item: DownloadItem, read: (uri: string) => Promise<unknown>): Promise<Blob> {
  if (item.kind === 'inline')
    return item.text !== undefined
      ? new Blob([item.text], { type: item.mimeType })
      : new Blob([bytesOf(item.blob ?? '')], { type: item.mimeType });
  const result = (await read(item.uri)) as
    | { contents?: { text?: unknown; blob?: unknown; mimeType?: unknown }[] }
    | undefined;
  const content = result?.contents?.[0];
  if (typeof content?.text === 'string') return new Blob([content.text], { type: item.mimeType });
  if (typeof content?.blob === 'string') return new Blob([bytesOf(content.blob)], { type: item.mimeType });
  throw new Error(`resources/read of ${item.uri} gave no text or blob to save`);
}
