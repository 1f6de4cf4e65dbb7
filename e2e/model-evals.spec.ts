import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import type { ScriptedReply } from './fixtures/model/scripted-provider.mjs';
import { echoCall, MINIMAL_CASES_JSON } from './fixtures/model/eval-cases.ts';
import { runMcpLoupe } from '../proxy/test-kit/run-mcp-loupe.ts';
import { expectConnected } from './inspector-page.ts';
import { startModelInspector } from './model-inspector.ts';

// The Evals view end to end: the real mcp-loupe command started with --llm-provider/--llm-base-url/--llm-model (the key
// in its environment), the embedded server-everything, a scripted provider speaking OpenAI's chat completions, and
// Chromium. A case file is pasted and run; the page's verdicts are compared with `mcp-loupe --cli eval` run on the same
// file with the same script: the same grading, the same report.

const KEY = 'sk-e2e-evals-key-0b9c41d7';
const scratch = mkdtempSync(join(tmpdir(), 'loupe-evals-e2e-'));
const everything = [
  process.execPath,
  fileURLToPath(new URL('../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url)),
  'stdio',
];
const loupe = startModelInspector(KEY, 'm');

const FAILING_YAML = `cases:
  - name: echoes
    prompt: Please echo something.
    expect:
      calls:
        - tool: echo
  - name: says hello
    prompt: Echo the word hello.
    expect:
      calls:
        - tool: echo
          arguments:
            message: { regex: "^hello$" }
`;
const FAILING_SCRIPT: ScriptedReply[] = [echoCall('hi'), { text: 'Echoed.' }, echoCall('goodbye'), { text: 'Echoed.' }];

async function openEvals(page: Page): Promise<void> {
  await page.goto(loupe.proxy.url);
  await expectConnected(page);
  const tab = page.getByRole('tab', { name: 'Evals', exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The page's JSON results, as its Download JSON results button gives them. */
async function pageResults(page: Page): Promise<Results> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON results' }).click();
  return JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
}

/** `mcp-loupe --cli eval` on the same text with the same script, its --json results read back. */
async function cliResults(name: string, text: string, script: ScriptedReply[]): Promise<Results> {
  const file = join(scratch, name);
  const json = join(scratch, `${name}.results.json`);
  writeFileSync(file, text);
  loupe.provider.setScript(script);
  const model = ['--llm-provider', 'openai-compatible', '--llm-base-url', loupe.provider.baseUrl, '--llm-model', 'm'];
  const run = await runMcpLoupe(['--cli', 'eval', file, '--json', json, ...model, '--', ...everything], {
    MCP_LOUPE_LLM_API_KEY: KEY,
  });
  expect(run.stderr).not.toContain('cannot be used');
  return JSON.parse(readFileSync(json, 'utf8'));
}

interface Results {
  passed: boolean;
  minPassRate: number;
  models: Array<{ model: string; cases: Array<{ results: Array<Record<string, unknown>> }> }>;
}

/** What grading decided, without what differs by where it ran (the file's name, the runs' durations). */
function verdicts(results: Results) {
  return {
    passed: results.passed,
    minPassRate: results.minPassRate,
    models: results.models.map((model) => ({
      ...model,
      cases: model.cases.map((evalCase) => ({
        ...evalCase,
        results: evalCase.results.map(({ seconds: _seconds, ...rest }) => rest),
      })),
    })),
  };
}

test('runs the minimal case file pasted as JSON: the pass, the same verdict as the CLI', async ({ page }, testInfo) => {
  loupe.provider.setScript([echoCall('hi'), { text: 'Echoed.' }]);
  await openEvals(page);
  await page.getByRole('textbox', { name: 'Case file text' }).fill(MINIMAL_CASES_JSON);
  await expect(page.getByRole('region', { name: 'Case file' })).toContainText('pasted.json: 1 case');
  await expect(page.getByRole('checkbox', { name: `openai-compatible m at ${loupe.provider.baseUrl}` })).toBeChecked();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: 1 of 1 run' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Results' });
  await expect(table.getByRole('row', { name: /echoes/ })).toContainText('PASS 1/1 100%');
  await expect(page.getByRole('region', { name: /^Failed run/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('evals-pass.png') });

  const fromPage = await pageResults(page);
  expect(fromPage.passed).toBe(true);
  expect(verdicts(await cliResults('minimal.json', MINIMAL_CASES_JSON, [echoCall('hi'), { text: 'Echoed.' }]))).toEqual(
    verdicts(fromPage),
  );
});

test('a failing case says why, opens its conversation and its tools/call frame in the Log, as the CLI grades it', async ({
  page,
}, testInfo) => {
  loupe.provider.setScript(FAILING_SCRIPT);
  await openEvals(page);
  await page.getByRole('textbox', { name: 'Case file text' }).fill(FAILING_YAML);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: 2 of 2 runs' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Results' });
  await expect(table.getByRole('row', { name: /echoes/ })).toContainText('PASS 1/1 100%');
  await expect(table.getByRole('row', { name: /says hello/ })).toContainText('FAIL 0/1 0%');

  const failed = page.getByRole('region', { name: /^Failed run: says hello/ });
  await expect(failed.getByRole('list', { name: 'Why it failed' })).toHaveText(
    'Turn 1, the call to echo: argument message: expected text matching /^hello$/, got "goodbye"',
  );
  await failed.getByRole('button', { name: 'Open conversation' }).click();
  const conversation = failed.getByRole('region', { name: 'Conversation of says hello, run 1' });
  await expect(conversation).toContainText('Echo the word hello.');
  await expect(conversation.getByRole('region', { name: 'Tool call echo' })).toContainText('Echo: goodbye');
  await page.screenshot({ path: testInfo.outputPath('evals-failed.png'), fullPage: true });

  const fromPage = await pageResults(page);
  expect(verdicts(await cliResults('failing.yaml', FAILING_YAML, FAILING_SCRIPT))).toEqual(verdicts(fromPage));

  // The run's call crossed this page's wire: its frame opens in the Log, selected.
  await failed.getByRole('button', { name: /^tools\/call echo #\d+$/ }).click();
  await expect(page.getByRole('tab', { name: /^Log/ })).toHaveAttribute('aria-selected', 'true');
  const detail = page.getByRole('region', { name: 'Entry detail' });
  await expect(detail).toContainText('tools/call');
  await expect(detail).toContainText('goodbye');
});

test('a case file with problems says each at its line and column, as the CLI does, and cannot be run', async ({
  page,
}) => {
  await openEvals(page);
  await page
    .getByRole('textbox', { name: 'Case file text' })
    .fill('cases:\n  - name: a\n    prompt: p\n    expect:\n      notcalled: [echo]\n');
  const problems = page.getByRole('list', { name: 'Problems in the case file' });
  await expect(problems).toContainText('pasted.yaml:5:7: Unknown field "notcalled"');
  await expect(problems).toContainText('(did you mean notCalled?)');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
});

test('a chat saved as an eval case runs in the Evals view and passes', async ({ page }, testInfo) => {
  loupe.provider.setScript([
    echoCall('saved words'),
    { text: 'Echoed.' },
    echoCall('saved words'),
    { text: 'Echoed.' },
  ]);
  await page.goto(loupe.proxy.url);
  await expectConnected(page);
  await page.getByRole('tab', { name: 'Chat', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Approve tool calls automatically' }).check();
  await page.getByRole('textbox', { name: 'Message' }).fill('Please echo the saved words.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText('Echoed.', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Save as eval case' }).click();
  const saved = page.getByRole('textbox', { name: 'Eval case (YAML)' });
  await expect(saved).toHaveValue(/prompt: Please echo the saved words\./);
  await expect(saved).toHaveValue(/- tool: echo\n\s+arguments:\n\s+message: saved words/);
  const yaml = await saved.inputValue();
  await page.screenshot({ path: testInfo.outputPath('chat-save-as-eval-case.png') });

  await page.getByRole('tab', { name: 'Evals', exact: true }).click();
  await page.getByRole('textbox', { name: 'Case file text' }).fill(yaml);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: 1 of 1 run' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Results' })).toContainText('PASS 1/1 100%');
});
