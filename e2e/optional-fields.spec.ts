import type { Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool, toolField } from './inspector-page.ts';

// Optional fields that go back to "not sent", JSON values checked against their schemas, arrays of fixed choices picked as a set.
test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}optional-fields.mjs`], env: {} } });

const preview = (page: Page) => page.getByRole('region', { name: 'Arguments to send' });
const dontSend = (page: Page, field: string) => page.getByRole('button', { name: `Don't send ${field}`, exact: true });

test("an optional array goes back to not sent: unticking the last choice, removing the last item, or Don't send", async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'audit');
  await toolField(page, 'url').fill('https://example.com');
  await expect(preview(page)).toHaveText('{"url":"https://example.com"}');
  // A required field cannot be left out, and one not sent has nothing to take back.
  await expect(dontSend(page, 'url')).toHaveCount(0);
  await expect(dontSend(page, 'wcag')).toHaveCount(0);

  // Checkboxes in schema order, the value in schema order whatever the order of the clicks.
  const wcag = page.getByRole('group', { name: 'wcag', exact: true });
  await expect(wcag.getByRole('checkbox')).toHaveCount(3);
  await wcag.getByRole('checkbox', { name: 'AAA', exact: true }).check();
  await wcag.getByRole('checkbox', { name: 'A', exact: true }).check();
  await expect(preview(page)).toHaveText('{"url":"https://example.com","wcag":["A","AAA"]}');
  await wcag.getByRole('checkbox', { name: 'A', exact: true }).uncheck();
  await wcag.getByRole('checkbox', { name: 'AAA', exact: true }).uncheck();
  // Not [] the person never chose: the server reads the two differently.
  await expect(preview(page)).toHaveText('{"url":"https://example.com"}');
  await runTool(page);
  await expect(resultRegion(page)).toContainText(
    '5 accessibility violations found; args: {"url":"https://example.com"}',
  );

  await wcag.getByRole('checkbox', { name: 'AA', exact: true }).check();
  await dontSend(page, 'wcag').click();
  await expect(preview(page)).toHaveText('{"url":"https://example.com"}');
  await expect(wcag.getByRole('checkbox', { name: 'AA', exact: true })).not.toBeChecked();

  // An empty list is still there to send, on purpose.
  await page.getByRole('button', { name: 'Send [] as wcag' }).click();
  await expect(preview(page)).toHaveText('{"url":"https://example.com","wcag":[]}');
  await expect(page.getByText('None chosen: sent as [].')).toBeVisible();
  await runTool(page);
  await expect(resultRegion(page)).toContainText('No accessibility violations found');

  // A list of free items: removing the last one leaves the field out.
  await page.getByRole('group', { name: /^tags/ }).getByRole('button', { name: 'Add item' }).click();
  await expect(preview(page)).toContainText('"tags":[""]');
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(preview(page)).not.toContainText('tags');
});

test("a ticked-then-unticked checkbox and a nested object go back to not sent with Don't send, and can be set again", async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'audit');
  await toolField(page, 'url').fill('u');
  const strict = toolField(page, 'strict');
  await strict.check();
  await strict.uncheck();
  await expect(preview(page)).toHaveText('{"url":"u","strict":false}');
  await dontSend(page, 'strict').click();
  await expect(preview(page)).toHaveText('{"url":"u"}');
  await expect(dontSend(page, 'strict')).toHaveCount(0);
  await strict.check();
  await expect(preview(page)).toHaveText('{"url":"u","strict":true}');

  // A member of an optional object, then the object as a whole.
  await toolField(page, 'depth').fill('3');
  await toolField(page, 'images').check();
  await expect(preview(page)).toHaveText('{"url":"u","strict":true,"options":{"depth":3,"images":true}}');
  await dontSend(page, 'depth').click();
  await expect(preview(page)).toHaveText('{"url":"u","strict":true,"options":{"images":true}}');
  await expect(toolField(page, 'depth')).toHaveValue('');
  await dontSend(page, 'options').click();
  await expect(preview(page)).toHaveText('{"url":"u","strict":true}');
  await expect(toolField(page, 'images')).not.toBeChecked();

  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"url":"u","strict":true}');
});

test('a value typed as JSON is checked against its schema, with Run anyway', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'json-values');
  // An object whose values must be strings, edited as JSON.
  const settings = toolField(page, 'settings');
  await settings.fill('{"theme": "dark", "size": 3}');
  await settings.blur();
  // Shown at the field, by its place inside the value, since that place has no control of its own.
  await expect(settings).toHaveAccessibleDescription(/size: Must be a string/);

  // An array item typed as JSON, checked as far down as it goes.
  await page
    .getByRole('group', { name: /^points/ })
    .getByRole('button', { name: 'Add item' })
    .click();
  await page.getByLabel('points[0]').fill('{"x": 1, "y": "two"}');
  await runTool(page);
  await expect(page.getByLabel('points[0]')).toHaveAccessibleDescription(/y: Must be a number/);
  await expect(page.getByText(/^Not sent: 2 problems/)).toBeVisible();
  await expect(page.getByText('settings.size: Must be a string')).toBeVisible();
  await expect(page.getByText('points[0].y: Must be a number')).toBeVisible();

  await page.getByRole('button', { name: 'Run anyway' }).click();
  await expect(resultRegion(page)).toContainText(
    'args: {"settings":{"theme":"dark","size":3},"points":[{"x":1,"y":"two"}]}',
  );

  // Fixed, nothing holds Run back.
  await settings.fill('{"theme": "dark", "size": "3"}');
  await page.getByLabel('points[0]').fill('{"x": 1, "y": 2}');
  await runTool(page);
  await expect(resultRegion(page)).toContainText(
    'args: {"settings":{"theme":"dark","size":"3"},"points":[{"x":1,"y":2}]}',
  );
  await expect(page.getByText(/^Not sent:/)).toHaveCount(0);
});

test('an array of 150 fixed choices is a search that adds chips, each removable, none twice', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'regions');
  const add = page.getByRole('combobox', { name: 'Add to pick' });
  await add.fill('region-14');
  await page.getByRole('option', { name: 'region-142' }).click();
  await add.fill('region-00');
  await page.getByRole('option', { name: 'region-004' }).click();
  await add.fill('region-142');
  await page.getByRole('option', { name: 'region-142' }).click();
  const chips = page.getByRole('list', { name: 'Chosen for pick' }).getByRole('listitem');
  await expect(chips).toHaveText([/region-142/, /region-004/]);
  await expect(preview(page)).toHaveText('{"pick":["region-142","region-004"]}');

  await page.getByRole('button', { name: 'Remove region-142' }).click();
  await page.getByRole('button', { name: 'Remove region-004' }).click();
  await expect(preview(page)).toHaveText('{}');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {}');
});
