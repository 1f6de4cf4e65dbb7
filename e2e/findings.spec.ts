import type { Locator, Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  chooseTool,
  connect,
  connectionStatus,
  expectConnected,
  fillConnection,
  logRows,
  messageLog,
  openInspector,
  resultRegion,
  rowsWith,
  runTool,
  showConnectionSettings,
} from './inspector-page.ts';

const ruleBreaker = { command: process.execPath, args: [`${fixturesDir}rule-breaker.mjs`], env: {} };
test.use({ defaultServer: ruleBreaker });

const entryDetail = (page: Page): Locator => page.getByRole('region', { name: 'Entry detail' });

/** Filters the log, opens the one row that matches, and checks its detail names the rule and says what is wrong. */
async function expectFinding(
  page: Page,
  filter: string,
  row: (rows: Locator) => Locator,
  rule: string,
  says: string | RegExp,
): Promise<void> {
  const rows = await logRows(page, filter);
  const target = row(rows);
  await expect(target).toHaveCount(1);
  await target.click();
  const detail = entryDetail(page);
  await expect(detail).toContainText(rule);
  await expect(detail).toContainText(says);
}

async function call(page: Page, tool: string): Promise<Locator> {
  await chooseTool(page, tool);
  await runTool(page);
  const result = resultRegion(page);
  await expect(result.getByText('Running…')).toHaveCount(0);
  return result;
}

/** The Result's status badge reads "ok" (exactly that word, alone). */
const okBadge = (result: Locator): Locator => result.getByText('ok', { exact: true });

test('each broken rule is a named finding on the frame that broke it, and correct frames stay clean', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  const result = await call(page, 'break-rules');
  await expect(result).toContainText('rules broken');
  // The call's answer is flagged: its Result shows the findings and does not say ok.
  await expect(result).toContainText('flagged');
  await expect(okBadge(result)).toHaveCount(0);
  await expect(result.getByRole('region', { name: 'Findings on the wire' })).toContainText('meta-key-invalid');

  // stdout that is not JSON.
  await expectFinding(
    page,
    'rule-breaker starting',
    (rows) => rowsWith(rows, '←'),
    'not-json',
    'stdout must carry only MCP messages',
  );
  // Names MCP does not define, each with what was meant.
  await expectFinding(
    page,
    'resources/updated',
    (rows) => rowsWith(rows, '←'),
    'unknown-notification',
    'notifications/resources/updated',
  );
  await expectFinding(
    page,
    'tools/list_changed',
    (rows) => rowsWith(rows, '←').filter({ hasNotText: 'notifications/' }),
    'unknown-notification',
    'notifications/tools/list_changed',
  );
  await expectFinding(
    page,
    'notifications/logging/message',
    (rows) => rowsWith(rows, '←'),
    'unknown-notification',
    /did you mean\s*notifications\/message/i,
  );
  // The client's notification, from the server; the inspector's own stays clean.
  await expectFinding(
    page,
    'notifications/initialized',
    (rows) => rowsWith(rows, '←'),
    'wrong-sender',
    'notifications/initialized is sent by the client',
  );
  await expect(
    rowsWith(messageLog(page).getByRole('row'), '→', 'notifications/initialized').filter({ hasText: '⚠' }),
  ).toHaveCount(0);
  // Capabilities the server never declared.
  await expectFinding(
    page,
    'notifications/tools/list_changed',
    (rows) => rowsWith(rows, '←'),
    'capability-not-declared',
    'tools.listChanged',
  );
  await expectFinding(
    page,
    'logging was never declared',
    (rows) => rowsWith(rows, '←'),
    'capability-not-declared',
    'did not declare the logging capability',
  );
  // A notification with an id; progress and cancellation naming nothing.
  await expectFinding(
    page,
    'progress-with-id',
    (rows) => rowsWith(rows, '←'),
    'notification-with-id',
    'must not carry an id',
  );
  await expectFinding(
    page,
    'token-nobody-sent',
    (rows) => rowsWith(rows, '←'),
    'progress-unknown-token',
    'which no request sent',
  );
  await expectFinding(
    page,
    'request-never-made',
    (rows) => rowsWith(rows, '←'),
    'cancelled-unknown-request',
    'which its sender never made',
  );

  // An id used again after its first request was answered; the inspector's answers to both are correct and clean.
  await expectFinding(page, 'ping-1', (rows) => rowsWith(rows, '←', 'ping').nth(1), 'id-reused', 'was used before');
  const pingRows = messageLog(page).getByRole('row');
  await expect(rowsWith(pingRows, '←', 'ping').first().filter({ hasText: '⚠' })).toHaveCount(0);
  await expect(rowsWith(pingRows, '→', 'ping')).toHaveCount(2);
  await expect(rowsWith(pingRows, '→', 'ping').filter({ hasText: '⚠' })).toHaveCount(0);

  // Batches: one on a revision without them whose first item is not an object, and an empty one.
  await expectFinding(
    page,
    'batch',
    (rows) => rowsWith(rows, '←', '[0,'),
    'batch-not-in-revision',
    'batches were removed in 2025-06-18',
  );
  await expectFinding(
    page,
    'batch',
    (rows) => rowsWith(rows, '←', '[]'),
    'batch-empty',
    'an empty batch [] is an invalid request',
  );
  await expectFinding(
    page,
    'not JSON-RPC',
    (rows) => rowsWith(rows, '←'),
    'batch-item-not-object',
    'item 0 of the batch is a number',
  );

  // A response to an id never sent; the call's answer with bad _meta keys, and the same answer again.
  await expectFinding(page, '424242', (rows) => rowsWith(rows, '←'), 'response-unknown-id', 'answers id 424242');
  await expectFinding(page, 'rules broken', (rows) => rowsWith(rows, '←').first(), 'meta-key-invalid', '"my key"');
  await expect(entryDetail(page)).toContainText('"-leading-hyphen"');
  await expect(entryDetail(page)).toContainText('meta-key-reserved-prefix');
  await expectFinding(
    page,
    'rules broken',
    (rows) => rowsWith(rows, '←').nth(1),
    'response-already-answered',
    'was already answered',
  );

  // Only trouble: every flagged frame and what the SDK complained of, but not the inspector's revision probe.
  const troubleWith = async (filter: string) => {
    await page.getByLabel('Filter log').fill(filter);
    return messageLog(page).getByRole('row');
  };
  await page.getByLabel('Only trouble').check();
  await expect(rowsWith(await troubleWith('resources/updated'), '←')).toHaveCount(1);
  await expect(rowsWith(await troubleWith('batch'), '←')).toHaveCount(2);
  await expect(rowsWith(await troubleWith('SDK:'), 'unknown message ID').first()).toBeVisible();
  await expect(rowsWith(await troubleWith('server/discover'), '←')).toHaveCount(0);
  await page.getByLabel('Only trouble').uncheck();
  const probe = rowsWith(await troubleWith('server/discover'), '←');
  await expect(probe).toHaveCount(1);
  await probe.click();
  await expect(entryDetail(page)).toContainText('revision-probe-declined');
});

