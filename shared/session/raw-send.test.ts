import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { Observable } from '../lib/observable.ts';
import { advanceComposerIds, RawSender, requestIds, watchConnectionEnd, withFreshIds } from './raw-send.ts';
import { sessionStates, type SessionState } from './session-state.ts';
import { tapTransport } from './tap-transport.ts';

/** A transport that answers each request it is sent, in the order given by `answer`, through the tap as a real one would. */
class EchoTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  readonly sent: unknown[] = [];
  answer: 'at-once' | 'later' | 'never' = 'at-once';
  readonly later: JSONRPCMessage[] = [];
  failure: Error | undefined;
  async start() {}
  async close() {}
  async send(message: JSONRPCMessage) {
    if (this.failure) throw this.failure;
    this.sent.push(message);
    const items = (Array.isArray(message) ? message : [message]) as Array<Record<string, unknown>>;
    for (const item of items) {
      if (typeof item.method !== 'string' || item.id === undefined) continue;
      const reply = {
        jsonrpc: '2.0',
        id: item.id,
        ...(item.method === 'nope'
          ? { error: { code: -32601, message: 'Method not found' } }
          : { result: { echoed: item.method } }),
      } as JSONRPCMessage;
      if (this.answer === 'at-once') this.onmessage?.(reply);
      else if (this.answer === 'later') this.later.push(reply);
    }
  }
}

/** A clock that moves only when told, and timers that fire only when told. */
function manualTime() {
  let now = 1000;
  const timers = new Set<() => void>();
  return {
    deps: {
      now: () => now,
      setTimer: (run: () => void) => {
        timers.add(run);
        return () => timers.delete(run);
      },
    },
    advance: (ms: number) => void (now += ms),
    fireTimers: () => [...timers].forEach((run) => run()),
    pendingTimers: () => timers.size,
  };
}

function setUp() {
  const time = manualTime();
  const sender = new RawSender(time.deps);
  const inner = new EchoTransport();
  const forSdk: JSONRPCMessage[] = [];
  const tapped = tapTransport(inner, { received: (message) => (sender.take(message) ? null : undefined) });
  tapped.onmessage = (message) => forSdk.push(message);
  return { time, sender, inner, forSdk };
}

