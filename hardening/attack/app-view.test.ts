import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../../e2e/browser-options.ts';
import { attack, fault } from '../tally.ts';
import { type AttackProxy, startAttackProxy } from './attack-proxy.ts';

// Issue 23, items 5 and 6: an MCP App's view, in a real Chromium against the real proxy (the built page, dist/web), floods
// its host with 100,000 log messages, and a view previewed from the Resources tab calls a tool hidden from apps.

const AREA = 'apps';
const FLOOD = 100_000;
const fixture = new URL('../../e2e/fixtures/app-host.mjs', import.meta.url).pathname;

let proxy: AttackProxy;
let browser: Browser;
beforeAll(async () => {
  [proxy, browser] = await Promise.all([
    startAttackProxy({ defaultServer: { command: process.execPath, args: [fixture], env: {} } }),
    chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
    }),
  ]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

async function openInspector(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(proxy.url);
  await page
    .getByRole('status', { name: 'Connection status' })
    .filter({ hasText: 'Connected' })
    .waitFor({ timeout: 30_000 });
  return page;
}

const appRegion = (page: Page) => page.getByRole('region', { name: 'App', exact: true });
const viewOut = (page: Page, uri: string) =>
  appRegion(page).frameLocator(`iframe[title="${uri}"]`).frameLocator('iframe').locator('#out');

/** The JS heap after two collections, in MB. */
const heapMb = (page: Page) =>
  page.evaluate(async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc?.();
    return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1e6;
  });

/** Whether a click on the tab `name` is answered (the tab becomes the selected one) within a generous limit. */
async function tabAnswers(page: Page, name: string): Promise<boolean> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click({ timeout: 60_000 });
  return await page
    .waitForFunction(
      (label) =>
        [...document.querySelectorAll('[role="tab"]')].some(
          (each) => each.textContent?.startsWith(label) && each.getAttribute('aria-selected') === 'true',
        ),
      name,
      { timeout: 60_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

describe('an MCP App view against its host', () => {
  it(`a view sending ${FLOOD.toLocaleString('en-US')} log messages: each counted, the page answers clicks during and after, the heap stays bounded, Close app works`, async () => {
    const page = await openInspector();
    await page
      .getByRole('button', { name: /^probe/ })
      .first()
      .click();
    const form = page.getByRole('form');
    await form.getByLabel('action', { exact: true }).selectOption('flood');
    await form.getByLabel('count', { exact: true }).fill(String(FLOOD));
    await page.getByRole('button', { name: 'Run tool' }).click();
    const status = page
      .getByRole('region', { name: 'App messages' })
      .getByRole('status', { name: 'App messages received' });

    // Mid-flood: some counted, not all; a click on another tab and back is answered.
    await status.waitFor({ timeout: 60_000 });
    const countedBefore = Number(
      /([\d,]+) log messages/.exec((await status.textContent()) ?? '')?.[1]?.replaceAll(',', '') ?? 0,
    );
    const answeredDuring = (await tabAnswers(page, 'Log')) && (await tabAnswers(page, 'Tools'));
    expect(countedBefore).toBeLessThan(FLOOD);
    expect(answeredDuring).toBe(true);

    // Every message counted, and what the panel no longer keeps said to be in the log.
    const all = `0 ui/message and ${FLOOD.toLocaleString('en-US')} log messages from the view; the ${(FLOOD - 100).toLocaleString('en-US')} oldest (0 ui/message, ${(FLOOD - 100).toLocaleString('en-US')} log) are not kept here, only in the Log, on app 1's channel`;
    const counted = await page
      .waitForFunction(
        (text) => document.querySelector('[aria-label="App messages received"]')?.textContent === text,
        all,
        { timeout: 600_000, polling: 500 },
      )
      .then(
        () => true,
        () => false,
      );
    await viewOut(page, 'ui://fixture/probe.html').getByText(`flooded ${FLOOD}`).waitFor({ timeout: 60_000 });
    // The drawn rows are the few in view, however many came.
    const rowsDrawn = await page.getByRole('list', { name: 'Messages from the view' }).getByRole('listitem').count();

    // And so they are: the log holds each one on the app's channel.
    expect(await tabAnswers(page, 'Log')).toBe(true);
    await page.getByLabel('Filter log').fill(`of ${FLOOD}`);
    const inLog = await page
      .waitForFunction(
        (least) =>
          Number(
            /\((\d+) shown\)/.exec(
              document.querySelector('section[aria-label="Message log"]')?.textContent ?? '',
            )?.[1] ?? -1,
          ) === least,
        FLOOD,
        { timeout: 120_000, polling: 500 },
      )
      .then(
        () => true,
        () => false,
      );
    const heap = await heapMb(page);
    expect(await tabAnswers(page, 'Tools')).toBe(true);
    await appRegion(page).getByRole('button', { name: 'Close app' }).click({ timeout: 30_000 });
    const closed = await appRegion(page)
      .waitFor({ state: 'detached', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );

    expect(fault(AREA, `a view floods ${FLOOD.toLocaleString('en-US')} log messages: all counted`, counted)).toBe(true);
    expect(rowsDrawn).toBeLessThan(30);
    expect(fault(AREA, `a view floods ${FLOOD.toLocaleString('en-US')} log messages: all in the log`, inLog)).toBe(
      true,
    );
    // Before the panel was bounded it held 600 MB more; the log's own entries are most of what is left.
    expect(
      fault(
        AREA,
        `a view floods ${FLOOD.toLocaleString('en-US')} log messages: heap bounded (${Math.round(heap)} MB)`,
        heap < 250,
      ),
      `${Math.round(heap)} MB`,
    ).toBe(true);
    expect(
      fault(
        AREA,
        `a view floods ${FLOOD.toLocaleString('en-US')} log messages: clicks answered during and Close app after`,
        answeredDuring && closed,
      ),
    ).toBe(true);
    await page.close();
  }, 900_000);

  it('a view previewed from the Resources tab calls a tool hidden from apps: refused, and a listed tool is not called unknown', async () => {
    const page = await openInspector();
    await page.getByRole('tab', { name: 'Resources', exact: true }).click();
    await page
      .getByRole('list', { name: 'Resources' })
      .getByRole('button', { name: /caller\.html/ })
      .click();
    const out = viewOut(page, 'ui://fixture/caller.html');
    await out.getByText('app-only: app-only ran').waitFor({ timeout: 30_000 });
    const text = (await out.textContent()) ?? '';
    const refusedToView = text.includes('model-only failed: Tool "model-only" is not callable by apps');
    // The server never ran it: the only tools/call naming it is the view's own, on its channel.
    await page.getByRole('tab', { name: /^Log/ }).click();
    await page.getByLabel('Filter log').fill('"name":"model-only"');
    const rows = page.getByRole('region', { name: 'Message log' }).getByRole('row');
    await rows.first().waitFor({ timeout: 30_000 });
    const toServer = await rows.filter({ hasText: 'tools/call' }).filter({ hasNotText: 'app 1' }).count();
    expect(
      attack(
        AREA,
        'a Resources preview calls a tool whose visibility leaves out "app"',
        refusedToView && toServer === 0,
      ),
    ).toBe(true);
    await page.getByLabel('Filter log').fill('tools/call');
    const findings = page.getByRole('region', { name: 'Findings' });
    await findings.getByText('leaves out "app"', { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(await findings.textContent()).not.toContain('a tool the server did not list');
    await page.close();
  }, 120_000);
});
