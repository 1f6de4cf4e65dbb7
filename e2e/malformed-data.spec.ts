import type { Page, TestInfo } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { openInspector, openTab, resultRegion, runTool, toolButton, toolField } from './inspector-page.ts';

// A server whose lists and results have the wrong shapes on purpose: the page
// must keep working, show what was sent, and say what is wrong with it.
test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}malformed-data.mjs`], env: {} } });

/** A picture of the page for review, `height` pixels tall so long panes show whole; the viewport is put back after. */
async function screenshot(page: Page, testInfo: TestInfo, name: string, height = 900): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height });
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  if (viewport) await page.setViewportSize(viewport);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A list button found by the text it starts with (names may hold JSON, so no word boundaries). */
const listButton = (page: Page, list: string, text: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${escapeRegExp(text)}`) })
    .first();

/** The page still answers: another tab opens and the header is there. */
async function expectPageAlive(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'mcp·loupe' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Server overview' })).toContainText('Malformed data');
}

test('tools: broken entries are listed, flagged and shown as sent; broken results are shown with their problems', async ({
  page,
  inspector,
}, testInfo) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Tools');
  await expectPageAlive(page);

  const tools = page.getByRole('list', { name: 'Tools', exact: true });
  await expect(tools.getByRole('button')).toHaveCount(7);
  await expect(listButton(page, 'Tools', 'greet')).toContainText('{"en":"Says hello","fr":"Dit bonjour"}');
  await expect(listButton(page, 'Tools', 'greet').getByRole('img', { name: '1 problem' })).toBeVisible();
  await expect(listButton(page, 'Tools', '(no name)')).toContainText('A tool that forgot its name');
  await expect(listButton(page, 'Tools', '(not an object)')).toBeVisible();
  await expect(page.getByText(/protocol problems? in the list/)).toBeVisible();

  // Search still works over entries whose fields were not strings.
  await page.getByLabel('Search tools').fill('dit bonjour');
  await expect(tools.getByRole('button')).toHaveCount(1);
  await page.getByLabel('Search tools').fill('');

  await listButton(page, 'Tools', 'greet').click();
  const problems = page.getByRole('note', { name: 'Problems with this tool' });
  await expect(problems).toContainText('"description" is an object, not a string');
  await expect(page.getByRole('form', { name: 'greet' })).toContainText('{"en":"Says hello","fr":"Dit bonjour"}');
  await toolField(page, 'who').fill('Ada');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('Hello, Ada');

  await listButton(page, 'Tools', '(no name)').click();
  await expect(problems).toContainText('"name" is missing');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('Server answered with an error');

  await listButton(page, 'Tools', '42').click();
  await expect(problems).toContainText('"name" is a number, not a string');
  await expect(problems).toContainText('"inputSchema" is a string, not an object');

  await toolButton(page, 'broken-result').click();
  await runTool(page);
  const result = resultRegion(page);
  await expect(result).toContainText('still here');
  await expect(result).toContainText('Unknown content type "hologram"');
  await expect(result).toContainText('Content block is not an object');
  await expect(result).toContainText('Text block without a "text" string');
  await expect(result).toContainText('"isError" is not a boolean');
  await screenshot(page, testInfo, 'tools-broken-item', 1300);

  await toolButton(page, 'null-content').click();
  await runTool(page);
  await expect(result).toContainText('"content" is not an array');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await toolButton(page, 'echo').click();
  await toolField(page, 'message').fill('still alive');
  await runTool(page);
  await expect(result).toContainText('Echo: still alive');
});

