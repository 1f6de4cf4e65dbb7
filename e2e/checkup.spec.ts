import type { Locator, Page } from '@playwright/test';
import type { HttpTarget } from '../shared/http/http-target.ts';
import type { LentServer, SharedServers } from './shared-servers.ts';
import { fixtureServer, fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { connect, expectConnected, messageLog, openInspector, openTab, rowsWith } from './inspector-page.ts';

const results = (page: Page): Locator => page.getByRole('list', { name: 'Checkup results' });
const totals = (page: Page): Locator => page.getByRole('status', { name: 'Checkup totals' });
const entryDetail = (page: Page): Locator => page.getByRole('region', { name: 'Entry detail' });
/** One check's row, found by its stable name and its result. */
const checkRow = (page: Page, name: string, result: string): Locator =>
  results(page).getByRole('listitem', { name: `${name}: ${result}`, exact: true });

async function runCheckup(page: Page): Promise<void> {
  const tab = page.getByRole('tab', { name: 'Checkup', exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // Calling tools is off unless asked for.
  await expect(page.getByRole('checkbox', { name: 'Include calling tools' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Run checkup' }).click();
  await expect(totals(page)).toContainText('not applicable', { timeout: 30_000 });
  await expect(totals(page)).not.toContainText('Checking');
}

/** Opens a check's evidence and one of its frames, which the Log then shows. */
async function openEvidence(page: Page, row: Locator, frame: string | RegExp): Promise<void> {
  await row.getByText('Evidence', { exact: true }).click();
  await row.getByRole('list', { name: 'Evidence frames' }).getByRole('button', { name: frame }).click();
  await expect(page.getByRole('tab', { name: /^Log/ })).toHaveAttribute('aria-selected', 'true');
}

test('against server-everything, every check passes or does not apply but one true warning, and evidence opens in the Log', async ({
  page,
  context,
  inspector,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInspector(page, inspector.url);
  await runCheckup(page);
  await expect(totals(page)).toContainText('0 fail');
  for (const name of [
    'ping',
    'unknown-method',
    'unsupported-version',
    'pagination-tools',
    'tool-schemas',
    'tool-names',
    'capability-tools',
    'capability-logging',
    'resource-subscribe',
  ]) {
    await expect(checkRow(page, name, 'pass')).toBeVisible();
  }
  // The reference server answers malformed params with -32603, where the revision asks for -32602.
  await expect(checkRow(page, 'invalid-params', 'warning')).toContainText(
    '-32603 Internal error instead of -32602 Invalid params',
  );
  await expect(checkRow(page, 'cancellation', 'not applicable')).toContainText('Calling tools is off');

  await page.getByRole('button', { name: 'Copy report (JSON)' }).click();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toMatchObject({ format: 'mcp-loupe-checkup', counts: { fail: 0 }, callTools: false });
  expect(copied.checks.map((check: { name: string }) => check.name)).toContain('pagination-prompts');

  await openEvidence(
    page,
    checkRow(page, 'unknown-method', 'pass'),
    /← mcp-loupe\/checkup-no-such-method error -32601/,
  );
  const detail = entryDetail(page);
  await expect(detail).toContainText('received from the server');
  await expect(detail).toContainText('Method not found');
  await expect(messageLog(page)).toBeVisible();
});

test.describe('a server that breaks the rules', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}checkup-broken.mjs`], env: {} } });

  test('the Findings panel counts the current connection, can be cleared, and has the other connections a click away', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Log');
    const findings = page.getByRole('region', { name: 'Findings' });
    const scope = findings.getByRole('group', { name: 'Findings of' });
    // It says its tool list changed although it declared it never would: a finding on every connection.
    await expect(findings).toContainText(/\d+ rules? on \d+ frames?/);
    await expect(scope.getByRole('button', { name: 'This connection' })).toHaveAttribute('aria-pressed', 'true');
    await findings.getByRole('button', { name: 'Clear findings' }).click();
    await expect(findings).toContainText('none since Clear');
    await findings.getByRole('button', { name: 'Show cleared findings' }).click();
    await expect(findings).toContainText(/\d+ rules? on \d+ frames?/);

    await connect(page);
    await expectConnected(page);
    await openTab(page, 'Log');
    await expect(findings).toContainText(/\d+ rules? on \d+ frames?/);
    const others = findings.getByRole('button', { name: /on other connections$/ });
    await expect(others).toBeVisible();
    await others.click();
    await expect(scope.getByRole('button', { name: 'All connections' })).toHaveAttribute('aria-pressed', 'true');
    await expect(others).toHaveCount(0);
  });

  test('the checkup names each failure, and its frames open in the Log', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await runCheckup(page);
    await expect(totals(page)).toContainText('12 fail');
    await expect(checkRow(page, 'unknown-method', 'fail')).toContainText('was answered with a result');
    await expect(checkRow(page, 'invalid-params', 'fail')).toContainText(
      'resources/read without "uri": answered with a result',
    );
    await expect(checkRow(page, 'unsupported-version', 'fail')).toContainText('answered initialize with 1999-01-01');
    await expect(checkRow(page, 'pagination-tools', 'fail')).toContainText('items came back on a later page: "echo"');
    await expect(checkRow(page, 'pagination-prompts', 'fail')).toContainText('gave nextCursor "the-same-cursor" again');
    await expect(checkRow(page, 'tool-schemas', 'fail')).toContainText(
      'tool "bad tool name!": inputSchema is not valid JSON Schema',
    );
    await expect(checkRow(page, 'tool-names', 'fail')).toContainText('more than one tool is named "echo"');
    await expect(checkRow(page, 'capability-resources', 'fail')).toContainText(
      'Declares resources, but resources/list failed',
    );
    await expect(checkRow(page, 'capability-prompts', 'fail')).toContainText(
      'Does not declare prompts, yet answers prompts/list',
    );
    await expect(checkRow(page, 'capability-logging', 'fail')).toContainText('logging/setLevel failed');
    await expect(checkRow(page, 'capability-completions', 'fail')).toContainText('completion/complete');
    await expect(checkRow(page, 'list-changed', 'warning')).toContainText('without declaring listChanged');

    // The unsupported revision went out on a connection of the checkup's own, and the Log shows it there.
    await openEvidence(page, checkRow(page, 'unsupported-version', 'fail'), /^→ initialize/);
    const detail = entryDetail(page);
    await expect(detail).toContainText('sent by the inspector');
    await expect(detail).toContainText('1999-01-01');
    await expect(detail.getByRole('definition').filter({ hasText: /^1001$/ })).toHaveCount(1);

    // Back in the Checkup, another frame replaces it in the Log.
    await page.getByRole('tab', { name: 'Checkup', exact: true }).click();
    await openEvidence(page, checkRow(page, 'capability-resources', 'fail'), /← resources\/list error -32603/);
    await expect(entryDetail(page)).toContainText('The resource store is down');
  });
});

/** The inspector opened onto a server behind a URL, one this worker's tests share (none stops it). */
function overHttp(lend: (shared: SharedServers) => Promise<LentServer>) {
  return test.extend<{ server: LentServer }>({
    server: async ({ shared }, use) => use(await lend(shared)),
    defaultRemote: async ({ server }, use) =>
      use({ kind: 'http', url: server.url, transport: 'auto', route: 'auto', headers: [] } satisfies HttpTarget),
  });
}

const everythingHttp = overHttp((shared) => shared.everything('streamableHttp'));
everythingHttp(
  'over Streamable HTTP, the version check runs on a second connection, as over stdio',
  async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await runCheckup(page);
    await expect(checkRow(page, 'unsupported-version', 'pass')).toContainText(
      'Offered 1999-01-01, the server answered with 2025-11-25',
    );
    await openEvidence(page, checkRow(page, 'unsupported-version', 'pass'), /^→ initialize/);
    await expect(
      entryDetail(page)
        .getByRole('definition')
        .filter({ hasText: /^1001$/ }),
    ).toHaveCount(1);
  },
);

const modernHttp = overHttp((shared) => shared.fixture('modern-http'));
modernHttp(
  'a 2026-07-28 server that answers an unknown method -32601 with HTTP 404 passes, and its version check runs on a connection of its own',
  async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await runCheckup(page);
    await expect(checkRow(page, 'unknown-method', 'pass')).toContainText('-32601 Method not found (with HTTP 404)');
    await expect(checkRow(page, 'unsupported-version', 'pass')).toContainText('Refused with -32022');
  },
);

test.describe('a server with tools only', () => {
  test.use({ defaultServer: fixtureServer('crash-mid-request') });

  test("the checkup's own questions are judged in its report, not counted as the server's trouble in the log", async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await runCheckup(page);
    await expect(checkRow(page, 'unknown-method', 'pass')).toBeVisible();
    await openTab(page, 'Log');
    const findings = page.getByRole('region', { name: 'Findings' });
    // The log holds the checkup's hand-made request and its -32601 answer…
    await expect(rowsWith(messageLog(page).getByRole('row'), 'checkup-no-such-method').first()).toBeVisible();
    // …but neither the panel nor Only trouble counts them (or the lists asked of capabilities the server did not offer) against the server.
    await expect(
      findings.getByRole('button', { name: /flagged (unknown-method|capability-not-offered)$/ }),
    ).toHaveCount(0);
    await page.getByLabel('Only trouble').check();
    await expect(rowsWith(messageLog(page).getByRole('row'), 'checkup-no-such-method')).toHaveCount(0);
    await page.getByLabel('Only trouble').uncheck();
  });
});
