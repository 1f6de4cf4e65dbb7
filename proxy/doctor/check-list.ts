import { answersId, answerTo, errorWords, readAnswer, type JsonRpcAnswer } from './answer-body.ts';
import {
  answersMcp,
  notAnsweringMcp,
  notRun,
  outcome,
  skipped,
  type CheckInput,
  type CheckOutcome,
} from './doctor-check.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';
import { endSession } from './end-session.ts';
import { exchange } from './exchange.ts';
import { legacySend, type LegacyStream } from './legacy-session.ts';
import {
  INITIALIZED_MESSAGE,
  POST_HEADERS,
  STATELESS_REVISION,
  statelessHeaders,
  TOOLS_LIST_ID,
  toolsListMessage,
} from './mcp-messages.ts';

/** Tool names shown as evidence; the count says how many there are in all. */
const NAMES_SHOWN = 20;

type Listed =
  | { ok: true; answer: JsonRpcAnswer; steps: Record<string, unknown> }
  | { ok: false; why: string; steps: Record<string, unknown> };

async function post(
  env: DoctorEnvironment,
  url: URL,
  headers: [string, string][],
  body: string,
  until?: (event: { data: string }) => boolean,
) {
  return exchange(env, { url, method: 'POST', headers: [...POST_HEADERS, ...headers], body }, until ? { until } : {});
}

/** notifications/initialized then tools/list, in the session initialize opened (if it opened one); then the session is ended. */
async function listInSession(
  env: DoctorEnvironment,
  url: URL,
  headers: [string, string][],
  sessionId: string | undefined,
  protocolVersion: string | undefined,
): Promise<Listed> {
  const session: [string, string][] = [
    ...(sessionId ? [['Mcp-Session-Id', sessionId] as [string, string]] : []),
    ...(protocolVersion ? [['MCP-Protocol-Version', protocolVersion] as [string, string]] : []),
    ...headers,
  ];
  const steps: Record<string, unknown> = {};
  try {
    const initialized = await post(env, url, session, INITIALIZED_MESSAGE);
    steps.initializedStatus = initialized.ok ? initialized.exchange.status : initialized.failure.code;
    const listed = await post(env, url, session, toolsListMessage(env.version, false), answersId(TOOLS_LIST_ID));
    if (!listed.ok) return { ok: false, why: listed.failure.hint, steps };
    steps.toolsListStatus = listed.exchange.status;
    const answer = answerTo(readAnswer(listed.exchange).messages, TOOLS_LIST_ID);
    return answer
      ? { ok: true, answer, steps }
      : { ok: false, why: `tools/list was answered ${listed.exchange.status} without a JSON-RPC answer`, steps };
  } finally {
    if (sessionId) steps.deleteStatus = await endSession(env, url, sessionId, headers, protocolVersion);
  }
}

/** tools/list in the stateless era: no session, the envelope and headers on the request itself. */
async function listStateless(env: DoctorEnvironment, url: URL, headers: [string, string][]): Promise<Listed> {
  const listed = await post(
    env,
    url,
    [...statelessHeaders('tools/list'), ...headers],
    toolsListMessage(env.version, true),
    answersId(TOOLS_LIST_ID),
  );
  if (!listed.ok) return { ok: false, why: listed.failure.hint, steps: { stateless: true } };
  const steps = { stateless: true, toolsListStatus: listed.exchange.status };
  const answer = answerTo(readAnswer(listed.exchange).messages, TOOLS_LIST_ID);
  return answer
    ? { ok: true, answer, steps }
    : { ok: false, why: `tools/list was answered ${listed.exchange.status} without a JSON-RPC answer`, steps };
}

/** notifications/initialized then tools/list over the legacy stream; the stream is closed after. */
async function listOverStream(
  env: DoctorEnvironment,
  stream: LegacyStream,
  headers: [string, string][],
): Promise<Listed> {
  const steps: Record<string, unknown> = { transport: 'sse' };
  try {
    const initialized = await legacySend(env, stream, headers, INITIALIZED_MESSAGE);
    steps.initializedStatus = initialized.ok ? initialized.status : initialized.why;
    const listed = await legacySend(env, stream, headers, toolsListMessage(env.version, false), TOOLS_LIST_ID);
    if (!listed.ok) return { ok: false, why: listed.why, steps };
    return listed.answer ? { ok: true, answer: listed.answer, steps } : { ok: false, why: 'no answer', steps };
  } finally {
    stream.events.close();
  }
}

/**
 * Check 10: the server's tools, in the session check 5 opened (or over the
 * legacy stream, or stateless in the 2026-07-28 era), the session ended after.
 */
export async function checkList({ env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked) return notRun('list', facts);
  if (facts.post?.status === 401) return skipped('list', 'Not run: the server wants authorization first.');
  if (!answersMcp(facts) || facts.otherTransport) return notAnsweringMcp('list', facts);
  const { initialized } = facts;
  if (initialized?.capabilities && !('tools' in initialized.capabilities)) {
    if (facts.stream) facts.stream.events.close();
    const ended = initialized.sessionId
      ? await endSession(env, url, initialized.sessionId, facts.headers, initialized.protocolVersion)
      : undefined;
    return {
      check: outcome(
        'list',
        'pass',
        'The server offers no tools (no tools capability), so tools/list was not asked.',
        ended !== undefined ? { deleteStatus: ended } : undefined,
      ),
    };
  }
  let listed: Listed;
  if (initialized?.over === 'sse' && facts.stream) listed = await listOverStream(env, facts.stream, facts.headers);
  else if (initialized?.over === 'streamable-http')
    listed = await listInSession(env, url, facts.headers, initialized.sessionId, initialized.protocolVersion);
  else if (facts.discovered?.includes(STATELESS_REVISION)) listed = await listStateless(env, url, facts.headers);
  else return skipped('list', 'Not run: no revision was agreed with the server (see above).');

  const evidence: Record<string, unknown> = { ...listed.steps };
  if (!listed.ok) {
    return {
      check: outcome('list', 'fail', `tools/list failed: ${listed.why}.`, evidence),
      verdict: `The server connects, but tools/list failed (${listed.why}): see the server's log.`,
    };
  }
  if ('error' in listed.answer) {
    const words = errorWords(listed.answer.error);
    return {
      check: outcome('list', 'fail', `tools/list was refused: ${words}.`, { ...evidence, error: listed.answer.error }),
      verdict: `The server connects, but refuses tools/list (${words}).`,
    };
  }
  const tools = Array.isArray(listed.answer.result.tools) ? listed.answer.result.tools : undefined;
  if (!tools) {
    return {
      check: outcome('list', 'fail', 'tools/list was answered without a tools array.', evidence),
      verdict: 'The server answers tools/list without a "tools" array: the answer breaks the protocol.',
    };
  }
  const names = tools.map((tool) =>
    tool !== null && typeof tool === 'object' && typeof (tool as { name?: unknown }).name === 'string'
      ? (tool as { name: string }).name
      : '(no name)',
  );
  const more = typeof listed.answer.result.nextCursor === 'string';
  Object.assign(evidence, {
    toolCount: tools.length,
    tools: names.slice(0, NAMES_SHOWN),
    ...(more ? { nextCursor: true } : {}),
  });
  const count = `${tools.length} tool${tools.length === 1 ? '' : 's'}${more ? ' on the first page' : ''}`;
  const shown = names.length > 0 ? `: ${names.slice(0, 5).join(', ')}${names.length > 5 ? '…' : ''}` : '';
  return { check: outcome('list', 'pass', `tools/list answered ${count}${shown}.`, evidence) };
}