describe('RawSender', () => {
  it("proposes string ids, which never meet the SDK's numbered ones", () => {
    const sender = new RawSender();
    expect([sender.nextId(), sender.nextId()]).toEqual(['composer-1', 'composer-2']);
  });

  it('takes the answer to a hand-made request before the SDK sees it, and times it', async () => {
    const { time, sender, inner, forSdk } = setUp();
    inner.answer = 'later';
    const sending = sender.send(
      inner,
      { jsonrpc: '2.0', id: 'composer-1', method: 'roots/add', params: { uri: 'file:///x' } },
      { timeoutMs: 60_000 },
    );
    await Promise.resolve();
    time.advance(25);
    inner.onmessage?.(inner.later[0]!);
    const result = await sending;
    expect(result).toMatchObject({ requests: ['composer-1'], unanswered: [], sent: true, durationMs: 25 });
    expect(result.answers).toEqual([
      {
        id: 'composer-1',
        message: { jsonrpc: '2.0', id: 'composer-1', result: { echoed: 'roots/add' } },
        latencyMs: 25,
      },
    ]);
    expect(result.failure).toBeUndefined();
    expect(forSdk).toEqual([]);
    expect(time.pendingTimers()).toBe(0);
  });

  it("leaves the SDK's own answers alone, even with the same number written as a string", async () => {
    const { sender, inner, forSdk } = setUp();
    inner.answer = 'never';
    const sending = sender.send(inner, { jsonrpc: '2.0', id: '7', method: 'ping' }, { timeoutMs: 1 });
    inner.onmessage?.({ jsonrpc: '2.0', id: 7, result: {} });
    inner.onmessage?.({ jsonrpc: '2.0', id: 8, method: 'roots/list' } as JSONRPCMessage);
    expect(forSdk).toHaveLength(2);
    inner.onmessage?.({ jsonrpc: '2.0', id: '7', result: {} });
    expect(forSdk).toHaveLength(2);
    expect((await sending).answers).toHaveLength(1);
  });

  it('sends a batch as one frame and gathers the answer to each request in it, errors included', async () => {
    const { sender, inner, forSdk } = setUp();
    const batch = [
      { jsonrpc: '2.0', id: 'composer-1', method: 'tools/list' },
      { jsonrpc: '2.0', method: 'notifications/roots/list_changed' },
      { jsonrpc: '2.0', id: 'composer-2', method: 'nope' },
    ];
    const result = await sender.send(inner, batch, { timeoutMs: 60_000 });
    expect(inner.sent).toEqual([batch]);
    expect(result.requests).toEqual(['composer-1', 'composer-2']);
    expect(result.answers.map((answer) => answer.message)).toEqual([
      { jsonrpc: '2.0', id: 'composer-1', result: { echoed: 'tools/list' } },
      { jsonrpc: '2.0', id: 'composer-2', error: { code: -32601, message: 'Method not found' } },
    ]);
    expect(forSdk).toEqual([]);
  });

  it('does not wait for a notification, and says so when the transport refuses to send', async () => {
    const { sender, inner } = setUp();
    expect(
      await sender.send(inner, { jsonrpc: '2.0', method: 'notifications/initialized' }, { timeoutMs: 60_000 }),
    ).toMatchObject({ requests: [], answers: [], unanswered: [] });
    inner.failure = new Error('Server process exited with code 1.');
    const refused = await sender.send(
      inner,
      { jsonrpc: '2.0', id: 'composer-9', method: 'ping' },
      { timeoutMs: 60_000 },
    );
    expect(refused).toMatchObject({
      unanswered: ['composer-9'],
      sent: false,
      failure: 'Sending failed: Server process exited with code 1.',
    });
    expect(await sender.send(undefined, { jsonrpc: '2.0', id: 1, method: 'ping' }, { timeoutMs: 1 })).toMatchObject({
      failure: 'Not connected',
      sent: false,
      unanswered: [1],
    });
  });

  it("stops waiting at the timeout; a late answer to one of its ids is still not the SDK's", async () => {
    const { time, sender, inner, forSdk } = setUp();
    inner.answer = 'later';
    const sending = sender.send(
      inner,
      [
        { jsonrpc: '2.0', id: 'composer-1', method: 'ping' },
        { jsonrpc: '2.0', id: 'composer-2', method: 'ping' },
      ],
      { timeoutMs: 5000 },
    );
    await Promise.resolve();
    inner.onmessage?.(inner.later[0]!);
    time.fireTimers();
    const result = await sending;
    expect(result).toMatchObject({ unanswered: ['composer-2'], sent: true, failure: 'No answer within 5 s' });
    expect(result.answers.map((answer) => answer.id)).toEqual(['composer-1']);
    inner.onmessage?.(inner.later[1]!);
    expect(forSdk).toEqual([]);
  });

  it('stops waiting when asked, and when the connection ends', async () => {
    const { sender, inner } = setUp();
    inner.answer = 'never';
    const controller = new AbortController();
    const stopped = sender.send(
      inner,
      { jsonrpc: '2.0', id: 'composer-1', method: 'ping' },
      { timeoutMs: 60_000, signal: controller.signal },
    );
    controller.abort();
    expect(await stopped).toMatchObject({ failure: 'Stopped waiting', unanswered: ['composer-1'] });

    const state = new Observable<SessionState>({
      status: 'connected',
      connection: 3,
      clientCapabilities: {},
      server: {
        info: undefined,
        capabilities: {},
        instructions: undefined,
        protocolVersion: '2025-11-25',
        era: 'legacy',
      },
    });
    const ending = sender.send(
      inner,
      { jsonrpc: '2.0', id: 'composer-2', method: 'ping' },
      { timeoutMs: 60_000, watchEnd: watchConnectionEnd(state) },
    );
    state.set(sessionStates.error(state.getSnapshot(), 'Server process exited with code 1.'));
    expect(await ending).toMatchObject({
      failure: 'The connection ended: Server process exited with code 1.',
      unanswered: ['composer-2'],
    });
  });

  it('gives each of two requests with one id its own answer, first come first served', async () => {
    const { sender, inner } = setUp();
    inner.answer = 'later';
    const first = sender.send(inner, { jsonrpc: '2.0', id: 'same', method: 'a' }, { timeoutMs: 60_000 });
    const second = sender.send(inner, { jsonrpc: '2.0', id: 'same', method: 'b' }, { timeoutMs: 60_000 });
    await Promise.resolve();
    inner.later.forEach((reply) => inner.onmessage?.(reply));
    expect((await first).answers[0]!.message).toMatchObject({ result: { echoed: 'a' } });
    expect((await second).answers[0]!.message).toMatchObject({ result: { echoed: 'b' } });
  });
});

describe('composer ids in text', () => {
  it('lists the requests of a frame or a batch', () => {
    expect(requestIds({ jsonrpc: '2.0', id: 0, method: 'ping' })).toEqual([0]);
    expect(
      requestIds([{ id: 'a', method: 'x' }, { method: 'n' }, 0, { id: null, method: 'y' }, { id: 'r', result: {} }]),
    ).toEqual(['a']);
    expect(requestIds('text')).toEqual([]);
  });

  it('gives a logged request or batch fresh ids to send again, notifications untouched', () => {
    const ids = ['composer-5', 'composer-6'];
    const next = () => ids.shift()!;
    expect(JSON.parse(withFreshIds('{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{}}', next))).toEqual({
      jsonrpc: '2.0',
      id: 'composer-5',
      method: 'tools/list',
      params: {},
    });
    expect(
      JSON.parse(
        withFreshIds(
          '[{"jsonrpc":"2.0","id":"x","method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"}]',
          next,
        ),
      ),
    ).toEqual([
      { jsonrpc: '2.0', id: 'composer-6', method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ]);
    expect(withFreshIds('not json', next)).toBe('not json');
  });

  it("moves the composer's own ids on after a send and leaves the rest as typed", () => {
    let n = 10;
    const next = () => `composer-${++n}`;
    const text =
      '[\n  {"jsonrpc": "2.0", "id" : "composer-1", "method": "ping"},\n  {"id": "mine", "method": "ping", "params": {"note": "composer-2"}}\n]';
    expect(advanceComposerIds(text, next)).toBe(
      '[\n  {"jsonrpc": "2.0", "id" : "composer-11", "method": "ping"},\n  {"id": "mine", "method": "ping", "params": {"note": "composer-2"}}\n]',
    );
  });
});
