import { afterEach, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../start-inspector.ts';
import { startInspector } from '../start-inspector.ts';
import { TestClient } from '../test-kit/bridge-client.ts';
import { isGone, watchdogPids } from '../test-kit/processes.ts';
import { nodeScript, startTestInspector } from '../test-kit/test-inspector.ts';
import { WAIT_MS, waitUntil } from '../test-kit/waits.ts';

// Its stdout may be closed by the time it answers SIGTERM: it must not die of EPIPE instead of SIGKILL.
const ignoresSigterm =
  "process.stdout.on('error', () => {}); process.on('SIGTERM', () => console.log('ignored SIGTERM')); setInterval(() => {}, 1000); console.log('ready')";
const withGrandchild = [
  "const { spawn } = require('node:child_process');",
  "const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });",
  'console.log(String(grandchild.pid));',
  'setInterval(() => {}, 1000);',
].join('\n');

const inspectors: RunningInspector[] = [];
afterEach(async () => {
  await Promise.all(inspectors.splice(0).map((inspector) => inspector.close()));
});

async function started(script: string, logs: string[] = []) {
  const inspector = await startTestInspector({ log: (message) => logs.push(message) });
  inspectors.push(inspector);
  const client = await TestClient.open(inspector);
  client.send(nodeScript(script));
  const { pid } = await client.waitFor('spawned');
  return { inspector, client, pid };
}

describe('process care', () => {
  it('SIGKILLs a child that ignores SIGTERM once the socket closes', async () => {
    const logs: string[] = [];
    const { client, pid } = await started(ignoresSigterm, logs);
    await client.waitFor('stdout', (message) => message.line === 'ready');
    expect(isGone(pid)).toBe(false);
    client.ws.terminate();
    await waitUntil(() => isGone(pid), 15_000, `process ${pid} to be gone`);
    await waitUntil(
      () => logs.some((line) => /outlived SIGTERM.*SIGKILL/.test(line)),
      WAIT_MS,
      'the SIGKILL to be logged',
    );
  });

  it('ends the grandchildren too: the whole process group goes', async () => {
    const { client, pid } = await started(withGrandchild);
    const { line } = await client.waitFor('stdout');
    const grandchild = Number(line);
    expect(isGone(grandchild)).toBe(false);
    await client.close();
    await waitUntil(() => isGone(pid) && isGone(grandchild), WAIT_MS, 'child and grandchild to be gone');
  });

  it('ends every child when the proxy closes', async () => {
    const first = await started(ignoresSigterm);
    await first.client.waitFor('stdout', (message) => message.line === 'ready');
    const second = await TestClient.open(first.inspector);
    second.send(nodeScript(withGrandchild));
    const { pid } = await second.waitFor('spawned');
    const grandchild = Number((await second.waitFor('stdout')).line);
    await first.inspector.close();
    for (const each of [first.pid, pid, grandchild]) expect(isGone(each), `process ${each}`).toBe(true);
  });

  it('ends a well-behaved child quickly, without SIGKILL', async () => {
    const logs: string[] = [];
    const { client, pid } = await started('setInterval(() => {}, 1000)', logs);
    await client.close();
    await waitUntil(() => isGone(pid), 15_000, `process ${pid} to be gone`);
    expect(logs).toEqual([]);
  });
});

describe('proxy shutdown', () => {
  it('does not wait for a browser that stopped reading', async () => {
    const inspector = await startTestInspector();
    const client = await TestClient.open(inspector);
    client.send(nodeScript('setInterval(() => {}, 1000)'));
    const { pid } = await client.waitFor('spawned');
    client.ws.pause();
    await inspector.close();
    expect(isGone(pid)).toBe(true);
  });
});

describe('close', () => {
  it('removes everything the inspector made: listener, exit hook, children, watchdog, redirect file', async () => {
    const exitHooks = process.listenerCount('exit');
    const watchdogsBefore = watchdogPids(process.pid);
    let redirectsRemoved = 0;
    const inspector = await startInspector({
      port: 0,
      staticRoot: '/nonexistent',
      open: true,
      openBrowser: () => () => void redirectsRemoved++,
      bridge: { killGraceMs: 500, log: () => {} },
    });
    expect(process.listenerCount('exit')).toBe(exitHooks + 1);
    const client = await TestClient.open(inspector);
    client.send(nodeScript(ignoresSigterm));
    const { pid } = await client.waitFor('spawned');
    await client.waitFor('stdout', (message) => message.line === 'ready');
    if (watchdogsBefore) expect(watchdogPids(process.pid)?.length).toBe(watchdogsBefore.length + 1);

    await inspector.close();
    expect(isGone(pid)).toBe(true);
    expect(redirectsRemoved).toBe(1);
    expect(process.listenerCount('exit')).toBe(exitHooks);
    if (watchdogsBefore) expect(watchdogPids(process.pid)).toEqual(watchdogsBefore);
    await expect(fetch(`http://127.0.0.1:${inspector.port}/`)).rejects.toThrow();
  });
});
