import { describe, expect, it } from 'vitest';
import { ServerRequestInbox } from '../../shared/inbox/server-request-inbox.ts';
import { ArgsError } from './arg-values.ts';
import { answerServerRequests, clientSettingsFor, loadAnswers, replyFor } from './server-request-answers.ts';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    agree: { type: 'boolean' },
    size: { type: 'integer', default: 3 },
    colour: { type: 'string', enum: ['red', 'blue'], default: 'blue' },
  },
  required: ['name', 'agree'],
};

describe('loadAnswers', () => {
  const files: Record<string, string> = {
    'content.json': '{"name":"Ada"}',
    'reply.json': '{"role":"assistant","content":{"type":"text","text":"hi"},"model":"m"}',
    'list.json': '[1]',
    'bad.json': '{',
  };
  const readFile = (path: string) => {
    if (!(path in files)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return files[path]!;
  };

  it('reads the files named, and passes the rest through', () => {
    expect(
      loadAnswers(
        {
          elicitation: { kind: 'accept-file', file: 'content.json' },
          sampling: { kind: 'file', file: 'reply.json' },
          roots: [],
        },
        readFile,
      ),
    ).toEqual({
      elicitation: { kind: 'accept', content: { name: 'Ada' } },
      sampling: { kind: 'result', result: { role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' } },
    });
    expect(
      loadAnswers({ elicitation: { kind: 'cancel' }, sampling: { kind: 'decline' }, roots: [] }, readFile),
    ).toEqual({ elicitation: { kind: 'cancel' }, sampling: { kind: 'decline' } });
    expect(loadAnswers({ roots: [] }, readFile)).toEqual({});
  });

  it('takes a JSON object given inline, as a copied replay writes it, without reading a file', () => {
    const answers = {
      elicitation: { kind: 'accept-file' as const, file: '{"name":"Ada"}' },
      sampling: { kind: 'file' as const, file: ' {"model":"m"}' },
      roots: [],
    };
    expect(
      loadAnswers(answers, () => {
        throw new Error('no file read');
      }),
    ).toEqual({
      elicitation: { kind: 'accept', content: { name: 'Ada' } },
      sampling: { kind: 'result', result: { model: 'm' } },
    });
    expect(() => loadAnswers({ sampling: { kind: 'file', file: '{"model"' }, roots: [] })).toThrow(
      '--sampling "{\\"model\\"" is not JSON',
    );
  });

  it.each([
    [
      { elicitation: { kind: 'accept-file' as const, file: 'missing.json' }, roots: [] },
      '--elicitation "missing.json": no such file (expected accept-defaults, decline, cancel or a JSON file)',
    ],
    [{ sampling: { kind: 'file' as const, file: 'bad.json' }, roots: [] }, '--sampling "bad.json" is not JSON'],
    [
      { sampling: { kind: 'file' as const, file: 'list.json' }, roots: [] },
      '--sampling "list.json" must hold a JSON object',
    ],
  ])('refuses a file it cannot use (%#)', (answers, message) => {
    expect(() => loadAnswers(answers, readFile)).toThrow(ArgsError);
    expect(() => loadAnswers(answers, readFile)).toThrow(message);
  });
});

describe('clientSettingsFor', () => {
  it('declares only what is answered', () => {
    expect(clientSettingsFor({ roots: [] })).toEqual({
      sampling: false,
      samplingTools: false,
      elicitationForm: false,
      elicitationUrl: false,
      roots: false,
      rootsListChanged: false,
      tasks: false,
      apps: true,
    });
    expect(
      clientSettingsFor({
        sampling: { kind: 'decline' },
        elicitation: { kind: 'accept-defaults' },
        roots: ['file:///a'],
      }),
    ).toEqual({
      sampling: true,
      samplingTools: true,
      elicitationForm: true,
      // Accepting a URL-mode request means opening its link: nobody is there to.
      elicitationUrl: false,
      roots: true,
      rootsListChanged: false,
      tasks: false,
      // As the page declares it, so the server lists the same tools to both.
      apps: true,
    });
    expect(clientSettingsFor({ elicitation: { kind: 'decline' }, roots: [] }).elicitationUrl).toBe(true);
  });
});

describe('replyFor', () => {
  it("accepts with the defaults the page's form starts with", () => {
    expect(
      replyFor(
        'elicitation/create',
        { message: 'Who?', requestedSchema: schema },
        { elicitation: { kind: 'accept-defaults' } },
      ),
    ).toEqual({
      reply: { result: { action: 'accept', content: { agree: false, size: 3, colour: 'blue' } } },
      outcome: 'Accepted with the defaults of its schema (--elicitation accept-defaults)',
    });
  });

  it('accepts with given content, declines or cancels', () => {
    expect(
      replyFor(
        'elicitation/create',
        { requestedSchema: schema },
        { elicitation: { kind: 'accept', content: { name: 'Ada' } } },
      )?.reply,
    ).toEqual({ result: { action: 'accept', content: { name: 'Ada' } } });
    expect(replyFor('elicitation/create', {}, { elicitation: { kind: 'decline' } })?.reply).toEqual({
      result: { action: 'decline' },
    });
    expect(replyFor('elicitation/create', {}, { elicitation: { kind: 'cancel' } })?.reply).toEqual({
      result: { action: 'cancel' },
    });
  });

  it("answers sampling with the file's result, or refuses it as a person would", () => {
    const result = { role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' };
    expect(replyFor('sampling/createMessage', {}, { sampling: { kind: 'result', result } })?.reply).toEqual({ result });
    expect(replyFor('sampling/createMessage', {}, { sampling: { kind: 'decline' } })?.reply).toEqual({
      error: { code: -1, message: 'User rejected sampling request' },
    });
  });

  it('has no answer for what was not given', () => {
    expect(replyFor('sampling/createMessage', {}, { elicitation: { kind: 'decline' } })).toBeUndefined();
    expect(replyFor('elicitation/create', {}, {})).toBeUndefined();
    expect(replyFor('roots/list', {}, { elicitation: { kind: 'decline' } })).toBeUndefined();
  });
});

describe('answerServerRequests', () => {
  const incoming = (method: string, id: number) => ({
    connection: 1,
    id,
    method,
    params: { requestedSchema: schema },
    via: 'request' as const,
    during: [],
  });

  it('answers each request as it arrives, and says who answered', async () => {
    const inbox = new ServerRequestInbox();
    const stop = answerServerRequests(inbox, {
      elicitation: { kind: 'accept-defaults' },
      sampling: { kind: 'decline' },
    });
    await expect(inbox.receive(incoming('elicitation/create', 1))).resolves.toEqual({
      action: 'accept',
      content: { agree: false, size: 3, colour: 'blue' },
    });
    await expect(inbox.receive(incoming('sampling/createMessage', 2))).rejects.toMatchObject({
      code: -1,
      message: 'User rejected sampling request',
    });
    expect(inbox.items.getSnapshot().map((item) => [item.status, item.outcome])).toEqual([
      ['answered', 'Accepted with the defaults of its schema (--elicitation accept-defaults)'],
      ['rejected', 'Declined (--sampling decline)'],
    ]);
    stop();
    // Once stopped, a request waits (for nobody).
    let settled = false;
    void inbox.receive(incoming('elicitation/create', 3)).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    expect(inbox.items.getSnapshot().at(-1)?.status).toBe('pending');
  });

  it('leaves alone a request it has no answer for', async () => {
    const inbox = new ServerRequestInbox();
    answerServerRequests(inbox, { elicitation: { kind: 'cancel' } });
    void inbox.receive(incoming('sampling/createMessage', 1)).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inbox.items.getSnapshot()[0]?.status).toBe('pending');
  });
});
