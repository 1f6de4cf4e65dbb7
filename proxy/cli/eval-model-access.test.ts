import { generateText } from 'ai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ScriptedProvider, start } from '../../e2e/fixtures/model/scripted-provider.mjs';
import type { CaseFile } from '../../shared/evals/case-file.ts';
import type { ModelChoice } from '../../shared/model/model-choice.ts';
import { evalModelAccess } from './eval-model-access.ts';
import { evalModels } from './eval-models.ts';

beforeAll(() => {
  (globalThis as { AI_SDK_LOG_WARNINGS?: false }).AI_SDK_LOG_WARNINGS = false;
});

let provider: ScriptedProvider | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await provider?.close();
  provider = undefined;
});

const file = (models: CaseFile['models'], judgeModel?: CaseFile['judgeModel']): CaseFile => ({
  cases: [],
  models,
  ...(judgeModel ? { judgeModel } : {}),
});

describe('evalModels', () => {
  const llm = { provider: 'openai-compatible' as const, baseUrl: 'http://127.0.0.1:11434/v1', models: ['llama'] };

  it("takes the command line's models over the file's", () => {
    expect(evalModels(llm, file([{ model: 'other' }]))).toEqual({
      models: [{ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama' }],
    });
  });

  it("completes the file's models with the command line's provider, or their own provider's API", () => {
    const chosen = evalModels(
      { ...llm, models: [] },
      file([{ model: 'qwen' }, { model: 'claude-x', provider: 'anthropic' }], { model: 'judge' }),
    );
    expect(chosen).toEqual({
      models: [
        { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen' },
        { provider: 'anthropic', baseUrl: 'https://api.anthropic.com/v1', model: 'claude-x' },
      ],
      judge: { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'judge' },
    });
  });

  it('says why there is no model to run with', () => {
    expect(evalModels(undefined, file([]))).toEqual({
      problem: expect.stringMatching(/^No model to run the cases with/),
    });
    expect(evalModels(undefined, file([{ model: 'llama' }]))).toEqual({
      problem: expect.stringMatching(/^The model "llama" has no provider: give --llm-provider/),
    });
    expect(evalModels(undefined, file([{ model: 'm', provider: 'openai-compatible' }]))).toEqual({
      problem: expect.stringMatching(/needs its base URL/),
    });
  });
});

describe('evalModelAccess: which key goes where', () => {
  async function ask(choice: ModelChoice, env: Record<string, string>, llm?: Parameters<typeof evalModelAccess>[1]) {
    // The provider library reads the process's environment itself: the test's keys are there too.
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    await generateText({ model: evalModelAccess(env, llm).languageModel(choice), prompt: 'hi', maxRetries: 0 });
    return provider!.requests.at(-1)!.headers;
  }

  it("sends $MCP_LOUPE_LLM_API_KEY to the command line's provider", async () => {
    provider = await start({ script: [{ text: 'ok' }] });
    const llm = { provider: 'openai-compatible' as const, baseUrl: provider.baseUrl, models: ['m'] };
    const headers = await ask(
      { provider: 'openai-compatible', baseUrl: provider.baseUrl, model: 'm' },
      {
        MCP_LOUPE_LLM_API_KEY: 'sk-own-key',
      },
      llm,
    );
    expect(headers.authorization).toBe('Bearer sk-own-key');
  });

  it('sends no key to a base URL only the case file names, not even the one the provider library would find', async () => {
    provider = await start({ script: [{ text: 'ok' }] });
    const headers = await ask(
      { provider: 'openai', baseUrl: provider.baseUrl, model: 'm' },
      {
        OPENAI_API_KEY: 'sk-openai-secret',
        MCP_LOUPE_LLM_API_KEY: 'sk-own-secret',
      },
    );
    expect(JSON.stringify(headers)).not.toContain('secret');
    expect(headers.authorization).toBeUndefined();
  });
});
