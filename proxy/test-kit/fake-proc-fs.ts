import type { ProcEntry, ProcFs } from '../bridge/proc-table.ts';

/** For tests: a process table in memory, with each process's environment and a count of its reads. */
export function fakeProcFs(entries: ProcEntry[], environs: Record<number, string[]> = {}) {
  const table = new Map(entries.map((each) => [each.pid, each]));
  const reads = new Map<number, number>();
  const procFs: ProcFs & {
    set(entry: ProcEntry): void;
    remove(pid: number): void;
    environReads(pid: number): number;
  } = {
    list: () => [...table.values()],
    stat: (pid) => table.get(pid),
    environ(pid) {
      reads.set(pid, (reads.get(pid) ?? 0) + 1);
      return table.has(pid) ? (environs[pid] ?? []) : undefined;
    },
    set: (entry) => void table.set(entry.pid, entry),
    remove: (pid) => void table.delete(pid),
    environReads: (pid) => reads.get(pid) ?? 0,
  };
  return procFs;
}
