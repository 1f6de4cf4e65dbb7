import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, toolButton } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}form-schemas.mjs`], env: {} } });

const longName = 'export_quarterly_financial_report_for_every_subsidiary_including_the_ones_acquired_last_year_as_pdf';

test('a long tool name can be read whole: wrapped in the list, and in the form', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, longName);

  const inList = toolButton(page, longName).getByText(longName, { exact: true });
  await expect(inList).toHaveAttribute('title', longName);
  // The row grows to hold it: nothing is cut, and it wraps onto more lines.
  expect(await inList.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
  expect((await inList.boundingBox())!.height).toBeGreaterThan(20);

  const heading = page.getByRole('heading', { name: longName, exact: true });
  const inHeader = heading.getByText(longName, { exact: true });
  await expect(inHeader).toBeVisible();
  // Whole in the header: nothing cut, nothing past the form's edge.
  expect(await inHeader.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
  const form = page.getByRole('form', { name: longName, exact: true });
  const [formBox, nameBox] = [await form.boundingBox(), await inHeader.boundingBox()];
  expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(formBox!.x + formBox!.width);
  expect(nameBox!.height).toBeGreaterThan(20);
});
