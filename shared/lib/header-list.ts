/** Headers as a list of pairs, in the order given; names as written. */
export type HeaderPairs = [string, string][];

export function headerPairs(headers: HeadersInit | undefined): HeaderPairs {
  if (!headers) return [];
  if (Array.isArray(headers)) return headers.map(([name, value]) => [String(name), String(value)]);
  if (typeof (headers as Headers).forEach === 'function' && typeof (headers as Headers).get === 'function') {
    const pairs: HeaderPairs = [];
    // A Headers-like object may have forEach without being iterable.
    (headers as Headers).forEach((value, name) => {
      pairs.push([name, value]);
    });
    return pairs;
  }
  return Object.entries(headers as Record<string, string>).map(([name, value]) => [name, String(value)]);
}

export function headerValue(pairs: HeaderPairs | undefined, name: string): string | undefined {
  const lower = name.toLowerCase();
  return pairs?.find(([key]) => key.toLowerCase() === lower)?.[1];
}

/** What a person sees for a secret value until they ask to reveal it: never the value, only its length. */
export function maskedValue(value: string): string {
  return `•••••• (hidden, ${value.length} characters)`;
}

export function maskHeaders(pairs: HeaderPairs): HeaderPairs {
  return pairs.map(([name, value]) => [name, isSecretHeader(name) ? maskedValue(value) : value]);
}

/** `name: value` lines, secrets masked. */
export function headerLines(pairs: HeaderPairs): string {
  return maskHeaders(pairs)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** Query parameters that carry credentials (an API key in the URL, an OAuth code): masked like secret headers. */
function isSecretParam(name: string): boolean {
  return isSecretHeader(name) || /^(code|code_verifier|state|sig|signature|auth)$/i.test(name);
}

/** The URL with secret-looking query values replaced by their length; anything that is not a URL is returned as it is. */
export function maskUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (![...parsed.searchParams.keys()].some(isSecretParam)) return url;
  const query = [...parsed.searchParams]
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${isSecretParam(name) ? encodeURIComponent(maskedValue(value)) : encodeURIComponent(value)}`,
    )
    .join('&');
  return `${parsed.origin}${parsed.pathname}?${query}${parsed.hash}`;
}

/** Header names whose values are secrets: masked in the page and in exports, never printed by the proxy. */
export function isSecretHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower === 'authorization' ||
    lower === 'proxy-authorization' ||
    lower.endsWith('-authorization') ||
    /cookie|token|key|secret|password/.test(lower)
  );
}
