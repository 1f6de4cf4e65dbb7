import type { HttpTarget } from '../http/http-target.ts';
import type { FetchLike } from '@modelcontextprotocol/client';
import { targetHeaders, type HttpTransportKind } from '../http/http-transport.ts';
import { transportAnswers } from '../http/transport-probe.ts';
import type { ReachProbe, ReachReport } from '../http/reach-report.ts';
import { isForbiddenInBrowser, relayCanSend } from '../http/forbidden-headers.ts';

export interface HttpAttempt {
  transport: HttpTransportKind;
  route: 'direct' | 'relay';
  /** Why this attempt was chosen, when it is not the obvious first one: said in the log and the page. */
  why?: string;
}

/** What one attempt saw on the wire (from the recording fetch's observer). */
export interface AttemptEvidence {
  /** The first response to a request that carried JSON-RPC: the opening POST. */
  firstPost?: { status: number; contentType?: string };
  /** Any response at all. */
  responses: number;
  /** A POST was answered 2xx: whatever failed later, the URL does take POSTs (it is no legacy SSE endpoint). */
  postAccepted?: boolean;
  /** A fetch that threw without any answer. */
  networkFailure?: unknown;
}

export interface NextStep {
  attempt?: HttpAttempt;
  /** Said in the log whatever happens next. */
  note?: string;
  /** When there is no next attempt: why the connection failed, in words a person reads. */
  reason?: string;
}

export interface HttpPlanOptions {
  /** Can the proxy relay? (Not in a CLI without a proxy.) */
  relayAvailable: boolean;
  /** Asks the proxy why the browser could not reach the URL. */
  reach?: ReachProbe;
  /** A logged fetch on a route for the inspector's own probes, marked with why it was sent. */
  probeFetch?: (route: 'direct' | 'relay', why: string) => Promise<FetchLike>;
}

/** A transport as the log, the page's Transport field and the command line name it. */
const transportWords: Record<HttpTransportKind, { name: string; choice: string; flag: string }> = {
  'streamable-http': { name: 'Streamable HTTP', choice: 'Streamable HTTP', flag: 'http' },
  sse: { name: 'legacy HTTP+SSE', choice: 'legacy SSE', flag: 'sse' },
};

/**
 * Chooses how to reach a URL, and what to try next when an attempt fails:
 * the specification's fallback from Streamable HTTP to legacy SSE (an
 * opening POST answered 400, 404 or 405), and the relay when the browser
 * is refused but the proxy gets through (CORS).
 */
export class HttpConnectPlan {
  readonly #target: HttpTarget;
  readonly #options: HttpPlanOptions;
  #triedSse = false;
  #triedRelay = false;

  constructor(target: HttpTarget, options: HttpPlanOptions) {
    this.#target = target;
    this.#options = options;
  }

  first(): HttpAttempt {
    const transport: HttpTransportKind = this.#target.transport === 'sse' ? 'sse' : 'streamable-http';
    if (this.#target.route === 'relay') return { transport, route: 'relay', why: 'via the proxy, as chosen' };
    const forbidden = this.#target.headers
      .map((header) => header.name.trim())
      .filter((name) => name && isForbiddenInBrowser(name) && relayCanSend(name));
    if (forbidden.length && this.#options.relayAvailable && this.#target.route === 'auto') {
      this.#triedRelay = true;
      return { transport, route: 'relay', why: `via the proxy: a browser may not send ${forbidden.join(', ')} itself` };
    }
    return { transport, route: 'direct' };
  }

  async next(failed: HttpAttempt, evidence: AttemptEvidence): Promise<NextStep> {
    const status = evidence.firstPost?.status;
    if (
      this.#target.transport === 'auto' &&
      failed.transport === 'streamable-http' &&
      !this.#triedSse &&
      !evidence.postAccepted &&
      (status === 400 || status === 404 || status === 405)
    ) {
      this.#triedSse = true;
      const why = `the opening POST was answered ${status}, so this is not a Streamable HTTP endpoint; trying legacy HTTP+SSE (GET, expecting an endpoint event)`;
      return { attempt: { transport: 'sse', route: failed.route, why }, note: `Transport: ${why}` };
    }
    if (this.#target.transport !== 'auto' && evidence.responses > 0 && !this.#accepted(failed, evidence)) {
      const wrong = await this.#otherTransportAnswers(failed);
      if (wrong) return wrong;
    }
    if (failed.route === 'direct' && evidence.responses === 0 && evidence.networkFailure !== undefined)
      return this.#afterBrowserRefusal(failed);
    if (failed.route === 'direct' && evidence.responses > 0) return this.#afterPartialAccess(failed);
    return {};
  }

  /** The server took the transport (a POST answered 2xx), or refused the credentials: a wrong transport is not the question. */
  #accepted(failed: HttpAttempt, evidence: AttemptEvidence): boolean {
    const status = evidence.firstPost?.status;
    return (
      (failed.transport === 'streamable-http' && evidence.postAccepted === true) || status === 401 || status === 403
    );
  }

