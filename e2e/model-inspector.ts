import { type Page, test } from '@playwright/test';
import { type ProxyProcess, startProxyProcess } from '../proxy/test-kit/proxy-process.ts';
import { type ScriptedProvider, start as startProvider } from './fixtures/model/scripted-provider.mjs';

/** The scripted provider and the mcp-loupe command pointed at it, once the spec's beforeAll has started them. */
export interface ModelInspector {
  provider: ScriptedProvider;
  proxy: ProxyProcess;
}

/**
 * Starts, for the whole spec, a scripted provider (a real HTTP server speaking OpenAI's chat completions) and the real
 * mcp-loupe command with --llm-provider/--llm-base-url/--llm-model pointed at it and the key in its environment (never
 * on its command line), and stops both after. The fields are filled in beforeAll, so read them inside tests only.
 */
export function startModelInspector(key: string, model = 'scripted-model'): ModelInspector {
  const started = {} as ModelInspector;
  test.beforeAll(async () => {
    started.provider = await startProvider();
    started.proxy = await startProxyProcess(
      [
        '--no-open',
        '--port',
        '0',
        '--llm-provider',
        'openai-compatible',
        '--llm-base-url',
        started.provider.baseUrl,
        '--llm-model',
        model,
      ],
      { env: { MCP_LOUPE_LLM_API_KEY: key } },
    );
  });
  test.afterAll(async () => {
    await started.proxy?.stop();
    await started.provider?.close();
  });
  return started;
}

/** Every body the page received from the proxy's API, for the key not to be among them. */
export function recordApiAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    answers.push(JSON.stringify(await response.allHeaders()), await response.text().catch(() => ''));
  });
  return answers;
}
