import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import type { Kill } from './process-group.ts';

/** The file operations cgroups need, passed in so detection can be tested on a fake tree. */
export interface CgroupFs {
  readFile(path: string): string;
  writeFile(path: string, data: string): void;
  mkdir(path: string): void;
  rmdir(path: string): void;
  exists(path: string): boolean;
}

export const systemCgroupFs: CgroupFs = {
  readFile: (path) => readFileSync(path, 'utf8'),
  writeFile: (path, data) => writeFileSync(path, data),
  mkdir: (path) => mkdirSync(path, { recursive: true }),
  rmdir: (path) => rmdirSync(path),
  exists: existsSync,
};

/**
 * Where this process's cgroup v2 directory is: the cgroup2 mount found in
 * /proc/self/mountinfo (not assumed at /sys/fs/cgroup: hybrid systems mount
 * it at …/unified) joined with the "0::" line of /proc/self/cgroup.
 * Undefined without cgroup v2 (macOS, Windows, v1-only Linux).
 */
export function ownCgroupDir(fs: CgroupFs = systemCgroupFs, proc = '/proc/self'): string | undefined {
  let mountinfo: string;
  let membership: string;
  try {
    mountinfo = fs.readFile(`${proc}/mountinfo`);
    membership = fs.readFile(`${proc}/cgroup`);
  } catch {
    return undefined;
  }
  const own = /^0::(\/.*)$/m.exec(membership)?.[1];
  if (own === undefined) return undefined;
  for (const line of mountinfo.split('\n')) {
    const [before, after] = line.split(' - ');
    if (!before || !after?.startsWith('cgroup2 ')) continue;
    const [, , , root, mountPoint] = before.split(' ').map(unescapeMountField);
    if (root === undefined || mountPoint === undefined) continue;
    // Inside a cgroup namespace both name the same place relative to the mount's root.
    const relative = own.startsWith(root) ? own.slice(root.length) : own;
    return `${mountPoint}/${relative}`.replace(/\/+/g, '/').replace(/\/$/, '');
  }
  return undefined;
}

/** mountinfo writes space, tab, newline and backslash as octal escapes. */
function unescapeMountField(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_match, octal: string) => String.fromCharCode(parseInt(octal, 8)));
}

/** One proxy's cgroups: a directory of its own beside itself, with one cgroup per server inside. */
export interface Cgroups {
  /** The directory under which the servers' cgroups are made. */
  readonly dir: string;
  /** Makes the cgroup `name`; its path, or undefined when it cannot be made. */
  create(name: string): string | undefined;
  /** Moves `pid` into it: it and everything it starts afterwards stay there, whatever session or group they make. */
  move(path: string, pid: number): boolean;
  /** The processes in it now (empty once it is gone). */
  pids(path: string): number[];
  /** Whether any process is in it, exiting ones included (cgroup.procs leaves those out, yet they keep rmdir from working). */
  populated(path: string): boolean;
  /** SIGKILL to every process in it (cgroup.kill where the kernel has it, 5.14 on; otherwise one by one). */
  kill(path: string): void;
  /** Removes it; false while processes are left. */
  remove(path: string): boolean;
}

export interface CgroupOptions {
  /** Names the proxy's directory, so two proxies never share one. */
  proxyPid: number;
  fs?: CgroupFs;
  kill?: Kill;
  /** This process's cgroup directory (found in /proc by default). */
  ownDir?: string | undefined;
}

/** The proxy's cgroups, or undefined where none can be made (no cgroup v2, read-only, not delegated to us). */
export function openCgroups(options: CgroupOptions): Cgroups | undefined {
  const { proxyPid, fs = systemCgroupFs, kill = process.kill } = options;
  const own = 'ownDir' in options ? options.ownDir : ownCgroupDir(fs);
  if (own === undefined) return undefined;
  const dir = `${own}/mcp-loupe-${proxyPid}`;
  try {
    fs.mkdir(dir);
  } catch {
    return undefined;
  }
  const pids = (path: string): number[] => {
    try {
      return fs
        .readFile(`${path}/cgroup.procs`)
        .split('\n')
        .filter((line) => /^\d+$/.test(line))
        .map(Number);
    } catch {
      return [];
    }
  };
  return {
    dir,
    create(name) {
      const path = `${dir}/${name}`;
      try {
        fs.mkdir(path);
        return path;
      } catch {
        return undefined;
      }
    },
    move(path, pid) {
      try {
        fs.writeFile(`${path}/cgroup.procs`, String(pid));
        return true;
      } catch {
        return false;
      }
    },
    pids,
    populated(path) {
      try {
        return !/^populated 0$/m.test(fs.readFile(`${path}/cgroup.events`));
      } catch {
        return pids(path).length > 0;
      }
    },
    kill(path) {
      if (fs.exists(`${path}/cgroup.kill`)) {
        try {
          fs.writeFile(`${path}/cgroup.kill`, '1');
          return;
        } catch {
          // fall through to one by one
        }
      }
      for (const pid of pids(path)) {
        try {
          kill(pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
    },
    remove(path) {
      try {
        fs.rmdir(path);
        return true;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ENOENT';
      }
    },
  };
}
