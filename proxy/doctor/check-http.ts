import { isRecord } from '../../shared/lib/guards.ts';
import { extractWWWAuthenticateParams } from '@modelcontextprotocol/client';
import { addressOf } from '../relay/target-url.ts';
import { answersId, answerTo, errorWords, readAnswer, strayError, type AnswerBody } from './answer-body.ts';
import {
  headerNames,
  notRun,
  outcome,
  skipped,
  type CheckInput,
  type CheckOutcome,
  type PostFacts,
} from './doctor-check.ts';
import { exchange, type Exchange } from './exchange.ts';
import { INITIALIZE_ID, initializeMessage, POST_HEADERS } from './mcp-messages.ts';
import { legacySseAnswers, WRONG_TRANSPORT } from './other-transport.ts';

const bodyWords: Record<AnswerBody['kind'], string> = {
  'json-rpc': 'JSON-RPC',
  'sse-json-rpc': 'an event stream carrying JSON-RPC',
  html: 'an HTML page',
  empty: 'an empty body',
  other: 'a body that is not JSON-RPC',
};

/** The challenge of a 401 or 403, read by the SDK's own parser. */
export function readChallenge(headers: Headers): PostFacts['challenge'] | undefined {
  if (!headers.has('www-authenticate')) return undefined;
  const { error, errorDescription, scope, resourceMetadataUrl } = extractWWWAuthenticateParams(
    new Response(null, { headers }),
  );
  return {
    ...(error ? { error } : {}),
    ...(errorDescription ? { errorDescription } : {}),
    ...(scope ? { scope } : {}),
    ...(resourceMetadataUrl ? { resourceMetadataUrl: resourceMetadataUrl.href } : {}),
  };
}

/**
 * Check 5: POST `initialize` (2025-11-25) as the Streamable HTTP transport
 * does, with the person's headers, and name what comes back.
 */
export async function checkHttp({ request, env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked) return notRun('http', facts);
  if (request.transport === 'sse')
    return {
      ...skipped('http', 'Transport is legacy SSE: no POST here; the stream is checked below.'),
      facts: { legacy: true },
    };
  const result = await exchange(
    env,
    { url, method: 'POST', headers: [...POST_HEADERS, ...facts.headers], body: initializeMessage(env.version) },
    { until: answersId(INITIALIZE_ID) },
  );
  if (!result.ok) {
    const { failure } = result;
    return {
      check: outcome('http', 'fail', failure.hint, {
        code: failure.code,
        message: failure.message,
        sentHeaders: headerNames(facts.headers),
      }),
      facts: { blocked: `${addressOf(url)} gives no HTTP answer` },
      verdict: failure.hint,
    };
  }
  const judged = judge(result.exchange, request.transport === 'auto', facts.headers);
  // Streamable HTTP, as chosen, is not here; if legacy SSE is, the transport is wrong, not the path.
  const status = result.exchange.status;
  if (
    request.transport === 'streamable-http' &&
    judged.check.status === 'fail' &&
    status < 500 &&
    status !== 403 &&
    !(status >= 300 && status < 400)
  ) {
    if (await legacySseAnswers(env, url, facts.headers)) {
      const evidence = { ...judged.check.evidence, legacySseAnswers: true };
      const summary = `${status} to the POST: no Streamable HTTP here, but legacy SSE answers at this URL (a GET gave its endpoint event, and was closed): the transport is wrong, not the path.`;
      return {
        ...judged,
        check: outcome('http', 'fail', summary, evidence),
        facts: { ...judged.facts, otherTransport: 'sse' },
        verdict: WRONG_TRANSPORT.legacyHere,
      };
    }
  }
  return judged;
}

