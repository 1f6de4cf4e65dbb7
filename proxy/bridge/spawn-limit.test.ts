import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../start-inspector.ts';
import { TestClient } from '../test-kit/bridge-client.ts';
import { isGone } from '../test-kit/processes.ts';
import { nodeScript, startTestInspector } from '../test-kit/test-inspector.ts';

const idle = 'setInterval(() => {}, 1000)';

let inspector: RunningInspector;
beforeEach(async () => {
  inspector = await startTestInspector({ maxServers: 2 });
});
afterEach(() => inspector.close());

async function spawn(code = idle): Promise<TestClient> {
  const client = await TestClient.open(inspector);
  client.send(nodeScript(code));
  await Promise.race([client.waitFor('spawned'), client.waitFor('spawn-error')]);
  return client;
}

describe('the limit on servers', () => {
  it('refuses a spawn past it with a spawn-error that says what to do, and frees a place once a server is gone', async () => {
    const first = await spawn();
    const second = await spawn();
    const third = await spawn();
    expect(third.of('spawned')).toEqual([]);
    expect(third.of('spawn-error')).toEqual([
      {
        type: 'spawn-error',
        code: 'SERVER_LIMIT',
        message:
          'mcp-loupe is already running 2 servers, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N (SERVER_LIMIT)',
        t: expect.any(Number),
      },
    ]);

    const { pid } = await first.waitFor('spawned');
    await first.close();
    const fourth = await spawn();
    expect(isGone(pid), 'the first server ended before the fourth started').toBe(true);
    expect(fourth.of('spawn-error')).toEqual([]);
    expect(fourth.of('spawned')).toHaveLength(1);
    await Promise.all([second, third, fourth].map((client) => client.close()));
  }, 30_000);

  it('at the limit, a Reconnect (one page gone, the next spawning at once) waits for the old server to end instead of being refused', async () => {
    const one = await startTestInspector({ maxServers: 1 });
    try {
      const pids: number[] = [];
      let previous = await TestClient.open(one);
      previous.send(nodeScript(idle));
      pids.push((await previous.waitFor('spawned')).pid);
      for (let round = 0; round < 3; round++) {
        previous.ws.close(1000, 'disconnect');
        const next = await TestClient.open(one);
        next.send(nodeScript(idle));
        const outcome = await Promise.race([next.waitFor('spawned'), next.waitFor('spawn-error')]);
        expect(outcome.type).toBe('spawned');
        pids.push((outcome as { pid: number }).pid);
        // Never two at once: the old one was gone before the new one started.
        expect(isGone(pids.at(-2)!)).toBe(true);
        previous = next;
      }
      await previous.close();
    } finally {
      await one.close();
    }
  }, 30_000);

  it('counts a server whose process has ended no more, though its page is still connected', async () => {
    const ended = await spawn('process.exit(0)');
    await ended.waitFor('exit');
    const a = await spawn();
    const b = await spawn();
    const c = await spawn();
    expect([a, b, c].map((client) => client.of('spawn-error').map((error) => error.code))).toEqual([
      [],
      [],
      ['SERVER_LIMIT'],
    ]);
    await Promise.all([ended, a, b, c].map((client) => client.close()));
  }, 30_000);
});
