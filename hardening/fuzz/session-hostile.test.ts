import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutcome } from '../../shared/session/call-outcome.ts';
import { listAllPages } from '../../shared/session/list-all.ts';
import { bridgedSession } from '../../shared/test-kit/bridged-session.ts';
import { echoServer, type Reply, type RequestFrame, replyBytes } from '../../shared/test-kit/scripted-server.ts';
import { fuzzed } from '../tally.ts';
import { explicitInputs, type ExplicitInput } from './explicit-inputs.ts';
import { pollution } from './pollution.ts';

/**
 * The named hostile inputs as a server's answers to the page's session
 * (the SDK client, the session's result reading, the log): every call
 * settles, the session stays connected, and the next call is answered.
 */

const NOT_AN_ANSWER = new Set(['two byte order marks']);
/**
 * How long a call may wait for its answer. Generous, and no verdict: an
 * answer settles the call as soon as the machine gets to it, and a call
 * that waited for its timeout says so (`timedOut`) whatever the machine's
 * speed. Only the input that cannot answer waits it out, so it gets less.
 */
const ANSWER_WAIT_MS = 30_000;
const UNANSWERED_WAIT_MS = 2_000;
const encoder = new TextEncoder();

/** The server behind the scripted bridge: sane answers, except where a socket's `answers` say otherwise. */
const sane = echoServer({ name: 'hostile', capabilities: { tools: {}, logging: {} }, text: 'sane', others: 'empty' });

/** The input as an answer to the request (an input that has no id slot is sent as it is, then a sane answer). */
function answerWith(input: ExplicitInput): (request: RequestFrame) => Reply {
  return (request) => {
    const own = input.bytes ?? encoder.encode(input.text!.replaceAll('@ID@', JSON.stringify(request.id)));
    const tail = input.text?.includes('@ID@') ? new Uint8Array() : replyBytes(request, sane(request));
    const joined = new Uint8Array(own.length + 1 + tail.length);
    joined.set(own);
    joined[own.length] = 0x0a;
    joined.set(tail, own.length + 1);
    return { bytes: joined };
  };
}

/** Promises rejected with nobody to hear it, while these tests run: a crash in the page, if only a quiet one. */
const unhandled: unknown[] = [];
beforeAll(() => {
  process.on('unhandledRejection', hear);
});
afterAll(() => {
  process.off('unhandledRejection', hear);
});
function hear(reason: unknown): void {
  unhandled.push(reason);
}

describe.each(explicitInputs().map((input) => [input.name, input] as const))(
  '%s, as a server answer',
  (_name, input) => {
    it('settles the call, keeps the session, and the next call is answered', async () => {
      for (const method of ['tools/call', 'tools/list']) {
        const { log, session, sockets } = bridgedSession({ bridge: () => ({ server: sane }) });
        await session.connect({ kind: 'stdio', command: 'hostile', args: [], env: {} }, '2025-06-18');
        expect(session.state.getSnapshot().status).toBe('connected');
        const server = sockets[0]!;
        server.answers.set(method, answerWith(input));
        const settled: CallOutcome[] = [];
        const timeoutMs = NOT_AN_ANSWER.has(input.name) ? UNANSWERED_WAIT_MS : ANSWER_WAIT_MS;
        const ask = (params: Record<string, unknown> | undefined) =>
          session.request(method, params, { timeoutMs }).then((outcome) => (settled.push(outcome), outcome));
        // tools/list as the page reads it, every page gathered.
        const outcome =
          method === 'tools/list'
            ? await listAllPages(ask, 'tools').then(
                () => 'listed',
                () => 'failed',
              )
            : (await ask({ name: 'echo', arguments: {} })).kind;
        expect(['result', 'error', 'listed', 'failed']).toContain(outcome);
        // Settled by the answer, not by the timeout: only text that is not JSON cannot answer (a second byte order mark is not read past).
        if (!NOT_AN_ANSWER.has(input.name))
          expect(
            settled
              .filter((call) => call.kind === 'error' && call.timedOut)
              .map((call) => call.kind === 'error' && call.message),
            `${method} waited for its timeout`,
          ).toEqual([]);
        server.answers.delete(method);
        if (input.name.startsWith('notification with params')) {
          expect(
            log
              .entries()
              .some((entry) => entry.raw.startsWith('The MCP client could not take a message from the server')),
          ).toBe(true);
        }
        expect(
          (await session.request('tools/call', { name: 'echo', arguments: {} }, { timeoutMs: ANSWER_WAIT_MS })).kind,
        ).toBe('result');
        expect(pollution()).toBeUndefined();
        await session.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(unhandled.map(String)).toEqual([]);
        fuzzed('explicit cases', 'session', 1);
      }
    });
  },
);
