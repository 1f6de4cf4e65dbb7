/** The server a relayed request or a probe goes to: an absolute http: or https: URL. */
export type TargetCheck = { ok: true; url: URL } | { ok: false; error: string };

/**
 * Reads a target URL, or says why it is refused. The error never repeats
 * the value: a URL's query may carry a secret.
 */
export function parseTargetUrl(value: string | null | undefined, what: string): TargetCheck {
  if (value === undefined || value === null || value.trim() === '') {
    return { ok: false, error: `${what} is missing: name the server's absolute URL (http:// or https://)` };
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, error: `${what} is not an absolute URL: name the server's URL with http:// or https://` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      error: `${what} has the scheme ${url.protocol}, which is refused: only http: and https: servers can be reached`,
    };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      error: `${what} carries a user name or password: send them as an Authorization header instead`,
    };
  }
  return { ok: true, url };
}

/** `host:port` with the port always written, as a person reads an address. */
export function addressOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}
