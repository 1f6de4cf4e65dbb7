/** Byte count as people read it: 512 B, 1.5 KB, 20.0 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Size of the bytes a base64 string decodes to, without decoding it. */
export function base64ByteLength(base64: string): number {
  let length = base64.length;
  while (length > 0 && /\s/.test(base64[length - 1] ?? '')) length--;
  let padding = 0;
  if (base64[length - 1] === '=') padding++;
  if (base64[length - 2] === '=') padding++;
  return Math.max(0, Math.floor((length * 3) / 4) - padding);
}

export function dataUrl(mimeType: string, base64: string): string {
  return `data:${mimeType};base64,${base64}`;
}

/** A file name for a download link: the last path segment of a URI, else a fallback. */
export function fileNameFromUri(uri: string, fallback = 'download'): string {
  let path: string;
  try {
    path = new URL(uri).pathname;
  } catch {
    path = uri.split(/[?#]/)[0] ?? '';
  }
  const last = path.split('/').filter(Boolean).pop();
  if (last === undefined) return fallback;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Text this long is shown collapsed until asked for: a 20 MB result must not freeze the page. */
export const LARGE_TEXT_CHARS = 100_000;

/**
 * The parsed value when `text` is a JSON object or array (only checked for
 * text under the large-text limit; parsing megabytes on every render is not free).
 */
export function parseJsonObjectText(text: string): { value: unknown } | undefined {
  if (text.length > LARGE_TEXT_CHARS) return undefined;
  const trimmed = text.trim();
  const first = trimmed[0];
  const last = trimmed[trimmed.length - 1];
  if (!((first === '{' && last === '}') || (first === '[' && last === ']'))) return undefined;
  try {
    return { value: JSON.parse(trimmed) as unknown };
  } catch {
    return undefined;
  }
}

/** Content annotations in a line: "audience: user, assistant · priority 0.9". */
export function annotationSummary(annotations: Readonly<Record<string, unknown>> | undefined): string | undefined {
  if (annotations === undefined) return undefined;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(annotations)) {
    if (key === 'audience' && Array.isArray(value)) parts.push(`audience: ${value.join(', ')}`);
    else if (key === 'priority') parts.push(`priority ${String(value)}`);
    else if (key === 'lastModified') parts.push(`modified ${String(value)}`);
    else parts.push(`${key}: ${JSON.stringify(value)}`);
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** Pretty JSON text of any value, including undefined and values JSON cannot hold. */
export function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

// Made once: `toLocaleString` builds a formatter on every call, which a list of many durations feels.
const wholeNumber = new Intl.NumberFormat('en-US');

export function formatDuration(ms: number): string {
  return `${wholeNumber.format(Math.round(ms))} ms`;
}

/** A count with thousands separators: 12,345 (as `toLocaleString('en-US')` writes it, without a formatter made each time). */
export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

/**
 * Cuts text into pieces of about `size` characters, at a line break when one
 * is near, so each piece can be its own block that the browser may skip
 * laying out while it is scrolled out of view.
 */
export function splitForDisplay(text: string, size: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + size, text.length);
    if (end < text.length) {
      const lineBreak = text.lastIndexOf('\n', end);
      if (lineBreak > start + size / 2) end = lineBreak + 1;
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

/** Types whose bytes are text: a blob of one of them is shown decoded. */
export function isTextMimeType(mimeType: string): boolean {
  return /^text\//i.test(mimeType) || /[/+](json|xml|javascript|yaml|csv)(;|$)/i.test(mimeType);
}

/** Blobs up to this size are decoded to be shown as text; bigger ones are only offered as a download. */
export const DECODE_TEXT_BYTES = 2 * 1024 * 1024;

/** The UTF-8 text a base64 string holds, or undefined when it is not valid base64. */
export function decodeBase64Text(base64: string): string | undefined {
  let binary: string;
  try {
    binary = atob(base64.replace(/\s+/g, ''));
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}
