import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ScriptedProvider, start } from '../../e2e/fixtures/model/scripted-provider.mjs';
import { ServerRequestInbox } from '../../shared/inbox/server-request-inbox.ts';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';
import { answerServerRequests } from './server-request-answers.ts';
import { modelSamplingFrom, sampleWithModel } from './server-request-answers-model.ts';

// The real `mcp-loupe --cli --sampling model`, a process of its own, against server-everything's sampling tool, with
// the scripted provider as the model: what the model was asked, what went back to the server, and a provider fault.
vi.setConfig({ testTimeout: 60_000 });
const everything = fileURLToPath(
  new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url),
);
const key = 'sk-test-sampling-key-0123456789';
let provider: ScriptedProvider;

beforeAll(async () => {
  provider = await start();
});
afterAll(() => provider.close());

const sample = (answerOption: string) =>
  runMcpLoupe(
    [
      '--cli',
      '--method',
      'tools/call',
      '--tool',
      'trigger-sampling-request',
      '--arg',
      'prompt=the tides',
      '--arg',
      'maxTokens=77',
      answerOption,
      'model',
      '--llm-base-url',
      provider.baseUrl,
      '--llm-model',
      'scripted-model',
      '--',
      process.execPath,
      everything,
      'stdio',
    ],
    { MCP_LOUPE_LLM_API_KEY: key },
  );

describe('--sampling model', () => {
  it("answers server-everything's sampling with the model, which saw the request as the server sent it", async () => {
    provider.requests.length = 0;
    provider.setScript([{ text: 'Tides follow the moon.' }]);
    const run = await sample('--answer-sampling');
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const text = JSON.parse(run.stdout).result.content[0].text as string;
    expect(text).toContain('Tides follow the moon.');
    expect(text).toContain('"stopReason": "endTurn"');
    expect(run.stderr).toContain('sampling/createMessage answered by openai-compatible scripted-model');
    expect(run.stderr).toContain('the request names no model');

    const [asked] = provider.requests;
    expect(provider.requests).toHaveLength(1);
    expect(asked?.body.model).toBe('scripted-model');
    expect(asked?.body.max_tokens ?? asked?.body.max_completion_tokens).toBe(77);
    expect(asked?.body.temperature).toBe(0.7);
    expect(asked?.body.messages).toEqual([
      { role: 'system', content: 'You are a helpful test server.' },
      { role: 'user', content: 'Resource trigger-sampling-request context: the tides' },
    ]);
    // The key went only where it belongs: the provider's Authorization header, never the body or the output.
    expect(asked?.headers.authorization).toBe(`Bearer ${key}`);
    expect(JSON.stringify(asked?.body)).not.toContain(key);
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it('a provider fault is said, and the server gets an error answer instead of waiting', async () => {
    provider.setScript([{ error: { status: 401, message: 'bad key' } }]);
    const run = await sample('--sampling');
    const result = JSON.parse(run.stdout).result;
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toContain('could not answer');
    expect(run.stderr).toMatch(
      /sampling\/createMessage not answered by openai-compatible scripted-model at \S+: .*refused the API key \(401: bad key\)/,
    );
    expect(run.stderr).toContain('The server was sent an error.');
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it('without a model it is a usage error', async () => {
    const run = await runMcpLoupe([
      '--cli',
      '--method',
      'tools/list',
      '--sampling',
      'model',
      '--',
      process.execPath,
      everything,
      'stdio',
    ]);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toContain('--sampling model needs a model');
  });
});

describe('the model chosen, and a request withdrawn', () => {
  const params = (hints: string[]) => ({
    messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }],
    maxTokens: 20,
    modelPreferences: { hints: hints.map((name) => ({ name })) },
  });

  it("goes to the configured model the request's hints name, and says which hint matched", async () => {
    provider.requests.length = 0;
    provider.setScript([{ text: 'from b' }]);
    const said: string[] = [];
    const sampling = modelSamplingFrom(
      { provider: 'openai-compatible', baseUrl: provider.baseUrl, models: ['local-a', 'gpt-b'] },
      {},
      (line) => said.push(line),
    );
    const answer = await sampleWithModel(params(['claude', 'gpt']), sampling, new AbortController().signal);
    expect(provider.requests[0]?.body.model).toBe('gpt-b');
    expect(answer.reply).toMatchObject({ result: { content: { type: 'text', text: 'from b' } } });
    expect(answer.outcome).toContain("the request's hint “gpt” matches the configured model gpt-b");
    expect(said.join('\n')).toContain('answered by openai-compatible gpt-b');
  });

  it("adds the connected server's instructions for includeContext, and says so with the text added", async () => {
    provider.requests.length = 0;
    provider.setScript([{ text: 'in Celsius' }]);
    const said: string[] = [];
    const sampling = modelSamplingFrom(
      { provider: 'openai-compatible', baseUrl: provider.baseUrl, models: ['local-a'] },
      {},
      (line) => said.push(line),
    );
    const inbox = new ServerRequestInbox();
    const server = { name: 'weather', instructions: 'Temperatures in Celsius.', from: 'initialize' } as const;
    const stop = answerServerRequests(inbox, { sampling }, () => server);
    const answered = await inbox.receive({
      connection: 1,
      id: 8,
      method: 'sampling/createMessage',
      params: { ...params([]), includeContext: 'allServers' },
      via: 'request',
      during: [],
      signal: new AbortController().signal,
    });
    expect(answered).toMatchObject({ content: { type: 'text', text: 'in Celsius' } });
    expect(provider.requests[0]?.body.messages[0]).toEqual({
      role: 'system',
      content: 'Context from the server weather (its instructions):\nTemperatures in Celsius.',
    });
    const lines = said.join('\n');
    expect(lines).toContain(
      'sampling: includeContext "allServers": this inspector is connected to one server, so all servers\' context is this server\'s',
    );
    expect(lines).toContain('[sampling-context-added]');
    expect(lines).toContain(
      'added to the system prompt:\n  | Context from the server weather (its instructions):\n  | Temperatures in Celsius.',
    );
    stop();
  });

  it('a request the server withdraws stops the model call, and no answer is sent for it', async () => {
    provider.requests.length = 0;
    provider.setScript([{ hang: true }]);
    const said: string[] = [];
    const sampling = modelSamplingFrom(
      { provider: 'openai-compatible', baseUrl: provider.baseUrl, models: ['local-a'] },
      {},
      (line) => said.push(line),
    );
    const inbox = new ServerRequestInbox();
    const stop = answerServerRequests(inbox, { sampling });
    const withdraw = new AbortController();
    const waiting = inbox
      .receive({
        connection: 1,
        id: 7,
        method: 'sampling/createMessage',
        params: params([]),
        via: 'request',
        during: [],
        signal: withdraw.signal,
      })
      .catch((error: Error) => error.message);
    await vi.waitFor(() => expect(provider.requests).toHaveLength(1));
    withdraw.abort();
    expect(await waiting).toContain('Withdrawn before an answer');
    await vi.waitFor(() => expect(said.join('\n')).toContain('the request ended before the model answered'));
    expect(inbox.items.getSnapshot()[0]).toMatchObject({ status: 'cancelled' });
    stop();
  });
});
