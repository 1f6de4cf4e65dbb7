import { test as ownPage } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  chooseTool,
  logRows,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
} from './inspector-page.ts';
import type { Page } from '@playwright/test';

/** The Requests tab and its count, seen from any tab. */
const requestsTab = (page: Page) => page.getByRole('tab', { name: /^Requests\s*\d+$/ });
const inbox = (page: Page) => page.getByRole('region', { name: 'Requests from the server' });

test.describe('the server asks, a person answers', () => {
  test('a sampling request is answered beside the tool call, and the reply shows in its result', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'trigger-sampling-request');
    await toolField(page, 'prompt').fill('Write a haiku');
    await runTool(page);
    const request = page.getByRole('group', { name: /sampling\/createMessage/ });
    await expect(request).toContainText('You are a helpful test server.');
    await expect(request).toContainText('Write a haiku');
    await expect(requestsTab(page)).toHaveAccessibleName(/1$/);
    await request.getByLabel('Reply text').fill('Autumn wind, a log of frames');
    await request.getByLabel('Model').fill('by-hand-1');
    await request.getByRole('button', { name: 'Send reply' }).click();
    await expect(resultRegion(page)).toContainText('Autumn wind, a log of frames');
    await expect(resultRegion(page)).toContainText('by-hand-1');
    await expect(requestsTab(page)).toHaveAccessibleName(/0$/);
  });

  test('a rejected sampling request reaches the server as an error', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'trigger-sampling-request');
    await toolField(page, 'prompt').fill('No');
    await runTool(page);
    await page
      .getByRole('group', { name: /sampling\/createMessage/ })
      .getByRole('button', { name: 'Reject' })
      .click();
    await expect(resultRegion(page)).toContainText('User rejected sampling request');
  });

  test('the async variants wait in the Requests tab while the person is elsewhere, and are answered from there', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'trigger-sampling-request-async');
    await toolField(page, 'prompt').fill('Take your time');
    await runTool(page);
    await openTab(page, 'Prompts');
    await expect(requestsTab(page)).toHaveAccessibleName(/1$/);
    await openTab(page, 'Requests');
    const request = inbox(page).getByRole('group', { name: /sampling\/createMessage/ });
    await expect(request).toContainText('as task');
    await request.getByLabel('Reply text').fill('Answered later, as a task');
    await request.getByRole('button', { name: 'Send reply' }).click();
    await openTab(page, 'Tools');
    await expect(resultRegion(page)).toContainText('[COMPLETED]', { timeout: 20_000 });
    await expect(resultRegion(page)).toContainText('Answered later, as a task');

    await chooseTool(page, 'trigger-elicitation-request-async');
    await runTool(page);
    await openTab(page, 'Log');
    await openTab(page, 'Requests');
    const elicitation = inbox(page)
      .getByRole('group', { name: /elicitation\/create/ })
      .first();
    await expect(elicitation).toContainText('as task');
    await elicitation.getByRole('button', { name: 'Decline' }).click();
    await openTab(page, 'Tools');
    await expect(resultRegion(page)).toContainText(/decline/i, { timeout: 20_000 });
  });

  test('an elicitation is accepted with values, declined, and cancelled', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'trigger-elicitation-request');
    await runTool(page);
    let request = page.getByRole('group', { name: /elicitation\/create/ });
    await expect(request).toContainText('Please provide inputs');
    await request.getByLabel('name', { exact: true }).fill('Ada Lovelace');
    await request.getByLabel('email', { exact: true }).fill('ada@example.org');
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(resultRegion(page)).toContainText('Ada Lovelace');
    await expect(resultRegion(page)).toContainText('accept');

    await runTool(page);
    request = page.getByRole('group', { name: /elicitation\/create/ }).filter({ hasText: 'Waiting for you' });
    await request.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(resultRegion(page)).toContainText(/declined/i);

    await runTool(page);
    request = page.getByRole('group', { name: /elicitation\/create/ }).filter({ hasText: 'Waiting for you' });
    await request.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(resultRegion(page)).toContainText(/cancel/i);
  });

  // A page of its own: it counts the pages its context opens, from a listener a reused page would keep.
  ownPage('a URL elicitation shows its URL and opens it only when the person accepts', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'trigger-url-elicitation');
    await toolField(page, 'url').fill('https://example.com/sign-in');
    let popups = 0;
    page.context().on('page', () => popups++);
    await runTool(page);
    const request = page.getByRole('group', { name: /elicitation\/create/ });
    await expect(request.getByLabel('URL')).toHaveText('https://example.com/sign-in');
    await expect(request).toContainText('example.com');
    await page.waitForTimeout(500);
    expect(popups).toBe(0);
    const popup = page.context().waitForEvent('page');
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await popup;
    expect(popups).toBe(1);
    await expect(resultRegion(page)).toContainText('User completed the URL elicitation flow');
  });

  test('roots/list answers with the roots set in the page, and a change is announced', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Client');
    const roots = page.getByRole('region', { name: 'Roots' });
    await roots.getByRole('button', { name: 'Add root' }).click();
    await roots.getByLabel('URI of root 1').fill('file:///work/alpha');
    await roots.getByLabel('Name of root 1').fill('Alpha');
    await roots.getByRole('button', { name: 'Apply roots' }).click();
    await expect(roots.getByRole('status')).toContainText('notifications/roots/list_changed');
    const rows = await logRows(page, 'roots/list_changed');
    await expect(rowsWith(rows, 'notifications/roots/list_changed', '→')).toHaveCount(1);
    await chooseTool(page, 'get-roots-list');
    await expect(async () => {
      await runTool(page);
      // Retried until the server has asked for the new roots; each wait, and the whole, are generous bounds, not verdicts.
      await expect(resultRegion(page)).toContainText('file:///work/alpha');
    }).toPass({ timeout: 45_000 });
    await expect(resultRegion(page)).toContainText('Alpha');
  });

  test('the server log fills at the chosen level, and a higher level lets fewer messages through', async ({
    page,
    inspector,
  }) => {
    test.slow();
    await openInspector(page, inspector.url);
    await openTab(page, 'Server messages');
    await page.getByRole('combobox', { name: 'Log level' }).selectOption('debug');
    await expect(page.getByRole('region', { name: 'Server log' }).getByRole('status')).toContainText('from debug up');
    await chooseTool(page, 'toggle-simulated-logging');
    await runTool(page);
    await openTab(page, 'Server messages');
    const messages = page.getByRole('list', { name: 'Server log messages' }).getByRole('listitem');
    // The server sends one every 5 s: a generous bound, not a measure.
    await expect(messages.first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Log level' }).selectOption('emergency');
    await expect(page.getByRole('region', { name: 'Server log' }).getByRole('status')).toContainText(
      'from emergency up',
    );
    const before = await messages.count();
    // Only emergency messages may pass now. Each start of the simulated logging sends one message of a random level at
    // once, written before the tool's answer on the same pipe: once the answer shows, that message has come or been held
    // back. Four starts are four chances out of eight for a message the server should hold back (all four emergencies: 1
    // in 4,096), where waiting out two of its 5 s ticks gave two.
    await chooseTool(page, 'toggle-simulated-logging');
    for (let start = 0; start < 4; start++) {
      await runTool(page);
      await expect(resultRegion(page)).toContainText('Stopped simulated logging');
      await runTool(page);
      await expect(resultRegion(page)).toContainText('Started simulated');
    }
    await runTool(page);
    await expect(resultRegion(page)).toContainText('Stopped simulated logging');
    await openTab(page, 'Server messages');
    const after = await messages.allTextContents();
    for (const line of after.slice(before)) expect(line).toContain('emergency');
  });

  test('a request that outlives the timeout says so, and its cancellation is in the log', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Client');
    await page.getByRole('spinbutton', { name: 'Timeout (s)' }).fill('1');
    await chooseTool(page, 'trigger-sampling-request');
    await toolField(page, 'prompt').fill('Nobody answers');
    await runTool(page);
    // The 1 s is the page's request timeout under test; the wait for its message is a generous bound.
    await expect(resultRegion(page)).toContainText('timed out', { timeout: 30_000 });
    const rows = await logRows(page, 'notifications/cancelled');
    await expect(rowsWith(rows, 'notifications/cancelled', '→')).toHaveCount(1);
  });

  test('completions are offered as you type a prompt argument (with the other arguments as context) and a template variable', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Prompts');
    await page
      .getByRole('list', { name: 'Prompts', exact: true })
      .getByRole('button', { name: /completable-prompt/ })
      .click();
    await page.getByRole('combobox', { name: /department/ }).pressSequentially('E');
    await page.getByRole('option', { name: 'Engineering' }).click();
    await expect(page.getByRole('combobox', { name: /department/ })).toHaveValue('Engineering');
    // The second argument's completions depend on the first: the server reads context.arguments.
    await page.getByRole('combobox', { name: /^name/ }).pressSequentially('A');
    await expect(page.getByRole('option', { name: 'Alice' })).toBeVisible();
    const rows = await logRows(page, 'completion/complete');
    await expect(rowsWith(rows, 'completion/complete', '→', 'Engineering').first()).toBeVisible();

    await openTab(page, 'Resources');
    await page
      .getByRole('list', { name: 'Resource templates', exact: true })
      .getByRole('button', { name: /Dynamic Text Resource/ })
      .click();
    await page.getByRole('combobox', { name: /resourceId/ }).pressSequentially('7');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions for resourceId' }).getByRole('option', { name: '7' }),
    ).toBeVisible();
  });
});
