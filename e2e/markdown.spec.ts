import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}rich-results.mjs`], env: {} } });

test.beforeEach(async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
});

test('a Markdown tool description is rendered safely, its text as sent a click away', async ({ page }) => {
  await chooseTool(page, 'search_catalogue');
  const form = page.getByRole('form', { name: /search_catalogue/ });
  await expect(form.getByRole('heading', { name: 'Search the catalogue' })).toBeVisible();
  await expect(form.locator('strong', { hasText: 'products' })).toBeVisible();

  const docs = form.getByRole('link', { name: 'the docs' });
  await expect(docs).toHaveAttribute('href', 'https://example.com/docs');
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');

  // The javascript: link is text, and the server's HTML is shown, not run.
  await expect(form.getByRole('link', { name: 'click me' })).toHaveCount(0);
  await expect(form).toContainText('click me (javascript:alert(document.domain))');
  await expect(form).toContainText('<img src=x onerror="window.__pwned = true">');
  await expect(form.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

  const toggle = form.getByRole('group', { name: 'Description as' });
  await toggle.getByRole('button', { name: 'Raw' }).click();
  await expect(form).toContainText('# Search the catalogue');
  await expect(form.getByRole('link', { name: 'the docs' })).toHaveCount(0);
  await toggle.getByRole('button', { name: 'Markdown' }).click();
  await expect(form.getByRole('heading', { name: 'Search the catalogue' })).toBeVisible();
});

test('a Markdown text result is rendered; plain text stays plain', async ({ page }) => {
  await chooseTool(page, 'markdown_answer');
  await runTool(page);
  const result = resultRegion(page);
  await expect(result.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveText(['Kettle', 'Toaster', 'Mug']);
  await expect(result.locator('pre code')).toContainText('SELECT * FROM products');
  // An image is never loaded: its alt text and its address as a link.
  await expect(result.locator('img')).toHaveCount(0);
  await expect(result).toContainText('[image: a chart]');
  await expect(result.getByRole('link', { name: 'https://example.com/chart.png' })).toHaveAttribute('target', '_blank');
  await result.getByRole('group', { name: 'Text as' }).getByRole('button', { name: 'Raw' }).click();
  await expect(result).toContainText('## Summary');

  // A plain description, and a plain answer, have no toggle.
  await chooseTool(page, 'search_catalogue');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('plain answer');
  await expect(resultRegion(page).getByRole('group', { name: 'Text as' })).toHaveCount(0);
  await chooseTool(page, 'slow');
  await expect(page.getByRole('group', { name: 'Description as' })).toHaveCount(0);
});
