import { expect, test } from '@playwright/test';
import { type ProxyProcess, startProxyProcess } from '../proxy/test-kit/proxy-process.ts';
import { appExampleTarget } from '../proxy/test-kit/test-targets.ts';
import { type ScriptedProvider, start as startProvider } from './fixtures/model/scripted-provider.mjs';
import { expectConnected, logRows, rowsWith } from './inspector-page.ts';

// The Chat against a published MCP App: the MCP Apps SDK's basic example (@modelcontextprotocol/server-basic-vanillajs,
// over stdio, so nothing of it listens on the network), the real mcp-loupe command pointed at a scripted provider (a
// real HTTP server speaking OpenAI's chat completions), and Chromium. The model calls the example's get-time tool; its
// view renders inline in the conversation from the sandbox's origin; the view's own Send Message button sends a
// ui/message, which becomes the next message and reaches the model.

let provider: ScriptedProvider;
let loupe: ProxyProcess;

test.beforeAll(async () => {
  provider = await startProvider();
  const { command, args, env } = appExampleTarget('server-basic-vanillajs');
  loupe = await startProxyProcess(
    ['--no-open', '--port', '0', '--llm-base-url', provider.baseUrl, '--llm-model', 'scripted-model'],
    {
      env: { MCP_LOUPE_LLM_API_KEY: 'sk-e2e-app-example-3b9d1c' },
      inspector: { defaultServer: { command, args, env } },
    },
  );
});

test.afterAll(async () => {
  await loupe?.stop();
  await provider?.close();
});

test('the basic MCP App example renders inline in the chat, and its view’s message reaches the model', async ({
  page,
}, testInfo) => {
  provider.setScript([
    { toolCalls: [{ name: 'get-time', arguments: {} }] },
    { text: 'The clock view is open.' },
    { text: 'Your message from the view arrived.' },
  ]);
  await page.goto(loupe.url);
  await expectConnected(page);
  await page.getByRole('tab', { name: 'Chat', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Approve tool calls automatically' }).check();
  await page.getByRole('textbox', { name: 'Message' }).fill('What time is it on the server?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const conversation = page.getByRole('region', { name: 'Conversation', exact: true });
  const call = conversation.getByRole('region', { name: 'Tool call get-time' });
  await expect(call.getByRole('region', { name: 'Result' })).toContainText(/\d{4}-\d\d-\d\dT/, { timeout: 20_000 });
  await expect(call.locator('header').first()).toContainText('done');

  // The view, inline in the call, on the sandbox's origin (not the inspector's), shows the time the tool returned.
  const app = call.getByRole('region', { name: 'App', exact: true });
  const frame = app.getByTitle('ui://get-time/mcp-app.html');
  await expect(frame).toHaveAttribute('src', /^http:/, { timeout: 20_000 });
  expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(new URL(loupe.url).origin);
  const view = call.frameLocator('iframe[title="ui://get-time/mcp-app.html"]').frameLocator('iframe');
  await expect(view.locator('#server-time')).toHaveText(/^\d{4}-\d\d-\d\dT/, { timeout: 20_000 });
  await expect(conversation).toContainText('The clock view is open.');
  await page.setViewportSize({ width: 1280, height: 1100 });
  await call.evaluate((element) => element.scrollIntoView());
  await page.screenshot({ path: testInfo.outputPath('chat-basic-app-inline.png') });

  // The view's Send Message button: its ui/message is the person's next message, from the app, and the model gets it.
  await view.locator('#message-text').fill('Hello from the basic example view');
  await view.getByRole('button', { name: 'Send Message' }).click();
  await expect(conversation.getByRole('article', { name: /^The app, turn 2/ })).toContainText(
    'Hello from the basic example view',
  );
  await expect(conversation).toContainText('Your message from the view arrived.', { timeout: 20_000 });
  expect(provider.requests).toHaveLength(3);
  const tools = provider.requests[0]?.body.tools.map((tool: { function: { name: string } }) => tool.function.name);
  expect(tools).toContain('get-time');
  expect(JSON.stringify(provider.requests[1]?.body.messages)).toMatch(/\d{4}-\d\d-\d\dT/);
  const last = provider.requests[2]?.body.messages as { role: string; content: unknown }[];
  expect(last.at(-1)?.role).toBe('user');
  expect(JSON.stringify(last.at(-1)?.content)).toContain('Hello from the basic example view');

  // The view's request crossed the app channel like any other, in the log.
  const rows = await logRows(page, 'ui/message');
  await expect(rowsWith(rows, 'ui/message').first()).toBeVisible();
});
