import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect, fixturesDir, test } from './inspector.ts';
import {
  chooseTool,
  connect,
  expectConnected,
  fillConnection,
  openInspector,
  resultRegion,
  runTool,
  toolField,
} from './inspector-page.ts';

type Appearance = 'Light' | 'Dark' | 'System';

/**
 * Buttons ease their colours over 150 ms (a change of appearance, a hover, a press): the contrast is judged once those
 * shown are in their own colours (a tab not shown keeps its style as it was, content-visibility: hidden, and eases
 * when shown again).
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation instanceof CSSTransition &&
            (animation.effect as KeyframeEffect | null)?.target?.checkVisibility() !== false,
        ),
  );
}

/** Chooses in the header's Menu, as a person would, and closes it with Escape (the focus goes back to its button). */
async function chooseAppearance(page: Page, choice: Appearance): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const group = page.getByRole('radiogroup', { name: 'Appearance' });
  await group.getByRole('radio', { name: choice, exact: true }).check();
  await expect(group.getByRole('radio', { name: choice, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(group).toHaveCount(0);
  await expect(menu).toBeFocused();
  // Its focus ring shows in either appearance.
  await expect(menu).not.toHaveCSS('box-shadow', 'none');
  await transitionsDone(page);
}

const shown = (page: Page) => page.locator('html').getAttribute('data-appearance');

/**
 * axe's color-contrast rule (WCAG 2 AA: 4.5:1 for text, 3:1 for large text) on what the page shows now. axe is put
 * into this page by the test alone (the page's own code never loads it), once per document: a Playwright evaluate is
 * not held to the page's CSP. The frames (the network frames, an app's view) are not the page's own text.
 */
async function contrastProblems(page: Page): Promise<string[]> {
  await transitionsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
      iframes: false,
    });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`),
    );
  });
}

// Every tab in the order the strip shows them (Requests and Log carry a count in their names).
const tabs = [
  'Tools',
  'Resources',
  'Prompts',
  'Skills',
  'Chat',
  'Evals',
  'Collections',
  'Tasks',
  /^Requests/,
  'Server messages',
  /^Log/,
  'Compare',
  'Checkup',
  'Client',
  'Connection',
] as const;

test.describe('with server-everything', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every tab, in light and in dark, writes its text with WCAG AA contrast', async ({ page, inspector }) => {
    // 30 passes of the contrast rule over a full page: a bound for a machine kept busy, not a measure.
    test.slow();
    await openInspector(page, inspector.url);
    // A result on the Tools tab, a frame open in the Log: more of each tab than its empty state.
    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('hello in both appearances');
    await runTool(page);
    await expect(resultRegion(page).getByText('Echo: hello in both appearances')).toBeVisible();

    const problems: string[] = [];
    for (const appearance of ['Light', 'Dark'] as const) {
      await chooseAppearance(page, appearance);
      expect(await shown(page)).toBe(appearance.toLowerCase());
      for (const name of tabs) {
        const tab = page.getByRole('tab', { name, exact: typeof name === 'string' });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        // A tab's code comes when it is first shown: judge the tab, not its loading line.
        await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
        if (String(name) === String(/^Log/)) {
          await page.getByRole('row').filter({ hasText: 'tools/call' }).last().click();
          await page.getByRole('button', { name: 'Tree', exact: true }).click();
          await expect(page.getByRole('list', { name: 'JSON tree' })).toBeVisible();
          problems.push(...(await contrastProblems(page)).map((problem) => `${appearance}, Log frame: ${problem}`));
          await page.getByRole('button', { name: 'Timeline', exact: true }).click();
        }
        problems.push(...(await contrastProblems(page)).map((problem) => `${appearance}, ${name}: ${problem}`));
        if (String(name) === String(/^Log/)) await page.getByRole('button', { name: 'Frames', exact: true }).click();
      }
    }
    expect(problems).toEqual([]);
  });

  test('the choice is kept through a reload and set before the page runs; System follows the system live', async ({
    page,
    inspector,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openInspector(page, inspector.url);
    // Nothing chosen yet: System, and the system is dark.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'System', exact: true })).toBeChecked();
    await page.keyboard.press('Escape');
    expect(await shown(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => shown(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => shown(page)).toBe('dark');

    // Light, chosen, outlives a reload in a dark system.
    await chooseAppearance(page, 'Light');
    await page.reload();
    await expect(page.getByRole('status', { name: 'Connection status' })).toBeVisible();
    expect(await shown(page)).toBe('light');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Light', exact: true })).toBeChecked();
    await page.keyboard.press('Escape');

    // Set before the app's code runs (no dark first paint): with the app's scripts held back, the page is light already.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect.poll(() => shown(page)).toBe('light');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
    await page.unroute('**/assets/*.js');

    // Back to System: the system's scheme again, and live.
    await page.reload();
    await chooseAppearance(page, 'System');
    expect(await shown(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => shown(page)).toBe('light');

    // Toggled from the keyboard (its shortcut, then the command palette): the other of what is shown, kept as the choice.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Alt+Shift+A');
    await expect.poll(() => shown(page)).toBe('dark');
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('toggle appearance');
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page)).toBe('light');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Light', exact: true })).toBeChecked();
  });
});

test.describe('Markdown from a server', () => {
  test.use({
    viewport: { width: 1440, height: 900 },
    defaultServer: { command: process.execPath, args: [`${fixturesDir}rich-results.mjs`], env: {} },
  });

  test('a Markdown description and result read with AA contrast in both appearances', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    const problems: string[] = [];
    for (const appearance of ['Light', 'Dark'] as const) {
      await chooseAppearance(page, appearance);
      await chooseTool(page, 'markdown_answer');
      await runTool(page);
      await expect(resultRegion(page).getByRole('heading', { name: 'Summary' })).toBeVisible();
      problems.push(...(await contrastProblems(page)).map((problem) => `${appearance}, a result: ${problem}`));
      await chooseTool(page, 'search_catalogue');
      await expect(page.getByRole('form').getByRole('heading', { name: 'Search the catalogue' })).toBeVisible();
      problems.push(...(await contrastProblems(page)).map((problem) => `${appearance}, a description: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});

