import type { Locator, Page } from '@playwright/test';
import { hostileUrls } from './fixtures/lib/hostile-payloads.mjs';

/**
 * A walk through every place the page shows what the hostile-content
 * fixture sends, and what the page did at each: whether any payload ran,
 * a dialog opened, the page navigated, or a URL that is not http(s) became
 * a link or was handed to window.open. Plain locator calls, no assertions:
 * the e2e spec asserts on the facts and the hardening suite tallies them.
 * The page should be opened with the CSP bypassed, so that the page's own
 * rendering, not its policy, is what is tested.
 */

export const hostileServerFile = 'hostile-content.mjs';
export type Scheme = keyof typeof hostileUrls;
export const hostileSchemes = Object.keys(hostileUrls) as Scheme[];

/** What the page did, since the watch began. */
export interface PageFacts {
  /** Tags of payloads that ran (window.__pwned). */
  ran: string[];
  dialogs: string[];
  /** URLs given to window.open. */
  opened: string[];
  /** Links whose target is not http, https or blob (ours, for downloads), as resolved by the browser. */
  unsafeLinks: string[];
  /** Elements with an inline event handler attribute (the page sets none). */
  inlineHandlers: number;
  /** Script elements beyond the page's own. */
  scripts: number;
  /** The page's URL moved off the inspector. */
  navigatedTo: string | undefined;
}

export interface Watch {
  facts(): Promise<PageFacts>;
}

const openableScheme = /^(https?|blob):/;

/** Records dialogs and window.open from now on; call before the page is opened. */
export async function watchPage(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // window.open is recorded, not done: nothing leaves the machine, and the URL asked for is what counts.
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.defineProperty(window, '__opened', { value: opened });
    window.open = ((url?: string | URL) => {
      opened.push(String(url ?? ''));
      return null;
    }) as typeof window.open;
  });
  let start: string | undefined;
  return {
    async facts() {
      start ??= new URL(page.url()).origin;
      const inPage = await page.evaluate(() => {
        const all = [...document.querySelectorAll('*')];
        return {
          ran: ((window as unknown as { __pwned?: string[] }).__pwned ?? []).slice(),
          opened: ((window as unknown as { __opened?: string[] }).__opened ?? []).slice(),
          hrefs: [...document.querySelectorAll('a[href], area[href]')].map((link) => (link as HTMLAnchorElement).href),
          inlineHandlers: all.filter((element) =>
            [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
          ).length,
          scripts: [...document.scripts].filter(
            (script) => !script.src || new URL(script.src).origin !== location.origin,
          ).length,
        };
      });
      const origin = new URL(page.url()).origin;
      return {
        ran: inPage.ran,
        dialogs: [...dialogs],
        opened: inPage.opened,
        unsafeLinks: inPage.hrefs.filter((href) => !openableScheme.test(href)),
        inlineHandlers: inPage.inlineHandlers,
        scripts: inPage.scripts,
        navigatedTo: origin === start ? undefined : page.url(),
      };
    },
  };
}

/** Nothing ran, opened or navigated, and no link or window.open leads anywhere but http(s). */
export function heldFirm(facts: PageFacts): boolean {
  return (
    facts.ran.length === 0 &&
    facts.dialogs.length === 0 &&
    facts.unsafeLinks.length === 0 &&
    facts.inlineHandlers === 0 &&
    facts.scripts === 0 &&
    facts.navigatedTo === undefined &&
    facts.opened.every((url) => /^https?:/.test(url))
  );
}

const resultRegion = (page: Page): Locator => page.getByRole('region', { name: 'Result' });
const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: 15_000 });

async function openTab(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('tab', { name, exact: typeof name === 'string' }).click();
}

