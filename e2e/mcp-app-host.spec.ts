import type { Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, logRows, openInspector, openTab, rowsWith, runTool } from './inspector-page.ts';

// Our probe app: its view does what its tool input says and writes what happened into its page.
test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}app-host.mjs`], env: {} } });

const appRegion = (page: Page) => page.getByRole('region', { name: 'App', exact: true });
const viewOf = (page: Page, uri: string) =>
  appRegion(page).frameLocator(`iframe[title="${uri}"]`).frameLocator('iframe');
const PROBE = 'ui://fixture/probe.html';

async function runProbe(page: Page, action: string, options: { tool?: string; target?: string } = {}) {
  await chooseTool(page, options.tool ?? 'probe');
  const form = page.getByRole('form');
  await form.getByLabel('action', { exact: true }).selectOption(action);
  if (options.target !== undefined) await form.getByLabel('target', { exact: true }).fill(options.target);
  await runTool(page);
}

test('the sandbox denies what the view did not declare, names the key that would allow it, and grants what it declared', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'fetch-undeclared');
  const view = viewOf(page, PROBE);
  await expect(view.locator('#out')).toContainText('granted csp {}');
  await expect(view.locator('#out')).toContainText('fetch undeclared failed');
  await expect(view.locator('#out')).toContainText('result done fetch-undeclared');
  const rows = await logRows(page, 'csp-violation');
  await expect(rows.first()).toContainText('app 1 sandbox');
  await rows.first().click();
  await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText(
    'declare https://blocked.example in _meta.ui.csp.connectDomains to allow it',
  );

  // The same view, its resource declaring one connect origin: that one is granted, and echoed to the view.
  await runProbe(page, 'fetch-declared', { tool: 'probe-open', target: 'http://127.0.0.1:9/ping' });
  const open = viewOf(page, 'ui://fixture/probe-open.html');
  await expect(open.locator('#out')).toContainText('granted csp {"connectDomains":["http://127.0.0.1:9"]}');
  await expect(open.locator('#out')).toContainText('fetch declared: sent (network');
  // No new violation: the declared origin was allowed.
  await expect(await logRows(page, 'csp-violation')).toHaveCount(1);

  // Declared on the resource's listing only: the host reads it there too.
  await runProbe(page, 'none', { tool: 'probe-listed' });
  await expect(viewOf(page, 'ui://fixture/probe-listed.html').locator('#out')).toContainText(
    'granted csp {"connectDomains":["http://127.0.0.1:8"]}',
  );
});

test('the view may call app tools only, and what it asks of the person waits for the person', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'call-model-only');
  const view = viewOf(page, PROBE);
  await expect(view.locator('#out')).toContainText('model-only failed: Tool "model-only" is not callable by apps');
  // Refused by the host: the server never heard of it.
  await expect(rowsWith(await logRows(page, 'model-only'), 'app 1')).not.toHaveCount(0);
  await expect(
    rowsWith(await logRows(page, 'tools/call'), '"name":"model-only"').filter({ hasNotText: 'app 1' }),
  ).toHaveCount(0);

  await runProbe(page, 'call-app-only');
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('app-only: app-only ran');

  await runProbe(page, 'open-js');
  await expect(viewOf(page, PROBE).locator('#out')).toContainText(
    'open javascript failed: Policy violation: not opened: only http and https links are opened; this one is javascript:',
  );
  await runProbe(page, 'open-https');
  const ask = page.getByRole('dialog', { name: 'Open link' });
  await expect(ask).toContainText('https://example.com/docs');
  await expect(ask.getByRole('link', { name: 'Open link' })).toHaveAttribute('rel', 'noopener noreferrer');
  await ask.getByRole('button', { name: 'Refuse' }).click();
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('open https failed: Link opening denied by user');

  await runProbe(page, 'download');
  const save = page.getByRole('dialog', { name: 'Download' });
  await expect(save).toContainText('report.csv');
  const downloading = page.waitForEvent('download');
  await save.getByRole('button', { name: 'Save' }).click();
  expect((await downloading).suggestedFilename()).toBe('report.csv');
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('download: {}');

  // A right-to-left override in the name is written out, and the name shown is the name saved.
  await runProbe(page, 'download-bidi');
  const bidi = page.getByRole('dialog', { name: 'Download' });
  await expect(bidi).toContainText('invoice[U+202E]fdp.exe');
  await expect(bidi).toContainText('hide or reorder text (U+202E)');
  const savingBidi = page.waitForEvent('download');
  await bidi.getByRole('button', { name: 'Save' }).click();
  expect((await savingBidi).suggestedFilename()).toBe('invoice[U+202E]fdp.exe');

  await runProbe(page, 'message');
  const messages = page.getByRole('region', { name: 'App messages' });
  await expect(messages).toContainText('hello from the view');
  await expect(messages).toContainText('context v2');
  await expect(messages).not.toContainText('context v1');
  await expect(messages).toContainText('a log line from the view');
});

test('display modes, sizes and the host context follow what the view declared; teardown waits for the view', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  // The probe declares inline and pip: the Host bar offers those, not fullscreen.
  const modes = appRegion(page).getByRole('radiogroup', { name: 'Display mode' });
  await runProbe(page, 'pip');
  const view = viewOf(page, PROBE);
  await expect(view.locator('#out')).toContainText('pip: pip');
  await expect(modes.getByRole('radio')).toHaveCount(2);
  await expect(modes).toHaveText('inlinepip');
  await expect(appRegion(page)).toHaveCSS('position', 'fixed');
  await appRegion(page).getByRole('radiogroup', { name: 'Display mode' }).getByText('inline').click();
  await expect(appRegion(page)).not.toHaveCSS('position', 'fixed');
  await expect(view.locator('#out')).toContainText('context changed {"displayMode":"inline"');

  // fullscreen is the host's but not the view's: the host keeps the mode it has, and the log flags the ask.
  await runProbe(page, 'fullscreen');
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('fullscreen: inline');
  await expect((await logRows(page, 'display-mode')).first()).toBeVisible();

  await runProbe(page, 'resize');
  await expect(appRegion(page).locator(`iframe[title="${PROBE}"]`)).toHaveCSS('height', '555px');
  await appRegion(page)
    .getByRole('toolbar', { name: 'Host' })
    .getByRole('combobox', { name: 'Theme' })
    .selectOption('dark');
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('"theme":"dark"');

  await openTab(page, 'Tools');
  await appRegion(page).getByRole('button', { name: 'Close app' }).click();
  await expect(appRegion(page)).toHaveCount(0);
  // Each of the three views (two replaced by a new run, the last closed) was asked to tear down and answered before it went: the view answers 400 ms after it is asked.
  const teardowns = rowsWith(await logRows(page, 'ui/resource-teardown'), /[←→]ui\/resource-teardown/);
  const answers = teardowns.filter({ hasText: '(result)' });
  await expect
    .poll(async () => (await answers.count()) === (await teardowns.count()) / 2 && (await answers.count()) === 3)
    .toBe(true);
  for (const latency of await answers.allTextContents()) expect(latency).toMatch(/(?<!\d)([4-9]\d\d|\d{4,}) ms/);
});

test('a cancelled call is said to the view', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'none', { tool: 'slow' });
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('input {"action":"none"}');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('cancelled: ');
});

test('the view cannot reach the inspector: not its DOM, storage or API, and it cannot navigate the page', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  const origin = new URL(inspector.url).origin;
  await runProbe(page, 'escape', { target: origin });
  const out = viewOf(page, PROBE).locator('#out');
  await expect(out).toContainText('parent DOM failed');
  await expect(out).toContainText('top location failed');
  await expect(out).toContainText('inspector storage failed');
  await expect(out).toContainText('proxy API failed');
  await expect(out).toContainText('result done escape');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(appRegion(page)).toBeVisible();
});

test('a view that loops for ever leaves the page working: it runs on a site of its own, in a process of its own, and Close app removes it', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'spin');
  const frame = appRegion(page).locator(`iframe[title="${PROBE}"]`);
  // The frame is given its URL once the host listens, a moment after it is drawn.
  await expect(frame).toHaveAttribute('src', /^http:/);
  // Each view on a host name of its own under localhost: another site than the page's.
  // (Given once the host listens: waited for, not read at once.)
  await expect(frame).toHaveAttribute('src', /^https?:\/\/[0-9a-f]{32}\.localhost(:\d+)?\//);
  await expect(page.getByRole('region', { name: 'App messages' })).toContainText('spinning for ever');
  // The page answers while the view spins: another tab, and back.
  await openTab(page, 'Log');
  await expect((await logRows(page, 'spinning for ever')).first()).toBeVisible();
  await openTab(page, 'Tools');
  // The view never answers its teardown; the host waits its 3 s and removes it.
  await appRegion(page).getByRole('button', { name: 'Close app' }).click();
  await expect(appRegion(page)).toHaveCount(0);
});

test("a sandbox page the browser cannot reach (Safari does not resolve *.localhost) is said to, with the view's host name", async ({
  page,
  inspector,
}) => {
  // As Safari answers a name under localhost it does not resolve.
  await page.route(/^http:\/\/[0-9a-f]{32}\.localhost:\d+\//, (route) => route.abort('namenotresolved'));
  await openInspector(page, inspector.url);
  await runProbe(page, 'none');
  // The frame is given its URL once the host listens, a moment after it is drawn.
  await expect(appRegion(page).locator(`iframe[title="${PROBE}"]`)).toHaveAttribute('src', /^http:/);
  const src = await appRegion(page).locator(`iframe[title="${PROBE}"]`).getAttribute('src');
  const origin = new URL(src!).origin;
  await expect(appRegion(page).getByRole('alert')).toContainText(
    `The sandbox page at ${origin} has not said it is ready 5 s after its frame was given its URL`,
  );
  await expect(appRegion(page).getByRole('alert')).toContainText('Safari does not');
  await expect((await logRows(page, 'has not said it is ready')).first()).toBeVisible();
});

test('a view that never finishes its handshake is said to, and the host sends it nothing', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'silent');
  await runTool(page);
  await expect(
    page
      .frameLocator('iframe[title="ui://fixture/silent.html"]')
      .frameLocator('iframe')
      .getByText('I never say hello.'),
  ).toBeVisible();
  await expect(appRegion(page).getByRole('alert')).toContainText(
    'The view has not sent ui/initialize 5 s after its HTML was loaded',
  );
  // Neither its input nor the call's result went to a view that never said it was initialized.
  const rows = await logRows(page, 'ui/notifications/tool-');
  await expect(rows).toHaveCount(0);
  await expect((await logRows(page, 'has not sent ui/initialize')).first()).toBeVisible();
});

test("the view's own tools are listed and called as an agent would; its sampling waits in the Requests inbox, marked as the app's", async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'sample');
  await openTab(page, 'Requests');
  const request = page.getByRole('group', { name: /sampling\/createMessage asked by app 1/ });
  await expect(request).toContainText('from app 1 (ui://fixture/probe.html)');
  await expect(request).toContainText('Say hi');
  await request.getByLabel('Reply text').fill('hi, view');
  await request.getByRole('button', { name: 'Send reply' }).click();
  await openTab(page, 'Tools');
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('sampling: hi, view');

  const tools = appRegion(page).getByRole('region', { name: 'App tools' });
  await expect(tools).toContainText('probe_state');
  // The last few lines: coming back to the Tools tab lays the frame out again, and the host tells the view its new size after the sampling line.
  await tools.getByLabel('Arguments of probe_state').fill('{"lines": 5}');
  await tools.getByRole('button', { name: 'Call probe_state' }).click();
  await expect(tools).toContainText(/state: .*sampling: hi, view/);
  // Both ways on the app's channel: the host's tools/call to the view, and the view's answer.
  await expect(rowsWith(await logRows(page, 'probe_state'), 'app 1').first()).toBeVisible();
});

test('a view previewed from the Resources tab is held to the server’s tools as from the Tools tab: a hidden tool refused, a listed one not called unknown', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Resources');
  await page
    .getByRole('list', { name: 'Resources' })
    .getByRole('button', { name: /caller\.html/ })
    .click();
  const out = viewOf(page, 'ui://fixture/caller.html').locator('#out');
  await expect(out).toContainText('model-only failed: Tool "model-only" is not callable by apps');
  await expect(out).toContainText('app-only: app-only ran');
  // Refused by the host: the server never heard of the hidden call; the view's call is flagged for what it is.
  await expect(
    rowsWith(await logRows(page, 'tools/call'), '"name":"model-only"').filter({ hasNotText: 'app 1' }),
  ).toHaveCount(0);
  await logRows(page, 'tools/call');
  const findings = page.getByRole('region', { name: 'Findings' });
  await expect(findings).toContainText(
    'The view called "model-only", whose _meta.ui.visibility leaves out "app": the host refuses it',
  );
  // app-only was listed by tools/list: no call of the view is said to name a tool the server did not list.
  await expect(findings).not.toContainText('a tool the server did not list');
});

test('a view that floods its log: every message counted, the newest few drawn, and the rest said to be in the log, where they are', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'probe');
  const form = page.getByRole('form');
  await form.getByLabel('action', { exact: true }).selectOption('flood');
  await form.getByLabel('count', { exact: true }).fill('2000');
  await runTool(page);
  await expect(viewOf(page, PROBE).locator('#out')).toContainText('flooded 2000');
  const messages = page.getByRole('region', { name: 'App messages' });
  await expect(messages.getByRole('status', { name: 'App messages received' })).toHaveText(
    "0 ui/message and 2,000 log messages from the view; the 1,900 oldest (0 ui/message, 1,900 log) are not kept here, only in the Log, on app 1's channel",
    { timeout: 30_000 },
  );
  const rows = messages.getByRole('list', { name: 'Messages from the view' }).getByRole('listitem');
  // Newest first, and only the rows in view are in the page.
  await expect(rows.first()).toContainText('info flood: flood message 2000 of 2000');
  expect(await rows.count()).toBeLessThan(30);
  await rows.first().getByRole('button').click();
  await expect(messages).toContainText('"logger": "flood"');
  // The oldest, no longer kept in the panel, is on the app's channel of the log.
  await expect(rowsWith(await logRows(page, 'flood message 1 of 2000'), 'app 1')).toHaveCount(1);
  // Once the log is cleared, the panel no longer says they are in it.
  await page.getByRole('region', { name: 'Message log' }).getByRole('button', { name: 'Clear', exact: true }).click();
  // Behind the Log tab the panel is not drawn: it still says what it said when the Tools tab was left (read from the
  // page itself, since a hidden panel is out of the accessibility tree), and catches up once shown.
  await expect(page.getByRole('region', { name: 'Message log' }).getByText('0 entries')).toBeVisible();
  const hiddenStatus = () =>
    page.evaluate(() => document.querySelector('[aria-label="App messages received"]')?.textContent ?? '');
  expect(await hiddenStatus()).toContain("only in the Log, on app 1's channel");
  expect(await hiddenStatus()).not.toContain('and those sent before the Log was cleared at');
  await openTab(page, 'Tools');
  await expect(messages.getByRole('status', { name: 'App messages received' })).toContainText(
    'and those sent before the Log was cleared at',
  );
  await appRegion(page).getByRole('button', { name: 'Close app' }).click();
  await expect(appRegion(page)).toHaveCount(0);
});

test('a view that declares no display modes is offered inline only, and its ask for pip is declined and flagged', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await runProbe(page, 'pip', { tool: 'probe-undeclared' });
  const view = viewOf(page, 'ui://fixture/probe-undeclared.html');
  await expect(view.locator('#out')).toContainText('pip: inline');
  await expect(appRegion(page)).not.toHaveCSS('position', 'fixed');
  const modes = appRegion(page).getByRole('radiogroup', { name: 'Display mode' });
  await expect(modes.getByRole('radio')).toHaveCount(1);
  await expect(modes).toHaveText('inline');
  // The view's request (not the host's answer, nor the sandbox page that carries the view's source).
  const asked = rowsWith(await logRows(page, 'ui/request-display-mode'), 'app 1')
    .filter({ hasNotText: 'sandbox-resource-ready' })
    .filter({ hasNotText: '(result)' });
  await asked.first().click();
  await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText(
    'its appCapabilities has no availableDisplayModes',
  );
});
