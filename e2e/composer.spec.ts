import type { Locator, Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { logEntryCount, logRows, messageLog, openInspector, openTab, rowsWith } from './inspector-page.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import type { LentServer } from './shared-servers.ts';

/** The composer under the log, unfolded. */
async function openComposer(page: Page): Promise<Locator> {
  await openTab(page, 'Log');
  const composer = page.getByRole('region', { name: 'Composer' });
  const toggle = composer.getByRole('button', { name: 'Composer' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(composer.getByLabel('Message', { exact: true })).toBeVisible();
  return composer;
}

const messageBox = (composer: Locator) => composer.getByLabel('Message', { exact: true });

test.describe('the composer (stdio)', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}roots-add-server.mjs`], env: {} } });

  test('sends roots/add by hand and shows the answer under the message and in the log; bad JSON sends nothing', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    const composer = await openComposer(page);

    // A method the revision does not define is allowed: it starts a request with empty params.
    await composer.getByLabel('Method', { exact: true }).fill('roots/add');
    const template = JSON.parse(await messageBox(composer).inputValue()) as {
      id: string;
      method: string;
      params: object;
    };
    expect(template).toMatchObject({ jsonrpc: '2.0', method: 'roots/add', params: {} });
    expect(template.id).toMatch(/^composer-\d+$/);
    await messageBox(composer).fill(JSON.stringify({ ...template, params: { uri: 'file:///tmp/project' } }, null, 2));
    await composer.getByRole('button', { name: 'Send', exact: true }).click();

    const answer = composer.getByRole('region', { name: 'Answer' });
    await expect(answer).toContainText('"added": "file:///tmp/project"');
    await expect(answer).toContainText(`id "${template.id}"`);
    await expect(answer).toContainText(/\d+ ms/);

    // The same frames in the log, paired like any other.
    const rows = messageLog(page).getByRole('row');
    await expect(rowsWith(rows, '→', 'roots/add', `#${template.id}`)).toHaveCount(1);
    const response = rowsWith(rows, '←', 'roots/add', '(result)', `#${template.id}`);
    await expect(response).toHaveCount(1);
    await response.click();
    await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText('file:///tmp/project');

    // Sending the same text again does not reuse the id.
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(answer).toContainText('"roots": [');
    const second = (JSON.parse(await messageBox(composer).inputValue()) as { id: string }).id;
    expect(second).not.toBe(template.id);
    await expect(answer).toContainText(`id "${second}"`);
    await expect(rowsWith(rows, '→', 'roots/add')).toHaveCount(2);

    // An error answer names its code.
    await messageBox(composer).fill('{"jsonrpc": "2.0", "id": "mine-1", "method": "roots/remove"}');
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(answer).toContainText('error -32601');
    await expect(answer).toContainText('Method not found');

    // Not JSON: said so, and nothing goes out. The log draws new entries at most every 100 ms, so the count is read
    // once the error answer shows in it too.
    await expect(rowsWith(rows, '←', '#mine-1')).toHaveCount(1);
    const before = await logEntryCount(page);
    await messageBox(composer).fill('{"jsonrpc": "2.0", "id": 9,');
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(composer.getByRole('alert')).toContainText('Not JSON');
    await expect(composer.getByRole('alert')).toContainText('Nothing was sent');
    // A frame sent after it is the next thing in the log: the bad text added nothing before it.
    await messageBox(composer).fill('{"jsonrpc": "2.0", "id": "mine-2", "method": "roots/remove"}');
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(rowsWith(rows, '←', '#mine-2')).toHaveCount(1);
    await expect.poll(() => logEntryCount(page)).toBe(before + 2);
  });

  test('a batch of two requests sent by hand is one frame and gets both answers', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    const composer = await openComposer(page);
    const batch = [
      { jsonrpc: '2.0', id: 'pair-1', method: 'roots/add', params: { uri: 'file:///a' } },
      { jsonrpc: '2.0', id: 'pair-2', method: 'tools/list' },
    ];
    await messageBox(composer).fill(JSON.stringify(batch, null, 2));
    await composer.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(composer.getByRole('article', { name: 'Answer to "pair-1"' })).toContainText('"added": "file:///a"');
    await expect(composer.getByRole('article', { name: 'Answer to "pair-2"' })).toContainText('"name": "echo"');
    const rows = messageLog(page).getByRole('row');
    // One batch frame out; the server's batch back.
    await expect(rowsWith(rows, '→', 'batch')).toHaveCount(1);
    await expect(rowsWith(rows, '←', 'batch')).toHaveCount(1);
  });

  test('Edit and resend on a logged tools/list request puts it in the composer with a fresh id and sends it again', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Tools');
    await expect(page.getByRole('button', { name: /echo/ }).first()).toBeVisible();

    const rows = await logRows(page, 'tools/list');
    await expect(rowsWith(rows, '→', 'tools/list')).toHaveCount(1);
    await rowsWith(rows, '→', 'tools/list').click();
    await page.getByRole('region', { name: 'Entry detail' }).getByRole('button', { name: 'Edit and resend' }).click();

    const composer = page.getByRole('region', { name: 'Composer' });
    const message = messageBox(composer);
    await expect(message).toBeFocused();
    const resent = JSON.parse(await message.inputValue()) as { id: string; method: string };
    expect(resent.method).toBe('tools/list');
    expect(resent.id).toMatch(/^composer-\d+$/);
    await composer.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(composer.getByRole('region', { name: 'Answer' })).toContainText('"name": "echo"');
    await expect(rowsWith(rows, '→', 'tools/list')).toHaveCount(2);
    await expect(rowsWith(rows, '←', 'tools/list', `#${resent.id}`)).toHaveCount(1);
  });
});

// server-everything over HTTP, shared by this worker's tests: each opens a session of its own on it.
const http = test.extend<{ server: LentServer }>({
  server: async ({ shared }, use) => use(await shared.everything('streamableHttp')),
  defaultRemote: async ({ server }, use) =>
    use({ kind: 'http', url: server.url, transport: 'auto', route: 'auto', headers: [] } satisfies HttpTarget),
});

http.describe('the composer (Streamable HTTP)', () => {
  http('sends a hand-made request over HTTP and shows its answer', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    const composer = await openComposer(page);
    await composer.getByLabel('Method', { exact: true }).fill('tools/list');
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(composer.getByRole('region', { name: 'Answer' })).toContainText('"name": "echo"');
    const id = (JSON.parse(await messageBox(composer).inputValue()) as { id: string }).id;
    await expect(rowsWith(messageLog(page).getByRole('row'), '←', 'tools/list', `#${id}`)).toHaveCount(1);
  });
});
