import { describe, expect, it } from 'vitest';
import { createCallHistory } from '../call-history/call-history.ts';
import { harnessInstructions, modelHarness, scriptedChoice, scriptedProviders } from '../test-kit/model-harness.ts';
import { echoServer } from '../test-kit/scripted-server.ts';
import type { ConversationEntry, ModelStepEntry, NoticeEntry, ToolCallEntry } from './conversation-entry.ts';
import type { Conversation } from './conversation.ts';
import type { ProviderKind } from './model-choice.ts';
import { promptMessages } from './prompt-messages.ts';

// The engine against real parts: a scripted provider on 127.0.0.1 (the provider libraries speak to it over HTTP)
// and the page's own session with a scripted stdio server behind its bridge.

const { scripted } = scriptedProviders();

const of = <K extends ConversationEntry['kind']>(conversation: Conversation, kind: K) =>
  conversation.state
    .getSnapshot()
    .entries.filter((entry): entry is Extract<ConversationEntry, { kind: K }> => entry.kind === kind);

/** Resolves once a call waits for the person; fails if the turn ends first. */
function awaitingCall(conversation: Conversation, turn: Promise<void>): Promise<ToolCallEntry> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const call = of(conversation, 'tool-call').find((entry) => entry.status === 'awaiting-approval');
      if (call && conversation.state.getSnapshot().status === 'awaiting-approval') {
        unsubscribe();
        resolve(call);
      }
    };
    const unsubscribe = conversation.state.subscribe(check);
    turn.then(() => {
      unsubscribe();
      reject(new Error('The turn ended without a call waiting for approval'));
    }, reject);
    check();
  });
}

describe.each<ProviderKind>(['openai-compatible', 'anthropic'])('a conversation through %s', (kind) => {
  it('offers the tools as listed with the instructions, runs an approved call as the form does, and answers', async () => {
    const model = await scripted([
      {
        text: 'Let me echo.',
        toolCalls: [{ name: 'echo', arguments: { message: 'hi' } }],
        usage: { input: 20, output: 5 },
      },
      { text: 'The server said: echo: hi', usage: { input: 40, output: 7 } },
    ]);
    const { conversation, sockets } = await modelHarness({ key: 'sk-test-1' });
    const history = createCallHistory();
    const chat = conversation(scriptedChoice(model, kind), { history });
    const turn = chat.send('Please echo hi');
    const call = await awaitingCall(chat, turn);
    expect(call).toMatchObject({
      toolName: 'echo',
      args: { message: 'hi' },
      findings: [],
      step: 1,
      tag: 'model step 1',
    });
    chat.approve(call.id);
    await turn;

    const state = chat.state.getSnapshot();
    expect(state.status).toBe('idle');
    expect(state.entries.map((entry) => entry.kind)).toEqual(['user', 'model-step', 'tool-call', 'model-step']);
    const [first, second] = of(chat, 'model-step');
    expect(first).toMatchObject({
      text: 'Let me echo.',
      status: 'done',
      finishReason: 'tool-calls',
      toolCallIds: [call.id],
    });
    expect(second).toMatchObject({ text: 'The server said: echo: hi', status: 'done', finishReason: 'stop', step: 2 });
    expect(second!.usage).toEqual({ inputTokens: 40, outputTokens: 7 });
    expect(second!.timing.firstTokenMs).toEqual(expect.any(Number));
    expect(second!.timing.totalMs).toEqual(expect.any(Number));
    expect(state.totals).toMatchObject({ inputTokens: 60, outputTokens: 12 });
    expect(of(chat, 'tool-call')[0]).toMatchObject({ status: 'done', outcome: { kind: 'result' } });

    // The call went to the server through the session, and is kept in the history as the form's are.
    const calls = sockets[0]!.stdin().filter((line) => line.includes('"tools/call"'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!).params).toEqual({ name: 'echo', arguments: { message: 'hi' } });
    expect(history.entries('echo')).toEqual([expect.objectContaining({ args: { message: 'hi' } })]);

    // What the model was shown: the tools as listed but the app-only one, the server's instructions.
    const body = model.requests[0]!.body;
    const system = kind === 'anthropic' ? JSON.stringify(body.system) : body.messages[0].content;
    expect(system).toContain(harnessInstructions);
    const names =
      kind === 'anthropic'
        ? body.tools.map((tool: { name: string }) => tool.name)
        : body.tools.map((tool: { function: { name: string } }) => tool.function.name);
    expect(names.sort()).toEqual(['add', 'echo']);
    // The second step carried the tool's result back.
    expect(JSON.stringify(model.requests[1]!.body)).toContain('echo: hi');
    // The key reached the provider in its header only, never in a body the log keeps.
    const header = kind === 'anthropic' ? 'x-api-key' : 'authorization';
    expect(model.requests.map((request) => request.headers[header])).toEqual(
      kind === 'anthropic' ? ['sk-test-1', 'sk-test-1'] : ['Bearer sk-test-1', 'Bearer sk-test-1'],
    );
    for (const step of of(chat, 'model-step')) {
      expect(step.request).toBeDefined();
      expect(JSON.stringify(step.request)).not.toContain('sk-test-1');
    }
  });

  it('holds a call whose arguments are not JSON, even when calls are approved automatically: a finding against the model', async () => {
    const model = await scripted([{ toolCalls: [{ name: 'echo', arguments: '{"message": "hi' }] }, { text: 'Done.' }]);
    const { conversation, sockets } = await modelHarness();
    const chat = conversation(scriptedChoice(model, kind), { autoApprove: true });
    const turn = chat.send('echo');
    const call = await awaitingCall(chat, turn);
    expect(call.argsText).toBe('{"message": "hi');
    expect(call.args).toBeUndefined();
    expect(call.held).toMatch(/findings/);
    expect(call.findings).toEqual([
      expect.objectContaining({ rule: 'model-tool-args-not-json', cause: 'model', severity: 'error' }),
    ]);
    expect(sockets[0]!.stdin().some((line) => line.includes('"tools/call"'))).toBe(false);
    // The person fixes the arguments and lets it go.
    chat.approve(call.id, { message: 'fixed' });
    await turn;
    expect(of(chat, 'tool-call')[0]).toMatchObject({ status: 'done', args: { message: 'fixed' } });
    expect(JSON.stringify(model.requests[1]!.body)).toContain('echo: fixed');
  });
});

