// The official MCP Inspector (v2 web UI, Mantine), driven by the roles and names its page exposes.
import type { Page } from '@playwright/test';
import { startReference } from '../reference/start-reference.ts';
import { clickAndLetGo, POLL_MS, type InspectorDriver } from './inspector-driver.ts';

/**
 * Runs in the page. Its Log Stream renders one paragraph per notifications/message (the list is not
 * virtualized); the burst fixture's say "burst message i of count", its result "burst done: sent count …".
 */
const burstState = (count: number) => {
  const pattern = new RegExp(`^burst message \\d+ of ${count}$`);
  let notificationsShown = 0;
  for (const paragraph of document.querySelectorAll('p'))
    if (pattern.test(paragraph.textContent ?? '')) notificationsShown++;
  const resultShown = (document.querySelector('main')?.textContent ?? '').includes(
    `burst done: sent ${count} notifications`,
  );
  return { resultShown, notificationsShown };
};

/** The Servers/Tools switch in the header is a Mantine SegmentedControl: its radios are hidden, their labels take the click. */
const openScreen = (page: Page, name: 'Servers' | 'Tools') =>
  page.getByRole('banner').getByText(name, { exact: true }).click();

export function referenceInspector(bin: string): InspectorDriver {
  return {
    name: 'reference',

    start: (server) => startReference(bin, server),

    async connect(page, url) {
      await page.goto(url);
      // A visually hidden switch input; its visible track takes the click.
      await page.getByRole('switch', { name: /^Connect or disconnect/ }).click({ force: true });
      await page.getByRole('main').getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    },

    async chooseTool(page, tool, args) {
      await openScreen(page, 'Tools');
      await page.getByRole('button', { name: tool, exact: true }).click();
      for (const [name, value] of Object.entries(args))
        await page.getByRole('textbox', { name, exact: true }).fill(value);
    },

    runTool: (page) => clickAndLetGo(page.getByRole('button', { name: 'Execute Tool' })),

    resultShown: (page, text, timeoutMs) =>
      page.getByRole('main').getByText(text).first().waitFor({ timeout: timeoutMs }),

    // Its Results card puts the whole text into one <pre> (Mantine Code).
    async bigResultShown(page, bytes, timeoutMs) {
      await page.waitForFunction(
        (least) => [...document.querySelectorAll('pre')].some((pre) => (pre.textContent?.length ?? 0) >= least),
        bytes,
        { timeout: timeoutMs, polling: POLL_MS },
      );
    },

    async burstShown(page, count, timeoutMs) {
      const done = `(() => { const state = (${burstState.toString()})(${count}); return state.resultShown && state.notificationsShown >= ${count}; })()`;
      await page.waitForFunction(done, undefined, { timeout: timeoutMs, polling: POLL_MS });
    },

    burstProgress: (page, count) => page.evaluate(burstState, count),

    async allViewsText(page) {
      const texts: string[] = [];
      const collect = async () => texts.push(await page.locator('body').innerText());
      await openScreen(page, 'Servers');
      await collect();
      await page.getByRole('button', { name: 'Connection Info' }).click();
      await page.getByRole('dialog').waitFor();
      await collect();
      await page.keyboard.press('Escape');
      await openScreen(page, 'Tools');
      // The monitoring sidebar: Logs (when the server declares logging), Protocol, Console.
      const screens = page.getByRole('radiogroup', { name: 'Monitoring screen' }).getByRole('radio');
      for (const name of await screens.evaluateAll((radios) =>
        radios.map((radio) => (radio as HTMLInputElement).value),
      )) {
        await page.getByRole('radiogroup', { name: 'Monitoring screen' }).getByText(name, { exact: true }).click();
        const expandAll = page.getByRole('button', { name: 'Expand all' });
        if (await expandAll.isVisible()) await expandAll.click();
        await page.waitForTimeout(300);
        await collect();
      }
      return texts.join('\n');
    },
  };
}
