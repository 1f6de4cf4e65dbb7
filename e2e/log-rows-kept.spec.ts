import { expect, test } from './reused-page.ts';
import { logRows, openInspector, openTab } from './inspector-page.ts';

// The Log's rows are a fixed pool of elements keyed by their place modulo the rows that fit. A hidden tab measures
// 0 high: taking that for the view's height renumbered every row's key, so each trip away and back made every row
// again (the heaviest work of a visit to the Log during a flood).
test('a trip to another tab and back keeps the Log’s row elements', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  const rows = await logRows(page);
  await expect(rows.first()).toBeVisible();
  const marked = await rows.evaluateAll((elements) => {
    for (const element of elements) (element as HTMLElement).dataset.testMark = 'kept';
    return elements.length;
  });
  expect(marked).toBeGreaterThan(0);
  await openTab(page, 'Tools');
  await openTab(page, 'Log');
  await expect(rows.first()).toBeVisible();
  const kept = await rows.evaluateAll(
    (elements) => elements.filter((element) => (element as HTMLElement).dataset.testMark === 'kept').length,
  );
  expect(kept).toBe(marked);
});
