import { chooseTool, connect, expectConnected, fillConnection, openInspector, toolField } from './inspector-page.ts';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';

test('what was typed in a tool form survives a reconnect to the same server, and stays with that server', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'echo');
  await toolField(page, 'message').fill('typed before the reconnect');
  await chooseTool(page, 'get-sum');
  await toolField(page, 'a').fill('17');

  await connect(page);
  await expectConnected(page);
  await chooseTool(page, 'echo');
  await expect(toolField(page, 'message')).toHaveValue('typed before the reconnect');
  await chooseTool(page, 'get-sum');
  await expect(toolField(page, 'a')).toHaveValue('17');

  // Another server with a tool of the same name starts from its own defaults.
  await fillConnection(page, { command: process.execPath, args: [`${fixturesDir}empty-lists.mjs`], env: {} });
  await connect(page);
  await expectConnected(page);
  await chooseTool(page, 'echo');
  await expect(toolField(page, 'message')).toHaveValue('');
});
