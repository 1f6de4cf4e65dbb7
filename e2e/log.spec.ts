import { readFileSync } from 'node:fs';
import { expect, test } from './inspector.ts';
import {
  chooseTool,
  logEntryCount,
  logRows,
  messageLog,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
} from './inspector-page.ts';

test.describe('the message log', () => {
  test('expands an entry as pretty JSON, jumps to its pair, copies it and exports every entry', async ({
    page,
    context,
    inspector,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openInspector(page, inspector.url);
    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('look at the wire');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('look at the wire');

    const rows = await logRows(page, 'tools/call');
    const request = rowsWith(rows, 'tools/call', '→').first();
    await request.click();
    const detail = page.getByRole('region', { name: 'Entry detail' });
    // Pretty-printed: one member per line, indented.
    await expect(detail).toContainText('"message": "look at the wire"');
    await expect(detail).toContainText('sent by the inspector');

    await detail.getByRole('button', { name: 'Copy', exact: true }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toMatchObject({
      method: 'tools/call',
      params: { name: 'echo', arguments: { message: 'look at the wire' } },
    });
    expect(copied).not.toContain('\n');

    // The request's response, one click away, with its latency.
    await detail.getByRole('button', { name: /^tools\/call result at / }).click();
    await expect(detail).toContainText('received from the server');
    await expect(detail).toContainText('Latency');
    await expect(detail).toContainText('Echo: look at the wire');

    // "Only trouble": the clean exchange goes, and so does routine stderr (server-everything announces itself there), which stays in the log.
    await page.getByLabel('Filter log').fill('');
    const log = messageLog(page);
    await expect(rowsWith(log.getByRole('row'), 'stderr').first()).toBeVisible();
    await page.getByLabel('Only trouble').check();
    await expect(rowsWith(log.getByRole('row'), 'tools/call')).toHaveCount(0);
    await expect(rowsWith(log.getByRole('row'), 'stderr')).toHaveCount(0);
    await page.getByLabel('Only trouble').uncheck();

    const total = await logEntryCount(page);
    expect(total).toBeGreaterThan(5);
    const download = page.waitForEvent('download');
    await messageLog(page).getByRole('button', { name: 'Export' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(total);
    const exported = lines.map((line) => JSON.parse(line) as { method?: string; direction: string; raw: string });
    const call = exported.find((entry) => entry.method === 'tools/call' && entry.direction === 'out')!;
    expect(call.raw).toBe(copied);

    // The log keeps its filter and selection across a trip to another tab, and catches up on return.
    await page.getByLabel('Filter log').fill('tools/call');
    await openTab(page, 'Tools');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('look at the wire');
    await openTab(page, 'Log');
    await expect(page.getByLabel('Filter log')).toHaveValue('tools/call');
    await expect(detail).toBeVisible();
    await expect(rowsWith(messageLog(page).getByRole('row'), 'tools/call', '→')).toHaveCount(2);
  });
});

test.describe('clearing the log', () => {
  test('Clear while an entry is selected empties the log and leaves no broken selection, across tab switches', async ({
    page,
    inspector,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openInspector(page, inspector.url);
    const rows = await logRows(page);
    await rowsWith(rows, 'initialize', '→').first().click();
    const detail = page.getByRole('region', { name: 'Entry detail' });
    await expect(detail).toBeVisible();

    await messageLog(page).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByText('Nothing on the wire yet.')).toBeVisible();
    await expect(detail).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Could not show' })).toHaveCount(0);

    // New traffic after the Clear gets fresh seqs: the old selection must not come back pointing at one of them.
    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('after the clear');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('after the clear');
    await openTab(page, 'Log');
    await expect(messageLog(page)).toBeVisible();
    await expect(rowsWith(messageLog(page).getByRole('row'), 'tools/call').first()).toBeVisible();
    await expect(detail).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Could not show' })).toHaveCount(0);
    expect(errors.filter((message) => message.includes("reading 'seq'"))).toEqual([]);
  });
});
