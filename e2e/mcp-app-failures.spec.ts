import type { Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, logRows, openInspector, openTab, runTool } from './inspector-page.ts';

// Our probe app (e2e/fixtures/app-host.mjs): its probe views each fail inside the view in one way.
test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}app-host.mjs`], env: {} } });

const appRegion = (page: Page) => page.getByRole('region', { name: 'App', exact: true });
const viewOf = (page: Page, uri: string) =>
  appRegion(page).frameLocator(`iframe[title="${uri}"]`).frameLocator('iframe');
const detail = (page: Page) => page.getByRole('region', { name: 'Entry detail' });

async function runProbe(page: Page, tool: string, action = 'none') {
  await chooseTool(page, tool);
  await page.getByRole('form').getByLabel('action', { exact: true }).selectOption(action);
  await runTool(page);
}

/** The rows the log shows for `filter`, with Only trouble on or off. */
async function rows(page: Page, filter: string, onlyTrouble: boolean) {
  const found = await logRows(page, filter);
  await page.getByLabel('Only trouble').setChecked(onlyTrouble);
  return found;
}

test("a view that tests for eval in a try/catch and goes on to initialize gets information about the host's policy, not a warning", async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'probe-eval-probe');
  await expect(viewOf(page, 'ui://fixture/eval-probe.html').locator('#out')).toContainText('result done none');
  await expect(appRegion(page)).toContainText('initialized');
  const all = await rows(page, 'csp-violation', false);
  await expect(all).toHaveCount(1);
  await all.first().click();
  await expect(detail(page)).toContainText('(profile Specification default) blocked eval (script-src)');
  await expect(detail(page)).toContainText('ext-apps reference host grants it');
  // Not trouble: Only trouble leaves it out.
  await expect(await rows(page, 'csp-violation', true)).toHaveCount(0);
  await expect(appRegion(page).getByRole('alert')).toHaveCount(0);
});

test("a view that needs eval and dies without it is the view's trouble, named, and the handshake note says so", async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'probe-needs-eval');
  await expect(appRegion(page).getByRole('alert')).toContainText(
    'The view has not sent ui/initialize 5 s after its HTML was loaded: it threw',
    { timeout: 15_000 },
  );
  await expect(appRegion(page).getByRole('alert')).toContainText(
    'its Content-Security-Policy blocked eval (the Specification default profile forbids it)',
  );
  const errors = await rows(page, 'sandbox-uncaught-error', true);
  await expect(errors).toHaveCount(1);
  await errors.first().click();
  await expect(detail(page)).toContainText('the view needs eval, which the Specification default profile forbids');
  await expect(detail(page)).toContainText('ext-apps reference host grants it');
  // The note on the stalled handshake carries the finding too.
  await expect(await rows(page, 'has not sent ui/initialize', true)).toHaveCount(1);
});

test('a script that fails to load though its CSP allowed it is reported with its URL, and the handshake note names it, not the policy', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'probe-dead-script');
  const alert = appRegion(page).getByRole('alert');
  await expect(alert).toContainText(
    /The view has not sent ui\/initialize 5 s after its HTML was loaded: its script http:\/\/127\.0\.0\.1:\d+\/probe-lib\.js failed to load/,
    { timeout: 15_000 },
  );
  await expect(alert).not.toContainText('blocked');
  const failed = await rows(page, 'sandbox-load-error', true);
  await expect(failed).toHaveCount(1);
  await failed.first().click();
  await expect(detail(page)).toContainText(/The view's script http:\/\/127\.0\.0\.1:\d+\/probe-lib\.js failed to load/);
  await expect(detail(page)).toContainText('Its Content-Security-Policy allowed it');
  await expect(await rows(page, 'csp-violation', false)).toHaveCount(0);
});

test('an uncaught error and an unhandled rejection in the view reach the log as findings on its channel', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'probe', 'throw');
  await expect(viewOf(page, 'ui://fixture/probe.html').locator('#out')).toContainText('threw');
  const thrown = await rows(page, 'sandbox-uncaught-error', true);
  await expect(thrown).toHaveCount(1);
  await expect(thrown.first()).toContainText('app 1 sandbox');
  await thrown.first().click();
  await expect(detail(page)).toContainText('The view threw an uncaught error');
  await expect(detail(page)).toContainText('probe exploded');

  await runProbe(page, 'probe', 'reject');
  await expect(viewOf(page, 'ui://fixture/probe.html').locator('#out')).toContainText('rejected');
  const rejected = await rows(page, 'sandbox-unhandled-rejection', true);
  await expect(rejected).toHaveCount(1);
  await rejected.first().click();
  await expect(detail(page)).toContainText(
    'The view left a promise rejection unhandled: Error: probe promise rejected',
  );
});

test('the Profile combobox serves the view again under another host policy, and each finding says which profile blocked what', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'probe-blob');
  const uri = 'ui://fixture/blob.html';
  await expect(viewOf(page, uri).locator('#out')).toContainText('result done none');
  const blocked = await rows(page, 'csp-violation', false);
  await expect(blocked).toHaveCount(1);
  await blocked.first().click();
  await expect(detail(page)).toContainText('(profile Specification default) blocked blob');
  await expect(detail(page)).toContainText('no _meta.ui.csp key can allow them');
  await expect(detail(page)).toContainText('ext-apps reference host grants it');
  await expect(detail(page)).not.toContainText('may load only what');

  await openTab(page, 'Tools');
  const profile = appRegion(page)
    .getByRole('toolbar', { name: 'Host' })
    .getByRole('combobox', { name: 'Profile', exact: true });
  await expect(profile).toHaveValue('spec');
  await profile.selectOption({ label: 'ext-apps reference host' });
  // Loaded again under the reference host's policy: the blob: image loads, and nothing more is blocked.
  await expect(viewOf(page, uri).locator('#out')).toContainText('host mcp-loupe');
  await expect(appRegion(page)).toContainText('initialized');
  await expect
    .poll(() =>
      viewOf(page, uri)
        .getByRole('img', { name: 'blob image' })
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await expect(await rows(page, 'csp-violation', false)).toHaveCount(1);
});
