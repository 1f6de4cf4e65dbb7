import { expect, type Page, test } from '@playwright/test';
import { startProxyProcess } from '../proxy/test-kit/proxy-process.ts';
import { fixturesDir } from './inspector.ts';
import { chooseTool, expectConnected, openTab, resultRegion, runTool, toolField } from './inspector-page.ts';
import { recordApiAnswers, startModelInspector } from './model-inspector.ts';

// Sampling answered by a model, end to end: the real mcp-loupe command started with --llm-provider/--llm-base-url
// and the key in its environment, the embedded server-everything, the scripted provider as the model, and Chromium.
// The server's trigger-sampling-request asks; the model drafts the answer in the Requests tab; the person edits and
// sends it; then, with automatic approval, the model's answer goes back on its own.

const KEY = 'sk-e2e-sampling-key-4c2b9e1a70d35f86';
const loupe = startModelInspector(KEY);

const inbox = (page: Page) => page.getByRole('region', { name: 'Requests from the server' });

test('the model drafts a sampling answer, the person edits and sends it; then automatic approval sends it at once', async ({
  page,
}, testInfo) => {
  loupe.provider.setScript([{ text: 'The moon pulls the sea.' }, { text: 'Sent without asking.' }]);
  const answers = recordApiAnswers(page);
  await page.goto(loupe.proxy.url);
  await expectConnected(page);

  await chooseTool(page, 'trigger-sampling-request');
  await toolField(page, 'prompt').fill('Why are there tides?');
  await toolField(page, 'maxTokens').fill('55');
  await runTool(page);
  await openTab(page, 'Requests');
  const request = inbox(page).getByRole('group', { name: /sampling\/createMessage/ });
  await expect(request).toContainText('Why are there tides?');
  await request.getByRole('button', { name: 'Answer with model' }).click();
  await expect(request.getByRole('status')).toContainText(
    'Drafted by scripted-model (the request names no model: the configured model scripted-model)',
  );
  await expect(request.getByLabel('Reply text')).toHaveValue('The moon pulls the sea.');
  await expect(request.getByLabel('Model')).toHaveValue('scripted-model');
  await page.screenshot({ path: testInfo.outputPath('sampling-model-draft.png') });

  // The model saw the request as the server sent it, and the key reached the provider only.
  const asked = loupe.provider.requests.at(-1);
  expect(asked?.body.max_tokens ?? asked?.body.max_completion_tokens).toBe(55);
  expect(asked?.body.temperature).toBe(0.7);
  expect(asked?.body.messages).toEqual([
    { role: 'system', content: 'You are a helpful test server.' },
    { role: 'user', content: 'Resource trigger-sampling-request context: Why are there tides?' },
  ]);
  expect(asked?.headers.authorization).toBe(`Bearer ${KEY}`);

  await request.getByLabel('Reply text').fill('The moon pulls the sea, edited by hand.');
  await request.getByRole('button', { name: 'Send reply' }).click();
  await expect(inbox(page)).toContainText('Answered by you, from the draft of the model scripted-model');
  await openTab(page, 'Tools');
  await expect(resultRegion(page)).toContainText('The moon pulls the sea, edited by hand.');

  // Automatic approval: the next request goes to the model and its answer back to the server, nobody asked.
  await openTab(page, 'Requests');
  await inbox(page).getByRole('checkbox', { name: 'Approve sampling automatically' }).check();
  await openTab(page, 'Tools');
  await toolField(page, 'prompt').fill('Again, please');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('Sent without asking.', { timeout: 20_000 });
  await openTab(page, 'Requests');
  await expect(inbox(page)).toContainText('Answered by the model scripted-model automatically');
  expect(loupe.provider.requests).toHaveLength(2);
  expect(answers.join('\n')).not.toContain(KEY);
});

test('a provider fault is said, the request stays answerable by hand; a slow model can be cancelled', async ({
  page,
}, testInfo) => {
  loupe.provider.setScript([{ error: { status: 500, message: 'the model is down' } }, { hang: true }]);
  await page.goto(loupe.proxy.url);
  await expectConnected(page);
  await chooseTool(page, 'trigger-sampling-request');
  await toolField(page, 'prompt').fill('Faults');
  await runTool(page);
  await openTab(page, 'Requests');
  const request = inbox(page).getByRole('group', { name: /sampling\/createMessage/ });
  await request.getByRole('button', { name: 'Answer with model' }).click();
  await expect(request.getByRole('alert')).toContainText('The model scripted-model could not answer');
  await expect(request.getByRole('alert')).toContainText('the model is down');
  await request.screenshot({ path: testInfo.outputPath('sampling-model-fault.png') });

  await request.getByRole('button', { name: 'Answer with model' }).click();
  await expect(request.getByRole('status')).toContainText('The model scripted-model is working on this request');
  await request.getByRole('button', { name: 'Cancel' }).click();
  await expect(request.getByRole('status')).toContainText('Cancelled: scripted-model was stopped before it answered');

  await request.getByLabel('Reply text').fill('By hand after all');
  await request.getByRole('button', { name: 'Send reply' }).click();
  await openTab(page, 'Tools');
  await expect(resultRegion(page)).toContainText('By hand after all');
});

