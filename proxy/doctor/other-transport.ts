import { answersId, answerTo, readAnswer } from './answer-body.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';
import { endSession } from './end-session.ts';
import { exchange } from './exchange.ts';
import { INITIALIZE_ID, initializeMessage, POST_HEADERS } from './mcp-messages.ts';

/**
 * When the transport the person chose fails at a URL that answers HTTP,
 * the other one may answer there: a wrong transport, not a wrong path.
 * Each probe leaves nothing open.
 */

/** The verdicts, in the page's words for its Transport field. */
export const WRONG_TRANSPORT = {
  legacyHere: 'This URL speaks legacy HTTP+SSE, not Streamable HTTP: choose Transport legacy SSE (or auto).',
  streamableHere: 'This URL speaks Streamable HTTP, not legacy HTTP+SSE: choose Transport Streamable HTTP (or auto).',
} as const;

/** Legacy HTTP+SSE answers: a GET's event stream gives its `endpoint` event. The stream (and with it the legacy session) is closed after. */
export async function legacySseAnswers(
  env: DoctorEnvironment,
  url: URL,
  headers: [string, string][],
): Promise<boolean> {
  const result = await exchange(
    env,
    { url, method: 'GET', headers: [['Accept', 'text/event-stream'], ...headers] },
    { until: (event) => event.event === 'endpoint' },
  );
  return result.ok && result.exchange.status === 200 && result.exchange.ended === 'found';
}

/** Streamable HTTP answers: a POST of initialize gets a JSON-RPC answer to it. A session it opened is ended with DELETE. */
export async function streamableHttpAnswers(
  env: DoctorEnvironment,
  url: URL,
  headers: [string, string][],
): Promise<boolean> {
  const result = await exchange(
    env,
    { url, method: 'POST', headers: [...POST_HEADERS, ...headers], body: initializeMessage(env.version) },
    { until: answersId(INITIALIZE_ID) },
  );
  if (!result.ok) return false;
  const answer = answerTo(readAnswer(result.exchange).messages, INITIALIZE_ID);
  const sessionId = result.exchange.headers.get('mcp-session-id');
  const revision =
    answer && 'result' in answer && typeof answer.result.protocolVersion === 'string'
      ? answer.result.protocolVersion
      : undefined;
  if (sessionId) await endSession(env, url, sessionId, headers, revision);
  return answer !== undefined;
}
