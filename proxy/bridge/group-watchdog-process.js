// The watchdog: a small process beside the proxy that ends the servers'
// processes when the proxy is gone, however it went. The proxy tells it on
// its stdin, one line each:
//   watch PID [MARKER CGROUP]   a server: its process group, the marker value
//                               its descendants inherit, its cgroup ("-": none;
//                               both URI-encoded)
//   also PID DESCENDANT START   a descendant the proxy saw (START: /proc stat
//                               field 22, so a reused pid is left alone)
//   lost PID DESCENDANT         that descendant has exited
//   forget PID                  that server is gone
// The kernel closes the proxy's end of the pipe when the proxy exits, even by
// SIGKILL or a crash, so stdin ending is the main signal; the proxy's pid and
// our parent are also checked every 500 ms, in case something else holds the
// pipe open. Then everything watched gets SIGTERM, and SIGKILL (cgroup.kill
// where there is a cgroup) after the grace period, until nothing is left.
// Before each round /proc is read for descendants the proxy had no time to
// report (no cgroup, no marker: it polls every 200 ms), so one started just
// before the proxy died is ended with its parent.
//
// It runs in a session of its own (spawned detached), so the terminal's
// SIGHUP and Ctrl-C do not end it before it has done its work. Plain
// JavaScript: it starts on any Node that runs the proxy, with no flags.
//
// Usage: node group-watchdog-process.js PROXY_PID GRACE_MS

import { existsSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const proxyPid = Number(process.argv[2]);
const graceMs = Number(process.argv[3]) || 2000;
const MARKER_VARIABLE = 'MCP_LOUPE_SERVER=';
/**
 * Each server by pid. `start`: its start time when first watched, so a pid
 * reused after it exits is taken for no server. `also`: its descendants by
 * pid, with their start times.
 * @type {Map<number, { marker?: string, cgroup?: string, start?: number, also: Map<number, number> }>}
 */
const servers = new Map();
/** The proxy's cgroup directories seen, kept after their servers are forgotten: removed (if empty) on the way out. */
const cgroupParents = new Set();
let pending = '';
let ending = false;

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) read(line.split(' '));
});
process.stdin.once('end', endAll);
process.stdin.once('error', endAll);

// Backup for a pipe held open elsewhere: the stdin lines already sent still arrive first.
const poll = setInterval(() => {
  if (!proxyAlive()) setTimeout(endAll, 200);
}, 500);
if (!proxyAlive()) setTimeout(endAll, 200);