test('resources: images, audio, a 5 MB text and broken entries; read again and updates', async ({
  page,
  inspector,
}, testInfo) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Resources');
  await expectPageAlive(page);

  await expect(listButton(page, 'Resources', 'Resource without a uri')).toContainText('(no uri)');
  await expect(listButton(page, 'Resources', '{"en":"Odd one"}')).toBeVisible();
  await expect(listButton(page, 'Resources', '(not an object)')).toBeVisible();

  await listButton(page, 'Resources', 'Gradient image').click();
  const contents = page.getByRole('region', { name: 'Resource contents' });
  const image = contents.getByRole('img', { name: /demo:\/\/image\/gradient\.png/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(160);

  await listButton(page, 'Resources', 'Big log (5 MB)').click();
  await expect(contents).toContainText('Showing 10,000 of 5,242,880 characters.', { timeout: 20_000 });
  await expect(contents).toContainText('000001 INFO request handled');
  await screenshot(page, testInfo, 'resources-big-text');
  await contents.getByRole('button', { name: 'Show more' }).click();
  await expect(contents).toContainText('Showing 510,000 of 5,242,880 characters.');

  await listButton(page, 'Resources', 'Beep').click();
  await expect(contents.locator('audio')).toHaveCount(1);
  await expect(contents.locator('audio')).toHaveAttribute('src', /^data:audio\/wav;base64,UklGR/);

  await listButton(page, 'Resources', 'Binary data').click();
  await expect(contents).toContainText('The browser does not show application/octet-stream here.');
  await expect(contents.getByRole('link', { name: 'Download blob.bin' })).toBeVisible();

  await listButton(page, 'Resources', '{"en":"Odd one"}').click();
  await expect(page.getByRole('note', { name: 'Problems with this resource' })).toContainText(
    '"name" is an object, not a string',
  );
  await expect(contents).toContainText('Contents entry is not an object');
  await expect(contents).toContainText('"text" or "blob" is not a string');
  await expect(contents).toContainText('contents without a uri');
  await expect(contents).toContainText('"uri" is missing');

  await listButton(page, 'Resources', 'Resource without a uri').click();
  await expect(contents).toContainText('-32002');

  // Reads are not cached forever: Read again, and a resources/updated for a subscribed uri, read it again.
  await listButton(page, 'Resources', 'Counter').click();
  await expect(contents).toContainText('read #1');
  await contents.getByRole('button', { name: 'Read again' }).click();
  await expect(contents).toContainText('read #2');
  await contents.getByRole('button', { name: 'Subscribe' }).click();
  await expect(contents.getByRole('button', { name: 'Subscribed' })).toHaveAttribute('aria-pressed', 'true');
  await expect(contents).toContainText('read #3');

  // A template: fill its variables, read the uri they make.
  await listButton(page, 'Resource templates', 'Greeting').click();
  await page.getByLabel('name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('lang', { exact: true }).fill('en');
  await expect(page.getByRole('status', { name: 'Resulting URI' })).toHaveText(
    'demo://greeting/Ada%20Lovelace?lang=en',
  );
  await page.getByRole('button', { name: 'Read resource' }).click();
  await expect(contents).toContainText('Hello, Ada Lovelace (en)');

  await listButton(page, 'Resource templates', 'no-template').click();
  await expect(page.getByRole('note', { name: 'Problems with this template' })).toContainText(
    '"uriTemplate" is missing',
  );

  await listButton(page, 'Resources', 'Gradient image').click();
  await expect(image).toBeVisible();
  await screenshot(page, testInfo, 'resources-image');
});

test('prompts: every content type through the shared renderers; broken messages shown with their problems', async ({
  page,
  inspector,
}, testInfo) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Prompts');
  await expectPageAlive(page);

  await expect(listButton(page, 'Prompts', 'broken')).toContainText('{"text":"a description that is an object"}');
  await expect(listButton(page, 'Prompts', '(no name)')).toBeVisible();

  await listButton(page, 'Prompts', 'mixed').click();
  await page.getByLabel('topic *').fill('lighthouses');
  await page.getByRole('button', { name: 'Get prompt' }).click();
  const messages = page.getByRole('region', { name: 'Prompt messages' });
  await expect(messages).toContainText('Tell me about lighthouses.');
  await expect(messages.getByRole('img', { name: /Image content/ })).toBeVisible();
  await expect(messages.locator('audio')).toHaveCount(1);
  await expect(messages).toContainText('An embedded resource.');
  await expect(messages).toContainText('demo://image/gradient.png');
  await expect(messages).toContainText('Unknown content type "hologram"');
  await expect(messages).toContainText('The content is null');
  await expect(messages).toContainText('The message has no content');
  await expect(messages).toContainText('role "system" is neither user nor assistant');
  await screenshot(page, testInfo, 'prompts-mixed', 2000);

  await listButton(page, 'Prompts', 'broken').click();
  await expect(page.getByRole('note', { name: 'Problems with this prompt' })).toContainText(
    '"arguments" is a string, not an array',
  );
  await page.getByRole('button', { name: 'Get prompt' }).click();
  await expect(messages).toContainText('"messages" is not an array');
});
