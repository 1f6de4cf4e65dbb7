import { chooseTool, openInspector, openTab, toolButton } from './inspector-page.ts';
import { repoRoot } from './inspector.ts';
import { expect, test } from './reused-page.ts';

// The published Playwright MCP server: ~25 tools with long names (browser_console_messages, browser_take_screenshot, …).
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

for (const width of [1280, 1024])
  test(`after connecting, the settings fold and every tool name shows whole, its badges beside or below it (${width} px wide)`, async ({
    page,
    inspector,
  }, testInfo) => {
    // Tall enough that the whole list is drawn at once.
    await page.setViewportSize({ width, height: 2400 });
    await openInspector(page, inspector.url);
    await expect(
      page.getByRole('form', { name: 'Connection' }).getByRole('button', { name: 'Connection settings' }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Server overview' })).toContainText('Playwright');
    await openTab(page, 'Tools');
    const list = page.getByRole('list', { name: 'Tools' });
    await expect(list.getByRole('button').first()).toBeVisible();
    const rows = await list.getByRole('button').all();
    expect(rows.length).toBeGreaterThan(15);
    const names: string[] = [];
    for (const row of rows) {
      const name = row.locator('span[title]').first();
      const text = (await name.textContent()) ?? '';
      names.push(text);
      expect(await name.getAttribute('title')).toBe(text);
      // Nothing cut: the text fits its box, and the box sits inside the row with no badge over it.
      expect(
        await name.evaluate(
          (span) => span.scrollWidth <= span.clientWidth && span.scrollHeight <= span.clientHeight + 1,
        ),
        text,
      ).toBe(true);
      const overlaps = await name.evaluate((span) => {
        const box = span.getBoundingClientRect();
        const row = span.closest('button')!.getBoundingClientRect();
        if (box.right > row.right + 0.5 || box.left < row.left) return 'outside the row';
        for (const sibling of Array.from(span.parentElement!.children)) {
          if (sibling === span) continue;
          const other = sibling.getBoundingClientRect();
          if (
            other.width &&
            other.left < box.right &&
            other.right > box.left &&
            other.top < box.bottom &&
            other.bottom > box.top
          )
            return `under ${sibling.textContent}`;
        }
        return '';
      });
      expect(overlaps, text).toBe('');
    }
    expect(names).toContain('browser_console_messages');
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('after-connect.png') });
  });

test('search ranks the exact name first, then names that start with it, then the rest', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Tools');
  const search = page.getByLabel('Search tools');
  const shownNames = () =>
    page.getByRole('list', { name: 'Tools' }).getByRole('button').locator('span[title]:first-child').allTextContents();
  // browser_take_screenshot comes earlier in the server's list and its description names browser_snapshot.
  await search.fill('browser_snapshot');
  await expect.poll(shownNames).toEqual(['browser_snapshot', 'browser_take_screenshot']);
  // The server lists browser_network_requests first; the exact name wins.
  await search.fill('browser_network_request');
  await expect.poll(shownNames).toEqual(['browser_network_request', 'browser_network_requests']);
  // Names before descriptions: browser_find's description mentions a snapshot, and it comes first in the server's list.
  await search.fill('snapshot');
  await expect.poll(shownNames).toEqual(['browser_snapshot', 'browser_find', 'browser_take_screenshot']);
  await chooseTool(page, 'browser_navigate');
  await expect(toolButton(page, 'browser_navigate')).toHaveAttribute('aria-pressed', 'true');
});
