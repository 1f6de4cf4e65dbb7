import { randomBytes } from 'node:crypto';
import type { McpUiResourceCsp } from '../../shared/apps/app-csp.ts';
import type { HostProfileId } from '../../shared/apps/host-profiles.ts';

/** What one sandbox page is served with: decided when the page registers it, never by the request. */
export interface AppView {
  csp: McpUiResourceCsp;
  /** The host whose policy the view is served under (the specification's default when left out). */
  profile?: HostProfileId;
  /** The inner frame's `allow` attribute. */
  allow: string;
  /** The inspector page that may frame it (frame-ancestors) and that the sandbox talks to. */
  hostOrigin: string;
}

/** What taking a view found: the view (now used up), a view used or expired, or no such id. */
export type TakenView = { kind: 'view'; view: AppView } | { kind: 'gone' } | { kind: 'unknown' };

export interface ViewRegistryOptions {
  now?: () => number;
  /** How long a view waits to be loaded; 60 s by default. */
  ttlMs?: number;
  /** A fresh id: 128 random bits as 32 lowercase hex digits, also the label of the view's host name (view-origin.ts). */
  createId?: () => string;
}

/** How long a used or expired id is still answered "gone" rather than "unknown". */
const REMEMBER_MS = 10 * 60_000;

/**
 * Views registered by the page, each loadable once. An app that navigates
 * its own frame to another /view/<id> finds it used up, so it cannot load
 * itself again under a looser policy; one left unloaded expires.
 */
export class ViewRegistry {
  readonly #views = new Map<string, { view?: AppView; expiresAt: number }>();
  readonly #now: () => number;
  readonly #ttlMs: number;
  readonly #createId: () => string;

  constructor({
    now = Date.now,
    ttlMs = 60_000,
    createId = () => randomBytes(16).toString('hex'),
  }: ViewRegistryOptions = {}) {
    this.#now = now;
    this.#ttlMs = ttlMs;
    this.#createId = createId;
  }

  register(view: AppView): string {
    this.#forgetOld();
    const id = this.#createId();
    this.#views.set(id, { view, expiresAt: this.#now() + this.#ttlMs });
    return id;
  }

  take(id: string): TakenView {
    this.#forgetOld();
    const entry = this.#views.get(id);
    if (!entry) return { kind: 'unknown' };
    const view = entry.view;
    // Used or not, the id is spent: nothing can load it again.
    delete entry.view;
    if (!view || this.#now() >= entry.expiresAt) return { kind: 'gone' };
    return { kind: 'view', view };
  }

  #forgetOld(): void {
    const now = this.#now();
    for (const [id, entry] of this.#views) {
      if (now >= entry.expiresAt + REMEMBER_MS) this.#views.delete(id);
      else if (now >= entry.expiresAt) delete entry.view;
    }
  }
}
