import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ownCgroupDir } from '../../proxy/bridge/cgroup.ts';
import type { BridgeEndpoint } from '../../proxy/test-kit/bridge-client.ts';
import { TestClient } from '../../proxy/test-kit/bridge-client.ts';
import { watchdogPids } from '../../proxy/test-kit/processes.ts';
import { nodeScript, startTestInspector } from '../../proxy/test-kit/test-inspector.ts';
import { waitUntil } from '../../proxy/test-kit/waits.ts';
import type { ProxyProcess } from '../../proxy/test-kit/proxy-process.ts';
import { startProxyProcess } from '../../proxy/test-kit/proxy-process.ts';
import type { RunningInspector } from '../../proxy/start-inspector.ts';
import { alive, GONE_WAIT_MS, waitGone } from '../pids.ts';
import { fault, left } from '../tally.ts';
import { escapingServer, pidsFrom } from './escaping-server.ts';

// Issue 17, items 2 and 3: descendants that leave the server's process group,
// and a watchdog that is killed before the proxy.

const area = 'server tree';
const dir = mkdtempSync(join(tmpdir(), 'mcp-loupe-tree-'));
const everyPid = new Set<number>();
const cleanups: Array<() => unknown> = [];
let files = 0;

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(() => {
  for (const pid of everyPid) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the escaping server through `endpoint`'s bridge; its pid and every descendant's. */
async function startEscaping(endpoint: BridgeEndpoint): Promise<{ client: TestClient; pids: number[] }> {
  const file = join(dir, `pids-${++files}`);
  const client = await TestClient.open(endpoint);
  client.ws.on('error', () => {});
  cleanups.push(() => client.ws.terminate());
  client.send(nodeScript(escapingServer, { args: ['-e', escapingServer, file] }));
  await client.waitFor('spawned');
  const pids = await pidsFrom(file);
  for (const pid of pids) everyPid.add(pid);
  expect(pids.filter(alive), 'every descendant running').toEqual(pids);
  return { client, pids };
}

async function cli(): Promise<ProxyProcess> {
  const started = await startProxyProcess(['--no-open', '--port', '0', '--', 'true']);
  cleanups.push(() => started.child.kill('SIGKILL'));
  return started;
}

/** Whether this machine lets the proxy make cgroups (Linux, cgroup v2, ours to write: CI runs as root). */
function cgroupsUsable(): boolean {
  const own = ownCgroupDir();
  if (!own) return false;
  try {
    accessSync(own, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The cgroup v2 path of `pid`, from /proc. */
function cgroupOf(pid: number): string {
  try {
    return /^0::(.*)$/m.exec(readFileSync(`/proc/${pid}/cgroup`, 'utf8'))?.[1] ?? '';
  } catch {
    return '';
  }
}

/** Asserts and counts: the proxy's cgroup directory is removed (by the watchdog, once the proxy is dead). */
async function expectCgroupRemoved(name: string, proxyPid: number): Promise<void> {
  const own = ownCgroupDir();
  if (!own || !cgroupsUsable()) return;
  const dir = join(own, `mcp-loupe-${proxyPid}`);
  const removed = await waitUntil(() => !existsSync(dir), 5_000).then(
    () => true,
    () => false,
  );
  expect(fault(area, name, removed), `${dir} removed`).toBe(true);
}

/** Asserts and counts: every pid gone within `ms`. */
async function expectAllGone(name: string, pids: number[], ms = GONE_WAIT_MS): Promise<void> {
  const remaining = await waitGone(pids, ms);
  fault(area, name, remaining.length === 0);
  expect(left(area, name, remaining)).toEqual([]);
}

// The fixture needs /usr/bin/setsid and /proc; elsewhere the README says what is (not) guaranteed.
const linux = process.platform === 'linux';

describe.runIf(linux)('every descendant of a server ends, including those in a session or group of their own', () => {
  it('when its session ends (the tab closes)', async () => {
    const inspector: RunningInspector = await startTestInspector();
    cleanups.push(() => inspector.close());
    const { client, pids } = await startEscaping(inspector);
    // Where a cgroup can be made, every one of them is in the server's, setsid or not.
    const inCgroup = pids.map((pid) => /\/mcp-loupe-\d+\/server-\d+$/.test(cgroupOf(pid)));
    expect(inCgroup).toEqual(pids.map(() => cgroupsUsable()));
    client.ws.terminate();
    await expectAllGone('session stop ends setsid and detached descendants', pids);
    await inspector.close();
    await expectCgroupRemoved('proxy close removes its cgroups', process.pid);
  });

  it('when its session ends where no cgroup can be made (descendants tracked through /proc)', async () => {
    const inspector = await startTestInspector({ openCgroups: () => undefined });
    cleanups.push(() => inspector.close());
    const { client, pids } = await startEscaping(inspector);
    expect(pids.filter((pid) => cgroupOf(pid).includes('/mcp-loupe-'))).toEqual([]);
    client.ws.terminate();
    await expectAllGone('session stop without a cgroup ends setsid and detached descendants', pids);
  });

  it('when the proxy is SIGKILLed (the watchdog ends them)', async () => {
    const proxy = await cli();
    const { pids } = await startEscaping(proxy);
    proxy.child.kill('SIGKILL');
    await proxy.exited;
    await expectAllGone('proxy SIGKILL ends setsid and detached descendants', pids);
    await expectCgroupRemoved('proxy SIGKILL: the watchdog removes the cgroups', proxy.pid);
  }, 60_000);
});

describe.runIf(linux)('a killed watchdog', () => {
  it('is replaced at once: the proxy SIGKILLed afterwards still has every server process ended', async () => {
    const proxy = await cli();
    const { pids } = await startEscaping(proxy);
    const [first] = watchdogPids(proxy.pid) ?? [];
    expect(first, 'a watchdog runs').toBeDefined();
    process.kill(first as number, 'SIGKILL');
    const replaced = await waitUntil(() => (watchdogPids(proxy.pid) ?? []).some((pid) => pid !== first), 5_000).then(
      () => true,
      () => false,
    );
    expect(fault(area, 'a SIGKILLed watchdog is replaced within 5 s', replaced)).toBe(true);
    proxy.child.kill('SIGKILL');
    await proxy.exited;
    await expectAllGone('watchdog SIGKILL, then proxy SIGKILL, ends every server process', pids);
    await expectCgroupRemoved('watchdog SIGKILL, then proxy SIGKILL: the new watchdog removes the cgroups', proxy.pid);
  }, 60_000);

  it('is replaced fast enough for a proxy SIGKILLed a moment later', async () => {
    const proxy = await cli();
    const { pids } = await startEscaping(proxy);
    const [first] = watchdogPids(proxy.pid) ?? [];
    process.kill(first as number, 'SIGKILL');
    await delay(200);
    proxy.child.kill('SIGKILL');
    await proxy.exited;
    await expectAllGone('watchdog and proxy SIGKILLed 200 ms apart: every server process ends', pids);
  }, 60_000);
});
