import { describe, expect, it } from 'vitest';
import { pendingCount, ServerRequestInbox, type IncomingServerRequest } from './server-request-inbox.ts';
import { ReplyRejection } from './server-request.ts';

const incoming = (patch: Partial<IncomingServerRequest> = {}): IncomingServerRequest => ({
  connection: 1,
  id: 7,
  method: 'sampling/createMessage',
  params: { messages: [], maxTokens: 10 },
  via: 'request',
  during: [],
  ...patch,
});

describe('ServerRequestInbox', () => {
  it('keeps a request pending until the person answers, then settles with that result', async () => {
    const inbox = new ServerRequestInbox(() => 5);
    const answer = inbox.receive(incoming({ during: ['tool:a'] }));
    const [item] = inbox.items.getSnapshot();
    expect(item).toMatchObject({
      status: 'pending',
      method: 'sampling/createMessage',
      id: 7,
      during: ['tool:a'],
      receivedAt: 5,
    });
    expect(pendingCount(inbox.items.getSnapshot())).toBe(1);
    expect(inbox.answer(item!.key, { role: 'assistant' })).toBe(true);
    await expect(answer).resolves.toEqual({ role: 'assistant' });
    expect(inbox.items.getSnapshot()[0]).toMatchObject({
      status: 'answered',
      outcome: 'Answered by you',
      reply: { result: { role: 'assistant' } },
    });
    expect(inbox.answer(item!.key, {})).toBe(false);
  });

  it('sends a rejection as a JSON-RPC error with its code and data', async () => {
    const inbox = new ServerRequestInbox();
    const answer = inbox.receive(incoming());
    inbox.reject(inbox.items.getSnapshot()[0]!.key, { code: -1, message: 'no', data: { why: 1 } });
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReplyRejection);
    expect(error).toMatchObject({ code: -1, message: 'no', data: { why: 1 } });
    expect(inbox.items.getSnapshot()[0]!.status).toBe('rejected');
  });

  it('marks a request the server withdraws, keeps it listed and no longer accepts an answer', async () => {
    const inbox = new ServerRequestInbox();
    const controller = new AbortController();
    const answer = inbox.receive(incoming({ signal: controller.signal }));
    controller.abort('Request timed out');
    await expect(answer).rejects.toThrow(/Withdrawn before an answer: Request timed out/);
    const [item] = inbox.items.getSnapshot();
    expect(item).toMatchObject({ status: 'cancelled' });
    expect(inbox.answer(item!.key, {})).toBe(false);
  });

  it('closes what still waits when its connection ends, and leaves other connections alone', async () => {
    const inbox = new ServerRequestInbox();
    const first = inbox.receive(incoming({ connection: 1 }));
    void inbox.receive(incoming({ connection: 2 }));
    inbox.connectionClosed(1, 'The connection closed');
    await expect(first).rejects.toThrow('The connection closed');
    expect(inbox.items.getSnapshot().map((item) => item.status)).toEqual(['closed', 'pending']);
  });

  it('answers by a rule when one is on, and says which', async () => {
    const inbox = new ServerRequestInbox();
    inbox.setRules({ sampling: { kind: 'text', text: 'hi' } });
    await expect(inbox.receive(incoming())).resolves.toMatchObject({
      role: 'assistant',
      content: { type: 'text', text: 'hi' },
    });
    inbox.setRules({ sampling: { kind: 'decline' }, elicitation: { kind: 'cancel' } });
    await expect(inbox.receive(incoming())).rejects.toMatchObject({ code: -1 });
    await expect(inbox.receive(incoming({ method: 'elicitation/create' }))).resolves.toEqual({ action: 'cancel' });
    expect(inbox.items.getSnapshot().map((item) => [item.status, item.auto])).toEqual([
      ['answered', 'reply to every sampling request with “hi”'],
      ['rejected', 'decline every sampling request'],
      ['answered', 'cancel every elicitation request'],
    ]);
  });

  it('notes when a URL-mode elicitation completes', () => {
    const inbox = new ServerRequestInbox(() => 9);
    void inbox.receive(
      incoming({
        method: 'elicitation/create',
        params: { mode: 'url', elicitationId: 'e1', url: 'https://x', message: 'm' },
      }),
    );
    inbox.elicitationComplete('other');
    expect(inbox.items.getSnapshot()[0]!.completedAt).toBeUndefined();
    inbox.elicitationComplete('e1');
    expect(inbox.items.getSnapshot()[0]!.completedAt).toBe(9);
  });

  it('records a request answered on the spot, and keeps at most 200 settled ones but every pending one', () => {
    const inbox = new ServerRequestInbox();
    void inbox.receive(incoming());
    for (let index = 0; index < 210; index++)
      inbox.record(
        incoming({ method: 'roots/list', id: index }),
        { result: { roots: [] } },
        'Answered from the Roots list',
      );
    const items = inbox.items.getSnapshot();
    expect(items).toHaveLength(201);
    expect(items[0]!.status).toBe('pending');
    expect(items.at(-1)).toMatchObject({ id: 209, status: 'answered', outcome: 'Answered from the Roots list' });
    inbox.clearSettled();
    expect(inbox.items.getSnapshot()).toHaveLength(1);
  });
});
