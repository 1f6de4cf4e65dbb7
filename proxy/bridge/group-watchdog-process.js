// The watchdog: a small process beside the proxy that ends the servers'
// process groups when the proxy is gone, however it went. The proxy tells it
// "watch PID" and "forget PID" on its stdin; the kernel closes the proxy's end
// of that pipe when the proxy exits, even by SIGKILL or a crash, so stdin
// ending is the one signal needed. Then every group still watched gets
// SIGTERM, and SIGKILL after the grace period.
//
// It runs in a session of its own (spawned detached), so the terminal's
// SIGHUP and Ctrl-C do not end it before it has done its work. Plain
// JavaScript: it starts on any Node that runs the proxy, with no flags.
//
// Usage: node group-watchdog-process.js PROXY_PID GRACE_MS  (the pid only names it in `ps`)

const graceMs = Number(process.argv[3]) || 2000;
const groups = new Set();
let pending = '';
let ending = false;

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const [verb, word] = line.split(' ');
    const pid = Number(word);
    if (!Number.isSafeInteger(pid) || pid <= 0) continue;
    if (verb === 'watch') groups.add(pid);
    else if (verb === 'forget') groups.delete(pid);
  }
});
process.stdin.once('end', endGroups);
process.stdin.once('error', endGroups);

async function endGroups() {
  if (ending) return;
  ending = true;
  for (const pid of groups) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (aliveGroups().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const pid of aliveGroups()) signalGroup(pid, 'SIGKILL');
  process.exit(0);
}

function aliveGroups() {
  return [...groups].filter((pid) => signalGroup(pid, 0));
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
