import type { DoctorCheck, DoctorCheckId, DoctorReport, DoctorRequest } from '../../shared/http/doctor-report.ts';
import { checkAuth } from './check-auth.ts';
import { checkCors } from './check-cors.ts';
import { checkDns } from './check-dns.ts';
import { checkHttp } from './check-http.ts';
import { checkList } from './check-list.ts';
import { checkRevisions } from './check-revisions.ts';
import { checkSse } from './check-sse.ts';
import { checkTcp } from './check-tcp.ts';
import { checkTls } from './check-tls.ts';
import { checkUrl } from './check-url.ts';
import { outcome, type CheckOutcome, type DoctorCheckRun, type DoctorFacts } from './doctor-check.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';

/** In the order they run and are shown; each sees what the ones before it found. */
const CHECKS: [DoctorCheckId, DoctorCheckRun][] = [
  ['url', checkUrl],
  ['dns', checkDns],
  ['tcp', checkTcp],
  ['tls', checkTls],
  ['http', checkHttp],
  ['cors', checkCors],
  ['sse', checkSse],
  ['auth', checkAuth],
  ['revisions', checkRevisions],
  ['list', checkList],
];

/** A check that threw fails, in its error's words. */
function crashed(id: DoctorCheckId, error: unknown): CheckOutcome {
  const message = error instanceof Error ? error.message : String(error);
  return { check: outcome(id, 'fail', `The check could not finish: ${message}`) };
}

/**
 * Runs the checks in order and writes the verdict: the first failing
 * check's sentence; else the first warning that has one; else that all
 * passed. Prints nothing.
 */
export async function runDoctor(request: DoctorRequest, env: DoctorEnvironment): Promise<DoctorReport> {
  const facts: DoctorFacts = { headers: request.headers.map(({ name, value }) => [name, value]) };
  const checks: DoctorCheck[] = [];
  let failed: { check: DoctorCheck; verdict?: string } | undefined;
  let warned: string | undefined;
  try {
    for (const [id, run] of CHECKS) {
      const started = env.now();
      const result = await run({ request, env, facts }).catch((error: unknown) => crashed(id, error));
      const check: DoctorCheck = { ...result.check, ms: Math.round(env.now() - started) };
      checks.push(check);
      Object.assign(facts, result.facts);
      if (check.status === 'fail' && !failed)
        failed = { check, ...(result.verdict ? { verdict: result.verdict } : {}) };
      if (check.status === 'warn' && warned === undefined) warned = result.verdict;
    }
  } finally {
    facts.stream?.events.close();
  }
  if (failed)
    return {
      url: request.url,
      checks,
      verdict: failed.verdict ?? `${failed.check.title}: ${failed.check.summary}`,
      firstProblem: failed.check.id,
    };
  return { url: request.url, checks, verdict: warned ?? 'All checks passed.' };
}
