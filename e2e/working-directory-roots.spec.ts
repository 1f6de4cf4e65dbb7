import { realpathSync } from 'node:fs';
import {
  chooseTool,
  connect,
  expectConnected,
  fillConnection,
  openInspector,
  openTab,
  resultRegion,
  runTool,
} from './inspector-page.ts';
import { repoRoot } from './inspector.ts';
import { expect, test } from './reused-page.ts';

// The published filesystem server, given no directories: it works only in the roots the client offers.
const filesystem = {
  command: process.execPath,
  args: [`${repoRoot}node_modules/@modelcontextprotocol/server-filesystem/dist/index.js`],
  env: {},
};
const fixtures = realpathSync(`${repoRoot}e2e/fixtures`);

async function allowedDirectories(page: import('@playwright/test').Page): Promise<void> {
  await chooseTool(page, 'list_allowed_directories');
  await runTool(page);
}

test.describe('roots start with the working directory', () => {
  test.use({ defaultServer: { ...filesystem, cwd: fixtures } });

  test("server-filesystem without directories works in the server's working directory, and the Client tab says why", async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await allowedDirectories(page);
    await expect(resultRegion(page)).toContainText(fixtures);
    await openTab(page, 'Client');
    const roots = page.getByRole('region', { name: 'Roots' });
    await expect(roots).toContainText("Starts with the server's working directory");
    await expect(roots.getByLabel('URI of root 1')).toHaveValue(`file://${fixtures}`);
    // The box holds a whole URI: it takes the row's width, not a narrow column.
    const box = await roots.getByLabel('URI of root 1').boundingBox();
    const region = await roots.boundingBox();
    expect(box!.width).toBeGreaterThan(region!.width * 0.8);
  });

  test('an empty list, when the server asks for it, is said in the Requests tab and in the Client tab', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Client');
    const roots = page.getByRole('region', { name: 'Roots' });
    await roots.getByRole('button', { name: 'Remove root 1' }).click();
    await roots.getByRole('button', { name: 'Apply roots' }).click();
    await expect(roots.getByRole('alert')).toContainText('got an empty list');
    await openTab(page, 'Requests');
    await expect(page.getByRole('region', { name: 'Requests from the server' })).toContainText(
      'the Roots list is empty',
    );
    // Back to the working directory: the server is told, and sees it again.
    await openTab(page, 'Client');
    await roots.getByRole('button', { name: 'Use the working directory' }).click();
    await expect(roots.getByLabel('URI of root 1')).toHaveValue(`file://${fixtures}`);
    await allowedDirectories(page);
    await expect(resultRegion(page)).toContainText(fixtures);
  });
});

test.describe('roots without a working directory', () => {
  test.use({ defaultServer: filesystem });

  test("a server given no working directory sees the inspector's own", async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await allowedDirectories(page);
    await expect(resultRegion(page)).toContainText(realpathSync(process.cwd()));
    // A directory typed in the form is the one offered at the next connect.
    await fillConnection(page, { cwd: fixtures });
    await connect(page);
    await expectConnected(page);
    await allowedDirectories(page);
    await expect(resultRegion(page)).toContainText(fixtures);
  });
});
