import { isServersFault } from '../shared/diagnose/finding.ts';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { entryFindings } from '../shared/wire/findings-summary.ts';
import type { WireEntry } from '../shared/wire/wire-entry.ts';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  connect,
  expectConnected,
  fillConnection,
  messageLog,
  openInspector,
  openTab,
  toolButton,
} from './inspector-page.ts';

/** The number in the shown log's "N entries". */
async function shownEntryCount(page: Page): Promise<number> {
  const text =
    (await messageLog(page)
      .getByText(/^\d[\d,]* entries$/)
      .textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The findings panel of the shown log, rule by rule: "N frames flagged rule", as its count buttons are named. */
async function findingsByRule(page: Page): Promise<string[]> {
  const counts = messageLog(page)
    .getByRole('region', { name: 'Findings' })
    .getByRole('button', { name: /^\d[\d,]* frames? flagged / });
  const names = await counts.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return names.sort();
}

/** The same count the panel makes, from the exported file itself. */
function fileFindingsByRule(entries: readonly WireEntry[]): string[] {
  const frames = new Map<string, number>();
  for (const entry of entries)
    for (const rule of new Set(
      entryFindings(entry)
        .filter(isServersFault)
        .map((finding) => finding.rule),
    ))
      frames.set(rule, (frames.get(rule) ?? 0) + 1);
  return [...frames].map(([rule, count]) => `${count} ${count === 1 ? 'frame' : 'frames'} flagged ${rule}`).sort();
}

async function openCompare(page: Page): Promise<Locator> {
  const tab = page.getByRole('tab', { name: 'Compare', exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

test.describe('export, then import', () => {
  test('an exported server-everything log comes back with the same entries and findings, marked imported, and sends nothing', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Tools');
    await expect(toolButton(page, 'echo')).toBeVisible();

    // A method MCP does not define, sent by hand: the log flags it, so there are findings to carry over.
    await openTab(page, 'Log');
    const composer = page.getByRole('region', { name: 'Composer' });
    await composer.getByRole('button', { name: 'Composer' }).click();
    await composer
      .getByLabel('Message', { exact: true })
      .fill('{"jsonrpc": "2.0", "id": "composer-x", "method": "roots/add", "params": {"uri": "file:///tmp"}}');
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(composer.getByRole('region', { name: 'Answer' })).toContainText('-32601');
    await expect(messageLog(page).getByRole('region', { name: 'Findings' })).toContainText('unknown-method');

    const download = page.waitForEvent('download');
    await messageLog(page).getByRole('button', { name: 'Export' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const exported = lines.map((line) => JSON.parse(line) as WireEntry);
    const expectedFindings = fileFindingsByRule(exported);
    expect(expectedFindings.length).toBeGreaterThan(0);
    const importFile = async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await (await chooser).setFiles({
        name: 'everything.jsonl',
        mimeType: 'application/x-ndjson',
        buffer: readFileSync(file),
      });
    };
    await importFile();

    const banner = page.getByRole('status', { name: 'Imported log' });
    await expect(banner).toContainText(
      `Imported: everything.jsonl, ${lines.length} entries — read only, nothing is sent`,
    );
    await expect.poll(() => shownEntryCount(page)).toBe(lines.length);
    await expect(messageLog(page).getByRole('table', { name: 'Frames' })).toHaveAttribute(
      'aria-rowcount',
      String(lines.length),
    );
    expect(await findingsByRule(page)).toEqual(expectedFindings);

    // Every view reads the import: the flagged frame in detail, paired with its answer.
    await messageLog(page).getByRole('row').filter({ hasText: 'roots/add' }).filter({ hasText: '→' }).click();
    const detail = page.getByRole('region', { name: 'Entry detail' });
    await expect(detail).toContainText('unknown-method');
    await expect(detail).toContainText('"id":"composer-x"');
    await expect(detail.getByRole('button', { name: /roots\/add error at/ })).toBeVisible();
    await messageLog(page).getByRole('group', { name: 'Log view' }).getByRole('button', { name: 'Timeline' }).click();
    await expect(messageLog(page).getByRole('region', { name: 'Timeline' })).toContainText('roots/add');
    await messageLog(page).getByRole('group', { name: 'Log view' }).getByRole('button', { name: 'Frames' }).click();

    // Nothing can be sent from here.
    await expect(composer.getByLabel('Message', { exact: true })).toBeDisabled();
    await expect(composer.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await expect(composer).toContainText('nothing is sent from here');

    // Back to the live log: the banner goes, the composer may send again, and not one frame went out while the import was shown.
    await page.getByRole('button', { name: 'Back to live log' }).click();
    await expect(banner).toHaveCount(0);
    await expect(composer.getByLabel('Message', { exact: true })).toBeEnabled();
    const again = page.waitForEvent('download');
    await messageLog(page).getByRole('button', { name: 'Export' }).click();
    const after = readFileSync(await (await again).path(), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as WireEntry);
    const sent = (entries: readonly WireEntry[]) =>
      entries.filter((entry) => entry.direction === 'out' && entry.kind !== 'http').length;
    expect(sent(after)).toBe(sent(exported));

    // Imported again, its snapshot is one of the choices in Compare; its tools match the live server's.
    await importFile();
    await expect(banner).toBeVisible();
    const compare = await openCompare(page);
    await compare.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(compare.getByRole('article', { name: 'After snapshot' })).toContainText('asked of the server');
    await compare.getByLabel('Log to read').selectOption({ label: 'Imported everything.jsonl, connection 1' });
    await compare.getByRole('button', { name: 'Read from log' }).click();
    await expect(compare.getByRole('article', { name: 'After snapshot' })).toContainText(
      'imported everything.jsonl, connection 1',
    );
    await expect(compare.getByRole('region', { name: 'Differences' })).toContainText(
      /Tools: no differences \(\d+ unchanged\)/,
    );
  });
});

test.describe('snapshot comparison', () => {
  test.use({
    defaultServer: {
      command: process.execPath,
      args: [`${fixturesDir}varying-tools.mjs`],
      env: { TOOLS_VARIANT: 'before' },
    },
  });

  test('two runs of a server, a tool added and a schema changed in between: the diff names both', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    let compare = await openCompare(page);
    await compare.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(compare.getByRole('article', { name: 'After snapshot' })).toContainText('2 tools');

    await fillConnection(page, { env: { TOOLS_VARIANT: 'after' } });
    await connect(page);
    await expectConnected(page);
    compare = await openCompare(page);
    await expect(compare.getByRole('button', { name: 'Take snapshot' })).toBeEnabled();
    await compare.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(compare.getByRole('article', { name: 'After snapshot' })).toContainText('3 tools');
    await expect(compare.getByRole('article', { name: 'Before snapshot' })).toContainText('2 tools');

    const tools = compare.getByRole('region', { name: 'Tools' });
    await expect(tools).toContainText('1 added · 0 removed · 2 changed · 0 unchanged');
    await expect(tools.getByRole('listitem').filter({ hasText: 'multiply' })).toContainText('added');

    const add = tools.getByRole('article', { name: 'add changed' });
    const typeRow = add.getByRole('row').filter({ hasText: '/inputSchema/properties/b/type' });
    await expect(typeRow).toContainText('type changed');
    await expect(typeRow.getByRole('cell').nth(1)).toHaveText('"number"');
    await expect(typeRow.getByRole('cell').nth(2)).toHaveText('"string"');
    await expect(add).toContainText('property "round" added (boolean)');
    await expect(add).toContainText('"round" is now required');
    await expect(
      tools.getByRole('article', { name: 'echo changed' }).getByRole('row').filter({ hasText: '/description' }),
    ).toContainText('Echoes back the message, unchanged');

    // The same differences classed, as `mcp-loupe --cli diff` classes them.
    const contract = compare.getByRole('region', { name: 'Contract' });
    await expect(contract).toContainText('2 breaking, 1 risky, 2 compatible');
    const breaking = contract.getByRole('region', { name: 'Breaking changes' });
    await expect(
      breaking.getByRole('listitem').filter({ hasText: '/tools/add/inputSchema/properties/b/type' }),
    ).toContainText('type number → string: number no longer accepted');
    await expect(breaking).toContainText('required input "round" added');
    await expect(contract.getByRole('region', { name: 'Risky changes' })).toContainText(
      '/tools/add/inputSchema/properties/b/description',
    );
    await expect(contract.getByRole('region', { name: 'Compatible changes' })).toContainText('tool "multiply" added');
    await compare.screenshot({ path: test.info().outputPath('compare-contract.png') });

    // Saved as the file `mcp-loupe --cli snapshot` writes, and opened again: the same snapshot, compared with itself.
    const saved = page.waitForEvent('download');
    await compare.getByRole('button', { name: 'Save snapshot #2' }).click();
    const file = await (await saved).path();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'mcp-loupe-snapshot/1',
      tools: expect.any(Array),
    });
    await compare.getByLabel('Snapshot file').setInputFiles({
      name: 'varying.snapshot.json',
      mimeType: 'application/json',
      buffer: readFileSync(file),
    });
    await expect(compare.getByRole('article', { name: 'After snapshot' })).toContainText('#3');
    await expect(compare.getByRole('region', { name: 'Contract' })).toContainText('no differences');
    await compare.getByLabel('Snapshot file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(compare.getByRole('alert')).toContainText('notes.txt: neither JSON nor a log exported by mcp-loupe');

    // The same two runs, read from the live log's frames instead: the same differences.
    await compare.getByLabel('Log to read').selectOption({ label: 'Live log, connection 1' });
    await compare.getByRole('button', { name: 'Read from log' }).click();
    await compare.getByLabel('Log to read').selectOption({ label: 'Live log, connection 2' });
    await compare.getByRole('button', { name: 'Read from log' }).click();
    await expect(compare.getByRole('article', { name: 'Before snapshot' })).toContainText('live log, connection 1');
    await expect(compare.getByRole('article', { name: 'After snapshot' })).toContainText('live log, connection 2');
    await expect(compare.getByRole('region', { name: 'Tools' })).toContainText(
      '1 added · 0 removed · 2 changed · 0 unchanged',
    );
  });
});
