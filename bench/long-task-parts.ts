// Reads a trace kept by BENCH_TRACE_DIR (see task-cpu.ts) and prints each task of the page's main thread that used
// more than `over` ms of CPU or of wall time, with the events inside it that took longest (script by function and file, style,
// layout, paint): where a long task's time went, without opening DevTools.
// node bench/long-task-parts.ts TRACE.json [over ms, 30 by default]
import { readFileSync } from 'node:fs';

interface Event {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: {
      functionName?: string;
      url?: string;
      lineNumber?: number;
      type?: string;
      frames?: { processId?: number; isOutermostMainFrame?: boolean }[];
    };
  };
}

/** A line naming what an event inside a task did. */
function what(event: Event): string {
  const data = event.args?.data;
  if (data?.functionName !== undefined || data?.url)
    return `${event.name} ${data.functionName || '(anonymous)'} ${data.url?.split('/').pop() ?? ''}:${data.lineNumber ?? ''}`;
  if (data?.type) return `${event.name} ${data.type}`;
  return event.name;
}

export function longTaskParts(events: readonly Event[], overMs: number): string[] {
  const pageProcess = events
    .find((event) => event.name === 'TracingStartedInBrowser')
    ?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame)?.processId;
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      event.pid === pageProcess,
  );
  if (!main) return ['no main thread of the page in this trace'];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const lines: string[] = [];
  // A task over `overMs` by its CPU time or by its wall time (a task descheduled by other processes is long by the clock alone).
  const long = (event: Event) => Math.max(event.tdur ?? 0, event.dur ?? 0) / 1000 > overMs;
  for (const task of onMain.filter((event) => event.name === 'RunTask' && long(event))) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    lines.push(
      `task at ${(task.ts / 1000).toFixed(0)} ms: ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU, ${((task.dur ?? 0) / 1000).toFixed(1)} ms wall`,
    );
    for (const event of [...inside].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 14))
      lines.push(`  ${((event.dur ?? 0) / 1000).toFixed(1).padStart(7)} ms  ${what(event)}`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, over] = process.argv.slice(2);
  const trace = JSON.parse(readFileSync(file!, 'utf8')) as { traceEvents: Event[] };
  console.log(longTaskParts(trace.traceEvents, Number(over ?? 30)).join('\n'));
}
