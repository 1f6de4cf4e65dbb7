import { canonicalOrigin, originOfUrl, type OriginCheck } from './canonical-origin.ts';

/**
 * The origins the page may reach straight from the browser, this run only:
 * those of `--url` and of each URL the person connects to. Each gets a
 * frame of its own whose Content-Security-Policy names that origin alone,
 * so the page itself keeps connecting only to this proxy. Only canonical
 * origins are kept (see canonical-origin.ts): each goes into a header.
 */
export class ConnectOrigins {
  readonly #origins = new Set<string>();

  /** Adds the origin of an http(s) URL, or says why it is not one that may be reached. */
  add(url: string): OriginCheck {
    const checked = originOfUrl(url);
    if (checked.ok) this.#origins.add(checked.origin);
    return checked;
  }

  /** The registered origin `origin` names (`scheme://host[:port]`, a trailing `/` allowed), serialized by us. */
  registered(origin: string): string | undefined {
    const checked = canonicalOrigin(origin);
    return checked.ok && this.#origins.has(checked.origin) ? checked.origin : undefined;
  }

  list(): string[] {
    return [...this.#origins];
  }
}
