/** The URL when it is an absolute http(s) URL, the only kind we make into a link; undefined otherwise. */
export function safeHttpUrl(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}
