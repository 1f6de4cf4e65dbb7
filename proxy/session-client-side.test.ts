import { describe, expect, it } from 'vitest';
import { WAIT_MS, waitUntil } from './test-kit/waits.ts';
import { proxySessions } from './test-kit/proxy-sessions.ts';
import { everythingTarget } from './test-kit/test-targets.ts';
import type { McpSession } from '../shared/session/mcp-session.ts';
import { defaultClientSettings } from '../shared/session/client-settings.ts';

// The inspector as the server's client, against the real proxy and the reference server.
const everything = everythingTarget;

const { newSession } = proxySessions();

async function connected(revision: '2025-06-18' | '2025-11-25' = '2025-11-25') {
  const { log, session } = newSession();
  await session.connect(everything, revision);
  expect(session.state.getSnapshot().status).toBe('connected');
  return { log, session };
}

const text = (outcome: Awaited<ReturnType<McpSession['request']>>) =>
  outcome.kind === 'result'
    ? (outcome.result as { content: { text: string }[] }).content.map((item) => item.text).join('\n')
    : JSON.stringify(outcome);

describe("the inspector as the server's client", () => {
  it('declares sampling, elicitation, roots and tasks, so the server lists the tools that need them', async () => {
    const { session } = await connected();
    const listed = await session.listAll<{ name: string }>('tools/list', 'tools');
    const names = listed.items.map((tool) => tool.name);
    for (const name of [
      'get-roots-list',
      'trigger-sampling-request',
      'trigger-sampling-request-async',
      'trigger-elicitation-request',
      'trigger-elicitation-request-async',
      'trigger-url-elicitation',
    ])
      expect(names).toContain(name);
    expect(names).toHaveLength(19);
    await session.disconnect();
  });

  it('a declared capability switched off is not declared, and its tools stay hidden', async () => {
    const { session } = newSession();
    session.clientSide.settings.set({ ...defaultClientSettings, sampling: false });
    await session.connect(everything, '2025-11-25');
    expect(session.state.getSnapshot().clientCapabilities.sampling).toBeUndefined();
    const names = (await session.listAll<{ name: string }>('tools/list', 'tools')).items.map((tool) => tool.name);
    expect(names).not.toContain('trigger-sampling-request');
    await session.disconnect();
  });

  it('holds a sampling request for the person, tagged with the tool call that waits on it, and sends the reply', async () => {
    const { session } = await connected();
    const call = session.request(
      'tools/call',
      { name: 'trigger-sampling-request', arguments: { prompt: 'Say hi', maxTokens: 20 } },
      { tag: 'call-1' },
    );
    await waitUntil(() => session.clientSide.inbox.items.getSnapshot().length > 0, WAIT_MS, 'the sampling request');
    const [request] = session.clientSide.inbox.items.getSnapshot();
    expect(request).toMatchObject({
      method: 'sampling/createMessage',
      status: 'pending',
      via: 'request',
      during: ['call-1'],
    });
    expect((request!.params as { systemPrompt: string }).systemPrompt).toBe('You are a helpful test server.');
    session.clientSide.inbox.answer(request!.key, {
      role: 'assistant',
      content: { type: 'text', text: 'Hello from a person' },
      model: 'by-hand',
      stopReason: 'endTurn',
    });
    expect(text(await call)).toContain('Hello from a person');
    await session.disconnect();
  });

  it('takes a task-augmented sampling request as a task of its own: the server polls it while the person answers', async () => {
    const { session, log } = await connected();
    const call = session.request('tools/call', {
      name: 'trigger-sampling-request-async',
      arguments: { prompt: 'Later', maxTokens: 20 },
    });
    await waitUntil(() => session.clientSide.inbox.items.getSnapshot().length > 0, WAIT_MS, 'the sampling request');
    const [request] = session.clientSide.inbox.items.getSnapshot();
    expect(request).toMatchObject({ method: 'sampling/createMessage', status: 'pending' });
    expect(request!.taskId).toEqual(expect.any(String));
    await waitUntil(
      () => log.entries().some((entry) => entry.direction === 'in' && entry.raw.includes('"tasks/get"')),
      WAIT_MS,
      'the server polling',
    );
    session.clientSide.inbox.answer(request!.key, {
      role: 'assistant',
      content: { type: 'text', text: 'Answered as a task' },
      model: 'by-hand',
      stopReason: 'endTurn',
    });
    const result = text(await call);
    expect(result).toContain('[COMPLETED]');
    expect(result).toContain('Answered as a task');
    await session.disconnect();
  }, 30_000);

  it('sends a rejection as the error the person chose', async () => {
    const { session } = await connected();
    const call = session.request('tools/call', { name: 'trigger-sampling-request', arguments: { prompt: 'x' } });
    await waitUntil(() => session.clientSide.inbox.items.getSnapshot().length > 0, WAIT_MS, 'the sampling request');
    session.clientSide.inbox.reject(session.clientSide.inbox.items.getSnapshot()[0]!.key, {
      code: -1,
      message: 'User rejected sampling request',
    });
    const outcome = await call;
    expect(JSON.stringify(outcome)).toContain('User rejected sampling request');
    await session.disconnect();
  });

  it('accepts an elicitation with values, and the server reads them back', async () => {
    const { session } = await connected();
    const call = session.request('tools/call', { name: 'trigger-elicitation-request', arguments: {} });
    await waitUntil(() => session.clientSide.inbox.items.getSnapshot().length > 0, WAIT_MS, 'the elicitation request');
    const [request] = session.clientSide.inbox.items.getSnapshot();
    expect(request!.method).toBe('elicitation/create');
    session.clientSide.inbox.answer(request!.key, {
      action: 'accept',
      content: { name: 'Ada Lovelace', check: true, integer: 7 },
    });
    expect(text(await call)).toContain('Ada Lovelace');
    await session.disconnect();
  });

  it('answers roots/list from the Roots list and tells the server when it changes', async () => {
    const { session, log } = await connected();
    await session.setRoots([{ uri: 'file:///work/project', name: 'Project' }]);
    const first = text(await session.request('tools/call', { name: 'get-roots-list', arguments: {} }));
    expect(first).toContain('file:///work/project');
    expect(await session.setRoots([{ uri: 'file:///elsewhere' }])).toBe(true);
    await waitUntil(
      () =>
        log
          .entries()
          .some((entry) => entry.direction === 'out' && entry.raw.includes('notifications/roots/list_changed')),
      WAIT_MS,
      'list_changed',
    );
    // The server fetches the roots again when told; its next answer shows them.
    let latest = '';
    // Asked again until it does, for up to about 30 s: a bound on a server that never fetches them, not a measure.
    for (let attempt = 0; attempt < 300 && !latest.includes('file:///elsewhere'); attempt++) {
      latest = text(await session.request('tools/call', { name: 'get-roots-list', arguments: {} }));
      if (!latest.includes('file:///elsewhere')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(latest).toContain('file:///elsewhere');
    expect(latest).not.toContain('file:///work/project');
    expect(
      session.clientSide.inbox.items
        .getSnapshot()
        .filter((item) => item.method === 'roots/list')
        .every((item) => item.status === 'answered'),
    ).toBe(true);
    await session.disconnect();
  });

  it("sets the log level and keeps the server's messages", async () => {
    const { session } = await connected();
    expect((await session.setLogLevel('debug')).kind).toBe('result');
    await session.request('tools/call', { name: 'toggle-simulated-logging', arguments: {} });
    await waitUntil(() => session.clientSide.serverLog.entries.getSnapshot().length >= 2, 30_000, 'log messages');
    expect(session.logLevel.getSnapshot()).toBe('debug');
    await session.request('tools/call', { name: 'toggle-simulated-logging', arguments: {} });
    await session.disconnect();
  });

  it('a request that outlives its timeout says so and sends notifications/cancelled; the server request it left stays marked', async () => {
    const { session, log } = await connected();
    session.requestSettings.set({ timeoutMs: 1500, resetOnProgress: true });
    const outcome = await session.request('tools/call', {
      name: 'trigger-sampling-request',
      arguments: { prompt: 'never answered' },
    });
    expect(outcome).toMatchObject({ kind: 'error' });
    expect(outcome.kind === 'error' && outcome.message).toMatch(/timed out/);
    await waitUntil(
      () => log.entries().some((entry) => entry.direction === 'out' && entry.raw.includes('notifications/cancelled')),
      WAIT_MS,
      'the cancellation frame',
    );
    await session.disconnect();
    expect(session.clientSide.inbox.items.getSnapshot()[0]!.status).not.toBe('pending');
  });
});
