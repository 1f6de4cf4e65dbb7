import type { McpSubscription, SubscriptionFilter } from '@modelcontextprotocol/client';
import { describe, expect, it, vi } from 'vitest';
import type { CallOutcome } from './call-outcome.ts';
import { SessionSubscriptions, type ListenClient } from './subscriptions.ts';

interface FakeStream {
  filter: SubscriptionFilter;
  signal?: AbortSignal;
  acknowledge: (honored?: SubscriptionFilter) => void;
  refuse: (error: Error) => void;
  end: (cause: 'graceful' | 'remote') => void;
  close: ReturnType<typeof vi.fn>;
}

/** A client whose listen streams the test acknowledges, refuses and ends by hand, like a server would. */
function fakeClient(autoOpened?: McpSubscription) {
  const streams: FakeStream[] = [];
  const client: ListenClient = {
    autoOpenedSubscription: autoOpened,
    listen: (filter, options) =>
      new Promise<McpSubscription>((resolve, reject) => {
        let settleClosed: (cause: 'local' | 'graceful' | 'remote') => void = () => {};
        const closed = new Promise<'local' | 'graceful' | 'remote'>((done) => (settleClosed = done));
        const close = vi.fn(async () => settleClosed('local'));
        options?.signal?.addEventListener('abort', () => reject(new Error(String(options.signal?.reason))));
        streams.push({
          filter,
          signal: options?.signal,
          acknowledge: (honored = filter) => resolve({ honoredFilter: honored, close, closed }),
          refuse: reject,
          end: settleClosed,
          close,
        });
      }),
  };
  return { client, streams };
}

const ok: CallOutcome = { kind: 'result', result: {}, durationMs: 1 };