describe('a conversation through google (the Gemini API)', () => {
  it('streams text and a functionCall, runs the approved call, carries its result back, and adds the usage', async () => {
    const model = await scripted([
      {
        text: 'Echoing.',
        toolCalls: [{ name: 'echo', arguments: { message: 'hi' } }],
        usage: { input: 11, output: 3 },
      },
      { text: 'It said echo: hi', usage: { input: 30, output: 4 } },
    ]);
    const { conversation, sockets } = await modelHarness({ key: 'AIza-test-google-key' });
    const chat = conversation(scriptedChoice(model, 'google'));
    const turn = chat.send('Please echo hi');
    const call = await awaitingCall(chat, turn);
    expect(call).toMatchObject({ toolName: 'echo', args: { message: 'hi' }, findings: [] });
    chat.approve(call.id);
    await turn;

    const [first, second] = of(chat, 'model-step');
    expect(first).toMatchObject({ text: 'Echoing.', status: 'done', finishReason: 'tool-calls' });
    expect(second).toMatchObject({ text: 'It said echo: hi', status: 'done', finishReason: 'stop' });
    expect(chat.state.getSnapshot().totals).toMatchObject({ inputTokens: 41, outputTokens: 7 });
    expect(sockets[0]!.stdin().filter((line) => line.includes('"tools/call"'))).toHaveLength(1);

    // Gemini's own shapes: streamed at …:streamGenerateContent, the instructions as systemInstruction, the tools as
    // functionDeclarations, the result back as a functionResponse; the key in x-goog-api-key, never in a body.
    expect(model.requests.map((request) => request.path)).toEqual([
      '/v1/models/scripted-model:streamGenerateContent',
      '/v1/models/scripted-model:streamGenerateContent',
    ]);
    const body = model.requests[0]!.body;
    expect(JSON.stringify(body.systemInstruction)).toContain(harnessInstructions);
    const declared = body.tools.flatMap((tool: { functionDeclarations?: { name: string }[] }) =>
      (tool.functionDeclarations ?? []).map((declaration) => declaration.name),
    );
    expect(declared.sort()).toEqual(['add', 'echo']);
    expect(JSON.stringify(model.requests[1]!.body.contents)).toMatch(/"functionResponse".*echo: hi/);
    expect(model.requests.map((request) => request.headers['x-goog-api-key'])).toEqual([
      'AIza-test-google-key',
      'AIza-test-google-key',
    ]);
    for (const step of of(chat, 'model-step'))
      expect(JSON.stringify(step.request)).not.toContain('AIza-test-google-key');
  });
});

