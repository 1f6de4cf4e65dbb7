import type { Finding } from '../diagnose/finding.ts';
import { namedCode, type PresentedCertificate } from './fetch-failure.ts';

/** What the proxy found when it tried a URL the browser could not reach (POST /api/reach). */
export interface ReachReport {
  reachable: boolean;
  error?: { code: string; message: string; hint: string; certificate?: PresentedCertificate };
  preflight?: {
    status: number;
    allowOrigin?: string;
    allowMethods?: string;
    allowHeaders?: string;
    allowCredentials?: string;
  };
  response?: { status: number; contentType?: string; allowOrigin?: string; exposeHeaders?: string };
  cors: { ok: boolean; problem?: string };
}

export type ReachProbe = (url: string, headers: { name: string; value: string }[]) => Promise<ReachReport>;

/** Why a request the browser made failed, as the proxy found it: one sentence, and whether the browser (CORS) or the network was in the way. */
export interface ReachExplanation {
  /** `cors`: the server answers, the browser refuses this page (not the server's failure to answer). */
  kind: 'unreachable' | 'cors' | 'answers';
  message: string;
}

/**
 * Words for a failed request from the proxy's reach report: what kept the
 * server from answering (refused, reset, DNS, TLS, timeout), or that the
 * server does answer and the browser refused the page (CORS), or that it
 * answers now and the browser still failed (a certificate the browser does
 * not trust, a cut connection).
 */
export function explainReach(report: ReachReport, url: string): ReachExplanation {
  if (!report.reachable) {
    const code = report.error?.code;
    const named = code ? namedCode(code) : 'no answer';
    const hint = report.error?.hint ? ` ${report.error.hint}` : '';
    return { kind: 'unreachable', message: `Cannot reach ${url}: ${named}, as the proxy found.${hint}` };
  }
  if (!report.cors.ok) {
    const problem = report.cors.problem ? `: ${report.cors.problem.replace(/[.]\s*$/, '')}` : '';
    return {
      kind: 'cors',
      message: `The browser refused the request to ${url} (CORS), though the server answers the proxy${problem}. Choose "via proxy", or let the server allow this origin.`,
    };
  }
  const tls = url.startsWith('https:')
    ? ': its certificate is likely one the browser does not trust (the proxy can, once you trust it for this run)'
    : ": the connection broke (reset), or CORS refused this request where it allows the proxy's test POST";
  return {
    kind: 'answers',
    message: `The request to ${url} failed in the browser, though the server answers the proxy${tls}.`,
  };
}

/**
 * The explanation as a finding of the failed request: a server that cannot
 * be reached is the server's; a browser's refusal (CORS) or a failure the
 * proxy does not see is found by the inspector's own check, never counted
 * against the server.
 */
export function explanationFinding(explained: ReachExplanation): Finding {
  const base = { pointer: '', message: explained.message } as const;
  if (explained.kind === 'unreachable')
    return { ...base, rule: 'server-unreachable', severity: 'error', source: 'HTTP' };
  if (explained.kind === 'cors')
    return { ...base, rule: 'cors-refused', severity: 'warning', source: 'Fetch (CORS)', cause: 'probe' };
  return { ...base, rule: 'browser-fetch-failed', severity: 'warning', source: 'Fetch', cause: 'probe' };
}
