import type { Page } from '@playwright/test';

/**
 * A paste as the browser makes one, at the focused control: a paste event
 * carrying `text`, then, unless a handler took it, the text inserted (one
 * input event). Resolves with how long the page was held: until a task
 * queued after the next frame runs.
 */
export function pasteAndTime(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (pasted) =>
      new Promise<number>((resolve) => {
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