/** 404, 405, or a 400 that is not JSON-RPC, mean "no Streamable HTTP here": with auto, legacy SSE is tried next (as the SDK's client does). */
function judge(answer: Exchange, auto: boolean, headers: [string, string][]): CheckOutcome {
  const { status } = answer;
  const body = readAnswer(answer);
  const sessionId = answer.headers.get('mcp-session-id') ?? undefined;
  const initialize = answerTo(body.messages, INITIALIZE_ID);
  const challenge = status === 401 || status === 403 ? readChallenge(answer.headers) : undefined;
  const evidence: Record<string, unknown> = {
    status,
    contentType: answer.headers.get('content-type') ?? undefined,
    body: body.kind,
    ...(body.excerpt !== undefined ? { bodyStart: body.excerpt } : {}),
    ...(sessionId ? { sessionId } : {}),
    ...(challenge ? { wwwAuthenticate: challenge } : {}),
    sentHeaders: headerNames(headers),
  };
  const post: PostFacts = { status, ...(sessionId ? { sessionId } : {}), ...(challenge ? { challenge } : {}) };
  const fail = (summary: string, verdict = summary): CheckOutcome => ({
    check: outcome('http', 'fail', summary, evidence),
    facts: { post },
    verdict,
  });
  const sentAuthorization = headers.some(([name]) => name.toLowerCase() === 'authorization');

  if (status === 401) {
    const reason = challenge?.error
      ? `${challenge.error}${challenge.errorDescription ? `: ${challenge.errorDescription}` : ''}`
      : undefined;
    const summary = sentAuthorization
      ? `401: the server refuses the Authorization header given${reason ? ` (${reason})` : ''}; the authorization check below says where to get a token.`
      : `401: the server wants authorization${reason ? ` (${reason})` : ''}; the authorization check below says where to get it.`;
    const verdict = sentAuthorization
      ? `The server refuses the Authorization header given (401${reason ? `, ${reason}` : ''}): get a new token, or sign in with OAuth.`
      : 'The server wants authorization (401): sign in with OAuth, or add an Authorization header.';
    return { check: outcome('http', 'warn', summary, evidence), facts: { post }, verdict };
  }
  const refused = initialize && 'error' in initialize ? initialize.error : undefined;
  if (auto && (status === 404 || status === 405 || (status === 400 && !refused))) {
    return {
      check: outcome(
        'http',
        'warn',
        `${status} to the POST: no Streamable HTTP endpoint here; legacy SSE is tried next.`,
        evidence,
      ),
      facts: { post, legacy: true },
    };
  }
  // A server of the stateless era may refuse initialize and still be fine: server/discover decides.
  if (refused && (status < 300 || status === 400)) {
    evidence.error = refused;
    const summary = `${status}: the server answers JSON-RPC but refuses initialize (${errorWords(refused)}); the revisions check below asks server/discover.`;
    return { check: outcome('http', 'warn', summary, evidence), facts: { post: { ...post, refused } } };
  }
  if (status >= 300 && status < 400) {
    const location = answer.headers.get('location');
    evidence.location = location ?? undefined;
    return fail(
      location
        ? `${status}: the URL redirects to ${location}; use that URL.`
        : `${status}: a redirect without a Location.`,
    );
  }
  if (status === 404)
    return fail(
      '404: nothing at this path answers MCP.',
      'Nothing answers MCP at this URL (404): check the path (often /mcp).',
    );
  if (status === 405)
    return fail(
      '405: this URL does not take a POST; it may be a legacy SSE endpoint (choose the SSE transport, or auto).',
    );
  if (status === 403)
    return fail(
      `403: the server refuses the request${challenge?.error ? ` (${challenge.error})` : ''}: check the token and headers.`,
    );
  if (status >= 500) return fail(`${status}: the server failed to answer initialize; its own log should say why.`);
  const stray = strayError(body.messages);
  const detail = stray ? `: ${errorWords(stray)}` : body.excerpt ? `: ${body.excerpt}` : '';
  if (status >= 400) return fail(`${status} to initialize${detail}.`);
  if (body.kind === 'html')
    return fail(
      `${status} with an HTML page, not an MCP endpoint.`,
      'The URL answers with an HTML page, not an MCP endpoint: check the path (often /mcp).',
    );
  if (!initialize) {
    const waited = answer.ended === 'timeout' ? ', and no answer to initialize came in time' : '';
    return fail(
      `${status} with ${bodyWords[body.kind]}${waited}: no answer to initialize.`,
      `The server answers ${status} with ${bodyWords[body.kind]}, not an answer to initialize: check that the URL is the MCP endpoint.`,
    );
  }
  if ('error' in initialize) return fail(`${status}: initialize refused (${errorWords(initialize.error)}).`);
  const { result } = initialize;
  const protocolVersion = typeof result.protocolVersion === 'string' ? result.protocolVersion : undefined;
  const serverInfo = isRecord(result.serverInfo) ? result.serverInfo : undefined;
  const capabilities = isRecord(result.capabilities) ? result.capabilities : undefined;
  Object.assign(evidence, {
    protocolVersion,
    serverInfo,
    capabilities: capabilities ? Object.keys(capabilities) : undefined,
  });
  const name = serverInfo
    ? `${String(serverInfo.name ?? 'a server')}${serverInfo.version ? ` ${String(serverInfo.version)}` : ''}`
    : 'a server without serverInfo';
  const session = sessionId ? `session ${sessionId}` : 'no session id (stateless)';
  return {
    check: outcome(
      'http',
      'pass',
      `initialize answered with ${bodyWords[body.kind]}: ${name}, revision ${protocolVersion ?? 'not given'}, ${session}.`,
      evidence,
    ),
    facts: {
      post,
      initialized: {
        over: 'streamable-http',
        ...(protocolVersion ? { protocolVersion } : {}),
        ...(capabilities ? { capabilities } : {}),
        ...(sessionId ? { sessionId } : {}),
      },
    },
  };
}
