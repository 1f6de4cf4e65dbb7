import { describe, expect, it } from 'vitest';
import { WAIT_MS, waitUntil } from './test-kit/waits.ts';
import { fixtureTarget } from './test-kit/test-targets.ts';
import { proxySessions } from './test-kit/proxy-sessions.ts';
import type { WireLog } from '../shared/wire/wire-log.ts';

// Subscriptions against the real proxy and the SDK v2 fixture, in both eras.
const modernServer = fixtureTarget('modern-server');
const counter = 'counter://value';

const sessions = proxySessions();

function newSession() {
  const { log, session } = sessions.newSession();
  const notifications: { method: string; params: unknown }[] = [];
  session.onNotification((method, params) => notifications.push({ method, params }));
  return { log, session, notifications };
}

const sent = (log: WireLog, method: string) =>
  log.entries().filter((entry) => entry.direction === 'out' && entry.method === method);

describe('subscriptions', () => {
  it('2026-07-28: a resource is followed over subscriptions/listen; its notifications reach the listeners; ending it cancels the listen request', async () => {
    const { log, session, notifications } = newSession();
    await session.connect(modernServer, '2026-07-28');
    expect(await session.subscriptions.subscribeResource(counter)).toBeUndefined();
    const [entry] = session.subscriptions.list.getSnapshot();
    expect(entry).toMatchObject({
      via: 'subscriptions/listen',
      status: 'active',
      honoredFilter: { resourceSubscriptions: [counter] },
      requestId: expect.any(String),
    });
    const listen = sent(log, 'subscriptions/listen');
    expect(listen).toHaveLength(1);
    expect(JSON.parse(listen[0]!.raw)).toMatchObject({
      id: entry!.requestId,
      params: { notifications: { resourceSubscriptions: [counter] } },
    });
    expect(sent(log, 'resources/subscribe')).toEqual([]);
    expect(
      log
        .entries()
        .some((item) => item.direction === 'in' && item.method === 'notifications/subscriptions/acknowledged'),
    ).toBe(true);

    await session.request('tools/call', { name: 'bump', arguments: {} });
    await waitUntil(
      () => notifications.some((item) => item.method === 'notifications/resources/updated'),
      WAIT_MS,
      'notifications/resources/updated',
    );
    expect(notifications.find((item) => item.method === 'notifications/resources/updated')?.params).toMatchObject({
      uri: counter,
    });
    // Only what the stream was opened for: no tool list changes.
    expect(notifications.map((item) => item.method)).not.toContain('notifications/tools/list_changed');

    expect(await session.subscriptions.end(entry!.id)).toBeUndefined();
    expect(session.subscriptions.list.getSnapshot()).toEqual([]);
    const cancelled = sent(log, 'notifications/cancelled').map((item) => JSON.parse(item.raw).params.requestId);
    expect(cancelled).toContain(entry!.requestId);
    const before = notifications.length;
    await session.request('tools/call', { name: 'bump', arguments: {} });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notifications.slice(before).map((item) => item.method)).not.toContain('notifications/resources/updated');
    expect(log.entries().filter((item) => item.direction === 'note' && item.raw.startsWith('SDK:'))).toEqual([]);
    await session.disconnect();
  });

  it('2026-07-28: list-changed subscriptions end with the connection, saying why', async () => {
    const { session, notifications } = newSession();
    await session.connect(modernServer, '2026-07-28');
    const entry = await session.subscriptions.listen(
      { toolsListChanged: true, promptsListChanged: true },
      'tool and prompt lists',
    );
    // The fixture has no prompts: the server honors the tool list only.
    expect(entry).toMatchObject({ status: 'active', honoredFilter: { toolsListChanged: true } });
    expect(entry?.honoredFilter).not.toHaveProperty('promptsListChanged');
    await session.request('tools/call', { name: 'bump', arguments: {} });
    await waitUntil(
      () => notifications.some((item) => item.method === 'notifications/tools/list_changed'),
      WAIT_MS,
      'notifications/tools/list_changed',
    );
    await session.disconnect();
    expect(session.subscriptions.list.getSnapshot()).toMatchObject([
      { status: 'ended', endedBecause: 'The connection ended (Disconnect)' },
    ]);
  });

  it('2025: a resource is followed with resources/subscribe, and listen is not offered', async () => {
    const { log, session, notifications } = newSession();
    await session.connect(modernServer, '2025-11-25');
    expect(await session.subscriptions.listen({ toolsListChanged: true }, 'tools')).toBeUndefined();
    expect(await session.subscriptions.subscribeResource(counter)).toBeUndefined();
    expect(session.subscriptions.list.getSnapshot()).toMatchObject([{ via: 'resources/subscribe', status: 'active' }]);
    await session.request('tools/call', { name: 'bump', arguments: {} });
    await waitUntil(
      () => notifications.some((item) => item.method === 'notifications/resources/updated'),
      WAIT_MS,
      'notifications/resources/updated',
    );
    expect(await session.subscriptions.unsubscribeResource(counter)).toBeUndefined();
    expect(sent(log, 'resources/unsubscribe')).toHaveLength(1);
    expect(sent(log, 'subscriptions/listen')).toEqual([]);
    await session.disconnect();
  });
});
