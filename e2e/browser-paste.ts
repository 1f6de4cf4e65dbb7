import type { Page } from '@playwright/test';

type StagedWindow = Window & { __stagedPaste?: string };

/**
 * Puts `text` in the page ahead of a paste. Handing a long text to the page
 * is itself a long task (the argument is read in one go, about 150 ms for
 * 5 MB the first time), which is the test's, not the page's: staged before
 * the measurement starts, it is not counted against the paste.
 */
export async function stagePaste(page: Page, text: string): Promise<void> {
  await page.evaluate((staged) => void ((window as StagedWindow).__stagedPaste = staged), text);
}

/**
 * A paste as the browser makes one, at the focused control: a paste event
 * carrying `text` (or the text staged by `stagePaste`), then, unless a
 * handler took it, the text inserted (one input event). Resolves with how
 * long the page was held: until a task queued after the next frame runs.
 */
export function pasteAndTime(page: Page, text?: string): Promise<number> {
  return page.evaluate(
    (given) =>
      new Promise<number>((resolve) => {
        const pasted = given ?? (window as StagedWindow).__stagedPaste ?? '';
        (window as StagedWindow).__stagedPaste = undefined;
        const started = performance.now();
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', pasted);
        const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
        if (document.activeElement?.dispatchEvent(event) !== false) document.execCommand('insertText', false, pasted);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
      }),
    text,
  );
}
