import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { runMcpLoupe } from '../proxy/test-kit/run-mcp-loupe.ts';
import { EXIT } from '../proxy/cli/exit-codes.ts';
import { everythingServer, expect, test } from './inspector.ts';
import { chooseTool, openInspector, openTab, runTool, toolField } from './inspector-page.ts';

// A collection made in the page from calls of every kind, saved (the download path: headless Chromium cannot use the
// File System Access pickers, so they are taken away), opened again through the file input, run in the page with
// each call's verdict, and the same saved file run by `mcp-loupe --cli run` against the same real server.

const WHO = 'LOUPE_E2E_COLLECTION_WHO';

async function addToCollection(page: Page, scope: Page | Locator = page) {
  await scope.getByRole('button', { name: 'Add to collection' }).click();
}

test('a collection is made from calls, saved, reopened, run in the page and from the CLI', async ({
  page,
  inspector,
}, testInfo) => {
  test.setTimeout(180_000);
  // The proxy runs in this process: its environment is this one's.
  process.env[WHO] = 'Ada';
  await page.addInitScript(() => {
    delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await openInspector(page, inspector.url);

  // A tool call, twice (the second will expect what it does not get).
  await chooseTool(page, 'echo');
  await toolField(page, 'message').fill(`{{greeting}} from {{${WHO}}}{{mark}}`);
  await addToCollection(page);
  await expect(page.getByRole('status').filter({ hasText: 'Added as “echo”' })).toBeVisible();
  await addToCollection(page);
  await expect(page.getByRole('status').filter({ hasText: 'Added as “echo 2”' })).toBeVisible();
  // A plain run still works beside it.
  await toolField(page, 'message').fill('plain');
  await runTool(page);

  // A prompt, after it was got.
  await openTab(page, 'Prompts');
  await page
    .getByRole('list', { name: 'Prompts', exact: true })
    .getByRole('button', { name: /^simple-prompt/ })
    .click();
  await page.getByRole('button', { name: 'Get prompt' }).click();
  const messages = page.getByRole('region', { name: 'Prompt messages' });
  await expect(messages).toContainText('This is a simple prompt');
  await addToCollection(page, messages);

  // A resource read.
  await openTab(page, 'Resources');
  await page
    .getByRole('list', { name: 'Resources', exact: true })
    .getByRole('button', { name: /architecture\.md/ })
    .click();
  const contents = page.getByRole('region', { name: 'Resource contents' });
  await expect(contents).not.toBeEmpty();
  await addToCollection(page, contents);

  // A request written in the composer.
  await openTab(page, 'Log');
  const composer = page.getByRole('region', { name: 'Composer' });
  await composer.getByRole('button', { name: 'Composer' }).click();
  await composer.getByLabel('Method', { exact: true }).fill('ping');
  await expect(composer.getByLabel('Message', { exact: true })).toHaveValue(/"method": "ping"/);
  await addToCollection(page, composer);

  // Named, described, and each call's expectation.
  await page.getByRole('tab', { name: 'Collections', exact: true }).click();
  const tab = page.getByRole('region', { name: 'Collections' });
  await tab.getByLabel('Collection name', { exact: true }).fill('E2E smoke');
  await tab.getByLabel('Description', { exact: true }).fill('Every kind of call, once');
  const calls = tab
    .getByRole('list', { name: 'Calls' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox') });
  await expect(calls).toHaveCount(5);
  await tab
    .getByLabel('Expectation of echo', { exact: true })
    .fill('{"match": {"content": [{"text": "Echo: hello from Ada!"}]}}');
  await tab
    .getByLabel('Expectation of echo 2', { exact: true })
    .fill('{"match": {"content": [{"text": "Echo: bye"}]}}');
  await tab.getByLabel('Name of echo 2', { exact: true }).fill('echo expects bye');
  await tab.getByLabel('Description', { exact: true }).click();
  // A value the file keeps.
  const fileVariables = tab.getByRole('region', { name: 'Variables in the file' });
  await fileVariables.getByLabel('New variable', { exact: true }).fill('greeting');
  await fileVariables.getByRole('button', { name: 'Add variable' }).click();
  await fileVariables.getByLabel('{{greeting}}', { exact: true }).fill('hello');

  // Saved: the download, its text the collection as written, no value typed or taken from the environment in it.
  const download = page.waitForEvent('download');
  await tab.getByRole('button', { name: 'Save…' }).click();
  const saved = testInfo.outputPath('e2e-smoke.collection.json');
  await (await download).saveAs(saved);
  await expect(tab.getByRole('status').filter({ hasText: 'Downloaded as e2e-smoke.collection.json' })).toBeVisible();
  const file = JSON.parse(readFileSync(saved, 'utf8'));
  expect(file).toMatchObject({
    $schema: './node_modules/mcp-loupe/docs/collection.schema.json',
    name: 'E2E smoke',
    description: 'Every kind of call, once',
    calls: [
      { name: 'echo', tool: 'echo', arguments: { message: `{{greeting}} from {{${WHO}}}{{mark}}` } },
      { name: 'echo expects bye', tool: 'echo', expect: { match: { content: [{ text: 'Echo: bye' }] } } },
      { name: 'simple-prompt', prompt: 'simple-prompt' },
      {
        name: 'demo://resource/static/document/architecture.md',
        resource: 'demo://resource/static/document/architecture.md',
      },
      { name: 'ping', request: 'ping' },
    ],
  });
  // The file keeps its own values only: nothing typed for a run, nothing from the environment.
  expect(file.variables).toEqual({ greeting: 'hello' });

  // A new collection, then the saved one opened again through the file input.
  await tab.getByRole('button', { name: 'New' }).click();
  await expect(calls).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await tab.getByRole('button', { name: 'Open…' }).click();
  await (await chooser).setFiles(saved);
  await expect(tab.getByRole('status').filter({ hasText: 'Opened e2e-smoke.collection.json: 5 calls' })).toBeVisible();
  await expect(calls).toHaveCount(5);
  await expect(tab.getByLabel('Collection name', { exact: true })).toHaveValue('E2E smoke');

  // Run: a variable without a value stops it, naming the variable.
  await tab.getByRole('button', { name: 'Run all' }).click();
  await expect(tab.getByRole('alert')).toContainText(`Not run: no value for {{${WHO}}}, {{mark}}`);
  // One typed, the other from the proxy's environment with consent.
  const runValues = tab.getByRole('group', { name: 'Values for this run' });
  await runValues.getByLabel('{{mark}}', { exact: true }).fill('!');
  await runValues.getByLabel(`Take ${WHO}, mark from the proxy’s environment where left empty`).check();
  await tab.getByRole('button', { name: 'Run all' }).click();
  await expect(tab.getByRole('status').filter({ hasText: '4 of 5 calls met their expectations' })).toBeVisible({
    timeout: 60_000,
  });
  const call = (name: string) => tab.getByRole('listitem', { name: `Call ${name}`, exact: true });
  for (const name of ['echo', 'simple-prompt', 'demo://resource/static/document/architecture.md', 'ping'])
    await expect(call(name).getByText('Met', { exact: true })).toBeVisible();
  await expect(call('echo expects bye').getByText('Not met', { exact: true })).toBeVisible();
  await expect(call('echo expects bye')).toContainText(
    'result.content[0].text: expected "Echo: bye", got "Echo: hello from Ada!"',
  );
  await page.screenshot({ path: testInfo.outputPath('collections.png') });
  await call('echo expects bye').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('collections-calls.png') });

  // The same saved file from the command line, against the same server, with the same verdicts.
  const cli = await runMcpLoupe([
    '--cli',
    'run',
    saved,
    '--var',
    'mark=!',
    '--env-vars',
    '--',
    everythingServer.command,
    ...everythingServer.args,
  ]);
  expect(cli.code, cli.stderr).toBe(EXIT.collectionNotMet);
  expect(cli.stdout).toContain('✓ echo  tools/call echo');
  expect(cli.stdout).toContain('✗ echo expects bye  tools/call echo');
  expect(cli.stdout).toContain('result.content[0].text: expected "Echo: bye", got "Echo: hello from Ada!"');
  expect(cli.stdout).toContain('✓ ping  ping');
  expect(cli.stdout).toContain('4 of 5 calls met their expectations');
  delete process.env[WHO];
});
