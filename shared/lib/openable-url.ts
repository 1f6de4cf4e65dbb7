/**
 * Whether a URL a server supplied may be opened or made a link: only http
 * and https. A `javascript:` URL would run in the inspector's origin, and
 * `data:`, `file:`, `vbscript:` or an app's own scheme are no page a server
 * should send a person to. One rule, used wherever the page opens or links
 * such a URL; a refused one is shown as text with `reason`.
 */
export type OpenableUrl = { ok: true; href: string } | { ok: false; reason: string };

export function openableUrl(value: unknown): OpenableUrl {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, reason: 'not opened: there is no URL' };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: 'not opened: this is not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `not opened: only http and https links are opened; this one is ${url.protocol}` };
  return { ok: true, href: url.href };
}
