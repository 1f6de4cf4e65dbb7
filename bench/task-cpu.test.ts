import { describe, expect, it } from 'vitest';
import { taskCpu } from './task-cpu.ts';

const task = (pid: number, tid: number, tdurMs: number, durMs = tdurMs * 3) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});
const mainThread = (pid: number, tid: number) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name: 'CrRendererMain' },
});

describe('taskCpu', () => {
  it('reads the CPU time of the busiest renderer main thread’s tasks, not their wall time', () => {
    const figures = taskCpu([
      mainThread(1, 1),
      mainThread(2, 2),
      task(1, 1, 20, 400),
      task(1, 1, 61),
      task(1, 1, 3),
      task(2, 2, 200),
      task(1, 9, 500), // another thread of the page's process
    ]);
    expect(figures).toEqual({ longestTaskCpuMs: 61, longTasksCpu: 1 });
  });

  it('reads the thread of the page’s main frame, not a busier one of a frame from another origin', () => {
    const started = {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      pid: 9,
      tid: 9,
      args: { data: { frames: [{ processId: 1, isOutermostMainFrame: true }] } },
    };
    const viewFlood = Array.from({ length: 10 }, () => task(2, 2, 30));
    const figures = taskCpu([started, mainThread(1, 1), mainThread(2, 2), task(1, 1, 12), ...viewFlood]);
    expect(figures).toEqual({ longestTaskCpuMs: 12, longTasksCpu: 0 });
  });

  it('gives none for a trace without a renderer main thread', () => {
    expect(taskCpu([task(1, 1, 80)])).toEqual({ longestTaskCpuMs: 0, longTasksCpu: 0 });
  });
});