function setup(era: 'legacy' | 'modern', autoOpened?: McpSubscription) {
  const { client, streams } = fakeClient(autoOpened);
  const request = vi.fn(async (_method: string, _params: Record<string, unknown>): Promise<CallOutcome> => ok);
  const subscriptions = new SessionSubscriptions({ request, now: () => 1000, timeoutMs: () => 5000 });
  subscriptions.attach(3, era, client);
  return { subscriptions, streams, request, list: () => subscriptions.list.getSnapshot() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SessionSubscriptions on 2026-07-28', () => {
  it('lists a listen stream as opening, then active with what the server honored', async () => {
    const { subscriptions, streams, list } = setup('modern');
    const opening = subscriptions.listen(
      { toolsListChanged: true, promptsListChanged: true },
      'tool and prompt list changes',
    );
    expect(list()).toMatchObject([
      {
        via: 'subscriptions/listen',
        status: 'opening',
        connection: 3,
        openedAt: 1000,
        label: 'tool and prompt list changes',
      },
    ]);
    streams[0]!.acknowledge({ toolsListChanged: true });
    expect(await opening).toMatchObject({ status: 'active', honoredFilter: { toolsListChanged: true } });
    expect(Object.isFrozen(list()[0])).toBe(true);
  });

  it('names the listen request it opened, from the frame the transport sends', async () => {
    const { subscriptions, streams, list } = setup('modern');
    void subscriptions.listen({ toolsListChanged: true }, 'tools');
    subscriptions.noteSent({
      jsonrpc: '2.0',
      id: 'listen:7',
      method: 'subscriptions/listen',
      params: { notifications: { toolsListChanged: true } },
    });
    expect(list()[0]?.requestId).toBe('listen:7');
    streams[0]!.acknowledge();
  });

  it('follows a resource with the uri in resourceSubscriptions, and ends it by closing the stream', async () => {
    const { subscriptions, streams, list, request } = setup('modern');
    const subscribing = subscriptions.subscribeResource('file:///a');
    expect(streams[0]!.filter).toEqual({ resourceSubscriptions: ['file:///a'] });
    streams[0]!.acknowledge();
    expect(await subscribing).toBeUndefined();
    expect(subscriptions.follows('file:///a')).toBe(true);
    expect(await subscriptions.unsubscribeResource('file:///a')).toBeUndefined();
    expect(streams[0]!.close).toHaveBeenCalledOnce();
    expect(list()).toEqual([]);
    expect(request).not.toHaveBeenCalled();
  });

  it('says so when the server leaves the resource out of what it honors', async () => {
    const { subscriptions, streams } = setup('modern');
    const subscribing = subscriptions.subscribeResource('file:///a');
    streams[0]!.acknowledge({});
    expect(await subscribing).toMatch(/did not honor resourceSubscriptions/);
  });

  it('keeps a refused listen listed as ended, with the reason', async () => {
    const { subscriptions, streams, list } = setup('modern');
    const opening = subscriptions.listen({ resourcesListChanged: true }, 'resources');
    streams[0]!.refuse(new Error('Subscription limit reached'));
    await opening;
    expect(list()).toMatchObject([
      { status: 'ended', endedBecause: 'The server did not open it: Subscription limit reached' },
    ]);
    await subscriptions.end(list()[0]!.id);
    expect(list()).toEqual([]);
  });

  it('ending one still opening aborts the listen request', async () => {
    const { subscriptions, streams, list } = setup('modern');
    const opening = subscriptions.listen({ toolsListChanged: true }, 'tools');
    await subscriptions.end(list()[0]!.id);
    expect(streams[0]!.signal?.aborted).toBe(true);
    expect(await opening).toBeUndefined();
    expect(list()).toEqual([]);
  });

  it('marks one the server ended, and why', async () => {
    const { subscriptions, streams, list } = setup('modern');
    const opening = subscriptions.listen({ toolsListChanged: true }, 'tools');
    streams[0]!.acknowledge();
    await opening;
    streams[0]!.end('graceful');
    await tick();
    expect(list()).toMatchObject([
      { status: 'ended', endedBecause: expect.stringMatching(/server ended the subscription/) },
    ]);
  });

  it('ends every one with the connection, saying why, and starts the next connection empty', async () => {
    const { subscriptions, streams, list } = setup('modern');
    const opening = subscriptions.listen({ toolsListChanged: true }, 'tools');
    streams[0]!.acknowledge();
    await opening;
    const stillOpening = subscriptions.listen({ promptsListChanged: true }, 'prompts');
    subscriptions.detach('Disconnect');
    streams[0]!.end('remote');
    streams[1]!.refuse(new Error('Connection closed'));
    await stillOpening;
    await tick();
    expect(list().map((entry) => [entry.status, entry.endedBecause])).toEqual([
      ['ended', 'The connection ended (Disconnect)'],
      ['ended', 'The connection ended (Disconnect)'],
    ]);
    subscriptions.attach(4, 'modern', fakeClient().client);
    expect(list()).toEqual([]);
  });

  it('lists the subscription the SDK opened on connect', () => {
    const auto: McpSubscription = {
      honoredFilter: { toolsListChanged: true },
      close: async () => {},
      closed: new Promise(() => {}),
    };
    const { list } = setup('modern', auto);
    expect(list()).toMatchObject([{ auto: true, status: 'active', filter: { toolsListChanged: true } }]);
  });
});

describe('SessionSubscriptions on the 2025 revisions', () => {
  it('follows a resource with resources/subscribe and ends it with resources/unsubscribe', async () => {
    const { subscriptions, streams, list, request } = setup('legacy');
    expect(await subscriptions.subscribeResource('file:///a')).toBeUndefined();
    expect(request).toHaveBeenLastCalledWith('resources/subscribe', { uri: 'file:///a' });
    expect(list()).toMatchObject([{ via: 'resources/subscribe', status: 'active', label: 'file:///a' }]);
    await subscriptions.end(list()[0]!.id);
    expect(request).toHaveBeenLastCalledWith('resources/unsubscribe', { uri: 'file:///a' });
    expect(list()).toEqual([]);
    expect(streams).toEqual([]);
  });

  it('lists nothing when the server refuses, and says why', async () => {
    const { subscriptions, request, list } = setup('legacy');
    request.mockResolvedValueOnce({ kind: 'error', code: -32601, message: 'Method not found', durationMs: 1 });
    expect(await subscriptions.subscribeResource('file:///a')).toBe('-32601 Method not found');
    expect(list()).toEqual([]);
  });

  it('opens no listen stream: the revision has none', async () => {
    const { subscriptions, streams } = setup('legacy');
    expect(await subscriptions.listen({ toolsListChanged: true }, 'tools')).toBeUndefined();
    expect(streams).toEqual([]);
  });
});