describe('a conversation', () => {
  it("holds a call that breaks the tool's inputSchema, naming where, as the model's fault", async () => {
    const model = await scripted([{ toolCalls: [{ name: 'add', arguments: { a: 'one', b: 2 } }] }, { text: 'ok' }]);
    const { conversation } = await modelHarness();
    const chat = conversation(scriptedChoice(model), { autoApprove: true });
    const turn = chat.send('add');
    const call = await awaitingCall(chat, turn);
    expect(call.findings).toEqual([
      expect.objectContaining({
        rule: 'model-tool-args-schema',
        cause: 'model',
        pointer: '/params/arguments/a',
        message: expect.stringContaining("The model's arguments.a break the tool's inputSchema"),
      }),
    ]);
    chat.deny(call.id, 'not a number');
    await turn;
    expect(of(chat, 'tool-call')[0]).toMatchObject({ status: 'denied', note: 'Denied by the person: not a number' });
    // The model heard that the person refused the call.
    expect(JSON.stringify(model.requests[1]!.body)).toMatch(/denied|not a number/i);
  });

  it('holds a call to a tool it was not offered (visible to apps only)', async () => {
    const model = await scripted([{ toolCalls: [{ name: 'refresh', arguments: {} }] }, { text: 'ok' }]);
    const { conversation } = await modelHarness();
    const chat = conversation(scriptedChoice(model), { autoApprove: true });
    const turn = chat.send('refresh');
    const call = await awaitingCall(chat, turn);
    expect(call.findings.map((finding) => finding.rule)).toEqual(['model-tool-unknown']);
    expect(chat.state.getSnapshot().tools?.left).toEqual([
      { name: 'refresh', why: 'its _meta.ui.visibility leaves out the model (apps only)' },
    ]);
    chat.deny(call.id);
    await turn;
  });

  it('runs calls without asking when approved automatically', async () => {
    const model = await scripted([{ toolCalls: [{ name: 'add', arguments: { a: 1, b: 2 } }] }, { text: '3' }]);
    const { conversation } = await modelHarness();
    const chat = conversation(scriptedChoice(model), { autoApprove: true });
    await chat.send('add 1 and 2');
    expect(of(chat, 'tool-call')[0]).toMatchObject({ status: 'done', args: { a: 1, b: 2 } });
    expect(of(chat, 'model-step').at(-1)!.text).toBe('3');
  });

  it('stops a model calling tools in a loop at the turn limit, and says so', async () => {
    const loop = { toolCalls: [{ name: 'echo', arguments: { message: 'again' } }] };
    const model = await scripted([loop, loop, loop, loop]);
    const { conversation, sockets } = await modelHarness();
    const chat = conversation(scriptedChoice(model), { autoApprove: true, maxSteps: 3 });
    await chat.send('loop');
    expect(model.requests).toHaveLength(3);
    const calls = of(chat, 'tool-call');
    expect(calls.map((call) => call.status)).toEqual(['done', 'done', 'not-run']);
    expect(sockets[0]!.stdin().filter((line) => line.includes('"tools/call"'))).toHaveLength(2);
    const notice = of(chat, 'notice').at(-1)!;
    expect(notice).toMatchObject({ reason: 'turn-limit', level: 'warning', step: 3 });
    expect(notice.message).toContain('Stopped after 3 model steps, the turn limit');
    // The conversation stays valid: the next message goes on from there.
    model.push({ text: 'fine' });
    await chat.send('stop looping');
    expect(of(chat, 'model-step').at(-1)).toMatchObject({ text: 'fine', status: 'done' });
  });

  it('says which key was refused on a 401, keeps the conversation, and goes on once retried', async () => {
    const model = await scripted([
      { error: { status: 401, message: 'Incorrect API key provided' } },
      { text: 'hello' },
    ]);
    const { conversation } = await modelHarness();
    const chat = conversation(scriptedChoice(model));
    await chat.send('hi');
    const notice = of(chat, 'notice')[0]!;
    expect(notice).toMatchObject({ reason: 'unauthorized', level: 'error', status: 401 });
    expect(notice.message).toContain('refused the API key (401: Incorrect API key provided)');
    // The refused request is kept for the log as it was sent, without the key.
    const refused = of(chat, 'model-step')[0]!;
    expect(refused).toMatchObject({ status: 'failed', request: { model: 'scripted-model', stream: true } });
    expect(JSON.stringify(refused.request)).not.toContain('sk-harness');
    await chat.retry();
    expect(of(chat, 'user')).toHaveLength(1);
    expect(of(chat, 'model-step').at(-1)).toMatchObject({ text: 'hello', status: 'done' });
  });

  it("honours a 429's retry-after once, and says so", async () => {
    const model = await scripted([
      { error: { status: 429, headers: { 'retry-after': '2' }, message: 'Rate limit reached' } },
      { text: 'after the wait' },
    ]);
    const { conversation } = await modelHarness();
    const waits: number[] = [];
    const chat = conversation(scriptedChoice(model), {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await chat.send('hi');
    expect(waits).toEqual([2000]);
    const notice = of(chat, 'notice')[0]!;
    expect(notice).toMatchObject({ reason: 'rate-limited', level: 'warning', status: 429, retryAfterMs: 2000 });
    expect(notice.message).toContain('it asks to wait 2 s');
    expect(of(chat, 'model-step').map((step) => step.status)).toEqual(['failed', 'done']);
    expect(of(chat, 'model-step').at(-1)!.text).toBe('after the wait');
  });

  it('gives up on a second 429 after waiting once', async () => {
    const limited = { error: { status: 429, headers: { 'retry-after': '1' } } };
    const model = await scripted([limited, limited, { text: 'never asked' }]);
    const { conversation } = await modelHarness();
    const waits: number[] = [];
    const chat = conversation(scriptedChoice(model), { sleep: async (ms) => void waits.push(ms) });
    await chat.send('hi');
    expect(waits).toEqual([1000]);
    expect(model.requests).toHaveLength(2);
    const last = of(chat, 'notice').at(-1)!;
    expect(last).toMatchObject({ reason: 'rate-limited', level: 'error' });
    expect(last.message).toContain('Already waited 1 s once');
  });

  it('names the provider that cannot be reached', async () => {
    const model = await scripted([]);
    const choice = scriptedChoice(model);
    await model.close(); // closed again after the test, which a closed provider allows
    const { conversation } = await modelHarness();
    const chat = conversation(choice);
    await chat.send('hi');
    const notice = of(chat, 'notice')[0]!;
    expect(notice.reason).toBe('provider-unreachable');
    expect(notice.message).toContain(`Cannot reach the provider at ${choice.baseUrl}`);
    expect(notice.message).toMatch(/ECONNREFUSED/);
    expect(of(chat, 'user')[0]!.text).toBe('hi');
  });

  it('keeps what arrived of a stream cut in the middle, and says it was cut', async () => {
    const model = await scripted([
      { text: 'one two three four five six seven eight nine ten', chunks: 10, cut: 'by-hand' },
    ]);
    const { conversation } = await modelHarness();
    const chat = conversation(scriptedChoice(model));
    const turn = chat.send('count');
    await expect.poll(() => of(chat, 'model-step')[0]?.text.length ?? 0).toBeGreaterThan(0);
    model.cutStreams();
    await turn;
    const step = of(chat, 'model-step')[0]!;
    expect(step.status).toBe('failed');
    expect(step.text.length).toBeGreaterThan(0);
    expect('one two three four five six seven eight nine ten'.startsWith(step.text)).toBe(true);
    const notice = of(chat, 'notice')[0]!;
    expect(notice.reason).toBe('stream-cut');
    expect(notice.message).toContain('cut off in the middle');
  });

  it('takes a 100,000-token answer whole, its text shown in batches, the host given a turn as it streams', async () => {
    const model = await scripted([{ hugeText: { tokens: 100_000 } }]);
    const { conversation } = await modelHarness();
    const flushes: Array<() => void> = [];
    let pauses = 0;
    let clock = 0;
    const chat = conversation(scriptedChoice(model), {
      schedule: (flush) => void flushes.push(flush),
      // A clock that moves 5 ms per reading: the stream must give the host a turn every few parts.
      now: () => (clock += 5),
      pause: async () => void pauses++,
    });
    let textChanges = 0;
    let lastText = '';
    chat.state.subscribe(() => {
      const step = of(chat, 'model-step')[0];
      if (step && step.text !== lastText) {
        textChanges++;
        lastText = step.text;
      }
    });
    await chat.send('say a lot');
    const step = of(chat, 'model-step')[0] as ModelStepEntry;
    expect(step.status).toBe('done');
    expect(step.text.length).toBe(500_000);
    // The scripted stream had 100 pieces; no flush ran, so the text changed once, at the end.
    expect(textChanges).toBe(1);
    expect(flushes.length).toBe(1);
    expect(pauses).toBeGreaterThan(10);
  });

  it('says the server is gone when it dies mid-conversation, without losing what was said', async () => {
    const model = await scripted([{ toolCalls: [{ name: 'echo', arguments: { message: 'hi' } }] }]);
    const { conversation, sockets } = await modelHarness();
    const chat = conversation(scriptedChoice(model));
    const turn = chat.send('echo hi');
    const call = await awaitingCall(chat, turn);
    sockets[0]!.exit(1, ['Error: boom']);
    sockets[0]!.close(1000, 'process ended');
    chat.approve(call.id);
    await turn;
    expect(of(chat, 'tool-call')[0]).toMatchObject({ status: 'not-run' });
    const notice = of(chat, 'notice')[0] as NoticeEntry;
    expect(notice.reason).toBe('server-gone');
    expect(notice.message).toContain('The MCP server is gone');
    expect(notice.message).toContain('exited with code 1');
    expect(of(chat, 'user')).toHaveLength(1);
  });

  it('says the server went away when it dies during a running call, and runs nothing after it', async () => {
    const model = await scripted([
      {
        toolCalls: [
          { name: 'echo', arguments: { message: 'first' }, id: 'call_a' },
          { name: 'echo', arguments: { message: 'second' }, id: 'call_b' },
        ],
      },
    ]);
    const { conversation, sockets } = await modelHarness();
    sockets[0]!.hold.add('tools/call');
    const chat = conversation(scriptedChoice(model), { autoApprove: true });
    const turn = chat.send('echo twice');
    await expect.poll(() => sockets[0]!.held.length).toBe(1);
    sockets[0]!.exit(null, ['Killed']);
    sockets[0]!.close(1000, 'process ended');
    await turn;
    const [first, second] = of(chat, 'tool-call');
    expect(first).toMatchObject({ status: 'done', outcome: { kind: 'error' } });
    expect(second).toMatchObject({ status: 'not-run', note: expect.stringContaining('the MCP server is gone') });
    const notice = of(chat, 'notice').at(-1)!;
    expect(notice.reason).toBe('server-gone');
    expect(notice.message).toContain("went away during the model's call to echo");
    expect(sockets[0]!.stdin().filter((line) => line.includes('"tools/call"'))).toHaveLength(1);
    // Both calls have their answer for the model, so the conversation can go on once reconnected.
    expect(chat.messages().at(-1)).toMatchObject({
      role: 'tool',
      content: [{ toolCallId: 'call_a' }, { toolCallId: 'call_b' }],
    });
  });

  it('Stop while a call waits for approval: nothing is sent to the server', async () => {
    const model = await scripted([{ toolCalls: [{ name: 'echo', arguments: { message: 'hi' } }] }]);
    const { conversation, sockets } = await modelHarness();
    const chat = conversation(scriptedChoice(model));
    const turn = chat.send('echo');
    await awaitingCall(chat, turn);
    chat.stop();
    await turn;
    expect(of(chat, 'tool-call')[0]).toMatchObject({ status: 'stopped' });
    expect(sockets[0]!.stdin().some((line) => line.includes('"tools/call"'))).toBe(false);
    expect(chat.state.getSnapshot().status).toBe('idle');
  });

  it('Stop cancels a running tool call on the wire, as the person’s own cancel', async () => {
    const model = await scripted([{ toolCalls: [{ name: 'echo', arguments: { message: 'slow' } }] }]);
    const { conversation, sockets } = await modelHarness();
    sockets[0]!.hold.add('tools/call');
    const chat = conversation(scriptedChoice(model), { autoApprove: true });
    const turn = chat.send('echo');
    await expect.poll(() => sockets[0]!.held.length).toBe(1);
    chat.stop();
    await turn;
    expect(of(chat, 'tool-call')[0]).toMatchObject({ status: 'stopped', outcome: { kind: 'cancelled' } });
    expect(sockets[0]!.stdin().some((line) => line.includes('notifications/cancelled'))).toBe(true);
    expect(of(chat, 'notice').at(-1)).toMatchObject({ reason: 'stopped' });
    expect(chat.state.getSnapshot().status).toBe('idle');
  });

  it('Stop cancels the stream, keeping the text so far', async () => {
    const model = await scripted([{ hang: true }]);
    const { conversation } = await modelHarness();
    const chat = conversation(scriptedChoice(model));
    const turn = chat.send('hi');
    await expect.poll(() => model.requests.length).toBe(1);
    chat.stop();
    await turn;
    expect(of(chat, 'model-step')[0]).toMatchObject({ status: 'stopped' });
    expect(of(chat, 'notice').at(-1)).toMatchObject({ reason: 'stopped', level: 'info' });
  });

  it('refuses a second message while a turn runs, from its first moment', async () => {
    const model = await scripted([{ text: 'one' }]);
    const { conversation } = await modelHarness();
    // No tools given: the turn starts by listing them, before any status says it is busy.
    const chat = conversation(scriptedChoice(model), { tools: undefined });
    const turn = chat.send('first');
    await expect(chat.send('second')).rejects.toThrow('A turn is running');
    await turn;
    expect(of(chat, 'user').map((entry) => entry.text)).toEqual(['first']);
    expect(chat.state.getSnapshot().tools?.tools.map((tool) => tool.name)).toEqual(['echo', 'add']);
  });

  it('sends inserted prompt messages and app context with the next message', async () => {
    const model = await scripted([{ text: 'Reviewed.' }]);
    const { conversation } = await modelHarness();
    const chat = conversation(scriptedChoice(model));
    chat.insertMessages(
      promptMessages({ messages: [{ role: 'user', content: { type: 'text', text: 'You review code.' } }] }),
    );
    chat.setAppContext('the weather view', 'The person is looking at Oslo.');
    await chat.send('Go', { attachments: [{ uri: 'file:///a.ts', text: 'let a = 1;' }] });
    expect(of(chat, 'user').map((entry) => [entry.from, entry.text])).toEqual([
      ['prompt', 'You review code.'],
      ['person', 'Go'],
    ]);
    const body = model.requests[0]!.body;
    expect(body.messages.map((message: { role: string }) => message.role)).toEqual(['system', 'user', 'user']);
    expect(body.messages[0].content).toContain('Context from the weather view:\nThe person is looking at Oslo.');
    expect(body.messages[2].content).toContain('<resource uri="file:///a.ts">\nlet a = 1;\n</resource>');
  });

  it('talks without tools to a server that declares none, offering the model nothing', async () => {
    const model = await scripted([{ text: 'No tools here.' }]);
    const { conversation, sockets } = await modelHarness({ server: echoServer({ capabilities: {} }) });
    const chat = conversation(scriptedChoice(model));
    await chat.send('hi');
    expect(of(chat, 'model-step')[0]).toMatchObject({ text: 'No tools here.', status: 'done' });
    expect(model.requests[0]!.body.tools).toBeUndefined();
    expect(sockets[0]!.stdin().some((line) => line.includes('"tools/list"'))).toBe(false);
  });

  it('says what a model choice lacks instead of calling anything', async () => {
    const { conversation } = await modelHarness();
    const chat = conversation({ provider: 'openai-compatible', model: 'llama3' });
    await chat.send('hi');
    expect(of(chat, 'notice')[0]).toMatchObject({
      reason: 'model-choice',
      message: expect.stringContaining('An OpenAI-compatible provider needs its base URL'),
    });
    expect(of(chat, 'model-step')[0]).toMatchObject({ status: 'failed' });
  });

  it('reports cost when the provider prices the call', async () => {
    const model = await scripted([{ text: 'priced', usage: { input: 10, output: 2, cost: 0.0012 } }]);
    const { conversation } = await modelHarness();
    const chat = conversation(scriptedChoice(model));
    await chat.send('hi');
    expect(of(chat, 'model-step')[0]!.usage).toEqual({ inputTokens: 10, outputTokens: 2, cost: 0.0012 });
    expect(chat.state.getSnapshot().totals).toEqual({ inputTokens: 10, outputTokens: 2, cost: 0.0012 });
  });
});
