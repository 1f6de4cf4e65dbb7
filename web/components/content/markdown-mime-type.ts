// Apart from markdown-detect.ts: the first screen's chunk uses this, the detection loads later.
/**
 * What a content's mimeType says: Markdown (text/markdown), not Markdown (any
 * other declared type but text/plain: source, JSON, HTML, CSV), or nothing (then the text decides).
 */
export function markdownByMimeType(mimeType: string | undefined): boolean | undefined {
  if (mimeType === undefined || /^text\/plain\b/i.test(mimeType)) return undefined;
  return /^text\/(?:x-)?markdown\b/i.test(mimeType);
}
