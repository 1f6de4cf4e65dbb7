import { isRecord } from '../../shared/lib/guards.ts';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/client';
import { answersId, answerTo, errorWords, readAnswer, strayError } from './answer-body.ts';
import {
  notAnsweringMcp,
  notRun,
  outcome,
  skipped,
  type CheckInput,
  type CheckOutcome,
  type DoctorFacts,
} from './doctor-check.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';
import { exchange } from './exchange.ts';
import { legacySend, type LegacyStream } from './legacy-session.ts';
import {
  DISCOVER_ID,
  discoverMessage,
  INITIALIZE_ID,
  INITIALIZE_REVISION,
  initializeMessage,
  POST_HEADERS,
  STATELESS_REVISION,
  statelessHeaders,
} from './mcp-messages.ts';

const KNOWN_REVISIONS = new Set([...SUPPORTED_PROTOCOL_VERSIONS, STATELESS_REVISION]);

type Discovery = { supportedVersions: string[]; status: number } | { notUnderstood: string };

/** `server/discover` as the SDK's client probes it: no session, the 2026-07-28 envelope and headers. */
async function discover(env: DoctorEnvironment, url: URL, headers: [string, string][]): Promise<Discovery> {
  const result = await exchange(
    env,
    {
      url,
      method: 'POST',
      headers: [...POST_HEADERS, ...statelessHeaders('server/discover'), ...headers],
      body: discoverMessage(env.version),
    },
    { until: answersId(DISCOVER_ID) },
  );
  if (!result.ok) return { notUnderstood: result.failure.hint };
  const { status } = result.exchange;
  const body = readAnswer(result.exchange);
  const answer = answerTo(body.messages, DISCOVER_ID);
  const error = answer && 'error' in answer ? answer.error : strayError(body.messages);
  if (error) return { notUnderstood: `${status}, ${errorWords(error)}` };
  const supported = answer && 'result' in answer ? answer.result.supportedVersions : undefined;
  const versions = Array.isArray(supported)
    ? supported.filter((version): version is string => typeof version === 'string')
    : undefined;
  if (!versions)
    return { notUnderstood: `answered ${status}${body.excerpt ? `: ${body.excerpt}` : ' without supportedVersions'}` };
  return { supportedVersions: versions, status };
}

/** initialize over the legacy stream: the only revision talk HTTP+SSE has. */
async function initializeOverStream(
  env: DoctorEnvironment,
  stream: LegacyStream,
  headers: [string, string][],
): Promise<CheckOutcome> {
  const sent = await legacySend(env, stream, headers, initializeMessage(env.version), INITIALIZE_ID);
  if (!sent.ok || !sent.answer || 'error' in sent.answer) {
    const why = !sent.ok
      ? sent.why
      : sent.answer && 'error' in sent.answer
        ? `initialize refused: ${errorWords(sent.answer.error)}`
        : 'no answer';
    return {
      check: outcome('revisions', 'fail', `initialize over the legacy stream failed: ${why}.`, { transport: 'sse' }),
      verdict: `The legacy SSE stream opened, but initialize over it failed (${why}).`,
    };
  }
  const { result } = sent.answer;
  const protocolVersion = typeof result.protocolVersion === 'string' ? result.protocolVersion : undefined;
  const capabilities = isRecord(result.capabilities) ? result.capabilities : undefined;
  const evidence = {
    transport: 'sse',
    initialize: { asked: INITIALIZE_REVISION, answered: protocolVersion },
    discover: 'not asked: the legacy HTTP+SSE transport predates the stateless era',
  };
  const facts: Partial<DoctorFacts> = {
    initialized: {
      over: 'sse',
      ...(protocolVersion ? { protocolVersion } : {}),
      ...(capabilities ? { capabilities } : {}),
    },
  };
  return { ...revisionOutcome(protocolVersion, undefined, evidence), facts };
}

function revisionOutcome(
  answered: string | undefined,
  discovered: string[] | undefined,
  evidence: Record<string, unknown>,
  note?: string,
): CheckOutcome {
  const speaks = [
    ...(answered ? [`${answered} (initialize)`] : []),
    ...(discovered ?? []).map((version) => `${version} (server/discover)`),
  ];
  const unknown = [answered, ...(discovered ?? [])].filter(
    (version): version is string => version !== undefined && !KNOWN_REVISIONS.has(version),
  );
  const summary = `Speaks ${speaks.join(', ')}${note ? `; ${note}` : ''}.`;
  if (unknown.length > 0) {
    return {
      check: outcome(
        'revisions',
        'warn',
        `${summary} ${unknown.join(', ')} is not a revision this inspector knows.`,
        evidence,
      ),
      verdict: `The server speaks ${unknown.join(', ')}, a revision this inspector does not know: expect differences.`,
    };
  }
  return { check: outcome('revisions', 'pass', summary, evidence) };
}

/**
 * Check 9: which protocol revisions the server speaks: the one initialize
 * settled on, and the ones `server/discover` (2026-07-28, stateless) lists.
 */
export async function checkRevisions({ env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked) return notRun('revisions', facts);
  if (facts.post?.status === 401) return skipped('revisions', 'Not run: the server wants authorization first.');
  if (facts.otherTransport) return notAnsweringMcp('revisions', facts);
  if (facts.legacy) {
    if (!facts.stream) return skipped('revisions', 'Not run: no legacy stream to talk over (see above).');
    return initializeOverStream(env, facts.stream, facts.headers);
  }
  const refused = facts.post?.refused;
  if (!facts.initialized && !refused) return notAnsweringMcp('revisions', facts);

  const answered = facts.initialized?.protocolVersion;
  const discovery = await discover(env, url, facts.headers);
  const evidence: Record<string, unknown> = {
    initialize: refused ? { asked: INITIALIZE_REVISION, refused } : { asked: INITIALIZE_REVISION, answered },
    discover: discovery,
  };
  if ('notUnderstood' in discovery) {
    if (refused) {
      return {
        check: outcome(
          'revisions',
          'fail',
          `The server refuses initialize (${errorWords(refused)}) and does not understand server/discover (${discovery.notUnderstood}).`,
          evidence,
        ),
        verdict: `The server refuses initialize and does not understand server/discover, so no revision can be agreed: check that the URL is an MCP endpoint, and the server's log.`,
      };
    }
    return revisionOutcome(
      answered,
      undefined,
      evidence,
      `server/discover is not understood (${discovery.notUnderstood}), so not the stateless era`,
    );
  }
  return {
    ...revisionOutcome(answered, discovery.supportedVersions, evidence),
    facts: { discovered: discovery.supportedVersions },
  };
}
