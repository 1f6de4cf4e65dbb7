import { readFileSync } from 'node:fs';

/** A process's resident memory in MB (Linux: VmRSS in /proc/<pid>/status); undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Samples a process's memory every `everyMs` until stopped; `peak` is the most seen. */
export function watchPeak(pid: number, everyMs = 100): { peak: () => number; stop: () => number } {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, everyMs);
  return {
    peak: () => peak,
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rssMb(pid) ?? 0);
      return peak;
    },
  };
}
