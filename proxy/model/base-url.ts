/** A provider's base URL as configured, or why it is refused. The error never repeats the text: it may hold a secret. */
export type BaseUrlCheck = { ok: true; url: URL } | { ok: false; error: string };

/**
 * An absolute http: or https: URL without credentials, query or fragment:
 * the relay puts a request's path under it and the key goes to its origin
 * only, so it must say exactly one origin and one path.
 */
export function checkBaseUrl(text: string, what = 'The base URL'): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, error: `${what} is not an absolute URL; expected one like http://127.0.0.1:11434/v1` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return {
      ok: false,
      error: `${what} has the scheme ${url.protocol}: only http: and https: providers can be reached`,
    };
  if (url.username !== '' || url.password !== '')
    return { ok: false, error: `${what} carries a user name or password: give the key in the API key field instead` };
  if (url.search !== '' || url.hash !== '')
    return { ok: false, error: `${what} has a query or a fragment: give the path only (such as /v1)` };
  return { ok: true, url };
}