  /**
   * The transport the person chose failed at a URL that answers HTTP: the
   * inspector asks, on the same route, whether the other transport answers
   * there, and if it does, says so rather than blame the path.
   */
  async #otherTransportAnswers(failed: HttpAttempt): Promise<NextStep | undefined> {
    if (!this.#options.probeFetch) return undefined;
    const tried = transportWords[failed.transport];
    const otherKind: HttpTransportKind = failed.transport === 'sse' ? 'streamable-http' : 'sse';
    const other = transportWords[otherKind];
    const how =
      otherKind === 'sse' ? 'a GET expecting an endpoint event' : 'a POST of initialize, its session ended after';
    let answers = false;
    try {
      const fetch = await this.#options.probeFetch(failed.route, `does ${other.name} answer at this URL? (${how})`);
      answers = await transportAnswers(otherKind, this.#target.url, fetch, { headers: targetHeaders(this.#target) });
    } catch {
      return undefined;
    }
    if (!answers) return undefined;
    return {
      reason: `${this.#target.url} speaks ${other.name}, not ${tried.name}: choose Transport ${other.choice} (or auto); on the command line, --transport ${other.flag}.`,
      note: `Transport: ${tried.name} failed, and the inspector's own probe (${how}) found ${other.name} answering at ${this.#target.url}`,
    };
  }

  /**
   * The browser got answers, and still the attempt failed: a CORS rule that
   * lets the page call but not read (Mcp-Session-Id not exposed, so every
   * later request lacks it) looks like a server error. The proxy says which.
   */
  async #afterPartialAccess(failed: HttpAttempt): Promise<NextStep> {
    if (this.#target.route !== 'auto' || !this.#options.relayAvailable || this.#triedRelay) return {};
    const report = await this.#reach();
    const problem = report?.reachable && !report.cors.ok ? report.cors.problem : undefined;
    if (!problem) return {};
    this.#triedRelay = true;
    const why = `the browser may call this server but not read all of its answers (${clause(problem)}), so the inspector goes through its proxy's relay`;
    return { attempt: { transport: failed.transport, route: 'relay', why }, note: `CORS: ${why}` };
  }

  async #afterBrowserRefusal(failed: HttpAttempt): Promise<NextStep> {
    const report = await this.#reach();
    // Without the proxy's view, the failure is described from what the fetch itself said.
    if (!report) return {};
    if (!report.reachable) {
      const hint = report.error?.hint ?? report.error?.message ?? 'the proxy could not reach it either';
      return {
        reason: `Cannot reach ${this.#target.url}: ${hint}`,
        note: `The proxy could not reach ${this.#target.url} either (${report.error?.code ?? 'no answer'}): ${hint}`,
      };
    }
    // The server would let this page in, yet the browser refused: at https, most often a certificate the browser does not trust.
    const refusedFor = report.cors.ok
      ? `the browser refused the request though the server's CORS headers allow this page${this.#target.url.startsWith('https:') ? ': its certificate is likely one the browser does not trust (the proxy can, once you trust it for this run)' : ''}`
      : undefined;
    const cors = clause(
      report.cors.problem ??
        refusedFor ??
        'the browser refused the answer, though the server answered the proxy (CORS)',
    );
    if (this.#target.route === 'direct' || !this.#options.relayAvailable || this.#triedRelay) {
      return {
        reason: `The browser may not talk to ${this.#target.url}: ${cors}. Choose "via proxy", or let the server allow this origin.`,
        note: `CORS: ${cors}`,
      };
    }
    this.#triedRelay = true;
    const why = `the browser may not talk to this server directly (${cors}), so the inspector goes through its proxy's relay`;
    return { attempt: { transport: failed.transport, route: 'relay', why }, note: `CORS: ${why}` };
  }

  async #reach(): Promise<ReachReport | undefined> {
    try {
      return await this.#options.reach?.(this.#target.url, this.#target.headers);
    } catch {
      return undefined;
    }
  }
}

/** A sentence made to sit inside another: no capital, no final stop. */
function clause(sentence: string): string {
  const trimmed = sentence.trim().replace(/[.]+$/, '');
  return /^[A-Z][a-z]/.test(trimmed) ? trimmed[0]!.toLowerCase() + trimmed.slice(1) : trimmed;
}