async function runTool(page: Page, name: string): Promise<void> {
  await openTab(page, 'Tools');
  await page.getByLabel('Search tools').fill(name);
  await page
    .getByRole('list', { name: 'Tools' })
    .getByRole('button', { name: new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Run tool', exact: true }).click();
}

/** The waiting elicitation/create request shown for the running call. */
const elicitation = (page: Page): Locator =>
  page.getByRole('group', { name: /elicitation\/create/ }).filter({ hasText: 'Waiting for you' });

/** One place the fixture's content shows, and how to get it shown (and, for URLs, offered). */
export interface Surface {
  name: string;
  visit(page: Page): Promise<void>;
}

export const surfaces: Surface[] = [
  {
    name: 'serverInfo, websiteUrl, icons and instructions',
    async visit(page) {
      await visible(page.getByRole('region', { name: 'Server overview' }).filter({ hasText: 'click server-title' }));
    },
  },
  {
    name: 'tool names, titles, descriptions and input schema',
    async visit(page) {
      await openTab(page, 'Tools');
      await page.getByLabel('Search tools').fill('');
      await visible(page.getByRole('list', { name: 'Tools' }).getByText('click tool-result-title'));
      await page.getByLabel('Search tools').fill('hostile-result');
      await page
        .getByRole('list', { name: 'Tools' })
        .getByRole('button', { name: /hostile-result/ })
        .first()
        .click();
      await visible(page.getByText('click tool-result-field-title'));
    },
  },
  {
    name: 'tool result: text, Markdown, resource_link and embedded resources',
    async visit(page) {
      await runTool(page, 'hostile-result');
      await visible(resultRegion(page).getByText('click result-text'));
      await visible(resultRegion(page).getByText('file:///etc/passwd'));
      // A resource_link to javascript: is read (resources/read), never opened.
      await resultRegion(page).getByRole('button', { name: 'Read resource' }).first().click();
      await visible(resultRegion(page).getByText('click resource-read'));
    },
  },
  {
    name: 'log messages and stderr',
    async visit(page) {
      await openTab(page, 'Server messages');
      await visible(page.getByText('click log-data'));
      await openTab(page, 'Log');
      await page.getByLabel('Filter log').fill('notifications/message');
      const row = page
        .getByRole('region', { name: 'Message log' })
        .getByRole('row')
        .filter({ hasText: 'notifications/message' })
        .first();
      await row.click();
      await visible(page.getByRole('region', { name: 'Entry detail' }));
      await page.getByLabel('Filter log').fill('');
    },
  },
  {
    name: 'error message and data',
    async visit(page) {
      await runTool(page, 'hostile-error');
      await visible(resultRegion(page).getByText('click error-message'));
    },
  },
  {
    name: 'elicitation form: message, titles, descriptions, defaults, options',
    async visit(page) {
      await runTool(page, 'hostile-elicit-form');
      const request = elicitation(page);
      await visible(request.getByText('click elicit-form-message'));
      await request.getByRole('button', { name: 'Cancel', exact: true }).click();
      await visible(resultRegion(page).getByText('elicitation answered'));
    },
  },
  {
    name: 'resources and resource templates: names, titles, URIs, contents',
    async visit(page) {
      await openTab(page, 'Resources');
      const list = page.getByRole('list', { name: 'Resources', exact: true });
      await visible(list.getByText('click resource-javascript-title'));
      await list.getByRole('button').first().click();
      const read = page.getByRole('button', { name: 'Read resource' });
      if (await read.count()) await read.first().click();
      await visible(page.getByRole('region', { name: 'Resource contents' }).getByText('click resource-read'));
    },
  },
  {
    name: 'prompts: names, titles, arguments, messages',
    async visit(page) {
      await openTab(page, 'Prompts');
      await page
        .getByRole('list', { name: 'Prompts', exact: true })
        .getByRole('button', { name: /hostile-prompt/ })
        .click();
      await page.getByRole('button', { name: 'Get prompt' }).click();
      await visible(page.getByRole('region', { name: 'Prompt messages' }).getByText('click prompt-message'));
    },
  },
];

/**
 * URL-mode elicitation of a URL that must not open: whether it is shown
 * with the reason and Accept disabled. An enabled Accept is clicked, as a
 * person fooled by the server would, so the watch sees what it opens.
 */
export async function urlElicitationHeld(page: Page, scheme: Scheme): Promise<boolean> {
  await runTool(page, `hostile-elicit-url-${scheme}`);
  const request = elicitation(page);
  await visible(request.getByText(`click elicit-url-${scheme}-message`));
  const accept = request.getByRole('button', { name: 'Accept', exact: true });
  const acceptable = await accept.isEnabled();
  const held = !acceptable && (await request.getByText(`this one is ${scheme}:`).count()) === 1;
  await (acceptable ? accept : request.getByRole('button', { name: 'Decline', exact: true })).click();
  await visible(resultRegion(page).getByText('elicitation answered'));
  return held;
}

/**
 * The -32042 error's URLs: per scheme, whether it is offered no Open URL;
 * and the one https URL, whether its button opens exactly it.
 */
export async function urlRequiredHeld(page: Page): Promise<{ schemes: Record<Scheme, boolean>; httpsOpens: boolean }> {
  await runTool(page, 'hostile-32042');
  const group = resultRegion(page).getByRole('group', { name: 'URL elicitation required' });
  await visible(group.getByText('The one page that may open'));
  const buttons = group.getByRole('button', { name: 'Open URL' });
  const schemes = {} as Record<Scheme, boolean>;
  for (const scheme of hostileSchemes)
    schemes[scheme] = (await buttons.count()) === 1 && (await group.getByText(`this one is ${scheme}:`).count()) === 1;
  // Every Open URL offered is clicked: the watch then holds each URL it opened.
  for (let index = 0; index < (await buttons.count()); index++) await buttons.nth(index).click();
  const opened = await page.evaluate(() => ((window as unknown as { __opened?: string[] }).__opened ?? []).slice());
  return { schemes, httpsOpens: opened.includes('https://example.com/consent') };
}
