import type { Locator, Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, openTab, resultRegion, toolButton, toolField } from './inspector-page.ts';

/** The task cards of the Tasks tab, newest first. */
const taskCards = (page: Page): Locator =>
  page.getByRole('region', { name: 'Tasks' }).getByRole('article', { name: /^Task / });

const runAsTask = (page: Page) => page.getByRole('button', { name: 'Run as task', exact: true }).click();

test.describe('tasks, 2025-11-25 (server-everything over stdio)', () => {
  test('simulate-research-query is marked before it runs, runs as a task to completion, and another run is cancelled', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Tools');
    await page.getByLabel('Search tools').fill('simulate-research-query');
    await expect(toolButton(page, 'simulate-research-query')).toContainText(/\btask\b/);
    await page.getByLabel('Search tools').fill('echo');
    await expect(toolButton(page, 'echo')).not.toContainText(/\btask\b/);

    await chooseTool(page, 'simulate-research-query');
    await toolField(page, 'topic').fill('python');
    await runAsTask(page);
    const notice = page.getByRole('status', { name: 'Task' });
    await expect(notice).toContainText('Started task');
    await expect(notice).toContainText('follow it in the Tasks tab');
    await expect(resultRegion(page)).toContainText('Research Report: python', { timeout: 20_000 });
    await expect(notice).toContainText('completed');

    await runAsTask(page);
    await expect(notice).toContainText('working');
    await openTab(page, 'Tasks');
    const cards = taskCards(page);
    await expect(cards).toHaveCount(2);
    const [cancelled, finished] = [cards.nth(0), cards.nth(1)];
    await expect(finished).toContainText('completed');
    await expect(finished).toContainText('Research Report: python');
    await cancelled.getByRole('button', { name: 'Cancel task' }).click();
    await expect(cancelled).toContainText('cancelled');
    await expect(cancelled.getByRole('button', { name: 'Cancel task' })).toHaveCount(0);
    await expect(cancelled.getByRole('list', { name: 'History' })).toContainText('tasks/cancel');
    // tasks/list knows both.
    await page.getByRole('button', { name: 'Refresh list' }).click();
    await expect(page.getByText('The server listed 2 tasks')).toBeVisible();
  });

  test('an ambiguous query waits for input; the elicitation is answered in the Tasks tab and the task completes', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'simulate-research-query');
    await toolField(page, 'topic').fill('python');
    await toolField(page, 'ambiguous').check();
    await runAsTask(page);
    await openTab(page, 'Tasks');
    const card = taskCards(page).first();
    await expect(card).toContainText('input_required', { timeout: 15_000 });
    const request = card.getByRole('group', { name: /elicitation\/create/ });
    await expect(request).toContainText('could have multiple interpretations');
    await request
      .getByLabel('interpretation', { exact: true })
      .selectOption({ label: 'Python programming language (programming)' });
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(card).toContainText('completed', { timeout: 20_000 });
    await expect(card).toContainText('Research Report: python (programming)');
    await expect(card.getByRole('list', { name: 'History' })).toContainText('input_required');
  });
});

test.describe('tasks, the 2026-07-28 tasks extension', () => {
  test.use({
    defaultServer: { command: process.execPath, args: [`${fixturesDir}modern-input-required.mjs`], env: {} },
  });

  test('compile-report becomes a task; its approval is answered in the Tasks tab and it completes', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'compile-report');
    await toolField(page, 'topic').fill('owls');
    await page.getByRole('button', { name: 'Run tool', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Task' })).toContainText('Started task report-1');
    await openTab(page, 'Tasks');
    const card = taskCards(page).first();
    await expect(card).toContainText('input_required');
    await expect(card).toContainText('tasks extension');
    const request = card.getByRole('group', { name: /elicitation\/create/ });
    await expect(request).toContainText('Publish the report on owls?');
    await request.getByLabel('approve', { exact: true }).check();
    await request.getByLabel('note', { exact: true }).fill('ship it');
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(card).toContainText('completed');
    await expect(card).toContainText('Report on owls, approved (ship it).');
    await expect(page.getByRole('button', { name: 'Refresh list' })).toHaveCount(0);
    await openTab(page, 'Tools');
    await expect(resultRegion(page)).toContainText('Report on owls, approved (ship it).');
  });
});
