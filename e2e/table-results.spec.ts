import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool } from './inspector-page.ts';

const columnValues = (table: Locator, column: number) => table.locator(`tbody tr td:nth-child(${column})`);

test.describe('rows from our own fixture', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}rich-results.mjs`], env: {} } });

  test('rows in structured content and in JSON text show as sortable tables, their JSON a click away', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'query_rows');
    await runTool(page);
    const result = resultRegion(page);

    const structured = result.getByRole('table', { name: 'Structured content' });
    await expect(structured.getByRole('columnheader')).toHaveText(['id', 'name', 'price', 'tags', 'stock', 'note']);
    await expect(result.getByText('3 rows in rows')).toBeVisible();
    await expect(columnValues(structured, 1)).toHaveText(['9', '10', '100']);
    await expect(columnValues(structured, 5)).toHaveText(['{"shop":3}', '', '']);

    // Numbers sort by value; a second click reverses.
    const price = structured.getByRole('columnheader', { name: 'price' });
    await expect(price).toHaveAttribute('aria-sort', 'none');
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnValues(structured, 3)).toHaveText(['5', '24.5', '120']);
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect(columnValues(structured, 2)).toHaveText(['Mug', 'Kettle', 'Toaster']);

    // The same rows sent as JSON text: a table too, and JSON on request.
    const text = result.getByRole('table', { name: 'JSON text' });
    await expect(columnValues(text, 2)).toHaveText(['Kettle', 'Toaster', 'Mug']);
    await result.getByRole('group', { name: 'JSON text as' }).getByRole('button', { name: 'JSON' }).click();
    await expect(text).toHaveCount(0);
    await expect(result.getByRole('article', { name: 'Content 1: text' })).toContainText('"name": "Kettle"');
    await result.getByRole('group', { name: 'Structured content as' }).getByRole('button', { name: 'JSON' }).click();
    await expect(structured).toHaveCount(0);
  });
});

test.describe('rows deep in an answer', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}rich-results.mjs`], env: {} } });

  test('every array of objects at any depth is a table, chosen by its path', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'query_nested');
    await runTool(page);
    const result = resultRegion(page);

    // Structured content holds three tables; the one with most rows shows first.
    const structured = result.getByRole('table', { name: 'Structured content' });
    const at = result.getByRole('combobox', { name: 'Structured content: rows at' });
    await expect(at.getByRole('option')).toHaveText([
      'data.statements · 2 rows',
      'data.statements[0].rows · 3 rows',
      'data.statements[1].rows · 1 row',
    ]);
    await expect(at).toHaveValue('1');
    await expect(structured.getByRole('columnheader')).toHaveText(['id', 'name', 'price', 'tags', 'stock', 'note']);
    await at.selectOption({ label: 'data.statements[1].rows · 1 row' });
    await expect(structured.getByRole('columnheader')).toHaveText(['n']);
    await expect(columnValues(structured, 1)).toHaveText(['3']);
    await at.selectOption({ label: 'data.statements · 2 rows' });
    await expect(structured.getByRole('columnheader')).toHaveText(['sql', 'rows']);

    // JSON text two levels down: one table, named by its path.
    const text = result.getByRole('table', { name: 'JSON text' });
    await expect(result.getByText('2 rows in data.results')).toBeVisible();
    await expect(columnValues(text, 2)).toHaveText(['Kettle', 'Toaster']);
  });
});

test.describe('the published memory server', () => {
  const memoryServer = fileURLToPath(
    new URL('../node_modules/@modelcontextprotocol/server-memory/dist/index.js', import.meta.url),
  );
  const memoryFile = join(tmpdir(), `loupe-memory-${process.pid}-${Date.now()}.jsonl`);
  test.use({
    defaultServer: { command: process.execPath, args: [memoryServer], env: { MEMORY_FILE_PATH: memoryFile } },
  });

  async function callWithJson(page: Page, tool: string, args: unknown) {
    await chooseTool(page, tool);
    await page.getByRole('button', { name: 'Edit as JSON' }).click();
    await page.getByLabel('Arguments (JSON)', { exact: true }).fill(JSON.stringify(args));
    await runTool(page);
    await expect(resultRegion(page).getByText('ok', { exact: true })).toBeVisible();
  }

  test('read_graph shows the entities created as a table', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await callWithJson(page, 'create_entities', {
      entities: [
        { name: 'Ada', entityType: 'person', observations: ['wrote the first program'] },
        { name: 'Analytical Engine', entityType: 'machine', observations: ['never finished', 'designed by Babbage'] },
      ],
    });
    await chooseTool(page, 'read_graph');
    await runTool(page);
    const entities = resultRegion(page).getByRole('table', { name: 'Structured content' });
    await expect(entities.getByRole('columnheader')).toHaveText(['name', 'entityType', 'observations']);
    await expect(columnValues(entities, 1)).toHaveText(['Ada', 'Analytical Engine']);
    await expect(columnValues(entities, 3)).toHaveText([
      '["wrote the first program"]',
      '["never finished","designed by Babbage"]',
    ]);
    await expect(resultRegion(page).getByText('2 rows in entities').first()).toBeVisible();
  });
});
