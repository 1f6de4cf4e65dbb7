import type { Finding } from '../diagnose/finding.ts';
import { appFinding } from './app-finding.ts';
import { isRecord } from '../lib/guards.ts';
import { hiddenEscape } from './visible-text.ts';

/** One file a view asks the host to save (`ui/download-file`): its bytes inline, or a resource the host reads. */
export type DownloadItem =
  | { kind: 'inline'; name: string; hidden?: string[]; mimeType: string; text?: string; blob?: string; uri: string }
  | { kind: 'link'; name: string; hidden?: string[]; mimeType: string; uri: string };

const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

const MAX_NAME = 120;

/**
 * A file name that is safe to save under: the last segment of what the view
 * named, without path separators, control characters, leading dots or
 * names Windows reserves, at most 120 characters; `download` when nothing
 * is left. Characters that hide or reorder text (a right-to-left override
 * makes `invoice\u202Efdp.exe` read as `invoiceexe.pdf`) are written out as
 * `[U+202E]` in the name itself, so the name the dialog shows is the name
 * saved, character for character. `hidden` lists the code points written out.
 */
export function fileName(wanted: string): { name: string; hidden: string[] } {
  let name = wanted.split(/[/\\]/).pop() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Kept as written.
  }
  name = name
    .split(/[/\\]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_');
  let kept = '';
  const hidden = new Set<string>();
  for (const char of name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '')) {
    const escape = hiddenEscape(char);
    if (kept.length + (escape ?? char).length > MAX_NAME) break;
    kept += escape ?? char;
    if (escape) hidden.add(escape.slice(1, -1));
  }
  kept = kept.replace(/[.\s]+$/, '');
  if (kept === '' || RESERVED.test(kept)) return { name: kept === '' ? 'download' : `_${kept}`, hidden: [...hidden] };
  return { name: kept, hidden: [...hidden] };
}

/** {@link fileName}'s name alone. */
export function safeFileName(wanted: string): string {
  return fileName(wanted).name;
}

/** A download item's name, with the code points written out when there were any (the dialog says so). */
function named(wanted: string): { name: string; hidden?: string[] } {
  const { name, hidden } = fileName(wanted);
  return hidden.length ? { name, hidden } : { name };
}

/** The files of a `ui/download-file` request, each named safely; what is not a file is left out and said. */
export function readDownload(params: unknown): { items: DownloadItem[]; findings: Finding[] } {
  const contents = isRecord(params) && Array.isArray(params.contents) ? params.contents : undefined;
  if (!contents)
    return {
      items: [],
      findings: [appFinding('app-download-request', '/params/contents', 'params.contents is not a list')],
    };
  const items: DownloadItem[] = [];
  const findings: Finding[] = [];
  const leftOut = (index: number, message: string) =>
    findings.push(appFinding('app-download-request', `/params/contents/${index}`, message));
  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return leftOut(…)` ends this item's turn; forEach ignores the value
  contents.forEach((content, index) => {
    if (!isRecord(content)) return leftOut(index, `contents[${index}] is not an object`);
    if (content.type === 'resource' && isRecord(content.resource) && typeof content.resource.uri === 'string') {
      const resource = content.resource;
      const uri = resource.uri as string;
      const mimeType = typeof resource.mimeType === 'string' ? resource.mimeType : 'application/octet-stream';
      if (typeof resource.text !== 'string' && typeof resource.blob !== 'string')
        return leftOut(index, `contents[${index}] has neither text nor blob`);
      items.push({
        kind: 'inline',
        ...named(uri),
        mimeType,
        uri,
        ...(typeof resource.text === 'string' ? { text: resource.text } : { blob: resource.blob as string }),
      });
      return;
    }
    if (content.type === 'resource_link' && typeof content.uri === 'string') {
      const name = typeof content.name === 'string' && content.name !== '' ? content.name : content.uri;
      items.push({
        kind: 'link',
        ...named(name),
        mimeType: typeof content.mimeType === 'string' ? content.mimeType : 'application/octet-stream',
        uri: content.uri,
      });
      return;
    }
    leftOut(index, `contents[${index}] is neither an embedded resource nor a resource link`);
  });
  return { items, findings };
}
