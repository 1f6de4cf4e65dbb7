// How long the page has not answered: a long task still running is reported by nobody until it ends,
// so a run stopped at its cap in the middle of one is seen from outside, by asking the page every few ms.
import type { Page } from '@playwright/test';

export interface Responsiveness {
  /** Milliseconds since the page last answered. */
  unansweredMs(): number;
  stop(): void;
}

export function watchResponsiveness(page: Page, everyMs = 250): Responsiveness {
  let lastAnswer = Date.now();
  let stopped = false;
  void (async () => {
    while (!stopped) {
      try {
        await page.evaluate(() => 0);
      } catch {
        return; // the page or its browser is closed
      }
      lastAnswer = Date.now();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    unansweredMs: () => Date.now() - lastAnswer,
    stop: () => void (stopped = true),
  };
}