test('the Result of a call never says ok beside a flagged answer, and names error codes as the revision does', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);

  const clean = await call(page, 'clean');
  await expect(clean).toContainText('all by the rules');
  await expect(okBadge(clean)).toHaveCount(1);
  await expect(clean.getByRole('region', { name: 'Findings on the wire' })).toHaveCount(0);

  const wrongId = await call(page, 'wrong-id-type');
  await expect(wrongId).toContainText('answered under a string id');
  await expect(wrongId).toContainText('flagged');
  await expect(okBadge(wrongId)).toHaveCount(0);
  await expect(wrongId.getByRole('region', { name: 'Findings on the wire' })).toContainText('response-id-type');

  const both = await call(page, 'result-and-error');
  await expect(both.getByRole('region', { name: 'Findings on the wire' })).toContainText('response-result-and-error');

  const timeout = await call(page, 'server-error-32001');
  await expect(timeout).toContainText('-32001');
  await expect(timeout).toContainText('Implementation-defined server error');
  await expect(timeout).toContainText('Upstream call timed out after 30 s');
  await expect(timeout).not.toContainText('Request timeout');

  const unreadable = await call(page, 'not-readable-32002');
  await expect(unreadable).toContainText('-32002');
  await expect(unreadable).toContainText('Implementation-defined server error');
  await expect(unreadable).toContainText('file:///secret.txt is not readable');
  await expect(unreadable).not.toContainText('Resource not found');

  const elicitation = await call(page, 'url-elicitation-32042');
  await expect(elicitation).toContainText('URL elicitation required');
});

test("on 2024-11-05 a -32042 is the server's own code; a protocolVersion the client did not ask for is flagged", async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await showConnectionSettings(page);
  await page.getByLabel('Protocol revision').selectOption('2024-11-05');
  await connect(page);
  await expectConnected(page);
  const elicitation = await call(page, 'url-elicitation-32042');
  await expect(elicitation).toContainText('-32042');
  await expect(elicitation).toContainText('Implementation-defined server error');
  await expect(elicitation).not.toContainText('URL elicitation required');
  await expectFinding(
    page,
    'Open the consent page first',
    (rows) => rowsWith(rows, '←'),
    'error-code-not-in-revision',
    'has its MCP meaning from 2025-11-25',
  );

  await fillConnection(page, { env: { ANSWER_VERSION: '2030-01-01' } });
  await showConnectionSettings(page);
  await page.getByLabel('Protocol revision').selectOption('2025-06-18');
  await connect(page);
  await expect(connectionStatus(page)).toContainText(/Error|not supported|2030-01-01/, { timeout: 20_000 });
  await expectFinding(
    page,
    '2030-01-01',
    (rows) => rowsWith(rows, '←', 'initialize'),
    'protocol-version-not-offered',
    'which the client neither asked for',
  );
});
