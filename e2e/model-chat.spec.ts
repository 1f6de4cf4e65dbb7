import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { startProxyProcess } from '../proxy/test-kit/proxy-process.ts';
import { expectConnected, logRows, rowsWith } from './inspector-page.ts';
import { recordApiAnswers, startModelInspector } from './model-inspector.ts';

// The Chat tab end to end: the real mcp-loupe command started with --llm-provider/--llm-base-url/--llm-model and the key
// in its environment, the embedded server-everything, a scripted provider (a real HTTP server speaking OpenAI's chat
// completions), and Chromium. The model calls echo; the person approves it; the result shows inline and its frames in
// the Log; and the key reaches the provider only, never the page.

const KEY = 'sk-e2e-model-key-7d1e0c93b5a24f68';
const loupe = startModelInspector(KEY);

async function pageStorage(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

test('chats with the model, approves its echo call, shows the result and its frames, and no key reaches the page', async ({
  page,
}, testInfo) => {
  expect(loupe.proxy.stdout()).toContain('Model: openai-compatible at');
  expect(loupe.proxy.stdout()).toContain('key from $MCP_LOUPE_LLM_API_KEY');
  expect(`${loupe.proxy.stdout()}${loupe.proxy.stderr()}`).not.toContain(KEY);
  loupe.provider.setScript([
    {
      toolCalls: [{ name: 'echo', arguments: { message: 'hello from the model' } }],
      usage: { input: 120, output: 14 },
    },
    { text: 'The server echoed your words back.', usage: { input: 180, output: 9 } },
  ]);
  const answers = recordApiAnswers(page);
  await page.goto(loupe.proxy.url);
  await expectConnected(page);

  await page.getByRole('tab', { name: 'Chat', exact: true }).click();
  // The model from the start is ready; its settings say where the key is, and the key field stays empty.
  await expect(page.getByText('scripted-model', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Model settings' }).click();
  const panel = page.getByRole('region', { name: 'Model' });
  await expect(panel.getByRole('combobox', { name: 'Provider' })).toHaveValue('openai-compatible');
  await expect(panel.getByRole('textbox', { name: 'Base URL' })).toHaveValue(loupe.provider.baseUrl);
  await expect(panel.getByRole('textbox', { name: 'Model' })).toHaveValue('scripted-model');
  await expect(panel.getByLabel('API key')).toHaveValue('');
  await expect(panel).toContainText('The proxy has a key from its environment ($MCP_LOUPE_LLM_API_KEY)');
  await expect(panel.getByRole('checkbox', { name: 'Remember in this browser' })).not.toBeChecked();

  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(page.getByRole('textbox', { name: 'System prompt' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Message' }).fill('Please echo something.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const call = conversation.getByRole('region', { name: 'Tool call echo' });
  await expect(call.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled();
  const args = call.getByRole('textbox', { name: 'Arguments' });
  await expect(args).toHaveValue(/"message": "hello from the model"/);
  // The person edits the arguments before approving: the server gets the edit.
  await args.fill('{"message": "hello, edited by the person"}');
  await call.getByRole('button', { name: 'Approve' }).click();
  await expect(call.getByRole('region', { name: 'Result' })).toContainText('Echo: hello, edited by the person');
  await expect(conversation).toContainText('The server echoed your words back.');
  await expect(conversation).toContainText(/first token \d/);
  await expect(conversation).toContainText('120 in / 14 out tokens');
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('chat-tab.png') });

  // What the model saw: the server's tools as listed, and the tool result with the person's arguments.
  expect(loupe.provider.requests).toHaveLength(2);
  const [first, second] = loupe.provider.requests;
  expect(first?.body.tools.map((tool: { function: { name: string } }) => tool.function.name)).toContain('echo');
  expect(JSON.stringify(second?.body.messages)).toContain('Echo: hello, edited by the person');
  // The key reached the provider, from the proxy, and nothing else did: not the page's token.
  for (const request of loupe.provider.requests) {
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify(request.headers)).not.toContain(loupe.proxy.token);
  }

  // The call crossed the wire as the form's do: its frames are in the Log.
  const rows = await logRows(page, 'tools/call');
  await expect(rowsWith(rows, 'tools/call', '→').first()).toBeVisible();
  await expect(rowsWith(rows, 'hello, edited by the person').first()).toBeVisible();

  // No key in the page: not in what the proxy answered, not in its storage.
  expect(answers.join('\n')).not.toContain(KEY);
  expect(await pageStorage(page)).not.toContain(KEY);
});

test('a key given in the panel goes to the proxy; the page keeps it only when Remember is ticked', async ({ page }) => {
  const pageKey = 'sk-typed-in-the-page-0a9b8c7d6e5f';
  loupe.provider.setScript([{ text: 'Fine, all good.' }]);
  loupe.provider.requests.length = 0;
  await page.goto(loupe.proxy.url);
  await expectConnected(page);
  await page.getByRole('tab', { name: 'Chat', exact: true }).click();
  await page.getByRole('button', { name: 'Model settings' }).click();
  const panel = page.getByRole('region', { name: 'Model' });
  await panel.getByLabel('API key').fill(pageKey);
  await panel.getByRole('button', { name: 'Save model' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved.');
  await expect(panel.getByLabel('API key')).toHaveValue('');
  await expect(panel).toContainText('The proxy holds the key given in this page');
  expect(await pageStorage(page)).not.toContain(pageKey);

  await page.getByRole('textbox', { name: 'Message' }).fill('Say something.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText('Fine, all good.', {
    timeout: 20_000,
  });
  expect(loupe.provider.requests.at(-1)?.headers.authorization).toBe(`Bearer ${pageKey}`);

  await panel.getByLabel('API key').fill(pageKey);
  await panel.getByRole('checkbox', { name: 'Remember in this browser' }).check();
  await panel.getByRole('button', { name: 'Save model' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved.');
  expect(await pageStorage(page)).toContain(pageKey);

  await panel.getByRole('button', { name: 'Forget key' }).click();
  await expect(panel.getByRole('status')).toHaveText('Key forgotten.');
  expect(await pageStorage(page)).not.toContain(pageKey);
  await expect(panel).toContainText('$MCP_LOUPE_LLM_API_KEY');
});

test('with no model given at start, the Model panel opens by itself; a model saved there is the one the chat talks to, and Stop ends its stream', async ({
  page,
}, testInfo) => {
  const bare = await startProxyProcess(['--no-open', '--port', '0'], { env: { MCP_LOUPE_LLM_API_KEY: '' } });
  try {
    loupe.provider.requests.length = 0;
    loupe.provider.setScript([{ hang: true }]);
    await page.goto(bare.url);
    await expectConnected(page);
    await page.getByRole('tab', { name: 'Chat', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Model' });
    await expect(panel.getByRole('combobox', { name: 'Provider' })).toHaveValue('openai-compatible');
    await expect(panel).toContainText('No key yet');
    await page.screenshot({ path: testInfo.outputPath('model-panel.png') });

    await panel.getByRole('textbox', { name: 'Base URL' }).fill(loupe.provider.baseUrl);
    await panel.getByRole('textbox', { name: 'Model' }).fill('typed-in-the-page');
    await panel.getByRole('button', { name: 'Save model' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved.');
    await expect(page.getByText('typed-in-the-page', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Message' }).fill('Take your time.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    await expect(stop).toBeEnabled({ timeout: 20_000 });
    await expect.poll(() => loupe.provider.requests.length).toBe(1);
    expect(loupe.provider.requests[0]?.body.model).toBe('typed-in-the-page');
    // No key anywhere: none was given, and the page's token is not one.
    expect(loupe.provider.requests[0]?.headers.authorization).toBeUndefined();
    await stop.click();
    await expect(stop).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Conversation' })).toContainText(/stopped/i);
  } finally {
    await bare.stop();
  }
});

test('two models side by side on one conversation: one Message goes to both, each makes and keeps its own tool call', async ({
  page,
}, testInfo) => {
  const both = await startProxyProcess(
    [
      '--no-open',
      '--port',
      '0',
      '--llm-base-url',
      loupe.provider.baseUrl,
      '--llm-model',
      'alpha-model',
      '--llm-model',
      'beta-model',
    ],
    { env: { MCP_LOUPE_LLM_API_KEY: KEY } },
  );
  try {
    loupe.provider.requests.length = 0;
    // The two ask at once, in either order: each reply is for one model.
    loupe.provider.setScript([
      { forModel: 'alpha-model', toolCalls: [{ name: 'echo', arguments: { message: 'alpha asks' } }] },
      { forModel: 'beta-model', toolCalls: [{ name: 'echo', arguments: { message: 'beta asks' } }] },
      { forModel: 'alpha-model', text: 'Alpha heard its echo.' },
      { forModel: 'beta-model', text: 'Beta heard its echo.' },
    ]);
    await page.goto(both.url);
    await expectConnected(page);
    await page.getByRole('tab', { name: 'Chat', exact: true }).click();
    await page.getByRole('button', { name: 'Add model column' }).click();
    await expect(page.getByLabel('Chat model', { exact: true }).locator('option:checked')).toHaveText(/alpha-model/);
    await expect(page.getByLabel('Chat model 2', { exact: true }).locator('option:checked')).toHaveText(/beta-model/);
    const first = page.getByRole('region', { name: 'Conversation', exact: true });
    const second = page.getByRole('region', { name: 'Conversation 2', exact: true });

    await page.getByRole('textbox', { name: 'Message' }).fill('Please echo something.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const firstCall = first.getByRole('region', { name: 'Tool call echo' });
    const secondCall = second.getByRole('region', { name: 'Tool call echo' });
    await expect(firstCall.getByRole('textbox', { name: 'Arguments' })).toHaveValue(/alpha asks/, { timeout: 20_000 });
    await expect(secondCall.getByRole('textbox', { name: 'Arguments' })).toHaveValue(/beta asks/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled();

    // Approved in one column, the other still waits for its own approval.
    await firstCall.getByRole('button', { name: 'Approve' }).click();
    await expect(firstCall.getByRole('region', { name: 'Result' })).toContainText('Echo: alpha asks');
    await expect(first).toContainText('Alpha heard its echo.');
    await expect(secondCall.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await secondCall.getByRole('button', { name: 'Approve' }).click();
    await expect(secondCall.getByRole('region', { name: 'Result' })).toContainText('Echo: beta asks');
    await expect(second).toContainText('Beta heard its echo.');
    await expect(first).not.toContainText('beta asks');
    await expect(second).not.toContainText('alpha asks');
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('chat-side-by-side.png') });

    // Each model saw its own conversation: its own call's result, never the other's.
    const asked = (model: string) => loupe.provider.requests.filter((request) => request.body.model === model);
    expect(asked('alpha-model')).toHaveLength(2);
    expect(asked('beta-model')).toHaveLength(2);
    expect(JSON.stringify(asked('alpha-model')[1]?.body.messages)).toContain('Echo: alpha asks');
    expect(JSON.stringify(asked('alpha-model')[1]?.body.messages)).not.toContain('beta asks');
    expect(JSON.stringify(asked('beta-model')[1]?.body.messages)).toContain('Echo: beta asks');

    // Stop for one column stops that model only; the shared Stop stops the rest.
    loupe.provider.setScript([
      { forModel: 'alpha-model', hang: true },
      { forModel: 'beta-model', hang: true },
    ]);
    await page.getByRole('textbox', { name: 'Message' }).fill('Take your time, both of you.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => loupe.provider.requests.length, { timeout: 20_000 }).toBe(6);
    await page.getByRole('button', { name: 'Stop conversation 2' }).click();
    await expect(second).toContainText(/stopped/i);
    await expect(first).not.toContainText(/stopped/i);
    await expect(page.getByRole('button', { name: 'Stop conversation 1' })).toBeEnabled();
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(first).toContainText(/stopped/i);
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();
  } finally {
    await both.stop();
  }
});

test('a tool with an MCP App renders the app inline; its ui/message is the next message and its model context reaches the next turn', async ({
  page,
}, testInfo) => {
  const appHost = await startProxyProcess(
    ['--no-open', '--port', '0', '--llm-base-url', loupe.provider.baseUrl, '--llm-model', 'scripted-model'],
    {
      env: { MCP_LOUPE_LLM_API_KEY: KEY },
      inspector: {
        defaultServer: {
          command: process.execPath,
          args: [fileURLToPath(new URL('./fixtures/app-host.mjs', import.meta.url))],
          env: {},
        },
      },
    },
  );
  try {
    loupe.provider.requests.length = 0;
    loupe.provider.setScript([
      { toolCalls: [{ name: 'probe', arguments: { action: 'message' } }] },
      { text: 'The probe view is open.' },
      { text: 'I read what the view said.' },
      { text: 'Noted, with the view in mind.' },
    ]);
    await page.goto(appHost.url);
    await expectConnected(page);
    await page.getByRole('tab', { name: 'Chat', exact: true }).click();
    const conversation = page.getByRole('region', { name: 'Conversation', exact: true });
    await page.getByRole('checkbox', { name: 'Approve tool calls automatically' }).check();
    await page.getByRole('textbox', { name: 'Message' }).fill('Open the probe, please.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    // The app renders inside the model's call, as a chat host renders it.
    const call = conversation.getByRole('region', { name: 'Tool call probe' });
    const app = call.getByRole('region', { name: 'App', exact: true });
    await expect(app).toBeVisible({ timeout: 20_000 });
    const view = app.frameLocator('iframe[title="ui://fixture/probe.html"]').frameLocator('iframe');
    await expect(view.locator('#out')).toContainText('message: {}', { timeout: 20_000 });
    await expect(view.locator('#out')).toContainText('context 2');
    await page.setViewportSize({ width: 1280, height: 1600 });
    await call.evaluate((element) => element.scrollIntoView());
    await page.screenshot({ path: testInfo.outputPath('chat-inline-app-call.png') });
    await page.setViewportSize({ width: 1280, height: 720 });

    // The view's ui/message became the next message, from the app, and the model answered it.
    await expect(conversation.getByRole('article', { name: /^The app, turn 2/ })).toContainText('hello from the view');
    await expect(conversation).toContainText('I read what the view said.', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('chat-inline-app.png'), fullPage: true });

    // The view's latest model context goes into the next turn (not the one it replaced).
    await page.getByRole('textbox', { name: 'Message' }).fill('Anything else?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(conversation).toContainText('Noted, with the view in mind.', { timeout: 20_000 });
    const appTurn = loupe.provider.requests[2];
    expect(JSON.stringify(appTurn?.body.messages)).toContain('hello from the view');
    const last = JSON.stringify(loupe.provider.requests.at(-1)?.body.messages);
    expect(last).toContain('context v2');
    expect(last).not.toContain('context v1');
  } finally {
    await appHost.stop();
  }
});
