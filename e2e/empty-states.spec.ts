import { openInspector, openTab } from './inspector-page.ts';
import { fixturesDir, repoRoot } from './inspector.ts';
import { expect, test } from './reused-page.ts';

test.describe('a server that declares prompts and resources and lists none', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}empty-lists.mjs`], env: {} } });

  test('says 0 prompts instead of asking to choose one, and shows no subscription controls with nothing to follow', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Prompts');
    await expect(page.getByText('0 prompts', { exact: true })).toBeVisible();
    await expect(page.getByText('Choose a prompt.')).toHaveCount(0);
    await expect(page.getByText(/lists none: 0 prompts/)).toBeVisible();
    await openTab(page, 'Resources');
    await expect(page.getByText('0 resources', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscriptions' })).toHaveCount(0);
    await expect(page.getByText(/List-change subscriptions|subscriptions\/listen/)).toHaveCount(0);
  });
});

test.describe('a server without resources (@playwright/mcp)', () => {
  test.use({
    defaultServer: {
      command: process.execPath,
      args: [
        `${repoRoot}node_modules/@playwright/mcp/cli.js`,
        '--executable-path',
        '/usr/bin/chromium',
        '--headless',
        '--isolated',
      ],
      env: {},
    },
  });

  test('its Resources tab says so, without subscription jargon', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Resources');
    await expect(page.getByText('The server does not offer resources')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscriptions' })).toHaveCount(0);
    await expect(page.getByText(/List-change subscriptions/)).toHaveCount(0);
  });
});

test.describe('a server with resources (server-everything)', () => {
  test('still offers its subscriptions', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Resources');
    await expect(page.getByRole('region', { name: 'Subscriptions' })).toBeVisible();
  });
});