test('sampling an MCP App’s view asks for is answered by the model too, and the view gets the answer', async ({
  page,
}) => {
  const appHost = await startProxyProcess(
    ['--no-open', '--port', '0', '--llm-base-url', loupe.provider.baseUrl, '--llm-model', 'scripted-model'],
    {
      env: { MCP_LOUPE_LLM_API_KEY: KEY },
      inspector: { defaultServer: { command: process.execPath, args: [`${fixturesDir}app-host.mjs`], env: {} } },
    },
  );
  try {
    loupe.provider.setScript([{ text: 'hello, view, from the model' }]);
    await page.goto(appHost.url);
    await expectConnected(page);
    await chooseTool(page, 'probe');
    await page.getByRole('form').getByLabel('action', { exact: true }).selectOption('sample');
    await runTool(page);
    await openTab(page, 'Requests');
    const request = inbox(page).getByRole('group', { name: /sampling\/createMessage asked by app 1/ });
    await request.getByRole('button', { name: 'Answer with model' }).click();
    await expect(request.getByLabel('Reply text')).toHaveValue('hello, view, from the model');
    await request.getByRole('button', { name: 'Send reply' }).click();
    await openTab(page, 'Tools');
    const view = page
      .getByRole('region', { name: 'App', exact: true })
      .frameLocator('iframe[title="ui://fixture/probe.html"]')
      .frameLocator('iframe');
    await expect(view.locator('#out')).toContainText('sampling: hello, view, from the model');
    expect(loupe.provider.requests.at(-1)?.body.messages).toContainEqual({ role: 'user', content: 'Say hi' });
  } finally {
    await appHost.stop();
  }
});

test("includeContext: the server's instructions go to the model in the system prompt, and the page shows exactly what was added", async ({
  page,
}, testInfo) => {
  const sampler = await startProxyProcess(
    ['--no-open', '--port', '0', '--llm-base-url', loupe.provider.baseUrl, '--llm-model', 'scripted-model'],
    {
      env: { MCP_LOUPE_LLM_API_KEY: KEY },
      inspector: { defaultServer: { command: process.execPath, args: [`${fixturesDir}context-sampler.mjs`], env: {} } },
    },
  );
  try {
    loupe.provider.setScript([{ text: 'Oslo is 4 °C.' }]);
    await page.goto(sampler.url);
    await expectConnected(page);
    await chooseTool(page, 'sample');
    await page.getByRole('form').getByLabel('includeContext', { exact: true }).selectOption('thisServer');
    await runTool(page);
    await openTab(page, 'Requests');
    const request = inbox(page).getByRole('group', { name: /sampling\/createMessage/ });
    await request.getByRole('button', { name: 'Answer with model' }).click();
    await expect(request.getByLabel('Reply text')).toHaveValue('Oslo is 4 °C.');
    const added =
      'Context from the server context-sampler 0.0.1 (its instructions):\nWeather answers give temperatures in Celsius.';
    await expect(request.getByRole('list', { name: "What the model's answer did with the request" })).toContainText(
      'includeContext "thisServer": the instructions of the server context-sampler 0.0.1 (from its initialize result, 45 characters) were added to the system prompt sent to the model, as a host would [sampling-context-added]',
    );
    await request.getByText(/^Added to the system prompt sent to the model/).click();
    await expect(request.getByLabel('Context added to the system prompt')).toHaveText(added);
    await request.screenshot({ path: testInfo.outputPath('sampling-model-context.png') });
    expect(loupe.provider.requests.at(-1)?.body.messages[0]).toEqual({
      role: 'system',
      content: `Answer in one line.\n\n${added}`,
    });

    await request.getByRole('button', { name: 'Send reply' }).click();
    await openTab(page, 'Tools');
    await expect(resultRegion(page)).toContainText('sampled: Oslo is 4 °C.');
  } finally {
    await sampler.stop();
  }
});
