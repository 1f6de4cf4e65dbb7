// The log's reading views at scale: the findings summary and the timeline
// layout over 100,000 entries (in Node), the Timeline view of 100,000
// notifications and the copy of a 20 MB frame (in the page: longest task).
import type { Page } from '@playwright/test';
import { FindingsSummary } from '../shared/wire/findings-summary.ts';
import { TimelineLayout } from '../shared/wire/timeline-layout.ts';
import { WireLog } from '../shared/wire/wire-log.ts';
import { loupe } from './inspectors/loupe.ts';
import type { LongTaskFigures, LongTaskRecorder } from './long-tasks.ts';
import { withInspectorPage } from './page-bench.ts';
import { e2eFixture, type ServerCommand } from './servers.ts';

const finding = {
  rule: 'unknown-notification' as const,
  severity: 'warning' as const,
  pointer: '/method',
  source: '2025-11-25',
  message: 'not a notification MCP defines',
};

/** Summary and layout over `count` entries (a request and its answer, a flagged notification), from scratch and for one more entry. */
export function logViewFigures(count = 100_000) {
  const log = new WireLog(() => {});
  for (let i = 0; log.size < count; i++) {
    log.append({
      connection: 1,
      t: i,
      direction: 'out',
      kind: 'request',
      method: 'tools/call',
      id: i,
      raw: `{"jsonrpc":"2.0","id":${i},"method":"tools/call"}`,
    });
    log.append({
      connection: 1,
      t: i + 0.5,
      direction: 'in',
      kind: 'result',
      id: i,
      raw: `{"jsonrpc":"2.0","id":${i},"result":{}}`,
    });
    log.append({
      connection: 1,
      t: i + 0.7,
      direction: 'in',
      kind: 'notification',
      method: 'tools/list_changed',
      raw: '{"jsonrpc":"2.0","method":"tools/list_changed"}',
      findings: [finding],
    });
  }
  const timed = (run: () => unknown) => {
    const started = performance.now();
    run();
    return Number((performance.now() - started).toFixed(2));
  };
  const summary = new FindingsSummary();
  const layout = new TimelineLayout();
  const summaryMs = timed(() => summary.summarize(log.entries()));
  const layoutMs = timed(() => layout.layout(log.entries()));
  log.append({
    connection: 1,
    t: count,
    direction: 'in',
    kind: 'notification',
    method: 'notifications/message',
    raw: '{}',
    findings: [finding],
  });
  return {
    entries: log.size,
    summaryMs,
    summaryIncrementalMs: timed(() => summary.summarize(log.entries())),
    layoutMs,
    layoutIncrementalMs: timed(() => layout.layout(log.entries())),
  };
}

function withPage<T>(server: ServerCommand, use: (page: Page, longTasks: LongTaskRecorder) => Promise<T>): Promise<T> {
  return withInspectorPage(loupe, server, use, { permissions: ['clipboard-read', 'clipboard-write'] });
}

/** 100,000 notifications, then the Timeline opened, scrolled through and zoomed: the longest task while doing so. */
export async function timelineScale(
  count = 100_000,
): Promise<LongTaskFigures & { notifications: number; rowsShown: string }> {
  return withPage(e2eFixture('burst'), async (page, longTasks) => {
    await loupe.chooseTool(page, 'burst', { count: String(count) });
    await loupe.runTool(page);
    await loupe.burstShown(page, count, 300_000);
    await page.waitForTimeout(500);
    const mark = longTasks.mark();
    await page.getByRole('button', { name: 'Timeline', exact: true }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline
      .getByRole('button', { name: /^notifications\/message: / })
      .first()
      .waitFor();
    const list = timeline.getByRole('list', { name: 'Requests and notifications in time' });
    for (const fraction of [0, 0.5, 1]) {
      await list.evaluate((element, at) => {
        const scroller = element.parentElement!.parentElement!;
        scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * at;
      }, fraction);
      await page.waitForTimeout(200);
    }
    await timeline.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(300);
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator's innerText keeps the line breaks the split reads
    const rowsShown = (await timeline.innerText()).split('\n')[0] ?? '';
    return { notifications: count, rowsShown, ...longTasks.since(mark) };
  });
}

/** A 20 MB tool result: its entry opened (tree), its text view, Copy, and Copy as command on its request: the longest task. */
export async function copyBigFrame(bytes = 20_000_000): Promise<LongTaskFigures & { copiedChars: number }> {
  return withPage(e2eFixture('big-stdout'), async (page, longTasks) => {
    await loupe.chooseTool(page, 'big', { bytes: String(bytes) });
    await loupe.runTool(page);
    await page.getByRole('region', { name: 'Result' }).getByText(/ms$/).first().waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: /Log/ }).click();
    await page.waitForTimeout(500);
    const mark = longTasks.mark();
    await page
      .getByRole('table', { name: 'Frames' })
      .getByRole('row')
      .filter({ hasText: 'tools/call (result)' })
      .click();
    const detail = page.getByRole('region', { name: 'Entry detail' });
    await detail.getByRole('list', { name: 'JSON tree' }).waitFor();
    await detail.getByRole('button', { name: 'Text', exact: true }).click();
    await detail.getByText(/^Showing [\d,]+ of [\d,]+ characters/).waitFor();
    await detail.getByRole('button', { name: 'Copy as command' }).click();
    await detail.getByRole('button', { name: 'Copied' }).waitFor();
    await page.waitForTimeout(2_000);
    await detail.getByRole('button', { name: 'Copy', exact: true }).click();
    await detail.getByRole('button', { name: 'Copied' }).waitFor();
    await page.waitForTimeout(500);
    const figures = longTasks.since(mark);
    // Read back after the figures: reading 20 MB from the clipboard is the benchmark's own work.
    const copiedChars = await page.evaluate(async () => (await navigator.clipboard.readText()).length);
    return { copiedChars, ...figures };
  });
}
