/** Where a relayed model request goes, or why it goes nowhere. The error never repeats the path. */
export type RelayPath = { ok: true; url: URL } | { ok: false; error: string };

/**
 * The provider URL for a request under `/api/model/relay/<id>/`: `rest` (the
 * path after it, still percent-encoded as received) put under the base
 * URL's path, and the request's query. Refused: a segment that is `.` or
 * `..` once decoded, an encoded `/` or `\`, a backslash, a control
 * character. The result is checked to be at the base URL's origin, under
 * its path, whatever the parser made of it.
 */
export function relayPath(base: URL, rest: string, search: string): RelayPath {
  const refused = {
    ok: false,
    error: 'The path under the model relay leaves the base URL, or hides a separator',
  } as const;
  const segments = rest === '' ? [] : rest.split('/');
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, error: 'The path under the model relay is not valid percent-encoding' };
    }
    if (decoded === '.' || decoded === '..' || /[/\\\x00-\x1f\x7f]/.test(decoded) || segment.includes('\\'))
      return refused;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  const url = new URL(base.href);
  url.pathname = `${basePath}/${rest}`;
  url.search = search;
  url.hash = '';
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`)) return refused;
  return { ok: true, url };
}
