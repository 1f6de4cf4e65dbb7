import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from './test-kit/bridge-client.ts';
import { isGone, watchdogPids } from './test-kit/processes.ts';
import { WAIT_MS, waitUntil } from './test-kit/waits.ts';
import type { ProxyProcess } from './test-kit/proxy-process.ts';
import { startProxyProcess } from './test-kit/proxy-process.ts';

// A server that outlives everything polite: it ignores SIGTERM and the end of
// its stdin, and so does the grandchild it starts. It prints the grandchild's
// pid once both have their handlers.
const stubbornServer = [
  "process.on('SIGTERM', () => {});",
  "process.stdin.on('data', () => {}).on('end', () => {});",
  "const { spawn } = require('node:child_process');",
  "const grandchild = spawn(process.execPath, ['-e', \"process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('set')\"], { stdio: ['ignore', 'pipe', 'ignore'] });",
  "grandchild.stdout.once('data', () => console.log(String(grandchild.pid)));",
  'setInterval(() => {}, 1000);',
].join('\n');

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // gone
  }
}

/**
 * The CLI, and two stubborn servers started through its bridge as the page
 * would start them. The second starts after the watchdog, so it would hold
 * the watchdog's pipe open if it could inherit it.
 */
async function cliWithServers(): Promise<{ cli: ProxyProcess; pids: number[] }> {
  const cli = await startProxyProcess(['--no-open', '--port', '0', '--', process.execPath, '-e', stubbornServer]);
  const pids: number[] = [];
  const clients: TestClient[] = [];
  cleanups.push(() => {
    for (const client of clients) client.ws.terminate();
    cli.child.kill('SIGKILL');
    for (const pid of pids) killGroup(pid);
  });
  const { defaultServer } = await cli.config();
  for (let i = 0; i < 2; i++) {
    const client = await TestClient.open(cli);
    clients.push(client);
    client.ws.on('error', () => {});
    client.send({ type: 'spawn', ...defaultServer });
    pids.push((await client.waitFor('spawned')).pid);
    pids.push(Number((await client.waitFor('stdout')).line));
  }
  for (const pid of pids) expect(isGone(pid), `process ${pid}`).toBe(false);
  return { cli, pids };
}

describe('when the proxy dies', () => {
  it('SIGHUP (the terminal closed): it stops cleanly and ends every server group', async () => {
    const { cli, pids } = await cliWithServers();
    cli.child.kill('SIGHUP');
    expect(await cli.exited).toEqual({ code: 0, signal: null });
    await waitUntil(() => pids.every(isGone), 15_000, `processes ${pids.join(', ')} to be gone`);
    expect(watchdogPids(cli.pid) ?? []).toEqual([]);
  }, 30_000);

  it('SIGKILL: the watchdog ends every server group, then itself', async () => {
    const { cli, pids } = await cliWithServers();
    const watchdogs = watchdogPids(cli.pid);
    if (watchdogs) expect(watchdogs).toHaveLength(1);
    cli.child.kill('SIGKILL');
    expect(await cli.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await waitUntil(() => pids.every(isGone), 20_000, `processes ${pids.join(', ')} to be gone`);
    await waitUntil(() => (watchdogs ?? []).every(isGone), WAIT_MS, 'the watchdog to exit');
  }, 40_000);
});