function proxyAlive() {
  // Spawned by the proxy: once it dies we are re-parented, and its pid may even be reused.
  if (process.ppid !== proxyPid) return false;
  try {
    process.kill(proxyPid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function read([verb, first, second, third]) {
  const pid = Number(first);
  if (!Number.isSafeInteger(pid) || pid <= 0) return;
  if (verb === 'watch') {
    const word = (value) => (value && value !== '-' ? decodeURIComponent(value) : undefined);
    const cgroup = word(third);
    if (cgroup) cgroupParents.add(dirname(cgroup));
    const known = servers.get(pid);
    servers.set(pid, {
      marker: word(second),
      cgroup,
      start: known?.start ?? startOf(pid),
      also: known?.also ?? new Map(),
    });
  } else if (verb === 'also') {
    const [descendant, start] = [Number(second), Number(third)];
    if (Number.isSafeInteger(descendant) && descendant > 0) servers.get(pid)?.also.set(descendant, start);
  } else if (verb === 'lost') {
    servers.get(pid)?.also.delete(Number(second));
  } else if (verb === 'forget') {
    servers.delete(pid);
  }
}

async function endAll() {
  if (ending) return;
  ending = true;
  clearInterval(poll);
  signalAll('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (anyAlive() && Date.now() < deadline) await sleep(100);
  // Rescans catch anything started meanwhile; bounded, so the watchdog always exits.
  for (let round = 0; round < 40 && anyAlive(); round++) {
    signalAll('SIGKILL');
    await sleep(50);
  }
  for (let round = 0; round < 20 && !removeCgroups(); round++) await sleep(50);
  process.exit(0);
}

function signalAll(signal) {
  const marked = markedPids();
  adoptDescendants(marked);
  for (const [pid, server] of servers) {
    signalGroup(pid, signal);
    if (server.cgroup) {
      if (signal === 'SIGKILL' && existsSync(`${server.cgroup}/cgroup.kill`))
        attempt(() => writeFileSync(`${server.cgroup}/cgroup.kill`, '1'));
      for (const each of cgroupPids(server.cgroup)) signalOne(each, signal);
    }
    if (server.marker) for (const each of marked.get(server.marker) ?? []) signalOne(each, signal);
    for (const [each, start] of server.also) if (startOf(each) === start) signalOne(each, signal);
  }
}

function anyAlive() {
  const marked = markedPids();
  adoptDescendants(marked);
  for (const [pid, server] of servers) {
    if (groupAlive(pid)) return true;
    if (server.cgroup && cgroupPopulated(server.cgroup)) return true;
    if (server.marker && marked.has(server.marker)) return true;
    for (const [each, start] of server.also) if (startOf(each) === start) return true;
  }
  return false;
}

function removeCgroups() {
  let all = true;
  for (const { cgroup } of servers.values()) if (cgroup) all = attempt(() => rmdirSync(cgroup)) && all;
  // The proxy's own directory, once its last server's is gone (it fails harmlessly while others remain).
  for (const parent of cgroupParents) if (/\/mcp-loupe-\d+$/.test(parent)) attempt(() => rmdirSync(parent));
  return all;
}

/** Whether a process of the group is left; a zombie waiting for a slow init to reap it is not (Linux: /proc). */
function groupAlive(pgid) {
  if (!signalGroup(pgid, 0)) return false;
  let names;
  try {
    names = readdirSync('/proc');
  } catch {
    return true;
  }
  return names.some((name) => /^\d+$/.test(name) && groupOf(Number(name)) === pgid);
}

/**
 * Adds to each server's `also` every live process whose parent chain leads to
 * it: to the server itself, a descendant already known (same start time), a
 * member of its process group or a process carrying its marker. Kept there,
 * such a process is still ended once its parent is gone and it is re-parented.
 * The rules are those of treeMembers in descendant-tracker.ts (a child starts
 * no earlier than its parent), written again here because this file is copied
 * as it is into the package and runs without TypeScript.
 */
function adoptDescendants(marked) {
  if (servers.size === 0) return; // nothing to adopt for: no /proc scan (a CLI's watchdog ends this way)
  const table = processTable();
  if (table.length === 0) return;
  table.sort((a, b) => a.start - b.start || a.pid - b.pid);
  const byPid = new Map(table.map((entry) => [entry.pid, entry]));
  for (const [pid, server] of servers) {
    const leader = byPid.get(pid);
    const rootHere = leader !== undefined && leader.start === server.start;
    // A pid is not given out while a group still bears it, so with the pid free the group is still the server's.
    const groupOurs = rootHere || leader === undefined;
    const markedHere = new Set(server.marker ? (marked.get(server.marker) ?? []) : []);
    const members = new Map();
    for (const entry of table) {
      const belongs =
        (entry.pid === pid && rootHere) ||
        server.also.get(entry.pid) === entry.start ||
        (groupOurs && entry.pgid === pid) ||
        markedHere.has(entry.pid);
      if (belongs) members.set(entry.pid, entry.start);
    }
    for (let grew = true; grew; ) {
      grew = false;
      for (const entry of table) {
        if (members.has(entry.pid)) continue;
        const parentStart = members.get(entry.ppid);
        if (parentStart === undefined || parentStart > entry.start) continue;
        members.set(entry.pid, entry.start);
        grew = true;
      }
    }
    for (const [each, start] of members) if (each !== pid && each !== process.pid) server.also.set(each, start);
  }
}

/** Every live process (zombies left out): pid, parent, group, start time; empty where there is no /proc. */
function processTable() {
  let names = [];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const table = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (fields)
      table.push({ pid: Number(name), ppid: Number(fields[1]), pgid: Number(fields[2]), start: Number(fields[19]) });
  }
  return table;
}

/** Live pids by the marker value in their environment (Linux; none elsewhere). */
function markedPids() {
  const found = new Map();
  if (![...servers.values()].some((server) => server.marker)) return found;
  let names = [];
  try {
    names = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid || startOf(Number(name)) === undefined) continue;
    let environ;
    try {
      environ = readFileSync(`/proc/${name}/environ`, 'utf8');
    } catch {
      continue;
    }
    const pair = environ.split('\0').find((each) => each.startsWith(MARKER_VARIABLE));
    if (!pair) continue;
    const marker = pair.slice(MARKER_VARIABLE.length);
    found.set(marker, [...(found.get(marker) ?? []), Number(name)]);
  }
  return found;
}

/** Field 22 of /proc/PID/stat (its start time), or undefined when it is gone or a zombie. */
function startOf(pid) {
  const fields = statFields(pid);
  return fields ? Number(fields[19]) : undefined;
}

/** Field 5 of /proc/PID/stat (its process group), or undefined when it is gone or a zombie. */
function groupOf(pid) {
  const fields = statFields(pid);
  return fields ? Number(fields[2]) : undefined;
}

/** The fields after the command name, or undefined when it is gone or a zombie. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' || fields[0] === 'X' ? undefined : fields;
  } catch {
    return undefined;
  }
}

function cgroupPids(path) {
  try {
    return readFileSync(`${path}/cgroup.procs`, 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Exiting processes count too: they leave cgroup.procs before the cgroup can be removed. */
function cgroupPopulated(path) {
  try {
    return !/^populated 0$/m.test(readFileSync(`${path}/cgroup.events`, 'utf8'));
  } catch {
    return cgroupPids(path).length > 0;
  }
}

function signalOne(pid, signal) {
  if (pid !== process.pid) attempt(() => process.kill(pid, signal));
}

function attempt(action) {
  try {
    action();
    return true;
  } catch {
    return false;
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** As proxy/bridge/process-group.ts: the group, or the leader alone where there are no groups. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}
