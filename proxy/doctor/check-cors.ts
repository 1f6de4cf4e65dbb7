import type { Finding } from '../../shared/diagnose/finding.ts';
import { isForbiddenInBrowser } from '../../shared/http/forbidden-headers.ts';
import { sameFinding } from '../../shared/result-read/merge-result-findings.ts';
import type { HeaderEntry } from '../../shared/http/http-target.ts';
import {
  corsFindings,
  headerList,
  unsafeHeaderNames,
  type ActualAnswer,
  type PreflightAnswer,
} from '../relay/cors-check.ts';
import { probeReach } from '../relay/reach-probe.ts';
import {
  answersMcp,
  notAnsweringMcp,
  notRun,
  outcome,
  skipped,
  type CheckInput,
  type CheckOutcome,
  type DoctorFacts,
} from './doctor-check.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';
import { exchange, type Exchange } from './exchange.ts';

type Answers = { preflight?: PreflightAnswer; response?: ActualAnswer; unreachable?: string };

function pageOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function headerFacts<T extends string>(answer: Exchange, names: Record<T, string>): Partial<Record<T, string>> {
  const facts: Partial<Record<T, string>> = {};
  for (const [key, name] of Object.entries(names) as [T, string][]) {
    const value = answer.headers.get(name);
    if (value !== null) facts[key] = value;
  }
  return facts;
}

/**
 * Streamable HTTP: the relay's reach probe, which sends what the page's
 * client would (the preflight, then a POST with the page's Origin).
 */
async function streamableAnswers(
  env: DoctorEnvironment,
  url: URL,
  origin: string,
  headers: HeaderEntry[],
): Promise<Answers> {
  const signal = AbortSignal.timeout(env.answerTimeoutMs);
  const report = await probeReach(
    { url, headers, inspectorOrigin: origin },
    { trust: env.trust, connectTimeoutMs: env.connectTimeoutMs, signal },
  );
  if (!report.reachable) return { unreachable: report.error?.hint ?? 'the proxy could not reach the server' };
  return {
    ...(report.preflight ? { preflight: report.preflight } : {}),
    ...(report.response ? { response: report.response } : {}),
  };
}

/** Legacy SSE: the preflight of a POST to the endpoint, and the GET of the stream with the page's Origin (its head only). */
async function legacyAnswers(
  env: DoctorEnvironment,
  url: URL,
  origin: string,
  headers: HeaderEntry[],
): Promise<Answers> {
  const requested = unsafeHeaderNames([{ name: 'content-type', value: 'application/json' }, ...headers]);
  const preflight = await exchange(env, {
    url,
    method: 'OPTIONS',
    headers: [
      ['Origin', origin],
      ['Access-Control-Request-Method', 'POST'],
      ...(requested.length > 0 ? [['Access-Control-Request-Headers', requested.join(',')] as [string, string]] : []),
    ],
  });
  if (!preflight.ok) return { unreachable: preflight.failure.hint };
  const stream = await exchange(
    env,
    {
      url,
      method: 'GET',
      headers: [
        ['Accept', 'text/event-stream'],
        ['Origin', origin],
        ...headers.map(({ name, value }): [string, string] => [name, value]),
      ],
    },
    { headOnly: true },
  );
  if (!stream.ok) return { unreachable: stream.failure.hint };
  return {
    preflight: {
      status: preflight.exchange.status,
      ...headerFacts(preflight.exchange, {
        allowOrigin: 'access-control-allow-origin',
        allowMethods: 'access-control-allow-methods',
        allowHeaders: 'access-control-allow-headers',
        allowCredentials: 'access-control-allow-credentials',
      }),
    },
    response: {
      status: stream.exchange.status,
      ...headerFacts(stream.exchange, {
        allowOrigin: 'access-control-allow-origin',
        allowCredentials: 'access-control-allow-credentials',
        exposeHeaders: 'access-control-expose-headers',
      }),
    },
  };
}

