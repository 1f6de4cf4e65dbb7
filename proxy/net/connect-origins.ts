/**
 * The origins the page may reach straight from the browser, this run only:
 * those of `--url` and of each URL the person connects to. Each gets a
 * frame of its own whose Content-Security-Policy names that origin alone,
 * so the page itself keeps connecting only to this proxy.
 */
export class ConnectOrigins {
  readonly #origins = new Set<string>();

  /** Adds the origin of an http(s) URL; returns it, or undefined when the URL is not one. */
  add(url: string): string | undefined {
    const origin = httpOrigin(url);
    if (origin) this.#origins.add(origin);
    return origin;
  }

  has(origin: string): boolean {
    return this.#origins.has(origin);
  }

  list(): string[] {
    return [...this.#origins];
  }
}

export function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
