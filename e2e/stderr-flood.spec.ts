import { expect, fixtureServer, test } from './inspector.ts';
import { chooseTool, messageLog, openInspector, openTab, resultRegion, runTool, toolField } from './inspector-page.ts';

test.use({ defaultServer: fixtureServer('stderr-flood') });

/** The page's JS heap in MB (Chromium's own figure). */
const heapMb = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Math.round((performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1e6),
  );

test('a 45-second stderr flood of 64 KB lines leaves the tab alive, its heap bounded, and every line counted', async ({
  page,
  inspector,
}) => {
  test.setTimeout(300_000);
  await openInspector(page, inspector.url);
  // The call lasts longer than the default request timeout.
  await openTab(page, 'Client');
  await page.getByRole('spinbutton', { name: 'Timeout (s)' }).fill('600');
  await chooseTool(page, 'flood');
  await toolField(page, 'seconds').fill('45');
  await runTool(page);

  // Unbounded, the log grows by tens of MB a second: 45 s of it is well over a GB.
  const samples: number[] = [];
  const done = resultRegion(page)
    .getByText(/flood done: \d+ lines/)
    .first();
  while (!(await done.count())) {
    // A sample every 5 s, and the last as soon as the flood is done (not up to 5 s after it).
    await done.waitFor({ state: 'attached', timeout: 5_000 }).catch(() => undefined);
    samples.push(await heapMb(page));
  }
  const written = Number(/flood done: (\d+) lines/.exec(await done.innerText())![1]);
  expect(written).toBeGreaterThan(1000);
  expect(Math.max(...samples), `heap samples ${samples.join(', ')} MB`).toBeLessThan(700);

  // Every line is in the log, older ones read back from storage on demand.
  await openTab(page, 'Log');
  await messageLog(page).getByLabel('Filter log').fill('flood-line ');
  await expect(messageLog(page)).toContainText(`(${written} shown)`, { timeout: 30_000 });
  await messageLog(page).getByLabel('Filter log').fill(`flood-line 1 `);
  await page.getByRole('row').filter({ hasText: 'flood-line 1 ' }).first().click();
  await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText('x'.repeat(2000), { timeout: 30_000 });
});
