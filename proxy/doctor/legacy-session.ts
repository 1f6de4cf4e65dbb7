import type { JsonRpcId } from '../../shared/jsonrpc/classify.ts';
import { answerTo, type JsonRpcAnswer } from './answer-body.ts';
import { classifyText } from '../../shared/jsonrpc/classify.ts';
import type { DoctorFacts } from './doctor-check.ts';
import type { DoctorEnvironment } from './doctor-environment.ts';
import { exchange } from './exchange.ts';

export type LegacyStream = NonNullable<DoctorFacts['stream']>;

export type LegacyResult = { ok: true; status: number; answer?: JsonRpcAnswer } | { ok: false; why: string };

/**
 * One message over the legacy transport: POSTed to the endpoint the stream
 * named (which answers 202), its answer read from the stream. Notifications
 * and other traffic on the stream are passed over.
 */
export async function legacySend(
  env: DoctorEnvironment,
  stream: LegacyStream,
  headers: [string, string][],
  message: string,
  id?: JsonRpcId,
): Promise<LegacyResult> {
  const posted = await exchange(env, {
    url: stream.postUrl,
    method: 'POST',
    headers: [['Content-Type', 'application/json'], ...headers],
    body: message,
  });
  if (!posted.ok) return { ok: false, why: posted.failure.hint };
  const { status } = posted.exchange;
  if (status < 200 || status > 299)
    return { ok: false, why: `the POST to ${stream.postUrl.pathname}${stream.postUrl.search} was answered ${status}` };
  if (id === undefined) return { ok: true, status };
  const deadline = Date.now() + env.answerTimeoutMs;
  for (;;) {
    const next = await stream.events.next(deadline - Date.now());
    if (next.kind === 'ended') return { ok: false, why: 'the stream ended before the answer came' };
    if (next.kind === 'timeout')
      return { ok: false, why: `no answer on the stream within ${env.answerTimeoutMs / 1000} s` };
    if (next.event.data.trim() === '') continue;
    const answer = answerTo([classifyText(next.event.data)], id);
    if (answer) return { ok: true, status, answer };
  }
}
