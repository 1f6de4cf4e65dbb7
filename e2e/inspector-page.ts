import { expect, type Locator, type Page } from '@playwright/test';
import type { ServerSpec } from './inspector.ts';

/** Finds the inspector's controls by role and accessible name, as a person would. */

export const connectionStatus = (page: Page): Locator => page.getByRole('status', { name: 'Connection status' });

export const resultRegion = (page: Page): Locator => page.getByRole('region', { name: 'Result' });

export const messageLog = (page: Page): Locator => page.getByRole('region', { name: 'Message log' });

export async function openInspector(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectConnected(page);
}

export async function expectConnected(page: Page): Promise<void> {
  // "Disconnected" holds "connected" but never "Connected" with a capital C.
  await expect(connectionStatus(page)).toContainText('Connected', { timeout: 20_000 });
}

/**
 * Waits until the page has fetched the parts a person opens when something went wrong (the Log):
 * a test that then stops mcp-loupe reads them as a person who had the page open for a moment would.
 */
export async function expectFirstLaterParts(page: Page): Promise<void> {
  await expect(page.locator('html[data-later-parts]')).toHaveCount(1, { timeout: 20_000 });
}

export type TabName =
  | 'Tools'
  | 'Resources'
  | 'Prompts'
  | 'Skills'
  | 'Tasks'
  | 'Requests'
  | 'Server messages'
  | 'Log'
  | 'Client'
  | 'Connection';

export async function openTab(page: Page, name: TabName): Promise<void> {
  // The Requests tab's name carries its count of waiting requests.
  const tab =
    name === 'Requests'
      ? page.getByRole('tab', { name: /^Requests\s*\d+$/ })
      : page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The button for one tool in the Tools list: its accessible name holds the tool's name as a whole word. */
export function toolButton(page: Page, toolName: string): Locator {
  return page
    .getByRole('list', { name: 'Tools' })
    .getByRole('button', { name: new RegExp(`(^|[^\\w-])${escapeRegExp(toolName)}($|[^\\w-])`) })
    .first();
}

export async function chooseTool(page: Page, toolName: string): Promise<void> {
  await openTab(page, 'Tools');
  await page.getByLabel('Search tools').fill(toolName);
  await toolButton(page, toolName).click();
}

/** The form field for one property of the chosen tool's input schema. */
export const toolField = (page: Page, property: string): Locator => page.getByLabel(property, { exact: true });

export async function runTool(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run tool', exact: true }).click();
}

/** Log rows, narrowed by the `Filter log` box when `filter` is given. */
export async function logRows(page: Page, filter?: string): Promise<Locator> {
  await openTab(page, 'Log');
  if (filter !== undefined) await page.getByLabel('Filter log').fill(filter);
  return messageLog(page).getByRole('row');
}

/** Rows whose text holds every one of `parts`. */
export function rowsWith(rows: Locator, ...parts: Array<string | RegExp>): Locator {
  return parts.reduce((narrowed, part) => narrowed.filter({ hasText: part }), rows);
}

/** The number in the log's `N entries` counter (thousands separators allowed). */
export async function logEntryCount(page: Page): Promise<number> {
  const counter = page.getByText(/^\s*[\d,.\s]+\s+entries\s*$/).first();
  const text = (await counter.textContent({ timeout: 2_000 }).catch(() => null)) ?? '';
  const digits = text.replace(/entries/, '').replace(/[^\d]/g, '');
  return digits === '' ? -1 : Number(digits);
}

/** Unfolds the connection settings, which fold once connected (nothing to do when they show). */
export async function showConnectionSettings(page: Page): Promise<void> {
  const toggle = page.getByRole('form', { name: 'Connection' }).getByRole('button', { name: 'Connection settings' });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Fills the connection panel; fields left out of `server` are left as they are. */
export async function fillConnection(page: Page, server: Partial<ServerSpec> & { argsLine?: string }): Promise<void> {
  await showConnectionSettings(page);
  if (server.command !== undefined) await page.getByLabel('Command', { exact: true }).fill(server.command);
  const argsLine = server.argsLine ?? server.args?.map(quoteArg).join(' ');
  if (argsLine !== undefined) await page.getByLabel('Arguments', { exact: true }).fill(argsLine);
  if (server.cwd !== undefined) await page.getByLabel('Working directory', { exact: true }).fill(server.cwd);
  if (server.env !== undefined) {
    const lines = Object.entries(server.env).map(([key, value]) => `${key}=${value}`);
    await page.getByLabel('Environment', { exact: true }).fill(lines.join('\n'));
  }
}

function quoteArg(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `"${arg}"`;
}

/** Clicks `Connect`, or `Reconnect` while a connection is live (the panel shows one or the other first). */
export async function connect(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^(Connect|Reconnect)$/ })
    .first()
    .click();
}
