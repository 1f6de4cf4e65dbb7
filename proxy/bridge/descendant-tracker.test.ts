import { describe, expect, it } from 'vitest';
import type { ProcEntry } from './proc-table.ts';
import { createDescendantTracker, treeMembers } from './descendant-tracker.ts';
import { fakeProcFs } from '../test-kit/fake-proc-fs.ts';

const entry = (pid: number, ppid: number, start: number, pgid = pid): ProcEntry => ({ pid, ppid, pgid, start });
const root = { pid: 100, marker: 'm1' };

describe('treeMembers', () => {
  it('follows parents, the group and the marker, however far a process went', () => {
    const list = [
      entry(100, 1, 10),
      entry(101, 100, 11, 100), // child in the group
      entry(102, 101, 12, 102), // grandchild in a session of its own
      entry(103, 1, 13, 103), // re-parented, found by its marker
      entry(104, 103, 14, 104), // its child, found through it
      entry(200, 1, 5), // a stranger
    ];
    const members = treeMembers(list, new Map(), root, (each) => (each.pid === 103 ? 'm1' : undefined));
    expect([...members.keys()].sort()).toEqual([100, 101, 102, 103, 104]);
  });

  it('keeps known processes whose parent has gone, but not a pid now used by another process', () => {
    const known = new Map([
      [100, 10],
      [150, 20],
      [151, 21],
    ]);
    const list = [entry(100, 1, 10), entry(150, 1, 20, 150), entry(151, 1, 99, 151)];
    expect([...treeMembers(list, known, root, () => undefined).keys()]).toEqual([100, 150]);
  });

  it('does not take a process that only shares a parent pid reused after it started', () => {
    // 300 started before 100 did: 100 cannot be its parent, whatever /proc says.
    const list = [entry(100, 1, 50), entry(300, 100, 10, 300)];
    expect([...treeMembers(list, new Map(), root, () => undefined).keys()]).toEqual([100]);
  });
});

describe('descendant tracker', () => {
  it('remembers a descendant from the scan that sees it, after its parent exits', () => {
    const proc = fakeProcFs([entry(100, 1, 10), entry(101, 100, 11, 101)]);
    const found: number[] = [];
    const tracker = createDescendantTracker({ procFs: proc, setInterval: () => ({}), clearInterval: () => {} });
    const gone: number[] = [];
    const tree = tracker.track(root, { found: (each) => found.push(each.pid), gone: (pid) => gone.push(pid) });
    expect(found).toEqual([101]);
    proc.remove(100);
    proc.set(entry(101, 1, 11, 101));
    expect(tree.refresh().map((each) => each.pid)).toEqual([101]);
    proc.remove(101);
    expect(tree.refresh()).toEqual([]);
    expect(gone).toEqual([101]);
    tree.stop();
  });

  it('leaves out a remembered pid once another process has it (pid reuse)', () => {
    const proc = fakeProcFs([entry(100, 1, 10), entry(101, 100, 11, 101)]);
    const tree = createDescendantTracker({ procFs: proc, setInterval: () => ({}), clearInterval: () => {} }).track(
      root,
    );
    proc.remove(101);
    proc.set(entry(101, 1, 500, 101)); // same pid, another process
    expect(tree.members().map((each) => each.pid)).toEqual([100]);
    expect(tree.refresh().map((each) => each.pid)).toEqual([100]);
  });

  it('does not take a process given the server pid after the server exited', () => {
    const proc = fakeProcFs([entry(100, 1, 10)]);
    const tree = createDescendantTracker({ procFs: proc, setInterval: () => ({}), clearInterval: () => {} }).track(
      root,
    );
    proc.remove(100);
    expect(tree.refresh()).toEqual([]);
    proc.set(entry(100, 1, 900));
    expect(tree.refresh()).toEqual([]);
  });

  it('polls only while a tree is tracked, and reads each environment once', () => {
    const proc = fakeProcFs([entry(100, 1, 10), entry(7, 1, 3)]);
    let timers = 0;
    let cleared = 0;
    const tracker = createDescendantTracker({
      procFs: proc,
      setInterval: () => (timers++, {}),
      clearInterval: () => void cleared++,
    });
    const first = tracker.track(root);
    const second = tracker.track({ pid: 7, marker: 'm2' });
    first.refresh();
    second.refresh();
    expect(timers).toBe(1);
    expect(proc.environReads(100)).toBe(1);
    first.stop();
    second.stop();
    expect(cleared).toBe(1);
  });
});
