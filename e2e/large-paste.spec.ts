import type { Locator, Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool, toolField } from './inspector-page.ts';
import { pasteAndTime } from './browser-paste.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}form-schemas.mjs`], env: {} } });

/** Focuses the control and pastes into it, as the browser does; done once the page has drawn a frame after it. */
async function paste(page: Page, control: Locator, text: string): Promise<void> {
  await control.focus();
  await pasteAndTime(page, text);
}

// How long the paste and a keystroke after it hold the page is measured by `npm run bench` (bench/paste-bench.ts), not judged here:
// here, the events that keep it short (the megabyte shown in part, read-only, never in an ordinary input) and that typing still lands.
test('a megabyte pasted into a string field is sent whole, and the page stays responsive', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'profile');
  await toolField(page, 'name').fill('Ada');
  const text = 'lorem ipsum dolor sit amet '.repeat(40_000).slice(0, 1_000_000);

  await paste(page, toolField(page, 'note'), text);
  const note = page.getByRole('textbox', { name: 'note', exact: true });
  await expect(note).toHaveAttribute('aria-readonly', 'true');
  await expect(note).toBeFocused();
  await expect(page.getByText(/^1,000,000 characters, shown in part/)).toBeVisible();

  // Typing elsewhere still lands with the megabyte in the form.
  await toolField(page, 'name').focus();
  await page.keyboard.type('!');
  await expect(toolField(page, 'name')).toHaveValue('Ada!');

  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"name":"Ada!","note":"lorem ipsum dolor sit amet lorem');
  // All of it was sent: 'args: {"name":"Ada!","note":"' and '"}' around the million characters.
  await expect(resultRegion(page)).toContainText('of 1,000,031 characters');

  // A short paste replaces it, back in an ordinary input.
  await paste(page, note, 'short again');
  await expect(toolField(page, 'note')).toHaveValue('short again');
  await expect(toolField(page, 'note')).toBeFocused();
});
