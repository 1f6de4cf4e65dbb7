// Pasting a long text into a string field of a tool's form: how long the page is frozen by
// the paste, and by a keystroke in another field while that text is in the form.
// Run alone with `node bench/paste-bench.ts` (after `vite build`); `npm run bench` runs it too.
import { fileURLToPath } from 'node:url';
import type { InspectorDriver } from './inspectors/inspector-driver.ts';
import { loupe } from './inspectors/loupe.ts';
import type { LongTaskFigures } from './long-tasks.ts';
import { withInspectorPage } from './page-bench.ts';
import { e2eFixture } from './servers.ts';
import { pasteAndTime, stagePaste } from '../e2e/browser-paste.ts';

export interface PasteFigures {
  /** From the paste to the first moment the page could run anything else, after painting. */
  pasteBlockedMs: number;
  /** The same for one character typed into another field, with the pasted text in the form. */
  keystrokeBlockedMs: number;
  /** Long tasks from the paste until the page settled (checking that waits for a deferred render included). */
  longTasks: LongTaskFigures;
}

/** Pastes `chars` characters into the `field` of the form-schemas fixture's `profile` tool, then types into `name`. */
export function pasteIntoStringField(
  chars: number,
  field = 'note',
  driver: InspectorDriver = loupe,
): Promise<PasteFigures> {
  return withInspectorPage(driver, e2eFixture('form-schemas'), async (page, longTasks) => {
    await page.getByRole('tab', { name: 'Tools', exact: true }).click();
    await driver.chooseTool(page, 'profile', {});
    await page.getByLabel(field, { exact: true }).focus();
    const text = 'lorem ipsum dolor sit amet '.repeat(Math.ceil(chars / 27)).slice(0, chars);
    // Handed over before the count starts: passing 5 MB into the page is a long task of the bench's own.
    await stagePaste(page, text);
    await page.waitForTimeout(300);
    const mark = longTasks.mark();
    const pasteBlockedMs = Math.round(await pasteAndTime(page));
    await page.waitForTimeout(1_000);
    await page.getByLabel('name', { exact: true }).focus();
    const keystrokeBlockedMs = Math.round(await pasteAndTime(page, 'x'));
    await page.waitForTimeout(1_000);
    return { pasteBlockedMs, keystrokeBlockedMs, longTasks: longTasks.since(mark) };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, chars] of [
    ['paste1MB', 1_000_000],
    ['paste5MB', 5_000_000],
  ] as const) {
    console.log(name, JSON.stringify(await pasteIntoStringField(chars)));
  }
}