test.describe('a snapshot diff', () => {
  test.use({
    viewport: { width: 1440, height: 900 },
    defaultServer: {
      command: process.execPath,
      args: [`${fixturesDir}varying-tools.mjs`],
      env: { TOOLS_VARIANT: 'before' },
    },
  });

  test("the Compare tab's added, removed and changed read with AA contrast in both appearances", async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    const compareTab = page.getByRole('tab', { name: 'Compare', exact: true });
    await compareTab.click();
    await page.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(page.getByRole('article', { name: 'After snapshot' })).toContainText('2 tools');
    await fillConnection(page, { env: { TOOLS_VARIANT: 'after' } });
    await connect(page);
    await expectConnected(page);
    await compareTab.click();
    await expect(page.getByRole('button', { name: 'Take snapshot' })).toBeEnabled();
    await page.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(page.getByRole('region', { name: 'Tools' })).toContainText('1 added');
    const problems: string[] = [];
    for (const appearance of ['Light', 'Dark'] as const) {
      await chooseAppearance(page, appearance);
      problems.push(...(await contrastProblems(page)).map((problem) => `${appearance}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});

test.describe('an MCP App', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}app-host.mjs`], env: {} } });

  test("the host's theme follows the page's appearance until it is set on the Host bar", async ({
    page,
    inspector,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openInspector(page, inspector.url);
    await chooseTool(page, 'probe');
    await page.getByRole('form').getByLabel('action', { exact: true }).selectOption('none');
    await runTool(page);
    const app = page.getByRole('region', { name: 'App', exact: true });
    const view = app.frameLocator('iframe[title="ui://fixture/probe.html"]').frameLocator('iframe');
    await expect(view.locator('#out')).toContainText('host mcp-loupe, theme dark');
    const theme = app.getByRole('toolbar', { name: 'Host' }).getByRole('combobox', { name: 'Theme' });
    await expect(theme.locator('option:checked')).toHaveText('as the page (dark)');

    await chooseAppearance(page, 'Light');
    await expect(view.locator('#out')).toContainText('"theme":"light"');
    await expect(theme.locator('option:checked')).toHaveText('as the page (light)');

    // Set on the Host bar, the host's theme stays what was set whatever the page does.
    await theme.selectOption('dark');
    await expect(view.locator('#out')).toContainText(/context changed \{[^\n]*"theme":"dark"/);
    const before = (await view.locator('#out').textContent()) ?? '';
    await chooseAppearance(page, 'Dark');
    await chooseAppearance(page, 'Light');
    await expect(theme).toHaveValue('dark');
    // A change of locale after them: whatever the host told the view in between has arrived by the time it has.
    await app.getByRole('toolbar', { name: 'Host' }).getByRole('combobox', { name: 'Locale' }).selectOption('de-DE');
    await expect(view.locator('#out')).toContainText('"locale":"de-DE"');
    const after = (await view.locator('#out').textContent()) ?? '';
    expect(after.slice(before.length)).not.toContain('"theme"');
  });
});
