import type { HttpTarget } from '../http/http-target.ts';
import type { ReachProbe } from '../http/reach-report.ts';

/**
 * The browser hid why a request failed (a page cannot tell refused from
 * CORS): the proxy tries the URL and says which it was (down, DNS, TLS,
 * CORS). `opening` starts the reason the status shows; the note says in the
 * log what the proxy found. Undefined when the proxy could not be asked.
 */
export async function askProxyWhy(
  reach: ReachProbe,
  target: HttpTarget,
  opening: string,
): Promise<{ reason: string; note: string } | undefined> {
  const report = await reach(target.url, target.headers).catch(() => undefined);
  if (!report) return undefined;
  const why = report.reachable
    ? `the server answers the inspector's proxy, so the browser refused the request: ${report.cors.ok ? 'not CORS (a certificate or a blocked address?)' : (report.cors.problem ?? 'CORS')}`
    : (report.error?.hint ?? report.error?.message ?? 'the proxy could not reach it either');
  return {
    reason: `${opening}: ${why}${report.error?.code ? ` (${report.error.code})` : ''}`,
    note: `The inspector asked its proxy why the browser could not reach ${target.url}: ${why}`,
  };
}
