import type { Finding, FindingSeverity } from '../diagnose/finding.ts';
import type { RuleId } from '../diagnose/rules/index.ts';
import { hostProfile, profilesAllowing, type BlockedNeed, type HostProfile } from './host-profiles.ts';

/** The specification the rules of an app's channel cite. */
export const APPS_SPEC = 'MCP Apps 2026-01-26';

export function appFinding(rule: RuleId, severity: FindingSeverity, message: string, pointer: string): Finding {
  return { rule, severity, message, pointer, source: APPS_SPEC };
}

/** CSP directives and the `_meta.ui.csp` key whose origins they take. */
const CSP_KEYS: Readonly<Record<string, string>> = {
  'connect-src': 'connectDomains',
  'img-src': 'resourceDomains',
  'script-src': 'resourceDomains',
  'script-src-elem': 'resourceDomains',
  'style-src': 'resourceDomains',
  'style-src-elem': 'resourceDomains',
  'font-src': 'resourceDomains',
  'media-src': 'resourceDomains',
  'frame-src': 'frameDomains',
  'base-uri': 'baseUriDomains',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * What the sandbox proxy saw inside the view (policy violations, loads that
 * failed, uncaught errors, unhandled rejections), judged in order, under the
 * host profile the view was served with. It keeps what went wrong, so the
 * handshake note can name the failure it saw rather than guess.
 *
 * A blocked eval alone is not the view's fault: libraries test for eval in
 * a try/catch and fall back (zod does, inside the ext-apps SDK). It is
 * information about the host's policy; it becomes the view's trouble only
 * when an uncaught error follows it or the view never initializes, and then
 * the finding on that says so.
 */
export class SandboxReports {
  readonly #profile: HostProfile;
  /** What went wrong in the view, in words, in order ("its script … failed to load"). */
  readonly #trouble: string[] = [];
  #evalBlocked = false;

  constructor(profile: HostProfile = hostProfile('spec')) {
    this.#profile = profile;
  }

  get evalBlocked(): boolean {
    return this.#evalBlocked;
  }

  /** What went wrong in the view so far, each as a clause ("its script https://… failed to load"), a blocked eval last when nothing named it yet. */
  get trouble(): readonly string[] {
    const evalNamed = this.#trouble.some((clause) => clause.includes('blocked eval'));
    return this.#evalBlocked && !evalNamed
      ? [
          ...this.#trouble,
          `its Content-Security-Policy blocked eval, which the ${this.#profile.label} profile forbids${this.#elsewhere('eval')}`,
        ]
      : this.#trouble;
  }

  /** Where the view stands on eval, when a view that never initialized had eval blocked: the view's trouble, named. */
  evalNeeded(): Finding | undefined {
    if (!this.#evalBlocked) return undefined;
    return appFinding(
      'app-needs-eval',
      'error',
      `The view never initialized after its Content-Security-Policy blocked eval: it needs eval or new Function, which ${this.#profileSays('eval')}`,
      '',
    );
  }

  see(method: string, params: Record<string, unknown>): Finding[] {
    if (method === 'ui/notifications/sandbox-csp-violation') return [this.#violation(params)];
    if (method === 'ui/notifications/sandbox-load-error') return [this.#loadError(params)];
    if (method === 'ui/notifications/sandbox-uncaught-error') return [this.#uncaught(params)];
    if (method === 'ui/notifications/sandbox-unhandled-rejection') return [this.#rejection(params)];
    if (method === 'ui/notifications/sandbox-error')
      return [
        appFinding('app-sandbox-error', 'warning', text(params.message) ?? 'the sandbox reported an error', '/params'),
      ];
    return [];
  }

  /** "which the Specification default profile forbids and no _meta.ui.csp key can allow; the ext-apps reference host grants it" */
  #profileSays(need: BlockedNeed): string {
    return `the ${this.#profile.label} profile forbids and no _meta.ui.csp key can allow${this.#elsewhere(need)}`;
  }

  /** Which other profiles grant what this one blocked: where the view would work. */
  #elsewhere(need: BlockedNeed): string {
    const others = profilesAllowing(need, this.#profile.id);
    return others.length
      ? `; ${others.join(', ')} grant${others.length === 1 ? 's' : ''} it (try it under Profile)`
      : '; no other host profile here grants it';
  }

  #violation(params: Record<string, unknown>): Finding {
    const directive = text(params.effectiveDirective) ?? text(params.violatedDirective)?.split(' ')[0] ?? 'unknown';
    const blocked = text(params.blockedURI) ?? '(inline)';
    const by = `The view's Content-Security-Policy (profile ${this.#profile.label}) blocked ${blocked} (${directive})`;
    const finding = (severity: FindingSeverity, remedy: string) =>
      appFinding('app-csp-violation', severity, `${by}: ${remedy}`, '/params/blockedURI');
    if (blocked === 'eval' || blocked === 'wasm-eval') {
      this.#evalBlocked = true;
      return finding(
        'info',
        `eval, new Function and WebAssembly compilation are a matter of the host's policy, which ${this.#profileSays('eval')}. Libraries test for eval and fall back (zod does, inside the ext-apps SDK): a view that goes on to initialize was not harmed; an uncaught error from it, or a view that never initializes, is reported as the view's trouble`,
      );
    }
    const scheme = /^([a-z][a-z0-9+.-]*)(:|$)/i.exec(blocked)?.[1]?.toLowerCase();
    const key = CSP_KEYS[directive];
    const origin = originOf(blocked);
    if (directive.startsWith('script-src'))
      this.#trouble.push(`its Content-Security-Policy blocked the script ${blocked}`);
    if (scheme === 'blob')
      return finding(
        'warning',
        `the ${this.#profile.label} profile forbids blob: URLs here, and no _meta.ui.csp key can allow them (its entries are origins; blob: is a scheme)${this.#elsewhere('blob')}`,
      );
    if (scheme === 'data' || scheme === 'filesystem')
      return finding('warning', `${scheme}: is a scheme, not an origin: no _meta.ui.csp key can allow it here`);
    // No host profile grants an origin the view did not declare: the declaration is the remedy everywhere.
    if (key && origin)
      return finding(
        'warning',
        `declare ${origin} in _meta.ui.csp.${key} to allow it (no host profile allows an undeclared origin)`,
      );
    if (key)
      return finding('warning', `the view may load only what _meta.ui.csp.${key} declares, under every host profile`);
    return finding('warning', 'no _meta.ui.csp key allows it');
  }

  #loadError(params: Record<string, unknown>): Finding {
    const element = text(params.element) ?? 'element';
    const url = text(params.url) ?? '(no URL)';
    const what =
      element === 'link' ? `stylesheet or link (${text(params.rel) ?? 'link'})` : element === 'img' ? 'image' : element;
    if (params.blockedByPolicy === true)
      return appFinding(
        'app-load-failed',
        'info',
        `The view's ${what} ${url} did not load: its Content-Security-Policy blocked it (the violation is reported beside this)`,
        '/params/url',
      );
    const status = typeof params.status === 'number' ? params.status : undefined;
    const why =
      status !== undefined
        ? `the server answered HTTP ${status}`
        : 'no answer the page may read: no network, a name that does not resolve, a refused connection, or an error status the browser hides';
    this.#trouble.push(`its ${what} ${url} failed to load (${why})`);
    return appFinding(
      'app-load-failed',
      'warning',
      `The view's ${what} ${url} failed to load: ${why}. Its Content-Security-Policy allowed it (no violation was reported for it)`,
      '/params/url',
    );
  }

  #uncaught(params: Record<string, unknown>): Finding {
    const name = text(params.name);
    const message = text(params.message) ?? 'an error without a message';
    // Chromium reports a resize observer that could not deliver every change in one frame as an error on the window; nothing was thrown and the view goes on.
    if (/^ResizeObserver loop/.test(message))
      return appFinding(
        'app-uncaught-error',
        'info',
        `The browser reported "${message}": a resize observer's changes spilled into the next frame; nothing was thrown and the view goes on`,
        '/params/message',
      );
    const where = text(params.filename)
      ? ` at ${params.filename as string}${typeof params.lineno === 'number' ? `:${params.lineno}:${String(params.colno ?? 0)}` : ''}`
      : '';
    // The EvalError is thrown at once; the violation is queued and comes after it: the error names eval itself.
    const evalFailed =
      name === 'EvalError' || /unsafe-eval|EvalError/.test(message) || (this.#evalBlocked && /\beval\b/i.test(message));
    if (evalFailed) this.#evalBlocked = true;
    this.#trouble.push(
      evalFailed
        ? `it threw ${message.trim()}: its Content-Security-Policy blocked eval (the ${this.#profile.label} profile forbids it)`
        : `it threw an uncaught error: ${message}`,
    );
    const after = evalFailed
      ? `: the view needs eval, which ${this.#profileSays('eval')}`
      : this.#evalBlocked
        ? `. Its Content-Security-Policy had blocked eval before (the ${this.#profile.label} profile forbids it): if the view needs eval, that is the cause`
        : '';
    return appFinding(
      'app-uncaught-error',
      'error',
      `The view threw an uncaught error${where}: ${message}${after}`,
      '/params/message',
    );
  }

  #rejection(params: Record<string, unknown>): Finding {
    const reason = text(params.reason) ?? 'no reason';
    const named = text(params.name) ? `${params.name as string}: ${reason}` : reason;
    this.#trouble.push(`a promise of its was rejected and nothing handled it (${named})`);
    return appFinding(
      'app-unhandled-rejection',
      'warning',
      `The view left a promise rejection unhandled: ${named}`,
      '/params/reason',
    );
  }
}

/** The origin of a URL a CSP report names, when it has one (not `inline`, `eval`, `data`). */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}
