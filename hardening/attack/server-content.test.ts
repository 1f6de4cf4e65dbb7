import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../e2e/browser-options.ts';
import {
  heldFirm,
  hostileSchemes,
  hostileServerFile,
  surfaces,
  urlElicitationHeld,
  urlRequiredHeld,
  watchPage,
  type Watch,
} from '../../e2e/hostile-tour.ts';
import { defaultStaticRoot } from '../../proxy/package-info.ts';
import { attack } from '../tally.ts';
import { type AttackProxy, startAttackProxy } from './attack-proxy.ts';

// Issue 17: script in every field a server supplies and in every URL it can, through the real
// proxy and a real Chromium with the page's CSP bypassed: the page's own rendering must hold.

const fixture = join(import.meta.dirname, '..', '..', 'e2e', 'fixtures', hostileServerFile);
let inspector: AttackProxy;
let browser: Browser;
let page: Page;
let watch: Watch;

beforeAll(async () => {
  if (!existsSync(join(defaultStaticRoot, 'index.html')))
    throw new Error(`No built page in ${defaultStaticRoot}: run \`npx vite build\` first`);
  inspector = await startAttackProxy({ defaultServer: { command: process.execPath, args: [fixture], env: {} } });
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await (await browser.newContext({ bypassCSP: true })).newPage();
  watch = await watchPage(page);
  await page.goto(inspector.url);
  await page.getByRole('status', { name: 'Connection status' }).getByText('Connected').waitFor({ timeout: 20_000 });
});

afterAll(async () => {
  await browser?.close();
  await inspector?.close();
});

describe('server-content: script in server-supplied fields and URLs', () => {
  // In order, on one page: a payload that ran anywhere before would show in every later figure.
  it.each(surfaces.map((surface) => [surface.name, surface] as const))('%s', async (name, surface) => {
    await surface.visit(page);
    const facts = await watch.facts();
    expect(attack('server-content', name, heldFirm(facts)), JSON.stringify(facts)).toBe(true);
  });

  it.each(hostileSchemes)('URL-mode elicitation of a %s: URL', async (scheme) => {
    const held = await urlElicitationHeld(page, scheme);
    expect(attack('server-content', `URL elicitation, ${scheme}:`, held && heldFirm(await watch.facts()))).toBe(true);
  });

  it('-32042 URL elicitations', async () => {
    const held = await urlRequiredHeld(page);
    const facts = await watch.facts();
    for (const scheme of hostileSchemes)
      attack('server-content', `-32042 Open URL, ${scheme}:`, held.schemes[scheme] && heldFirm(facts));
    expect(held.schemes).toEqual(Object.fromEntries(hostileSchemes.map((scheme) => [scheme, true])));
    expect(heldFirm(facts)).toBe(true);
    expect(facts.opened).toEqual(['https://example.com/consent']);
  });
});