/** Everything the browser would refuse, by the relay's CORS rules, for the requests the page's client sends. */
function findingsFor(facts: DoctorFacts, origin: string, headers: HeaderEntry[], answers: Answers): Finding[] {
  const { preflight, response } = answers;
  const given = { ...(preflight ? { preflight } : {}) };
  if (facts.legacy) {
    return [
      ...corsFindings({
        origin,
        method: 'GET',
        headers: [{ name: 'accept', value: 'text/event-stream' }, ...headers],
        ...given,
        ...(response ? { response } : {}),
      }),
      ...corsFindings({
        origin,
        method: 'POST',
        headers: [{ name: 'content-type', value: 'application/json' }, ...headers],
        ...given,
      }),
    ];
  }
  const sessionId = facts.post?.sessionId;
  return corsFindings({
    origin,
    method: 'POST',
    headers: [
      { name: 'content-type', value: 'application/json' },
      { name: 'accept', value: 'application/json, text/event-stream' },
      { name: 'mcp-protocol-version', value: '2025-06-18' },
      { name: 'mcp-session-id', value: 'mcp-loupe-reach' },
      ...headers,
    ],
    ...given,
    ...(response ? { response } : {}),
    // What the page must read: the session id a stateful server gives, the challenge of a 401.
    mustRead: [...(sessionId ? ['mcp-session-id'] : []), ...(facts.post?.status === 401 ? ['www-authenticate'] : [])],
  });
}

/** Why the page cannot go direct, in a few words for the verdict. */
function shortReason(
  findings: readonly Finding[],
  forbidden: string[],
  answers: Answers,
  sessionIdExposed: boolean,
): string {
  const { preflight, response } = answers;
  const found = (rule: Finding['rule']) => findings.some((finding) => finding.rule === rule);
  if (forbidden.length > 0) return `a page cannot send ${forbidden.join(', ')}`;
  if (!preflight?.allowOrigin && !response?.allowOrigin) return 'no Access-Control-Allow-Origin';
  if (preflight && (preflight.status < 200 || preflight.status > 299))
    return `its preflight is answered ${preflight.status}`;
  if (found('cors-allow-headers')) return 'its preflight does not allow every header sent';
  if (found('cors-allow-methods')) return 'its preflight does not allow POST';
  if (found('cors-expose-headers') && !sessionIdExposed) return 'Mcp-Session-Id is not exposed';
  return 'its CORS headers do not allow this inspector';
}

/**
 * Check 6: what a browser on the inspector's origin would be told, by the
 * relay's CORS rules. A refusal is a warning: the inspector goes through its
 * relay by itself.
 */
export async function checkCors({ request, env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked) return notRun('cors', facts);
  const origin = pageOrigin(request.inspectorOrigin);
  if (!origin) return skipped('cors', 'No inspector origin was given, so there is no browser to judge for.');
  if (!answersMcp(facts)) return notAnsweringMcp('cors', facts);

  // A browser drops forbidden headers without a word: only the relay can send them.
  const forbidden = request.headers.map(({ name }) => name).filter(isForbiddenInBrowser);
  const pageHeaders = request.headers.filter(({ name }) => !isForbiddenInBrowser(name));
  const answers = facts.legacy
    ? await legacyAnswers(env, url, origin, pageHeaders)
    : await streamableAnswers(env, url, origin, pageHeaders);
  if (answers.unreachable) {
    return {
      check: outcome('cors', 'warn', `The browser's requests could not be tried: ${answers.unreachable}`, { origin }),
    };
  }
  // The legacy transport's two requests can be refused the same way: said once.
  const findings = findingsFor(facts, origin, pageHeaders, answers).filter(
    (finding, index, all) => all.findIndex((kept) => sameFinding(kept, finding)) === index,
  );
  const problems = findings.map((finding) => finding.message);
  if (forbidden.length > 0)
    problems.unshift(
      `A page cannot set ${forbidden.join(', ')} (the browser drops ${forbidden.length > 1 ? 'them' : 'it'}); only the relay can send ${forbidden.length > 1 ? 'them' : 'it'}.`,
    );

  const sessionful = facts.post?.sessionId !== undefined;
  const exposed = headerList(answers.response?.exposeHeaders).map((name) => name.toLowerCase());
  const sessionIdExposed = exposed.includes('mcp-session-id') || exposed.includes('*');
  const evidence: Record<string, unknown> = {
    origin,
    preflight: answers.preflight,
    response: answers.response,
    ...(sessionful ? { sessionIdExposed } : {}),
    problems,
    route: problems.length === 0 ? 'direct' : 'relay',
  };
  if (problems.length === 0) {
    return {
      check: outcome(
        'cors',
        'pass',
        `A page on ${origin} may call this server directly${sessionful ? ', and can read Mcp-Session-Id' : ''}.`,
        evidence,
      ),
    };
  }
  return {
    check: outcome('cors', 'warn', `${problems[0]} The inspector goes through its relay by itself.`, evidence),
    verdict: `The browser may not call this server directly (${shortReason(findings, forbidden, answers, !sessionful || sessionIdExposed)}), so the inspector uses its relay; everything else is fine.`,
  };
}
