import { describe, expect, it } from 'vitest';
import type { CgroupFs } from './cgroup.ts';
import { openCgroups, ownCgroupDir } from './cgroup.ts';

/** A file tree in memory; `failing` paths throw on write or mkdir with that code. */
function memoryFs(files: Record<string, string>, failing: Record<string, string> = {}) {
  const writes: Array<[string, string]> = [];
  const dirs = new Set<string>();
  const fail = (path: string) => {
    const code = failing[path];
    if (code) throw Object.assign(new Error(code), { code });
  };
  const fs: CgroupFs = {
    readFile(path) {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return text;
    },
    writeFile(path, data) {
      fail(path);
      writes.push([path, data]);
    },
    mkdir(path) {
      fail(path);
      dirs.add(path);
    },
    rmdir(path) {
      fail(path);
      dirs.delete(path);
    },
    exists: (path) => path in files,
  };
  return { fs, writes, dirs };
}

const hybridMounts = [
  '31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
  '35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory',
  '41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
].join('\n');

describe('ownCgroupDir', () => {
  it('finds the cgroup2 mount wherever it is, and joins our path to it', () => {
    const { fs } = memoryFs({
      '/proc/self/mountinfo': hybridMounts,
      '/proc/self/cgroup': '4:memory:/x\n0::/user.slice/a.scope\n',
    });
    expect(ownCgroupDir(fs)).toBe('/sys/fs/cgroup/unified/user.slice/a.scope');
  });

  it('is the mount itself for the root cgroup', () => {
    const { fs } = memoryFs({ '/proc/self/mountinfo': hybridMounts, '/proc/self/cgroup': '0::/\n' });
    expect(ownCgroupDir(fs)).toBe('/sys/fs/cgroup/unified');
  });

  it('reads escaped mount points', () => {
    const mounts = '41 31 0:38 / /mnt/cg\\040v2 rw - cgroup2 cgroup2 rw';
    const { fs } = memoryFs({ '/proc/self/mountinfo': mounts, '/proc/self/cgroup': '0::/a\n' });
    expect(ownCgroupDir(fs)).toBe('/mnt/cg v2/a');
  });

  it('is undefined with cgroup v1 only, or without /proc', () => {
    const v1 = memoryFs({
      '/proc/self/mountinfo': hybridMounts.split('\n').slice(0, 2).join('\n'),
      '/proc/self/cgroup': '4:memory:/x\n',
    });
    expect(ownCgroupDir(v1.fs)).toBeUndefined();
    expect(ownCgroupDir(memoryFs({}).fs)).toBeUndefined();
  });
});

describe('openCgroups', () => {
  it('makes a directory for the proxy and one per server in it', () => {
    const { fs, dirs, writes } = memoryFs({});
    const cgroups = openCgroups({ proxyPid: 77, fs, ownDir: '/cg' });
    expect(cgroups?.dir).toBe('/cg/mcp-loupe-77');
    const path = cgroups?.create('server-1');
    expect(path).toBe('/cg/mcp-loupe-77/server-1');
    expect(cgroups?.move(path as string, 1234)).toBe(true);
    expect(writes).toEqual([['/cg/mcp-loupe-77/server-1/cgroup.procs', '1234']]);
    expect([...dirs]).toEqual(['/cg/mcp-loupe-77', '/cg/mcp-loupe-77/server-1']);
  });

  it('is undefined where the directory cannot be made (read-only, not ours) or there is no cgroup v2', () => {
    const { fs } = memoryFs({}, { '/cg/mcp-loupe-77': 'EROFS' });
    expect(openCgroups({ proxyPid: 77, fs, ownDir: '/cg' })).toBeUndefined();
    expect(openCgroups({ proxyPid: 77, fs, ownDir: undefined })).toBeUndefined();
  });

  it('answers false for a process it may not move', () => {
    const { fs } = memoryFs({}, { '/cg/mcp-loupe-77/s/cgroup.procs': 'EACCES' });
    expect(openCgroups({ proxyPid: 77, fs, ownDir: '/cg' })?.move('/cg/mcp-loupe-77/s', 5)).toBe(false);
  });

  it('kills through cgroup.kill where the kernel has it, otherwise each listed process', () => {
    const withKill = memoryFs({ '/cg/mcp-loupe-1/s/cgroup.kill': '', '/cg/mcp-loupe-1/s/cgroup.procs': '5\n6\n' });
    const killed: number[] = [];
    const kill = (pid: number) => (killed.push(pid), true as const);
    openCgroups({ proxyPid: 1, fs: withKill.fs, ownDir: '/cg', kill })?.kill('/cg/mcp-loupe-1/s');
    expect(withKill.writes).toEqual([['/cg/mcp-loupe-1/s/cgroup.kill', '1']]);
    expect(killed).toEqual([]);
    const older = memoryFs({ '/cg/mcp-loupe-1/s/cgroup.procs': '5\n6\n' });
    openCgroups({ proxyPid: 1, fs: older.fs, ownDir: '/cg', kill })?.kill('/cg/mcp-loupe-1/s');
    expect(killed).toEqual([5, 6]);
  });

  it('counts a cgroup populated until cgroup.events says otherwise, exiting processes included', () => {
    const { fs } = memoryFs({
      '/cg/mcp-loupe-1/a/cgroup.events': 'populated 1\nfrozen 0\n',
      '/cg/mcp-loupe-1/b/cgroup.events': 'populated 0\nfrozen 0\n',
    });
    const cgroups = openCgroups({ proxyPid: 1, fs, ownDir: '/cg' });
    expect(cgroups?.populated('/cg/mcp-loupe-1/a')).toBe(true);
    expect(cgroups?.populated('/cg/mcp-loupe-1/b')).toBe(false);
  });
});
