import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { APP_MIME_TYPE } from '../protocol/extensions.ts';
import { appFinding } from './app-finding.ts';
import { sameMimeType } from './tool-app.ts';

/** `_meta.ui` of an app's resource: what the view needs of its sandbox and its frame. */
export interface AppResourceUi {
  csp?: unknown;
  permissions?: unknown;
  domain?: unknown;
  prefersBorder?: unknown;
}

/** An app's view, read from its resource: the HTML, and the `_meta.ui` that governs its sandbox. */
export interface AppView {
  uri: string;
  html: string;
  /** Where the HTML was: `text`, or a base64 `blob`. */
  from: 'text' | 'blob';
  mimeType: string | undefined;
  /** `_meta.ui` of the listing and of the content item, key by key, the content item winning. */
  ui: AppResourceUi;
  /** Which of the two each key of `ui` came from. */
  uiFrom: Readonly<Record<string, 'listing' | 'content'>>;
  /** What is wrong with the resource as the specification asks it (the view is still rendered when there is HTML). */
  findings: readonly Finding[];
  /** Where the content item is in the read's frame (`/result/contents/0`). */
  at: string;
}

export type AppViewReading = { ok: true; view: AppView } | { ok: false; error: string };

function uiOf(value: unknown): Record<string, unknown> {
  if (!isRecord(value) || !isRecord(value._meta) || !isRecord(value._meta.ui)) return {};
  return value._meta.ui;
}

/** base64 to UTF-8 text, without Node: a blob's bytes are the HTML document's. */
function decodeBase64(blob: string): string | undefined {
  try {
    const binary = atob(blob.replace(/\s+/g, ''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The view from a `resources/read` result for `uri`: the content item with
 * that URI (or the only one), its `text` or base64 `blob`, and `_meta.ui`
 * from the listing and the content item, the content item winning.
 */
export function readAppView(uri: string, result: unknown, listing?: unknown): AppViewReading {
  const contents = isRecord(result) && Array.isArray(result.contents) ? result.contents : undefined;
  if (!contents || contents.length === 0) return { ok: false, error: `resources/read of ${uri} returned no contents` };
  const item =
    contents.find((content) => isRecord(content) && content.uri === uri) ??
    (contents.length === 1 ? contents[0] : undefined);
  if (!isRecord(item)) return { ok: false, error: `resources/read of ${uri} returned no content item with that URI` };
  const findings: Finding[] = [];
  const at = `/result/contents/${contents.indexOf(item)}`;
  if (item.uri !== uri)
    findings.push(
      appFinding(
        'app-view-content',
        `${at}/uri`,
        `The content item's uri is ${JSON.stringify(item.uri)}, not the ${uri} that was read`,
      ),
    );
  const mimeType = typeof item.mimeType === 'string' ? item.mimeType : undefined;
  if (mimeType === undefined || !sameMimeType(mimeType, APP_MIME_TYPE))
    findings.push(
      appFinding(
        'app-view-resource',
        `${at}/mimeType`,
        `The content's mimeType is ${mimeType === undefined ? 'missing' : JSON.stringify(mimeType)}: an app's view MUST be ${APP_MIME_TYPE}`,
      ),
    );
  const hasText = typeof item.text === 'string';
  const hasBlob = typeof item.blob === 'string';
  if (hasText && hasBlob)
    findings.push(appFinding('app-view-content', at, 'The content has both text and blob: the text is rendered'));
  let html: string | undefined;
  let from: 'text' | 'blob' = 'text';
  if (hasText) html = item.text as string;
  else if (hasBlob) {
    from = 'blob';
    html = decodeBase64(item.blob as string);
    if (html === undefined) return { ok: false, error: `The blob of ${uri} is not valid base64` };
  }
  if (html === undefined)
    return { ok: false, error: `The content of ${uri} has neither text nor blob: there is no HTML to render` };
  if (!uri.startsWith('ui://'))
    findings.push(
      appFinding('app-view-resource', `${at}/uri`, `${uri} does not use the ui:// scheme an app's resource MUST use`),
    );
  const fromListing = uiOf(listing);
  const fromContent = uiOf(item);
  const ui: Record<string, unknown> = { ...fromListing, ...fromContent };
  const uiFrom: Record<string, 'listing' | 'content'> = {};
  for (const key of Object.keys(ui)) uiFrom[key] = key in fromContent ? 'content' : 'listing';
  return { ok: true, view: { uri, html, from, mimeType, ui, uiFrom, findings, at } };
}
