// Takes the README's screenshots from the real inspector against real servers:
//   npm run build && node scripts/screenshots.ts
import { chromium, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { startInspector } from '../proxy/start-inspector.ts';

const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../e2e/fixtures/${name}.mjs`, import.meta.url));

async function connected(page: Page) {
  await page.getByRole('status', { name: 'Connection status' }).filter({ hasText: 'Connected' }).waitFor();
}

const inspector = await startInspector({ port: 0 });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 860 }, deviceScaleFactor: 1 });
  await page.goto(inspector.url);
  await connected(page);

  await page.getByRole('button', { name: /^echo/ }).click();
  await page.getByLabel('message').fill('hello from mcp-loupe');
  await page.getByRole('button', { name: 'Run tool' }).click();
  await page.getByRole('region', { name: 'Result' }).getByText('hello from mcp-loupe').first().waitFor();
  await page.screenshot({ path: `${out}tools.png` });

  await page.getByRole('tab', { name: /Log/ }).click();
  await page.getByRole('row').filter({ hasText: 'tools/call' }).last().click();
  await page.screenshot({ path: `${out}log.png` });

  // A server that prints garbage and then crashes: what the inspector shows.
  await page.getByLabel('Command').fill(process.execPath);
  await page.getByLabel('Arguments').fill(fixture('crash-mid-request'));
  await page.getByRole('button', { name: /^(Connect|Reconnect)$/ }).first().click();
  await connected(page);
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('button', { name: /^crash/ }).click();
  await page.getByRole('button', { name: 'Run tool' }).click();
  await page.getByRole('region', { name: 'Result' }).getByText(/code 3/).first().waitFor();
  await page.screenshot({ path: `${out}crash.png` });
} finally {
  await browser.close();
  await inspector.close();
}
console.log(`screenshots written to ${out}`);
