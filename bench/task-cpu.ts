// The page's tasks by the main thread's own CPU time, from a Chromium trace: on a machine shared with other work a
// task's wall time (what 'longtask' reports) grows with every process that takes the CPU from it; its thread time
// does not, so this figure compares runs made under different loads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';

export interface TaskCpuFigures {
  /** The longest task's CPU time on the page's main thread. */
  longestTaskCpuMs: number;
  /** Tasks that used more than 50 ms of CPU. */
  longTasksCpu: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { frames?: { processId?: number; isOutermostMainFrame?: boolean }[] } };
}

/** Starts a trace of `page`; what it returns stops it and reads the figures. */
export async function traceTaskCpu(browser: Browser, page: Page): Promise<() => Promise<TaskCpuFigures>> {
  // RunTask, with its thread time, is in DevTools' own category.
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      ...(process.env.BENCH_TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  });
  return async () => {
    const trace = await browser.stopTracing();
    // BENCH_TRACE_DIR=dir keeps each trace (open it in DevTools' Performance panel, or read it with bench/long-task-parts.ts).
    const dir = process.env.BENCH_TRACE_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `trace-${Date.now()}.json`), trace);
    }
    return taskCpu(JSON.parse(trace.toString('utf8')).traceEvents);
  };
}

/**
 * The figures of the page's renderer main thread: the one in the process of the page's main frame, as the trace's
 * start names it. Another origin's frame (an MCP App's sandbox) runs in a process of its own, and a view flooding
 * its host runs many more tasks than the page: the busiest thread was the view's. Without that name, the busiest.
 */
export function taskCpu(events: readonly TraceEvent[]): TaskCpuFigures {
  const pageProcess = events
    .find((event) => event.name === 'TracingStartedInBrowser')
    ?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame)?.processId;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .filter((event) => pageProcess === undefined || event.pid === pageProcess)
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, number[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    const tasks = byThread.get(thread) ?? [];
    tasks.push((event.tdur ?? 0) / 1000);
    byThread.set(thread, tasks);
  }
  const tasks = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  return {
    longestTaskCpuMs: Math.round(Math.max(0, ...tasks)),
    longTasksCpu: tasks.filter((ms) => ms > 50).length,
  };
}
