// The first screen as the page loads it: two moments, and the JS and CSS the page had asked for by each
// (whether or not a file had arrived by then: which of the files asked for together arrive before the
// first render is a race, and counting those alone made the shell's bytes vary by a file's size).
// "shell": the header and the tabs are on the page (a person can act). "toolsListed": the
// default server's first tool is listed (auto-connect done: what a person came to see).
// Shared by the budget spec (first-screen-budget.spec.ts) and the bench (bench/first-screen-bench.ts).
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface FirstScreenMoments {
  /** performance.now() when each moment first held. */
  moments: { shell: number; toolsListed: number };
  /** The JS and CSS files the page had asked for by then (their requests started at or before the moment). */
  files: { shell: string[]; toolsListed: string[] };
  /** Every long task (over 50 ms) so far, as the browser reported it. */
  longTasks: { startTime: number; duration: number }[];
}

const asset = /\.(js|css)(\?|$)/;

/** Runs in the page (pass to `page.addInitScript`): notes each moment on the DOM change that brings it. */
export function watchFirstScreen() {
  const moments: Record<string, number> = {};
  const files: Record<string, string[]> = {};
  const longTasks: { startTime: number; duration: number }[] = [];
  (window as unknown as { __firstScreen: unknown }).__firstScreen = { moments, files, longTasks };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The browser lists a file once it has arrived, with the time it was asked for: the files of a moment are read at the second moment, when all asked for by the first have come.
  const askedBy = (at: number) =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at && /\.(js|css)(\?|$)/.test(entry.name))
      .map((entry) => entry.name);
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (
      moments.shell === undefined &&
      document.querySelector('header h1') &&
      document.querySelector('[role="tablist"]')
    ) {
      moments.shell = now;
    }
    if (moments.toolsListed === undefined && document.querySelector('ul[aria-label="Tools"] button')) {
      moments.toolsListed = now;
      observer.disconnect();
      // Read once every file asked for by then has arrived (the page is idle a moment later).
      const read = () => {
        const pending = performance.getEntriesByType('resource').length;
        setTimeout(() => {
          if (performance.getEntriesByType('resource').length !== pending) return read();
          files.shell = askedBy(moments.shell!);
          files.toolsListed = askedBy(moments.toolsListed!);
        }, 300);
      };
      read();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Waits until the tools are listed (the page must have been opened with `watchFirstScreen` as an init script). */
export async function firstScreenMoments(page: Page, timeoutMs = 60_000): Promise<FirstScreenMoments> {
  await page.waitForFunction(
    () => (window as unknown as { __firstScreen?: FirstScreenMoments }).__firstScreen?.files.toolsListed !== undefined,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return page.evaluate(() => (window as unknown as { __firstScreen: FirstScreenMoments }).__firstScreen);
}

export interface AssetBytes {
  gzipBytes: number;
  rawBytes: number;
}

/**
 * Keeps the body of every JS and CSS response the page receives; `bytes(files)` sums them, and
 * their gzip (level 9, each file on its own), since the proxy serves them uncompressed.
 */
export function recordAssets(page: Page): { bytes(files: readonly string[]): Promise<AssetBytes> } {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (!asset.test(response.url())) return;
    const body = response.body();
    // A file still arriving when the browser closes is not one asked about: its failure is no error.
    body.catch(() => undefined);
    bodies.set(response.url(), body);
  });
  return {
    async bytes(files) {
      let gzipBytes = 0;
      let rawBytes = 0;
      for (const file of files) {
        const body = await bodies.get(file);
        if (!body) throw new Error(`no response recorded for ${file}`);
        rawBytes += body.length;
        gzipBytes += gzipSync(body, { level: 9 }).length;
      }
      return { gzipBytes, rawBytes };
    },
  };
}
