import { expect, test } from './inspector.ts';
import {
  chooseTool,
  expectConnected,
  logRows,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolButton,
  toolField,
} from './inspector-page.ts';

// `initialize` but not `notifications/initialized`.
const initialize = /initialize(?!d)/;

test.describe('server-everything over stdio', () => {
  test('connects, runs echo and logs both sides of each exchange', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);

    await openTab(page, 'Tools');
    await expect(toolButton(page, 'echo')).toBeVisible();

    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('hello loupe');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('hello loupe');

    const initializeRows = rowsWith(await logRows(page, 'initialize'), initialize);
    await expect(rowsWith(initializeRows, '→').first()).toBeVisible();
    await expect(rowsWith(initializeRows, '←').first()).toBeVisible();

    const callRows = rowsWith(await logRows(page, 'tools/call'), 'tools/call');
    await expect(rowsWith(callRows, '→').first()).toBeVisible();
    await expect(rowsWith(callRows, '←').first()).toBeVisible();

    // Back on Tools, the chosen tool, its input and its result are as they were.
    await openTab(page, 'Tools');
    await expect(toolField(page, 'message')).toHaveValue('hello loupe');
    await expect(resultRegion(page)).toContainText('hello loupe');
  });

  test('drops the token from the address bar and survives a reload', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await expect(page).not.toHaveURL(/token=/);
    expect(page.url()).not.toContain(inspector.token);

    await page.reload();
    await expectConnected(page);
    await expect(page).not.toHaveURL(/token=/);

    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('after reload');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('after reload');
  });
});
