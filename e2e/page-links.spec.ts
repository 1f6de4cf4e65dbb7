import type { Page } from '@playwright/test';
import { expect, fixturesDir, fixtureServer, test } from './inspector.ts';
import {
  chooseTool,
  connect,
  connectionStatus,
  expectConnected,
  fillConnection,
  openInspector,
  openTab,
  toolField,
} from './inspector-page.ts';

// Links to a place (README "Links"): the page's address says the tab, the item and the server; Copy link copies it
// (without the token), and the address the proxy printed with the link's place after it opens there.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function copyLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied (without the token).' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The chosen tool's form, named by its title and name ("Echo Tool echo"). */
const toolHeading = (page: Page, name: string) => page.getByRole('form', { name: new RegExp(`(^| )${name}$`) });

test('a copied link opens the tool with its arguments in a fresh page; Back and Forward step through tabs and tools', async ({
  page,
  browser,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'echo');
  await toolField(page, 'message').fill('sent by a link');
  const link = await copyLink(page);
  expect(link).not.toContain(inspector.token);
  expect(link).not.toContain('token');
  const hash = new URL(link).hash;
  expect(hash).toMatch(/^#tab=tools&tool=echo&args=.+&server=[0-9a-f]{12}$/);

  // A fresh browser (no storage of this one), opened with the printed address and the link's place after it.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(`${inspector.url}${hash}`);
    await expectConnected(other);
    await expect(other.getByRole('tab', { name: 'Tools', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(toolHeading(other, 'echo')).toBeVisible();
    await expect(toolField(other, 'message')).toHaveValue('sent by a link');
    // The same server: nothing to say about the link.
    await expect(other.getByRole('note', { name: 'About this link' })).toHaveCount(0);
    // The token and the arguments left the address once read; the place stays.
    await expect.poll(() => other.url()).not.toContain('token=');
    expect(other.url()).not.toContain('args=');
    expect(other.url()).toContain('tool=echo');
  } finally {
    await fresh.close();
  }

  // Back and Forward, as the person moved: echo, another tool, the Resources tab.
  await chooseTool(page, 'get-sum');
  await expect(toolHeading(page, 'get-sum')).toBeVisible();
  await openTab(page, 'Resources');
  const resourcesTab = page.getByRole('tab', { name: 'Resources', exact: true });
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Tools', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(toolHeading(page, 'get-sum')).toBeVisible();
  await page.goBack();
  await expect(toolHeading(page, 'echo')).toBeVisible();
  await expect(toolHeading(page, 'get-sum')).toBeHidden();
  await page.goForward();
  await expect(toolHeading(page, 'get-sum')).toBeVisible();
  await page.goForward();
  await expect(resourcesTab).toHaveAttribute('aria-selected', 'true');
});

test('a resource and a prompt by link, the prompt with its arguments', async ({ page, inspector }) => {
  const resource = 'demo://resource/static/document/architecture.md';
  await page.goto(`${inspector.url}#resource=${encodeURIComponent(resource)}`);
  await expectConnected(page);
  await expect(page.getByRole('tab', { name: 'Resources', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Resource contents' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(resource);

  // Pasted into the same tab's address bar: the page goes there without reloading. A template by its URI template.
  await page.evaluate(
    (place) => {
      window.location.hash = place;
    },
    `#template=${encodeURIComponent('demo://resource/dynamic/text/{resourceId}')}`,
  );
  await expect(page.getByLabel('resourceId', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('demo://resource/dynamic/text/{resourceId}');
  const args = encodeURIComponent(JSON.stringify({ resourceType: 'Text', resourceId: '1' }));
  await page.evaluate((place) => {
    window.location.hash = place;
  }, `#prompt=resource-prompt&args=${args}`);
  await expect(page.getByRole('tab', { name: 'Prompts', exact: true })).toHaveAttribute('aria-selected', 'true');
  const promptForm = page.getByRole('form', { name: 'Prompt resource-prompt' });
  await expect(promptForm.getByLabel(/^resourceType/)).toHaveValue('Text');
  await expect(promptForm.getByLabel(/^resourceId/)).toHaveValue('1');
  // Once in the form, the arguments leave the address (and the history); the place stays.
  await expect.poll(() => page.url()).not.toContain('args=');
  expect(page.url()).toContain('prompt=resource-prompt');
  await page.getByRole('button', { name: 'Get prompt' }).click();
  await expect(page.getByRole('region', { name: 'Prompt messages' })).toContainText(
    'This prompt includes the Text resource with id: 1',
  );
  // Copy link carries the prompt's arguments as they are in its form.
  expect(new URL(await copyLink(page)).hash).toContain(`prompt=resource-prompt&args=${args}`);
});

test('a link to a server this browser knows fills the panel and starts nothing; a hostile or unknown one is said', async ({
  page,
  context,
  inspector,
}) => {
  // Connected once to another server: the browser remembers it (localStorage), and a link names it by id.
  await openInspector(page, inspector.url);
  const burst = fixtureServer('burst');
  await fillConnection(page, { command: burst.command, args: burst.args });
  await connect(page);
  await expectConnected(page);
  await openTab(page, 'Log');
  const hash = new URL(await copyLink(page)).hash;
  expect(hash).toMatch(/^#tab=log&server=[0-9a-f]{12}$/);

  // A new tab of the same browser starts with the default server, but the link is to the other one: filled in, not run.
  const second = await context.newPage();
  await second.goto(`${inspector.url}${hash}`);
  await expect(second.getByRole('note', { name: 'About this link' })).toContainText(
    'a server this browser connected to before: its settings are in the connection panel, and nothing starts until you press Connect.',
  );
  await expect(second.getByRole('note', { name: 'Filled in' })).toContainText('Nothing runs until you press Connect.');
  await expect(second.getByRole('tab', { name: 'Log', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(connectionStatus(second)).toContainText('Disconnected');
  await connect(second);
  await expectConnected(second);
  await expect(second.getByRole('region', { name: 'Server overview' })).toContainText('burst');

  // Unknown server, unknown tab, arguments that are not JSON: each said, none of them an error; the page still opens.
  const third = await context.newPage();
  await third.goto(`${inspector.url}#tab=javascript:alert(1)&tool=echo&args={oops&server=0123456789ab`);
  await expectConnected(third);
  const note = third.getByRole('note', { name: 'About this link' });
  await expect(note).toContainText(
    'The address names a tab this page does not have, “javascript:alert(1)”; it was ignored.',
  );
  await expect(note).toContainText("The address's arguments are not JSON");
  await expect(note).toContainText(
    'This link names a server this browser has not connected to lately (id 0123456789ab)',
  );
  await expect(toolHeading(third, 'echo')).toBeVisible();

  // Without the token (a copied link in a new browser), the page says how to open it.
  const fresh = await page.context().browser()?.newContext();
  if (!fresh) throw new Error('no browser');
  try {
    const bare = await fresh.newPage();
    await bare.goto(`${new URL(inspector.url).origin}/#tab=tools&tool=echo`);
    await expect(bare.getByRole('alert')).toHaveText(
      "No session token. Open the URL that mcp-loupe printed when it started (it ends in ?token=…). To open this link's place, add #tab=tools&tool=echo at its end.",
    );
  } finally {
    await fresh.close();
  }
});

test.describe('a skill by link', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}skills-server.mjs`], env: {} } });

  test('by its name it opens, and Copy link names it by the URI of its SKILL.md', async ({ page, inspector }) => {
    await page.goto(`${inspector.url}#skill=release-notes`);
    await expectConnected(page);
    await expect(page.getByRole('tab', { name: 'Skills', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('region', { name: 'Skill release-notes' }).getByRole('status', { name: 'Verification' }),
    ).toContainText('Verified');
    const link = new URL(await copyLink(page));
    expect(new URLSearchParams(link.hash.slice(1)).get('skill')).toBe('skill://acme/docs/release-notes/SKILL.md');
  });
});

test("the links' code refused (mcp-loupe stopped after the page connected): Copy link says so in its place, and the page stays", async ({
  page,
  inspector,
}) => {
  // Its chunk comes after the first screen: refuse it as a stopped proxy would.
  let refused = 0;
  await page.route(/\/assets\/page-links-[^/]*\.js$/, (route) => {
    refused++;
    return route.abort('connectionrefused');
  });
  await openInspector(page, inspector.url);
  await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByText(/^Could not show Copy link/)).toBeVisible();
  // The rest of the page works on: the header's status, the tools and a tool's form.
  await expectConnected(page);
  await chooseTool(page, 'echo');
  await expect(toolHeading(page, 'echo')).toBeVisible();
});
