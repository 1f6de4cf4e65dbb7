import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeSocket } from '../../shared/bridge/socket.ts';
import { decodeStdinFrame } from '../../shared/bridge/stdin-frame.ts';
import { encodeStdoutFrame, MAX_STDOUT_CHUNK } from '../../shared/bridge/stdout-frame.ts';
import type { CallOutcome } from '../../shared/session/call-outcome.ts';
import { listAllPages } from '../../shared/session/list-all.ts';
import { McpSession } from '../../shared/session/mcp-session.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
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

/** The proxy and a stdio server, played in-process: sane answers, except that `answers` says what a method gets. */
class HostileServer implements BridgeSocket {
  readyState = 0;
  binaryType: BridgeSocket['binaryType'] = 'blob';
  onopen: BridgeSocket['onopen'] = null;
  onmessage: BridgeSocket['onmessage'] = null;
  onclose: BridgeSocket['onclose'] = null;
  onerror: BridgeSocket['onerror'] = null;
  /** Per method, the answer's bytes given the request's id as JSON text. */
  readonly answers = new Map<string, (id: string) => Uint8Array>();

  /** Opens once the transport has taken the socket and set its handlers. */
  openSoon(): BridgeSocket {
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
    return this;
  }

  send(data: string | Uint8Array): void {
    if (typeof data === 'string') {
      if ((JSON.parse(data) as { type: string }).type === 'spawn')
        queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ type: 'spawned', pid: 4242, t: Date.now() }) }));
      return;
    }
    for (const line of new TextDecoder().decode(decodeStdinFrame(data)).split('\n').filter(Boolean)) {
      const frame = JSON.parse(line) as { id?: string | number; method?: string };
      if (frame.id === undefined || frame.method === undefined) continue;
      const id = JSON.stringify(frame.id);
      const answer = this.answers.get(frame.method);
      queueMicrotask(() =>
        this.stdout(
          answer
            ? answer(id)
            : encoder.encode(
                `${JSON.stringify({ jsonrpc: '2.0', id: frame.id, result: saneResult(frame.method!) })}\n`,
              ),
        ),
      );
    }
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }

  stdout(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length; at += MAX_STDOUT_CHUNK)
      this.onmessage?.({ data: encodeStdoutFrame(Date.now(), bytes.subarray(at, at + MAX_STDOUT_CHUNK)).buffer });
  }
}

function saneResult(method: string): unknown {
  if (method === 'initialize')
    return {
      protocolVersion: '2025-06-18',
      capabilities: { tools: {}, logging: {} },
      serverInfo: { name: 'hostile', version: '1.0.0' },
    };
  if (method === 'tools/list') return { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] };
  if (method === 'tools/call') return { content: [{ type: 'text', text: 'sane' }] };
  return {};
}

/** The input as an answer to the request with this id (an input that has no id slot is sent as it is, then a sane answer). */
function answerWith(input: ExplicitInput, method: string): (id: string) => Uint8Array {
  return (id) => {
    const own = input.bytes ?? encoder.encode(input.text!.replaceAll('@ID@', id));
    const tail = input.text?.includes('@ID@')
      ? ''
      : `${JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(id), result: saneResult(method) })}\n`;
    const tailBytes = encoder.encode(tail);
    const joined = new Uint8Array(own.length + 1 + tailBytes.length);
    joined.set(own);
    joined[own.length] = 0x0a;
    joined.set(tailBytes, own.length + 1);
    return joined;
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
        const server = new HostileServer();
        const log = new WireLog(() => {});
        const session = new McpSession({
          log,
          bridgeUrl: 'ws://scripted/bridge',
          probeTimeoutMs: 500,
          socketFactory: () => server.openSoon(),
        });
        await session.connect({ kind: 'stdio', command: 'hostile', args: [], env: {} }, '2025-06-18');
        expect(session.state.getSnapshot().status).toBe('connected');
        server.answers.set(method, answerWith(input, method));
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
