import { isRecord } from '../lib/guards.ts';

/** One file a view asks the host to save (`ui/download-file`): its bytes inline, or a resource the host reads. */
export type DownloadItem =
  | { kind: 'inline'; name: string; mimeType: string; text?: string; blob?: string; uri: string }
  | { kind: 'link'; name: string; mimeType: string; uri: string };

const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A file name that is safe to save under: the last segment of what the view
 * named, without path separators, control characters, leading dots or
 * names Windows reserves, at most 120 characters; `download` when nothing
 * is left.
 */
export function safeFileName(wanted: string): string {
  let name = wanted.split(/[/\\]/).pop() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Kept as written.
  }
  name = name
    .split(/[/\\]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 120);
  if (name === '' || RESERVED.test(name)) return name === '' ? 'download' : `_${name}`;
  return name;
}

/** The files of a `ui/download-file` request, each named safely; what is not a file is left out and said. */
export function readDownload(params: unknown): { items: DownloadItem[]; problems: string[] } {
  const contents = isRecord(params) && Array.isArray(params.contents) ? params.contents : undefined;
  if (!contents) return { items: [], problems: ['params.contents is not a list'] };
  const items: DownloadItem[] = [];
  const problems: string[] = [];
  contents.forEach((content, index) => {
    if (!isRecord(content)) return problems.push(`contents[${index}] is not an object`);
    if (content.type === 'resource' && isRecord(content.resource) && typeof content.resource.uri === 'string') {
      const resource = content.resource;
      const uri = resource.uri as string;
      const mimeType = typeof resource.mimeType === 'string' ? resource.mimeType : 'application/octet-stream';
      if (typeof resource.text !== 'string' && typeof resource.blob !== 'string') return problems.push(`contents[${index}] has neither text nor blob`);
      items.push({ kind: 'inline', name: safeFileName(uri), mimeType, uri, ...(typeof resource.text === 'string' ? { text: resource.text } : { blob: resource.blob as string }) });
      return;
    }
    if (content.type === 'resource_link' && typeof content.uri === 'string') {
      const name = typeof content.name === 'string' && content.name !== '' ? content.name : content.uri;
      items.push({ kind: 'link', name: safeFileName(name), mimeType: typeof content.mimeType === 'string' ? content.mimeType : 'application/octet-stream', uri: content.uri });
      return;
    }
    problems.push(`contents[${index}] is neither an embedded resource nor a resource link`);
  });
  return { items, problems };
}
