import { expect, test } from './reused-page.ts';
import { openInspector, openTab, toolButton, toolField } from './inspector-page.ts';

test('arrow keys move through the tools from the search box and from the list', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Tools');
  const search = page.getByLabel('Search tools');
  await search.fill('echo');
  await search.press('ArrowDown');
  await expect(toolButton(page, 'echo')).toHaveAttribute('aria-pressed', 'true');
  await expect(toolField(page, 'message')).toBeVisible();

  await search.fill('get-');
  await toolButton(page, 'get-annotated-message').click();
  await page.keyboard.press('ArrowDown');
  await expect(toolButton(page, 'get-env')).toHaveAttribute('aria-pressed', 'true');
  await expect(toolButton(page, 'get-env')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(toolButton(page, 'get-annotated-message')).toHaveAttribute('aria-pressed', 'true');
});
