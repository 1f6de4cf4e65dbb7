// What a benchmark needs from an inspector, whichever it is: start it, and drive its page as a person would.
import type { Locator, Page } from '@playwright/test';
import type { ServerCommand } from '../servers.ts';

export interface RunningInspector {
  /** The page's URL, with whatever token it needs. */
  url: string;
  close(): Promise<void>;
}

export interface BurstProgress {
  resultShown: boolean;
  /** Burst notifications the page shows (or counts) so far. */
  notificationsShown: number;
}

export interface InspectorDriver {
  /** The key this inspector has in results.json. */
  name: 'loupe' | 'reference';
  /** Starts the inspector (web server and proxy) with `server` as the server it offers. */
  start(server: ServerCommand): Promise<RunningInspector>;
  /** Opens the page and connects to the server. */
  connect(page: Page, url: string): Promise<void>;
  /** Picks `tool` and fills its form; `args` are form values by property name. */
  chooseTool(page: Page, tool: string, args: Record<string, string>): Promise<void>;
  /** Clicks the run button and returns once the browser has the click (see clickAndLetGo). */
  runTool(page: Page): Promise<void>;
  /** Resolves once the tool result holds `text`. */
  resultShown(page: Page, text: string, timeoutMs: number): Promise<void>;
  /** Resolves once the big-stdout fixture's result of `bytes` characters is on the page. */
  bigResultShown(page: Page, bytes: number, timeoutMs: number): Promise<void>;
  /** Resolves once the burst tool's result and all `count` of its notifications are on the page. */
  burstShown(page: Page, count: number, timeoutMs: number): Promise<void>;
  /** How far the page got with a burst (for runs that did not finish). */
  burstProgress(page: Page, count: number): Promise<BurstProgress>;
  /** The text of every view where the inspector may show what the server wrote, after visiting each. */
  allViewsText(page: Page): Promise<string>;
}

/** Polling for page predicates, the same for both inspectors so the check costs each page alike. */
export const POLL_MS = 50;

/**
 * A trusted mouse click in the middle of `button`, that returns once the browser has taken the input.
 * Playwright's locator.click() also asks the page about the click afterwards, and a page that freezes
 * right after a click would hold the click itself; the freeze is what done() is there to measure.
 */
export async function clickAndLetGo(button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`${button} is not on the page`);
  await button.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
