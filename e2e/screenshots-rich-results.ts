// Takes the README's screenshots of rich results (a Markdown description, a table of rows):
//   npx vite build && node e2e/screenshots-rich-results.ts
import { chromium, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './browser-options.ts';
import { startInspector } from '../proxy/start-inspector.ts';

const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/rich-results.mjs', import.meta.url));

async function chooseTool(page: Page, name: string) {
  await page.getByLabel('Search tools').fill(name);
  await page
    .getByRole('list', { name: 'Tools' })
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
}

const inspector = await startInspector({
  port: 0,
  defaultServer: { command: process.execPath, args: [fixture], env: {} },
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    colorScheme: 'dark',
  });
  await page.goto(inspector.url);
  await page.getByRole('status', { name: 'Connection status' }).filter({ hasText: 'Connected' }).waitFor();

  await chooseTool(page, 'search_catalogue');
  await page.getByRole('heading', { name: 'Search the catalogue' }).waitFor();
  await chooseTool(page, 'markdown_answer');
  await page
    .getByRole('heading', { name: 'Answers in Markdown' })
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.getByRole('button', { name: 'Run tool' }).click();
  await page.getByRole('region', { name: 'Result' }).getByRole('heading', { name: 'Summary' }).waitFor();
  await chooseTool(page, 'search_catalogue');
  await page.getByRole('heading', { name: 'Search the catalogue' }).waitFor();
  await page.screenshot({ path: `${out}markdown-description.png` });

  await chooseTool(page, 'query_rows');
  await page.getByRole('button', { name: 'Run tool' }).click();
  const table = page.getByRole('region', { name: 'Result' }).getByRole('table', { name: 'Structured content' });
  await table.getByRole('columnheader', { name: 'price' }).getByRole('button').click();
  await page.getByRole('region', { name: 'Result' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}table-result.png` });
} finally {
  await browser.close();
  await inspector.close();
}
