// The page's long tasks (over 50 ms), as the browser itself reports them (PerformanceObserver 'longtask').
// Each one is sent out to Node as soon as it ends, so a page that is frozen when we stop
// still has every task that ended before counted.
import type { Page } from '@playwright/test';

export interface LongTaskFigures {
  longestTaskMs: number;
  /** Sum over long tasks of the time beyond 50 ms (the "total blocking time"). */
  blockingMs: number;
  longTasks: number;
}

export interface LongTaskRecorder {
  /** A mark to count from. */
  mark(): number;
  since(mark: number): LongTaskFigures;
}

/** Call before the page is opened. */
export async function recordLongTasks(page: Page): Promise<LongTaskRecorder> {
  const tasks: number[] = [];
  await page.exposeFunction('__benchLongTask', (duration: number) => void tasks.push(duration));
  await page.addInitScript(() => {
    const report = (window as unknown as { __benchLongTask: (duration: number) => void }).__benchLongTask;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) report(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return {
    mark: () => tasks.length,
    since: (mark) => {
      const recent = tasks.slice(mark);
      return {
        longestTaskMs: Math.round(Math.max(0, ...recent)),
        blockingMs: Math.round(recent.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
        longTasks: recent.length,
      };
    },
  };
}
